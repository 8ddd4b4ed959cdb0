'use client';

import { Button } from '@payloadcms/ui';
import { useEffect, useId, useRef } from 'react';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import type { CaseView } from './case-view';
import { formatDay } from './case-words';

export const hasOpenItems = (open: CaseView['openItems']) => open.questions.length > 0 || open.reportDue !== null;

/**
 * Closing a case that still waits for something: names what is open and asks
 * for the reason to close anyway. A modal <dialog>: the page behind it is
 * inert, Escape keeps the case open, and focus goes back to what opened it.
 */
export function CloseCaseDialog({
  open,
  note,
  problem,
  onConfirm,
  onCancel,
}: {
  open: CaseView['openItems'] | undefined;
  note: string;
  /** Why the last confirmation was refused, said where the officer is. */
  problem?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t, language } = useStaffTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const id = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
    }
    if (!open && element.open) {
      element.close();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="back-office__dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-open`}
      data-testid="close-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <form
          className="back-office__dialog-form"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(String(new FormData(event.currentTarget).get('reason') ?? ''));
          }}
        >
          <h2 id={`${id}-title`}>{t('case:closeTitle')}</h2>
          <div id={`${id}-open`}>
            <p>{t('case:closeOpen')}</p>
            <ul>
              {open.questions.map((item) => (
                <li key={item.id}>{t('case:closeOpenQuestion', { date: formatDay(item.dueOn, language), question: item.question })}</li>
              ))}
              {open.reportDue && <li>{t('case:closeReportDue', { date: formatDay(open.reportDue, language) })}</li>}
            </ul>
          </div>
          <div className="back-office__field">
            <label htmlFor={`${id}-reason`}>{t('case:closeReason')}</label>
            <textarea id={`${id}-reason`} name="reason" rows={3} required defaultValue={note} />
          </div>
          {problem && (
            <p role="alert" className="back-office__overdue">
              {problem}
            </p>
          )}
          <div className="back-office__row">
            <Button type="submit" buttonStyle="primary" margin={false}>
              {t('case:closeAnyway')}
            </Button>
            <Button type="button" buttonStyle="secondary" margin={false} onClick={onCancel}>
              {t('case:closeCancel')}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
