import { X } from 'lucide-react';

/** The close button in a dialog's corner: 44 px, labelled, icon hidden from assistive technology. */
export function DialogCloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label}
      className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50"
    >
      <X aria-hidden />
    </button>
  );
}
