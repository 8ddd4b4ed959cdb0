'use client';

import { CheckCircle2 } from 'lucide-react';
import type { Messages } from '@/i18n/messages';
import { DialogCloseButton } from '@/ui/DialogCloseButton';
import { useModalDialog } from '@/ui/useModalDialog';

/** Shown after a successful send; a click on the backdrop or the close button dismisses it. */
export function ThankYouDialog({ open, labels, onClose }: { open: boolean; labels: Messages['contact']; onClose: () => void }) {
  const dialog = useModalDialog(open, onClose);
  return (
    <dialog
      ref={dialog}
      aria-labelledby="thank-you-title"
      data-testid="thank-you"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/60"
      onClick={(event) => {
        // A click on the dialog element itself, not its content, is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className="relative p-8 text-center">
          <DialogCloseButton label={labels.close} onClose={onClose} />
          <CheckCircle2 aria-hidden className="mx-auto mb-4 size-12 text-brand-700" />
          <h2 id="thank-you-title" className="text-2xl font-bold text-brand-900">
            {labels.thankYouTitle}
          </h2>
          <p className="mt-2 text-lg">{labels.thankYouText}</p>
        </div>
      )}
    </dialog>
  );
}
