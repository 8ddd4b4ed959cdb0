'use client';

import { ArrowLeft, ArrowRight, Loader2, Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { format } from '@/i18n/format';
import { prepareBotCheck } from '@/lib/bot-client';
import { failureMessage } from '@/lib/form-failure';
import { postForm } from '@/lib/post-form';
import { useConsentPrompt } from '@/ui/ConsentPrompt';
import { Honeypot, primaryButton, secondaryButton } from '@/ui/form';
import { emptyDraft, firstStepOf, SURVEY_STEPS, surveyBody, wordErrors, wordingFor, type SurveyDraft, type SurveyStep } from './draft';
import type { SurveySetup } from './setup';
import { BackgroundStep, CommentStep, ConsentStep, RespondentStep, StatementsStep, type StepProps } from './SurveySteps';
import { ThankYou } from './ThankYou';
import { useOnline } from '@/ui/useOnline';
import { surveyFieldErrors, surveySchema } from './validation';

type Status = { kind: 'idle' } | { kind: 'verifying' } | { kind: 'sending' } | { kind: 'error'; message: string };

/** Where the focus goes after a change of step: the step's heading, or the first field of an error. */
type FocusRequest = { field?: string };

const HEADING_ID = 'survey-step-title';

/** POST /api/survey's 201 body, `{ receipt: 'ABCD-EFGH-JKMN' }`; checked before it is shown, as it is the only way back to the answers. */
interface Accepted {
  receipt?: unknown;
}

/**
 * The questionnaire, step by step: consent → who answers → background →
 * statements → remark and send → the receipt. The answers live in this
 * component, so going back loses nothing. Loaded only once someone presses
 * Start (SurveyStarter).
 */
export function SurveyForm({ setup }: { setup: SurveySetup }) {
  const { texts } = setup;
  const [draft, setDraft] = useState<SurveyDraft>(emptyDraft);
  const [step, setStep] = useState<SurveyStep>('consent');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [receipt, setReceipt] = useState<string | null>(null);
  const [focus, setFocus] = useState<FocusRequest>({});
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [askConsent, consentDialog] = useConsentPrompt(setup.consent);
  const form = useRef<HTMLFormElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const online = useOnline();
  const index = SURVEY_STEPS.indexOf(step);
  const busy = status.kind === 'verifying' || status.kind === 'sending';

  useEffect(() => {
    prepareBotCheck().catch(() => undefined);
  }, []);
  useEffect(() => moveFocus(form.current, focus), [focus]);

  const change = useCallback((patch: Partial<SurveyDraft>) => setDraft((current) => ({ ...current, ...patch })), []);

  const go = (next: SurveyStep) => {
    setErrors({});
    setStatus({ kind: 'idle' });
    setStep(next);
    setFocus({});
  };

  /**
   * Errors shown at their fields, on the first step that holds one. On sending they come with a
   * summary above (they may lie on another step); a step's own missing answer needs only its field's.
   */
  const showErrors = (fields: Record<string, string>, summary = true) => {
    const target = firstStepOf(Object.keys(fields));
    if (target) setStep(target);
    setErrors(fields);
    if (!target) setStatus({ kind: 'error', message: Object.values(fields).join(' ') || texts.errors.unavailable });
    else setStatus(summary ? { kind: 'error', message: texts.errors.summary } : { kind: 'idle' });
    setFocus({ field: Object.keys(fields).find((path) => firstStepOf([path]) === target) });
  };

  const send = async () => {
    if (busy || !navigator.onLine) return;
    const body = surveyBody(draft);
    const checked = surveySchema.safeParse(body);
    if (!checked.success) return showErrors(wordErrors(surveyFieldErrors(checked.error), texts.errors));
    setStatus({ kind: 'verifying' });
    const outcome = await postForm<Accepted>('/api/survey', body, {
      locale: setup.locale,
      idempotencyKey,
      honeypot: honeypot.current,
      askConsent,
      onSending: () => setStatus({ kind: 'sending' }),
    });
    if (outcome.kind === 'invalid') return showErrors(outcome.fields);
    if (outcome.kind === 'accepted' && typeof outcome.body.receipt === 'string') {
      setStatus({ kind: 'idle' });
      return setReceipt(outcome.body.receipt);
    }
    // An answer without a receipt is no receipt the respondent could keep: a failure to send.
    setStatus({ kind: 'error', message: failureMessage(outcome.kind === 'accepted' ? { kind: 'failed' } : outcome, setup.texts) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'comment') return void send();
    const missing = requiredMissing(step, draft, texts.errors);
    if (missing) return showErrors(missing, false);
    go(SURVEY_STEPS[index + 1]!);
  };

  if (receipt)
    return (
      <div className={FRAME}>
        <ThankYou receipt={receipt} texts={texts} />
      </div>
    );

  const stepProps: StepProps = { texts, draft, change, errors };
  return (
    <div className={FRAME} data-testid="survey-form">
      <form ref={form} noValidate onSubmit={submit} aria-labelledby={HEADING_ID}>
        <StepHeading title={stepTitle(step, setup, draft)} progress={format(texts.stepOf, { current: index + 1, total: SURVEY_STEPS.length })} index={index} />
        <div role="alert">
          {!online && <p className="mb-5 rounded-lg bg-amber-50 p-3 font-medium text-ink">{texts.offline}</p>}
          {status.kind === 'error' && (
            <p className="mb-5 rounded-lg bg-red-50 p-3 font-medium text-accent-600" data-testid="survey-error">
              {status.message}
            </p>
          )}
        </div>
        {stepBody(step, stepProps, setup.privacyPath)}
        <Honeypot id="survey-website" inputRef={honeypot} />
        <div className="mt-8 flex flex-wrap items-center gap-3">
          {index > 0 && (
            <button type="button" className={secondaryButton} aria-disabled={busy} onClick={() => !busy && go(SURVEY_STEPS[index - 1]!)}>
              <ArrowLeft aria-hidden className="size-5" />
              {texts.back}
            </button>
          )}
          {step === 'comment' ? (
            <button type="submit" aria-disabled={busy || !online} className={`${primaryButton} aria-disabled:cursor-not-allowed aria-disabled:bg-muted`}>
              {busy ? <Loader2 aria-hidden className="size-5 animate-spin" /> : <Send aria-hidden className="size-5" />}
              {status.kind === 'verifying' ? texts.verifying : status.kind === 'sending' ? texts.sending : texts.send}
            </button>
          ) : (
            <button type="submit" className={primaryButton}>
              {texts.next}
              <ArrowRight aria-hidden className="size-5" />
            </button>
          )}
        </div>
      </form>
      {consentDialog}
    </div>
  );
}

const FRAME = 'mt-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-8';

/** "Step 2 of 5" with a bar of the same, above the step's heading, which takes the focus on every step. */
function StepHeading({ title, progress, index }: { title: string; progress: string; index: number }) {
  return (
    <div className="mb-6" data-step-heading>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{progress}</p>
      <div aria-hidden className="mt-2 grid grid-cols-5 gap-1">
        {SURVEY_STEPS.map((step, position) => (
          <span key={step} className={`h-1.5 rounded-full ${position <= index ? 'bg-brand-700' : 'bg-brand-100'}`} />
        ))}
      </div>
      <h3 id={HEADING_ID} tabIndex={-1} className="mt-4 text-2xl font-bold text-brand-900 focus:outline-none">
        {title}
      </h3>
    </div>
  );
}

function stepTitle(step: SurveyStep, { texts }: SurveySetup, draft: SurveyDraft): string {
  switch (step) {
    case 'consent':
      return texts.consent.title;
    case 'respondent':
      return texts.respondent.title;
    case 'background':
      return texts.about.title[wordingFor(draft.respondent)];
    case 'statements':
      return texts.statements.title;
    case 'comment':
      return texts.comment.title;
  }
}

function stepBody(step: SurveyStep, props: StepProps, privacyPath: string): ReactNode {
  switch (step) {
    case 'consent':
      return <ConsentStep {...props} privacyPath={privacyPath} />;
    case 'respondent':
      return <RespondentStep {...props} headingId={HEADING_ID} />;
    case 'background':
      return <BackgroundStep {...props} />;
    case 'statements':
      return <StatementsStep {...props} />;
    case 'comment':
      return <CommentStep {...props} />;
  }
}

/** The two answers a step cannot go on without, worded; undefined when the step may be left. */
function requiredMissing(step: SurveyStep, draft: SurveyDraft, errors: SurveySetup['texts']['errors']): Record<string, string> | undefined {
  if (step === 'consent' && !draft.healthDataConsent) return { healthDataConsent: errors.consentRequired };
  if (step === 'respondent' && !draft.respondent) return { respondent: errors.chooseRespondent };
  return undefined;
}

/** Focuses the step's heading (scrolled to the top, below the sticky header), or the first control of an erring field. */
function moveFocus(form: HTMLFormElement | null, { field }: FocusRequest) {
  if (!form) return;
  if (field) {
    const holder = form.querySelector(`[data-field="${field}"]`) ?? form.querySelector(`[data-field^="${field}."]`);
    const control = holder?.querySelector<HTMLElement>('input:checked') ?? holder?.querySelector<HTMLElement>('input, textarea');
    if (control) return control.focus();
  }
  const heading = form.querySelector<HTMLElement>(`#${HEADING_ID}`);
  heading?.focus({ preventScroll: true });
  heading?.closest('[data-step-heading]')?.scrollIntoView({ block: 'start' });
}
