'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useOnline } from '@/ui/useOnline';
import { useForm, useWatch } from 'react-hook-form';
import { format } from '@/i18n/messages';
import { prepareBotCheck } from '@/lib/bot-client';
import { failureMessage } from '@/lib/form-failure';
import { postForm } from '@/lib/post-form';
import { FieldError, Honeypot, inputClass, RequiredMark } from '@/ui/form';
import type { ContactSetup } from './setup';
import { CONTACT_LIMITS, contactSchema, type ContactErrorCode, type ContactFieldName } from './validation';
import { useConsentPrompt } from '@/ui/ConsentPrompt';
import { DialogCloseButton } from '@/ui/DialogCloseButton';
import { useModalDialog } from '@/ui/useModalDialog';

interface FormValues {
  recipient: string;
  name: string;
  email: string;
  message: string;
  privacyAccepted: boolean;
}

type Status = { kind: 'idle' } | { kind: 'verifying' } | { kind: 'sending' } | { kind: 'error'; message: string };

export function ContactDialog({
  setup,
  open,
  preselected,
  onClose,
  onSent,
}: {
  setup: ContactSetup;
  open: boolean;
  preselected?: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const { labels } = setup;
  const schema = useMemo(() => contactSchema(setup.recipients.map((r) => r.key)), [setup.recipients]);
  // Where the market has one recipient, it is chosen already.
  const onlyRecipient = setup.recipients.length === 1 ? setup.recipients[0]!.key : '';
  const form = useForm<FormValues>({
    resolver: zodResolver<FormValues, unknown, FormValues>(schema),
    defaultValues: { recipient: onlyRecipient, name: '', email: '', message: '', privacyAccepted: false },
  });
  const { register, handleSubmit, formState, setValue, setError, reset, setFocus, control } = form;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const honeypot = useRef<HTMLInputElement>(null);
  const recipientField = useRef<HTMLSelectElement | null>(null);
  const online = useOnline();
  const dialog = useModalDialog(open, onClose, recipientField);
  const [askConsent, consentDialog] = useConsentPrompt(setup.consent);
  const recipientChosen = useWatch({ control, name: 'recipient' }) !== '';
  const busy = status.kind === 'verifying' || status.kind === 'sending';

  useEffect(() => {
    if (open && preselected) setValue('recipient', preselected);
  }, [open, preselected, setValue]);

  useEffect(() => {
    if (open) prepareBotCheck().catch(() => undefined);
  }, [open]);

  const errorOf = (field: ContactFieldName): string | undefined => {
    const message = formState.errors[field]?.message;
    if (!message) return undefined;
    const template = labels.errors[message as ContactErrorCode];
    // Client codes come from the shared schema; server answers are already worded.
    return template ? format(template, { max: CONTACT_LIMITS[field as keyof typeof CONTACT_LIMITS] ?? '' }) : message;
  };

  const send = async (values: FormValues) => {
    if (busy || !navigator.onLine) return;
    setStatus({ kind: 'verifying' });
    const outcome = await postForm('/api/contact', values, {
      locale: setup.locale,
      idempotencyKey,
      honeypot: honeypot.current,
      askConsent,
      onSending: () => setStatus({ kind: 'sending' }),
    });
    switch (outcome.kind) {
      case 'accepted':
        setStatus({ kind: 'idle' });
        reset();
        setIdempotencyKey(crypto.randomUUID());
        return onSent();
      case 'invalid':
        for (const [field, message] of Object.entries(outcome.fields)) setError(field as keyof FormValues, { message });
        setFocus(Object.keys(outcome.fields)[0] as keyof FormValues);
        return setStatus({ kind: 'error', message: labels.errors.summary });
      default:
        return setStatus({ kind: 'error', message: failureMessage(outcome, labels) });
    }
  };

  const { ref: recipientRef, ...recipientProps } = register('recipient');
  const described = (field: ContactFieldName) => (errorOf(field) ? `contact-${field}-error` : undefined);
  const fieldError = (field: ContactFieldName) => <FieldError id={`contact-${field}-error`} message={errorOf(field)} />;
  const required = <RequiredMark label={labels.requiredMark} />;

  return (
    <dialog
      ref={dialog}
      aria-labelledby="contact-title"
      data-testid="contact-dialog"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl p-0 shadow-2xl backdrop:bg-ink/60"
    >
      <form noValidate onSubmit={(event) => handleSubmit(send)(event)} className="relative p-6 sm:p-8">
        <DialogCloseButton label={labels.close} onClose={onClose} />
        <h2 id="contact-title" className="pr-10 text-2xl font-bold text-brand-900">
          {labels.title}
        </h2>
        <p className="mt-1 text-muted">{labels.intro}</p>

        <div role="alert" className="empty:hidden">
          {!online && <p className="mt-4 rounded-lg bg-amber-50 p-3 font-medium text-ink">{labels.offline}</p>}
          {status.kind === 'error' && (
            <p className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-accent-600" data-testid="contact-error">
              {status.message}
            </p>
          )}
        </div>

        <div className="mt-5 grid gap-4">
          <div>
            <label htmlFor="contact-recipient" className="font-semibold">
              {labels.recipient}
              {required}
            </label>
            <select
              id="contact-recipient"
              {...recipientProps}
              ref={(element) => {
                recipientRef(element);
                recipientField.current = element;
              }}
              aria-invalid={!!errorOf('recipient')}
              aria-describedby={described('recipient')}
              className={inputClass}
            >
              <option value="" disabled>
                {labels.recipientPlaceholder}
              </option>
              {setup.recipients.map((recipient) => (
                <option key={recipient.key} value={recipient.key}>
                  {recipient.label}
                </option>
              ))}
            </select>
            {fieldError('recipient')}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="contact-name" className="font-semibold">
                {labels.name}
                {required}
              </label>
              <input
                id="contact-name"
                autoComplete="name"
                maxLength={CONTACT_LIMITS.name}
                {...register('name')}
                aria-invalid={!!errorOf('name')}
                aria-describedby={described('name')}
                className={inputClass}
              />
              {fieldError('name')}
            </div>
            <div>
              <label htmlFor="contact-email" className="font-semibold">
                {labels.email}
                {required}
              </label>
              <input
                id="contact-email"
                type="email"
                autoComplete="email"
                maxLength={CONTACT_LIMITS.email}
                {...register('email')}
                aria-invalid={!!errorOf('email')}
                aria-describedby={described('email')}
                className={inputClass}
              />
              {fieldError('email')}
            </div>
          </div>
          <div>
            <label htmlFor="contact-message" className="font-semibold">
              {labels.message}
              {required}
            </label>
            <textarea
              id="contact-message"
              rows={6}
              maxLength={CONTACT_LIMITS.message}
              {...register('message')}
              aria-invalid={!!errorOf('message')}
              aria-describedby={described('message')}
              className={inputClass}
            />
            {fieldError('message')}
          </div>
          <Honeypot id="contact-website" inputRef={honeypot} />
          <div>
            <div className="flex items-start gap-3">
              <input
                id="contact-privacy"
                type="checkbox"
                {...register('privacyAccepted')}
                aria-invalid={!!errorOf('privacyAccepted')}
                aria-describedby={described('privacyAccepted')}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor="contact-privacy">
                {labels.privacyBefore}{' '}
                <a href={setup.privacyPath} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-4">
                  {labels.privacyLink}
                </a>{' '}
                {labels.privacyAfter}
                {required}
              </label>
            </div>
            {fieldError('privacyAccepted')}
          </div>
        </div>

        <div className="mt-6 flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
          {setup.reportPath ? (
            <p className="text-sm">
              {labels.reportHint}{' '}
              <a href={setup.reportPath} className="font-semibold text-brand-700 underline underline-offset-4" data-testid="contact-report-link">
                {labels.reportLink}
              </a>
            </p>
          ) : (
            <span />
          )}
          <button
            type="submit"
            aria-disabled={!recipientChosen || busy || !online}
            className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:bg-muted"
          >
            {busy ? <Loader2 aria-hidden className="size-5 animate-spin" /> : <Send aria-hidden className="size-5" />}
            {status.kind === 'verifying' ? labels.verifying : status.kind === 'sending' ? labels.sending : labels.send}
          </button>
        </div>
      </form>
      {consentDialog}
    </dialog>
  );
}
