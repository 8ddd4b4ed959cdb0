'use client';

import { CheckCircle2, Loader2, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { failureMessage } from '@/lib/form-failure';
import type { FormOutcome } from '@/lib/post-form';
import { useConsentPrompt } from '@/ui/ConsentPrompt';
import { FieldError, Honeypot, inputClass, secondaryButton } from '@/ui/form';
import { formatReceipt, normaliseReceipt, RECEIPT } from './receipt';
import type { SurveySetup } from './setup';

type State = { kind: 'idle' } | { kind: 'deleting' } | { kind: 'deleted' } | { kind: 'invalid'; message: string } | { kind: 'error'; message: string };

/**
 * "Delete my answers": the receipt code, and the button that deletes. On the
 * page from the start, also for someone who never opens the questionnaire, so
 * it stays small: the sending code (the bot check among it) loads on the
 * first press.
 */
export function DeleteAnswers({ setup }: { setup: SurveySetup }) {
  const t = setup.texts.delete;
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [askConsent, consentDialog] = useConsentPrompt(setup.consent);
  const input = useRef<HTMLInputElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // A repeat for the same code (after a lost answer) is recognised as one request.
  const attempt = useRef<{ code: string; key: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'deleting') return;
    const code = normaliseReceipt(input.current?.value ?? '');
    if (!RECEIPT.test(code)) {
      setState({ kind: 'invalid', message: setup.texts.errors.receiptFormat });
      return input.current?.focus();
    }
    if (attempt.current?.code !== code) attempt.current = { code, key: crypto.randomUUID() };
    setState({ kind: 'deleting' });
    const outcome = await import('@/lib/post-form')
      .then(({ postForm }) =>
        postForm<{ deleted?: boolean }>(
          '/api/survey/delete',
          { receipt: formatReceipt(code) },
          {
            locale: setup.locale,
            idempotencyKey: attempt.current!.key,
            honeypot: honeypot.current,
            askConsent,
          },
        ),
      )
      .catch((): FormOutcome<never> => (navigator.onLine ? { kind: 'failed' } : { kind: 'offline' }));
    const next = stateAfter(outcome, setup);
    setState(next);
    if (next.kind === 'deleted' && input.current) input.current.value = '';
    if (next.kind === 'invalid') input.current?.focus();
  };

  const invalid = state.kind === 'invalid';
  return (
    <div id="survey-delete" className="mt-8 max-w-xl rounded-2xl border border-line p-6">
      <h3 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
        <Trash2 aria-hidden className="size-5 text-brand-700" />
        {t.title}
      </h3>
      <p className="mt-1 text-muted">{t.intro}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="relative mt-4">
        <label htmlFor="survey-receipt-code" className="font-semibold">
          {t.label}
        </label>
        <p id="survey-receipt-hint" className="text-sm text-muted">
          {t.hint}
        </p>
        <input
          id="survey-receipt-code"
          ref={input}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'survey-receipt-hint survey-receipt-error' : 'survey-receipt-hint'}
          className={`${inputClass} max-w-xs font-mono uppercase tracking-wider`}
        />
        <FieldError id="survey-receipt-error" message={invalid ? state.message : undefined} />
        <Honeypot id="survey-delete-website" inputRef={honeypot} />
        <button type="submit" aria-disabled={state.kind === 'deleting'} className={`${secondaryButton} mt-4`}>
          {state.kind === 'deleting' ? <Loader2 aria-hidden className="size-5 animate-spin" /> : <Trash2 aria-hidden className="size-5" />}
          {state.kind === 'deleting' ? t.deleting : t.button}
        </button>
        <div role="status">
          {state.kind === 'deleted' && (
            <p className="mt-4 flex items-start gap-2 rounded-lg bg-brand-50 p-3 font-medium text-brand-900" data-testid="survey-deleted">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {t.done}
            </p>
          )}
        </div>
        <div role="alert">{state.kind === 'error' && <p className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-accent-600">{state.message}</p>}</div>
      </form>
      {consentDialog}
    </div>
  );
}

function stateAfter(outcome: FormOutcome<{ deleted?: boolean }>, { texts }: SurveySetup): State {
  switch (outcome.kind) {
    case 'accepted':
      return { kind: 'deleted' };
    case 'invalid':
      return outcome.fields.receipt
        ? { kind: 'invalid', message: outcome.fields.receipt }
        : { kind: 'error', message: Object.values(outcome.fields).join(' ') || texts.errors.summary };
    default:
      return { kind: 'error', message: failureMessage(outcome, texts) };
  }
}
