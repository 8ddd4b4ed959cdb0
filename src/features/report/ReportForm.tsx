'use client';

import { CheckCircle2, Loader2, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { Locale } from '@/config/markets';
import type { Messages } from '@/i18n/messages';
import { botToken } from '@/lib/bot-client';
import { useConsentPrompt } from '@/lib/ConsentPrompt';
import { displayValue } from './email';
import { FieldInput, fieldId } from './FieldInput';
import { flows, isShown, type GroupDef, type ReportKind } from './fields';
import { cleanReport, validateReport, validateStep, type FieldValue, type GroupValues, type ReportIssue, type ReportValues } from './schema';

type ReportTexts = Messages['report'];

type Phase =
  | { name: 'intro' }
  | { name: 'step'; index: number }
  | { name: 'review' }
  | { name: 'sending' }
  | { name: 'success'; reference: string; emailed: boolean }
  | { name: 'failure'; message?: string };

interface Draft {
  kind: ReportKind | null;
  phase: Phase;
  values: ReportValues;
  idempotencyKey: string;
}

/** The unsent report lives in this tab only: it survives a reload, and nothing reaches the server before Send. */
const DRAFT_KEY = 'report-draft';

function emptyValues(kind: ReportKind | null): ReportValues {
  return kind === 'human' ? { kind, medicines: [{}] } : kind ? { kind } : {};
}

function freshDraft(): Draft {
  return { kind: null, phase: { name: 'intro' }, values: {}, idempotencyKey: crypto.randomUUID() };
}

function loadDraft(): Draft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    if (stored?.idempotencyKey && ['intro', 'step', 'review'].includes(stored.phase?.name)) return stored;
  } catch {
    // A damaged draft is dropped rather than trusted.
  }
  return freshDraft();
}

function localToday(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const button = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 font-semibold';
const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${button} border border-brand-700 text-brand-800 hover:bg-brand-50`;

export function ReportForm({ t, consent, locale, privacyPath }: { t: ReportTexts; consent: Messages['consent']; locale: Locale; privacyPath: string }) {
  const [initial] = useState(loadDraft);
  const [kind, setKind] = useState<ReportKind | null>(initial.kind);
  const [phase, setPhase] = useState<Phase>(initial.phase);
  const [idempotencyKey, setIdempotencyKey] = useState(initial.idempotencyKey);
  const [issues, setIssues] = useState<ReportIssue[]>([]);
  const [chosenKind, setChosenKind] = useState<ReportKind | ''>(initial.kind ?? '');
  const form = useForm<ReportValues>({ defaultValues: initial.values });
  const { register, control, getValues, reset } = form;
  const medicines = useFieldArray({ control, name: 'medicines' as never });
  const values = useWatch({ control }) as ReportValues;
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const today = localToday();
  const [askConsent, consentDialog] = useConsentPrompt(consent);
  const steps = kind ? flows[kind] : [];

  // Keep the draft in this tab on every change of answers or position.
  useEffect(() => {
    if (phase.name === 'success') sessionStorage.removeItem(DRAFT_KEY);
    else if (phase.name !== 'sending' && phase.name !== 'failure') {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ kind, phase, values, idempotencyKey } satisfies Draft));
    }
  }, [kind, phase, values, idempotencyKey]);

  // Each new screen starts at its heading, or at the error summary when there is one.
  useEffect(() => {
    (issues.length ? summary.current : heading.current)?.focus();
  }, [phase, issues]);

  const go = (next: Phase) => {
    setIssues([]);
    setPhase(next);
    window.scrollTo({ top: 0 });
  };

  const start = () => {
    if (!chosenKind) return;
    if (chosenKind !== kind) reset(emptyValues(chosenKind));
    setKind(chosenKind);
    go({ name: 'step', index: 0 });
  };

  const startOver = () => {
    sessionStorage.removeItem(DRAFT_KEY);
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
    Math.max(0, steps.findIndex((step) => step.groups.some((group) => path === group.key || path.startsWith(`${group.key}.`) || group.fields.some((f) => f.key === path))));

  const send = async () => {
    if (!kind) return;
    const all = validateReport(kind, getValues(), today);
    if (all.length) {
      const index = stepOfPath(all[0]!.path.join('.'));
      setPhase({ name: 'step', index });
      setIssues(validateStep(steps[index]!, getValues(), today));
      return;
    }
    setPhase({ name: 'sending' });
    try {
      const token = await botToken(askConsent);
      const response = await fetch('/api/reports', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...cleanReport(kind, getValues()), locale, idempotencyKey, botToken: token, website: honeypot.current?.value ?? '' }),
      });
      const body = (await response.json().catch(() => ({}))) as { reference?: string; emailed?: boolean; message?: string; fields?: Record<string, string> };
      if (response.status === 201 && body.reference) {
        sessionStorage.removeItem(DRAFT_KEY);
        return go({ name: 'success', reference: body.reference, emailed: Boolean(body.emailed) });
      }
      if (response.status === 422 && body.fields) {
        const [firstPath] = Object.keys(body.fields);
        setPhase({ name: 'step', index: stepOfPath(firstPath!) });
        setIssues(Object.entries(body.fields).map(([path, message]) => ({ path: path.split('.'), code: message as never })));
        return;
      }
      go({ name: 'failure', message: response.status === 403 || response.status === 429 ? body.message : undefined });
    } catch {
      go({ name: 'failure', message: navigator.onLine ? undefined : t.errors.offline });
    }
  };

  const errorText = (issue: ReportIssue) => (t.errors as Record<string, string>)[issue.code] ?? String(issue.code);
  const errorAt = (path: string) => {
    const issue = issues.find((candidate) => candidate.path.join('.') === path);
    return issue && errorText(issue);
  };
  const labelOf = (path: Array<string | number>) => (t.fields as Record<string, string>)[String(path[path.length - 1])] ?? path.join('.');

  const stepHeading = (title: string, index?: number) => (
    <div className="mb-6">
      {index !== undefined && (
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
          {t.stepOf.replace('{current}', String(index + 1)).replace('{total}', String(steps.length))}
        </p>
      )}
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">{title}</h2>
    </div>
  );

  const renderGroup = (group: GroupDef) => {
    if (group.repeat) {
      return (
        <fieldset key={group.key} className="grid gap-6">
          <legend className="mb-2 text-xl font-semibold text-brand-900">{(t.groups as Record<string, string>)[group.key]}</legend>
          {medicines.fields.map((item, index) => {
            const scope = ((values[group.key] as GroupValues[] | undefined)?.[index] ?? {}) as Record<string, unknown>;
            return (
              <fieldset key={item.id} className="grid gap-4 rounded-xl border border-line p-5" data-testid={`medicine-${index}`}>
                <legend className="px-1 font-semibold">{t.medicineNumber.replace('{number}', String(index + 1))}</legend>
                {group.fields.filter((field) => isShown(field, scope)).map((field) => (
                  <FieldInput key={field.key} field={field} path={`${group.key}.${index}.${field.key}`} t={t} register={register} error={errorAt(`${group.key}.${index}.${field.key}`)} today={today} />
                ))}
                {medicines.fields.length > group.repeat!.min && (
                  <button type="button" className={`${secondary} justify-self-start`} onClick={() => medicines.remove(index)}>
                    <Trash2 aria-hidden className="size-5" />
                    {t.actions.removeMedicine}
                  </button>
                )}
              </fieldset>
            );
          })}
          {medicines.fields.length < group.repeat.max && (
            <button type="button" className={`${secondary} justify-self-start`} onClick={() => medicines.append({} as never)}>
              <Plus aria-hidden className="size-5" />
              {t.actions.addMedicine}
            </button>
          )}
        </fieldset>
      );
    }
    return (
      <fieldset key={group.key} className="grid gap-4">
        <legend className="mb-2 text-xl font-semibold text-brand-900">{(t.groups as Record<string, string>)[group.key]}</legend>
        {group.fields.filter((field) => isShown(field, values)).map((field) => (
          <FieldInput
            key={field.key}
            field={field}
            path={field.key}
            t={t}
            register={register}
            error={errorAt(field.key)}
            today={today}
            legalNote={field.kind === 'consent' && kind ? t.legal[kind] : undefined}
          />
        ))}
      </fieldset>
    );
  };

  const errorSummary = issues.length > 0 && (
    <div ref={summary} tabIndex={-1} role="alert" aria-labelledby="report-errors-title" className="mb-6 rounded-xl border-l-4 border-accent-600 bg-red-50 p-5" data-testid="report-error-summary">
      <h3 id="report-errors-title" className="font-bold text-accent-600">{t.errors.summary}</h3>
      <p className="mt-1">{t.errors.summaryIntro}</p>
      <ul className="mt-2 list-disc pl-5">
        {issues.map((issue) => (
          <li key={issue.path.join('.')}>
            <a href={`#${fieldId(issue.path.join('.'))}`} className="inline-flex min-h-6 items-center py-0.5 text-brand-800 underline underline-offset-4">
              {labelOf(issue.path)}: {errorText(issue)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );

  const honeypotField = (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="report-website">Website</label>
      <input id="report-website" ref={honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );

  let screen: React.ReactNode;
  if (phase.name === 'intro') {
    screen = (
      <>
        {stepHeading(t.formLabel)}
        <fieldset>
          <legend className="font-semibold">{t.chooseKind}</legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {(['human', 'veterinary'] as const).map((option) => (
              <label key={option} className="flex cursor-pointer gap-3 rounded-xl border border-line p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input type="radio" name="report-kind" value={option} checked={chosenKind === option} onChange={() => setChosenKind(option)} className="mt-1 size-5 accent-brand-700" />
                <span>
                  <span className="block font-semibold">{t.kinds[option]}</span>
                  <span className="block text-sm text-muted">{t.kinds[option === 'human' ? 'humanHint' : 'veterinaryHint']}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <p className="mt-4 text-sm text-muted">{t.draftNote}</p>
        <div className="mt-6">
          <button type="button" className={primary} aria-disabled={!chosenKind} onClick={start}>{t.start}</button>
        </div>
      </>
    );
  } else if (phase.name === 'step' && kind) {
    const step = steps[phase.index]!;
    screen = (
      <form noValidate onSubmit={(event) => { event.preventDefault(); next(phase.index); }}>
        {stepHeading((t.steps as Record<string, string>)[step.key]!, phase.index)}
        {errorSummary}
        <div className="grid gap-8">{step.groups.map(renderGroup)}</div>
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <button type="button" className={secondary} onClick={() => go(phase.index === 0 ? { name: 'intro' } : { name: 'step', index: phase.index - 1 })}>{t.actions.back}</button>
          <button type="submit" className={primary}>{t.actions.next}</button>
          <button type="button" className="ml-auto min-h-11 text-sm text-muted underline underline-offset-4" onClick={startOver}>{t.actions.startOver}</button>
        </div>
      </form>
    );
  } else if ((phase.name === 'review' || phase.name === 'sending') && kind) {
    const current = getValues();
    screen = (
      <>
        {stepHeading(t.steps.review)}
        <p className="mb-6">{t.review.intro}</p>
        {steps.map((step, index) => (
          <section key={step.key} aria-labelledby={`review-${step.key}`} className="mb-6 rounded-xl border border-line p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`review-${step.key}`} className="text-lg font-semibold text-brand-900">{(t.steps as Record<string, string>)[step.key]}</h3>
              <button type="button" className="min-h-11 font-semibold text-brand-700 underline underline-offset-4" onClick={() => go({ name: 'step', index })}>
                {t.actions.edit.replace('{step}', (t.steps as Record<string, string>)[step.key]!)}
              </button>
            </div>
            <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,18rem)_1fr]">
              {step.groups.flatMap((group) => {
                const scopes = group.repeat ? ((current[group.key] as GroupValues[]) ?? []) : [current as Record<string, unknown>];
                return scopes.flatMap((scope, index) =>
                  group.fields.filter((field) => isShown(field, scope) && field.kind !== 'consent').map((field) => (
                    <div key={`${group.key}-${index}-${field.key}`} className="contents">
                      <dt className="font-medium text-muted">
                        {group.repeat ? `${t.medicineNumber.replace('{number}', String(index + 1))}: ` : ''}
                        {(t.fields as Record<string, string>)[field.key]}
                      </dt>
                      <dd className="whitespace-pre-wrap">{displayValue(t, field, (scope as Record<string, FieldValue>)[field.key])}</dd>
                    </div>
                  )),
                );
              })}
            </dl>
          </section>
        ))}
        {honeypotField}
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <button type="button" className={secondary} onClick={() => go({ name: 'step', index: steps.length - 1 })}>{t.actions.back}</button>
          <button type="button" className={primary} onClick={send} aria-disabled={phase.name === 'sending'} disabled={phase.name === 'sending'}>
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
          {t.success.reference}: <strong data-testid="report-reference" className="font-mono text-xl">{phase.reference}</strong>
        </p>
        {phase.emailed && <p className="mt-2">{t.success.emailSent}</p>}
        <p className="mt-2 text-muted">{t.success.keepReference}</p>
        <button type="button" className={`${secondary} mt-6`} onClick={startOver}>{t.success.newReport}</button>
      </div>
    );
  } else if (phase.name === 'failure') {
    screen = (
      <div className="text-center" data-testid="report-failure">
        <TriangleAlert aria-hidden className="mx-auto mb-4 size-12 text-accent-600" />
        {stepHeading(t.failure.title)}
        <p>{phase.message ?? t.failure.text}</p>
        <button type="button" className={`${primary} mt-6`} onClick={() => go({ name: 'review' })}>{t.actions.goBackAndTry}</button>
      </div>
    );
  }

  return (
    <div className="relative rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8" data-testid="report-form" data-privacy={privacyPath}>
      {screen}
      {consentDialog}
    </div>
  );
}
