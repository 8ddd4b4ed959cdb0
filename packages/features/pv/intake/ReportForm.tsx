'use client';

import { CheckCircle2, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { Locale } from '@/config/markets';
import { format } from '@/i18n/format';
import type { Messages } from '@/i18n/messages';
import { useConsentPrompt } from '@/ui/ConsentPrompt';
import { postForm } from '@/lib/post-form';
import { Honeypot, primaryButton, secondaryButton } from '@/ui/form';
import { discardDraft, emptyValues, freshDraft, loadDraft, useDraftKeeping, type Phase } from './draft';
import { fieldId } from './FieldInput';
import { flows, type ReportKind } from './fields';
import { FORM_FRAME, ReportIntro, StepHeading } from './ReportIntro';
import { ReportGroup } from './ReportGroup';
import { ReportReview } from './ReportReview';
import { cleanReport, validateReport, validateStep, type ReportErrorCode, type ReportIssue, type ReportValues } from './validation';
import { errorText, fieldLabel, stepLabel, type ReportTexts } from './texts';

function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * The report form as a small machine: intro (choose the kind) → the flow's
 * steps, each validated before the next → review → sending → success, or
 * failure with the way back to the review. The draft survives a reload.
 */
export function ReportForm({
  t,
  consent,
  locale,
  privacyPath,
  followUpOf,
}: {
  t: ReportTexts;
  consent: Messages['consent'];
  locale: Locale;
  privacyPath: string;
  /** The case a follow-up link names: the report adds to it. */
  followUpOf?: string;
}) {
  const [initial] = useState(loadDraft);
  const [kind, setKind] = useState<ReportKind | null>(initial.kind);
  const [phase, setPhase] = useState<Phase>(initial.phase);
  const [idempotencyKey, setIdempotencyKey] = useState(initial.idempotencyKey);
  const [issues, setIssues] = useState<ReportIssue[]>([]);
  const [chosenKind, setChosenKind] = useState<ReportKind | ''>(initial.kind ?? '');
  const [kindMissing, setKindMissing] = useState(false);
  const kindChoices = useRef<HTMLFieldSetElement>(null);
  const { register, control, getValues, reset, setValue } = useForm<ReportValues>({ defaultValues: initial.values });
  const values = useWatch({ control }) as ReportValues;
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const today = localToday();
  const [askConsent, consentDialog] = useConsentPrompt(consent);
  const steps = kind ? flows[kind] : [];

  useDraftKeeping({ kind, phase, values, idempotencyKey });

  // Each new screen starts at its heading, or at the error summary when there is one: at the top of the
  // window, below the sticky header (the page's scroll-padding), with the focus on it. Opening the page
  // leaves the scroll and the focus alone, unless it resumes a draft past the first screen.
  const opened = useRef(false);
  useEffect(() => {
    const resuming = !opened.current;
    opened.current = true;
    if (resuming && phase.name === 'intro') return;
    const target = issues.length ? summary.current : heading.current;
    target?.focus({ preventScroll: true });
    // The heading's block, so "Step 1 of 3" above the heading shows too.
    (target?.closest('[data-step-heading]') ?? target)?.scrollIntoView({ block: 'start' });
  }, [phase, issues]);

  const go = (next: Phase) => {
    setIssues([]);
    setPhase(next);
  };

  // A follow-up link that arrives while a draft is open fills in the draft's field.
  useEffect(() => {
    if (followUpOf && kind) setValue('followUpOf', followUpOf);
  }, [followUpOf, kind, setValue]);

  const start = () => {
    if (!chosenKind) {
      setKindMissing(true);
      kindChoices.current?.querySelector('input')?.focus();
      return;
    }
    if (chosenKind !== kind) reset({ ...emptyValues(chosenKind), ...(followUpOf ? { followUpOf } : {}) });
    setKind(chosenKind);
    go({ name: 'step', index: 0 });
  };

  const startOver = () => {
    discardDraft();
    const draft = freshDraft();
    reset(draft.values);
    setKind(null);
    setChosenKind('');
    setIdempotencyKey(draft.idempotencyKey);
    go({ name: 'intro' });
  };

  const next = (index: number) => {
    const found = validateStep(steps[index]!, getValues(), today);
    if (found.length) return setIssues(found);
    go(index + 1 < steps.length ? { name: 'step', index: index + 1 } : { name: 'review' });
  };

  /** The step holding a field path such as `medicines.0.name`. */
  const stepOfPath = (path: string) =>
    Math.max(
      0,
      steps.findIndex((step) =>
        step.groups.some((group) => path === group.key || path.startsWith(`${group.key}.`) || group.fields.some((f) => f.key === path)),
      ),
    );

  const showIssuesAt = (index: number, found: ReportIssue[]) => {
    setPhase({ name: 'step', index });
    setIssues(found);
  };

  const send = async () => {
    if (!kind) return;
    const all = validateReport(kind, getValues(), today);
    if (all.length) {
      const index = stepOfPath(all[0]!.path.join('.'));
      return showIssuesAt(index, validateStep(steps[index]!, getValues(), today));
    }
    setPhase({ name: 'sending' });
    const outcome = await postForm<{ reference: string; emailed: boolean }>('/api/reports', cleanReport(kind, getValues()), {
      locale,
      idempotencyKey,
      honeypot: honeypot.current,
      askConsent,
    });
    switch (outcome.kind) {
      case 'accepted':
        discardDraft();
        return go({ name: 'success', reference: outcome.body.reference, emailed: Boolean(outcome.body.emailed) });
      case 'invalid': {
        // The server words its errors; they are shown as they come.
        const found = Object.entries(outcome.fields).map(([path, message]) => ({ path: path.split('.'), code: message as ReportErrorCode }));
        return showIssuesAt(stepOfPath(Object.keys(outcome.fields)[0]!), found);
      }
      case 'refused':
        return go({ name: 'failure', message: outcome.message });
      case 'botCheckUnavailable':
        return go({ name: 'failure', message: t.errors.botCheck[outcome.check] });
      case 'offline':
        return go({ name: 'failure', message: t.errors.offline });
      case 'failed':
        return go({ name: 'failure' });
    }
  };

  const errorAt = (path: string) => {
    const issue = issues.find((candidate) => candidate.path.join('.') === path);
    return issue && errorText(t, issue.code);
  };
  const labelOf = (path: Array<string | number>) => fieldLabel(t, String(path[path.length - 1]));

  const stepHeading = (title: string, index?: number) => (
    <StepHeading title={title} heading={heading} step={index === undefined ? undefined : format(t.stepOf, { current: index + 1, total: steps.length })} />
  );

  const errorSummary = issues.length > 0 && (
    <div
      ref={summary}
      tabIndex={-1}
      role="alert"
      aria-labelledby="report-errors-title"
      className="mb-6 rounded-xl border-l-4 border-accent-600 bg-red-50 p-5"
      data-testid="report-error-summary"
    >
      <h3 id="report-errors-title" className="font-bold text-accent-600">
        {t.errors.summary}
      </h3>
      <p className="mt-1">{t.errors.summaryIntro}</p>
      <ul className="mt-2 list-disc pl-5">
        {issues.map((issue) => (
          <li key={issue.path.join('.')}>
            <a href={`#${fieldId(issue.path.join('.'))}`} className="inline-flex min-h-6 items-center py-0.5 text-brand-800 underline underline-offset-4">
              {labelOf(issue.path)}: {errorText(t, issue.code)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );

  let screen: React.ReactNode;
  if (phase.name === 'intro') {
    screen = (
      <ReportIntro
        t={t}
        heading={heading}
        choices={kindChoices}
        chosenKind={chosenKind}
        kindMissing={kindMissing}
        onChoose={(option) => {
          setChosenKind(option);
          setKindMissing(false);
        }}
        onStart={start}
      />
    );
  } else if (phase.name === 'step' && kind) {
    const step = steps[phase.index]!;
    screen = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next(phase.index);
        }}
      >
        {stepHeading(stepLabel(t, step.key), phase.index)}
        {errorSummary}
        <div className="grid gap-8">
          {step.groups.map((group) => (
            <ReportGroup key={group.key} group={group} kind={kind} values={values} t={t} register={register} control={control} errorAt={errorAt} />
          ))}
        </div>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => go(phase.index === 0 ? { name: 'intro' } : { name: 'step', index: phase.index - 1 })}
          >
            {t.actions.back}
          </button>
          <button type="submit" className={primaryButton}>
            {t.actions.next}
          </button>
          <button type="button" className="ml-auto min-h-11 text-sm text-muted underline underline-offset-4" onClick={startOver}>
            {t.actions.startOver}
          </button>
        </div>
      </form>
    );
  } else if ((phase.name === 'review' || phase.name === 'sending') && kind) {
    screen = (
      <>
        {stepHeading(t.steps.review)}
        <p className="mb-6">{t.review.intro}</p>
        <ReportReview kind={kind} values={getValues()} t={t} onEdit={(index) => go({ name: 'step', index })} />
        <Honeypot id="report-website" inputRef={honeypot} />
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <button type="button" className={secondaryButton} onClick={() => go({ name: 'step', index: steps.length - 1 })}>
            {t.actions.back}
          </button>
          <button type="button" className={primaryButton} onClick={send} aria-disabled={phase.name === 'sending'} disabled={phase.name === 'sending'}>
            {phase.name === 'sending' && <Loader2 aria-hidden className="size-5 animate-spin" />}
            {phase.name === 'sending' ? t.actions.sending : t.actions.send}
          </button>
        </div>
      </>
    );
  } else if (phase.name === 'success') {
    screen = (
      <div className="text-center" data-testid="report-success">
        <CheckCircle2 aria-hidden className="mx-auto mb-4 size-12 text-brand-700" />
        {stepHeading(t.success.title)}
        <p className="text-lg">
          {t.success.reference}:{' '}
          <strong data-testid="report-reference" className="font-mono text-xl">
            {phase.reference}
          </strong>
        </p>
        {phase.emailed && <p className="mt-2">{t.success.emailSent}</p>}
        <p className="mt-2 text-muted">{t.success.keepReference}</p>
        <button type="button" className={`${secondaryButton} mt-6`} onClick={startOver}>
          {t.success.newReport}
        </button>
      </div>
    );
  } else if (phase.name === 'failure') {
    screen = (
      <div className="text-center" data-testid="report-failure">
        <TriangleAlert aria-hidden className="mx-auto mb-4 size-12 text-accent-600" />
        {stepHeading(t.failure.title)}
        <p>{phase.message ?? t.failure.text}</p>
        <button type="button" className={`${primaryButton} mt-6`} onClick={() => go({ name: 'review' })}>
          {t.actions.goBackAndTry}
        </button>
      </div>
    );
  }

  return (
    <div className={FORM_FRAME} data-testid="report-form" data-privacy={privacyPath}>
      {screen}
      {consentDialog}
    </div>
  );
}
