'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useController, useForm } from 'react-hook-form';
import { format } from '@/i18n/format';
import { prepareBotCheck } from '@/lib/bot-client';
import { useConsentPrompt } from '@/ui/ConsentPrompt';
import { DialogCloseButton } from '@/ui/DialogCloseButton';
import { useOnline } from '@/ui/useOnline';
import { FieldError, Honeypot, inputClass, RequiredMark, secondaryButton } from '@/ui/form';
import { applicationFormSchema, emptyApplication, type ApplicationFormState, type FormFieldName } from './form-values';
import type { ApplicationSetup, ApplyOpening } from './setup';
import { isBusy, useApplicationSend, type SendStatus } from './useApplicationSend';
import { APPLICATION_LIMITS, CV_MAX_BYTES, type ApplicationErrorCode } from './validation';

/** What the file picker offers; the server still judges the bytes, whatever the name or type says. */
const CV_ACCEPT = '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The file input lies, transparent, over a box that words it in the page's language: the browser's
 * own button speaks the browser's ("Choose File" on a Croatian page). The input keeps the clicks,
 * drops and keyboard; the box shows its focus and its state.
 */
const fileInputClass = 'peer absolute inset-0 size-full cursor-pointer opacity-0';
const fileBoxClass = `${inputClass} flex flex-wrap items-center gap-x-3 gap-y-1 py-2 peer-hover:border-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-aria-[invalid=true]:border-accent-600`;
const checkboxClass = 'mt-1 size-5 shrink-0 accent-brand-700';
const linkClass = 'font-semibold text-brand-700 underline underline-offset-4';

type Form = ApplicationFormState;

/** Words a field's error: a code of the shared schema from the catalogue, a server answer as it came. */
function fieldErrorsOf(form: Form, setup: ApplicationSetup) {
  const errorOf = (field: FormFieldName): string | undefined => {
    const message = form.formState.errors[field]?.message;
    if (!message) return undefined;
    const template = setup.labels.errors[message as ApplicationErrorCode];
    if (typeof template !== 'string') return message;
    return format(template, { max: APPLICATION_LIMITS[field as keyof typeof APPLICATION_LIMITS] ?? '' });
  };
  const describedBy = (field: FormFieldName, hint?: string) =>
    [hint, errorOf(field) ? `application-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: FormFieldName) => <FieldError id={`application-${field}-error`} message={errorOf(field)} />;
  return { errorOf, describedBy, fieldError };
}

/** The first field, which takes the focus when the dialog opens. */
export const NAME_FIELD_ID = 'application-name';

export function ApplicationForm({
  setup,
  opening,
  onClose,
  onSent,
  onOpenApplication,
}: {
  setup: ApplicationSetup;
  opening: ApplyOpening | null;
  onClose: () => void;
  onSent: (email: string) => void;
  onOpenApplication: () => void;
}) {
  const { labels } = setup;
  const form = useForm({
    resolver: zodResolver(applicationFormSchema),
    defaultValues: emptyApplication,
  });
  const honeypot = useRef<HTMLInputElement>(null);
  const [askConsent, consentDialog] = useConsentPrompt(setup.consent);
  const { status, send } = useApplicationSend({ setup, opening: opening?.id ?? null, form, honeypot, askConsent, onSent });
  const online = useOnline();
  const busy = isBusy(status);

  useEffect(() => {
    prepareBotCheck().catch(() => undefined);
  }, []);

  return (
    <>
      <form noValidate aria-busy={busy} onSubmit={(event) => form.handleSubmit(send)(event)} className="relative p-6 sm:p-8">
        <DialogCloseButton label={labels.close} onClose={onClose} />
        <FormHeading setup={setup} opening={opening} />
        <Alerts setup={setup} online={online} status={status} onOpenApplication={onOpenApplication} />
        <div className="mt-5 grid gap-4">
          <PersonFields setup={setup} form={form} />
          <CvField setup={setup} form={form} />
          <CoverLetterField setup={setup} form={form} />
          <Honeypot id="application-website" inputRef={honeypot} />
          <Consents setup={setup} form={form} />
        </div>
        <SubmitRow setup={setup} status={status} disabled={busy || !online} />
      </form>
      {consentDialog}
    </>
  );
}

/** The heading says what the application is for; with the line above it, it names the dialog. */
function FormHeading({ setup, opening }: { setup: ApplicationSetup; opening: ApplyOpening | null }) {
  const { labels } = setup;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(opening);
  // When a closed opening's form turns into an open application, the focus goes to the new heading.
  useEffect(() => {
    if (shown.current !== opening && opening === null) heading.current?.focus();
    shown.current = opening;
  }, [opening]);
  return (
    <>
      <p id="application-kind" className="pr-10 text-sm font-semibold uppercase tracking-wide text-brand-700">
        {labels.dialogLabel}
      </p>
      <h2 id="application-title" ref={heading} tabIndex={-1} className="mt-1 pr-10 text-2xl font-bold text-brand-900 focus:outline-none">
        {opening ? opening.title : labels.openApplication}
      </h2>
      <p className="mt-2 text-muted">{labels.intro}</p>
    </>
  );
}

function Alerts({ setup, online, status, onOpenApplication }: { setup: ApplicationSetup; online: boolean; status: SendStatus; onOpenApplication: () => void }) {
  const { labels } = setup;
  const switchButton = useRef<HTMLButtonElement>(null);
  const openingClosed = status.kind === 'error' && status.openingClosed === true;
  // The way forward from a closed opening is a button: the keyboard goes straight to it.
  useEffect(() => {
    if (openingClosed) switchButton.current?.focus();
  }, [openingClosed]);
  return (
    <div role="alert" className="empty:hidden">
      {!online && <p className="mt-4 rounded-lg bg-amber-50 p-3 font-medium text-ink">{labels.offline}</p>}
      {status.kind === 'error' && (
        <div className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-accent-600" data-testid="application-error">
          <p>{status.message}</p>
          {openingClosed && (
            <button ref={switchButton} type="button" onClick={onOpenApplication} className={`${secondaryButton} mt-3 bg-white`}>
              {labels.switchToOpen}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function Label({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="font-semibold">
      {children}
    </label>
  );
}

function PersonFields({ setup, form }: { setup: ApplicationSetup; form: Form }) {
  const { labels } = setup;
  const { errorOf, describedBy, fieldError } = fieldErrorsOf(form, setup);
  const required = <RequiredMark label={labels.requiredMark} />;
  return (
    <>
      <div>
        <Label htmlFor="application-name">
          {labels.name}
          {required}
        </Label>
        <input
          id={NAME_FIELD_ID}
          autoComplete="name"
          maxLength={APPLICATION_LIMITS.name}
          {...form.register('name')}
          aria-invalid={!!errorOf('name')}
          aria-describedby={describedBy('name')}
          className={inputClass}
        />
        {fieldError('name')}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="application-email">
            {labels.email}
            {required}
          </Label>
          <input
            id="application-email"
            type="email"
            autoComplete="email"
            maxLength={APPLICATION_LIMITS.email}
            {...form.register('email')}
            aria-invalid={!!errorOf('email')}
            aria-describedby={describedBy('email')}
            className={inputClass}
          />
          {fieldError('email')}
        </div>
        <div>
          <Label htmlFor="application-phone">
            {labels.phone}
            {required}
          </Label>
          <input
            id="application-phone"
            type="tel"
            autoComplete="tel"
            maxLength={APPLICATION_LIMITS.phone}
            {...form.register('phone')}
            aria-invalid={!!errorOf('phone')}
            aria-describedby={describedBy('phone')}
            className={inputClass}
          />
          {fieldError('phone')}
        </div>
      </div>
    </>
  );
}

/** A file input has no value to set: it reports the chosen File, checked at once, so a file too large is refused before any upload. */
function CvField({ setup, form }: { setup: ApplicationSetup; form: Form }) {
  const { labels } = setup;
  const { errorOf, describedBy, fieldError } = fieldErrorsOf(form, setup);
  const {
    field: { ref: cvRef, name, onBlur, onChange, value: chosen },
  } = useController({ control: form.control, name: 'cv' });
  return (
    <div>
      <Label htmlFor="application-cv">
        {labels.cv}
        <RequiredMark label={labels.requiredMark} />
      </Label>
      <p id="application-cv-hint" className="text-sm text-muted">
        {format(labels.cvHint, { max: CV_MAX_BYTES / (1024 * 1024) })}
      </p>
      <div className="relative">
        <input
          id="application-cv"
          type="file"
          accept={CV_ACCEPT}
          name={name}
          ref={cvRef}
          onBlur={onBlur}
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
            void form.trigger('cv');
          }}
          aria-invalid={!!errorOf('cv')}
          aria-describedby={describedBy('cv', 'application-cv-hint')}
          className={fileInputClass}
        />
        <div aria-hidden="true" className={fileBoxClass} data-testid="cv-box">
          <span className="shrink-0 rounded-md bg-brand-50 px-3 py-1.5 font-semibold text-brand-800">{labels.cvChoose}</span>
          <span className="min-w-0 [overflow-wrap:anywhere]">{chosen instanceof File ? chosen.name : labels.cvNone}</span>
        </div>
      </div>
      {fieldError('cv')}
    </div>
  );
}

function CoverLetterField({ setup, form }: { setup: ApplicationSetup; form: Form }) {
  const { labels } = setup;
  const { errorOf, describedBy, fieldError } = fieldErrorsOf(form, setup);
  return (
    <div>
      <Label htmlFor="application-coverLetter">
        {labels.coverLetter} <span className="font-normal text-muted">({labels.optional})</span>
      </Label>
      <p id="application-coverLetter-hint" className="text-sm text-muted">
        {labels.coverLetterHint}
      </p>
      <textarea
        id="application-coverLetter"
        rows={5}
        maxLength={APPLICATION_LIMITS.coverLetter}
        {...form.register('coverLetter')}
        aria-invalid={!!errorOf('coverLetter')}
        aria-describedby={describedBy('coverLetter', 'application-coverLetter-hint')}
        className={inputClass}
      />
      {fieldError('coverLetter')}
    </div>
  );
}

function Consents({ setup, form }: { setup: ApplicationSetup; form: Form }) {
  const { labels } = setup;
  const { errorOf, describedBy, fieldError } = fieldErrorsOf(form, setup);
  return (
    <div className="grid gap-3">
      <div>
        <div className="flex items-start gap-3">
          <input
            id="application-privacyAccepted"
            type="checkbox"
            {...form.register('privacyAccepted')}
            aria-invalid={!!errorOf('privacyAccepted')}
            aria-describedby={describedBy('privacyAccepted')}
            className={checkboxClass}
          />
          <label htmlFor="application-privacyAccepted">
            {labels.privacyBefore}{' '}
            <a href={setup.privacyPath} target="_blank" rel="noopener" className={linkClass}>
              {labels.privacyLink}
            </a>{' '}
            {labels.privacyAfter}
            <RequiredMark label={labels.requiredMark} />
          </label>
        </div>
        {fieldError('privacyAccepted')}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="application-pool"
            type="checkbox"
            {...form.register('pool')}
            aria-invalid={!!errorOf('pool')}
            aria-describedby={describedBy('pool')}
            className={checkboxClass}
          />
          <label htmlFor="application-pool">{labels.pool}</label>
        </div>
        {fieldError('pool')}
      </div>
    </div>
  );
}

/** Said once per step in a status region: the button's own text changes unheard while it has the focus. */
function progressText({ labels }: ApplicationSetup, status: SendStatus): string {
  switch (status.kind) {
    case 'reading':
      return labels.reading;
    case 'verifying':
      return labels.verifying;
    case 'sending':
      return labels.sendingStatus;
    default:
      return '';
  }
}

function SubmitRow({ setup, status, disabled }: { setup: ApplicationSetup; status: SendStatus; disabled: boolean }) {
  const { labels } = setup;
  const busy = isBusy(status);
  return (
    <div className="mt-6 flex flex-col items-start gap-3 sm:flex-row-reverse sm:items-center sm:justify-between">
      <button
        type="submit"
        aria-disabled={disabled}
        className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:bg-muted"
      >
        {busy ? <Loader2 aria-hidden className="size-5 animate-spin" /> : <Send aria-hidden className="size-5" />}
        {busy ? labels.sending : labels.send}
      </button>
      <p role="status" className="text-sm text-muted" data-testid="application-progress">
        {progressText(setup, status)}
      </p>
    </div>
  );
}
