'use client';

import { CheckCircle2 } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { format } from '@/i18n/format';
import { primaryButton } from '@/ui/form';
import { DialogCloseButton } from '@/ui/DialogCloseButton';
import { canShowModal, useModalDialog } from '@/ui/useModalDialog';
import { ApplicationForm, NAME_FIELD_ID } from './ApplicationForm';
import type { ApplicationSetup, ApplyOpening } from './setup';

// Hidden while closed even where the browser knows no <dialog> and would show its content in the page.
const dialogClass =
  '[&:not([open])]:hidden m-auto max-h-[calc(100dvh-2rem)] w-[min(42rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl p-0 shadow-2xl backdrop:bg-ink/60';
// Without modal dialogs it opens in place: fixed, so it is in view wherever the button was.
const inPlaceClass = 'fixed inset-0 z-50 h-fit border border-line';

/**
 * The application form in a dialog, and after a send the confirmation in
 * its place. A send that finishes while the dialog is closed (the applicant
 * closed it during a long upload) shows its confirmation at the next opening.
 */
export function ApplicationDialog({
  setup,
  open,
  opening,
  onClose,
  onOpenApplication,
}: {
  setup: ApplicationSetup;
  open: boolean;
  opening: ApplyOpening | null;
  onClose: () => void;
  onOpenApplication: () => void;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Looked up as the dialog opens: the form's first field, or none while the confirmation shows (the close button then takes the focus).
  const nameField = useMemo(
    () => ({
      get current() {
        return document.getElementById(NAME_FIELD_ID);
      },
    }),
    [],
  );
  const close = useCallback(() => {
    // The next opening starts with an empty form.
    setSentTo(null);
    onClose();
  }, [onClose]);
  const dialog = useModalDialog(open, close, nameField);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={sentTo ? 'application-thanks' : 'application-kind application-title'}
      data-testid="application-dialog"
      className={canShowModal() ? dialogClass : `${dialogClass} ${inPlaceClass}`}
      onKeyDown={(event) => {
        // Only a modal dialog turns Escape into `cancel`; the one in place closes on it all the same.
        if (event.key === 'Escape' && !canShowModal()) close();
      }}
    >
      {sentTo ? (
        <Confirmation setup={setup} email={sentTo} open={open} onClose={close} />
      ) : (
        <ApplicationForm setup={setup} opening={opening} onClose={close} onSent={setSentTo} onOpenApplication={onOpenApplication} />
      )}
    </dialog>
  );
}

function Confirmation({ setup, email, open, onClose }: { setup: ApplicationSetup; email: string; open: boolean; onClose: () => void }) {
  const { labels } = setup;
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusWhenShown(heading, open);
  return (
    <div className="relative p-8 text-center" data-testid="application-sent">
      <DialogCloseButton label={labels.close} onClose={onClose} />
      <CheckCircle2 aria-hidden className="mx-auto mb-4 size-12 text-brand-700" />
      <h2 id="application-thanks" ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        {labels.thankYouTitle}
      </h2>
      <p className="mt-3 text-lg">{format(labels.thankYouText, { email })}</p>
      <p className="mt-2 text-muted">{labels.thankYouCv}</p>
      <button type="button" onClick={onClose} className={`${primaryButton} mt-6`}>
        {labels.close}
      </button>
    </div>
  );
}

/** The confirmation replaces the focused form: the focus moves to its heading, so it is read out. */
function useFocusWhenShown(target: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    if (open) target.current?.focus();
  }, [target, open]);
}
