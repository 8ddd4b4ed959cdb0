'use client';

import { useRef, useState, type RefObject } from 'react';
import type { ConsentAsker } from '@/lib/bot-client';
import { failureMessage } from '@/lib/form-failure';
import { postForm, type FormOutcome } from '@/lib/post-form';
import { applicationBody, fieldOfPath, formFieldOrder, type ApplicationFormState, type ApplicationFormValues, type FormFieldName } from './form-values';
import type { ApplicationSetup } from './setup';

export type SendStatus =
  | { kind: 'idle' }
  /** The CV is being read and encoded: up to 10 MB, a noticeable moment on a phone. */
  | { kind: 'reading' }
  | { kind: 'verifying' }
  | { kind: 'sending' }
  /** `openingClosed`: the server says the opening no longer takes applications. */
  | { kind: 'error'; message: string; openingClosed?: boolean };

export const isBusy = (status: SendStatus) => status.kind === 'reading' || status.kind === 'verifying' || status.kind === 'sending';

interface SendOptions {
  setup: ApplicationSetup;
  opening: number | null;
  form: ApplicationFormState;
  honeypot: RefObject<HTMLInputElement | null>;
  askConsent: ConsentAsker;
  /** Called with the address the confirmation went to. */
  onSent: (email: string) => void;
}

/**
 * Sends the application as the contact form sends its message (bot check,
 * idempotency key, honeypot) and words each outcome in the form's texts.
 */
export function useApplicationSend({ setup, opening, form, honeypot, askConsent, onSent }: SendOptions) {
  const { labels } = setup;
  const [status, setStatus] = useState<SendStatus>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(() => ({ opening, key: crypto.randomUUID() }));
  // A press during a send must not start a second one before the status has rendered.
  const inFlight = useRef(false);

  // Another opening is another application: an earlier key would return the earlier answer.
  if (attempt.opening !== opening) {
    setAttempt({ opening, key: crypto.randomUUID() });
    setStatus({ kind: 'idle' });
  }

  const showFieldErrors = (fields: Record<string, string>) => {
    let closedOpening: string | undefined;
    const marked = new Set<FormFieldName>();
    for (const [path, message] of Object.entries(fields)) {
      const field = fieldOfPath(path);
      if (field === 'opening') closedOpening = message;
      else if (field && !marked.has(field)) {
        marked.add(field);
        form.setError(field, { message });
      }
    }
    const first = formFieldOrder.find((field) => marked.has(field));
    if (first && !closedOpening) form.setFocus(first);
    setStatus({ kind: 'error', message: closedOpening ?? labels.errors.summary, openingClosed: closedOpening !== undefined });
  };

  const settle = (outcome: FormOutcome<unknown>, email: string) => {
    switch (outcome.kind) {
      case 'accepted':
        setStatus({ kind: 'idle' });
        return onSent(email);
      case 'invalid':
        return showFieldErrors(outcome.fields);
      default:
        return setStatus({ kind: 'error', message: failureMessage(outcome, labels) });
    }
  };

  const encode = async (values: ApplicationFormValues) => {
    try {
      return await applicationBody(values, opening);
    } catch {
      form.setError('cv', { message: labels.cvUnreadable });
      form.setFocus('cv');
      setStatus({ kind: 'error', message: labels.errors.summary });
      return undefined;
    }
  };

  const send = async (values: ApplicationFormValues) => {
    if (inFlight.current || !navigator.onLine) return;
    inFlight.current = true;
    try {
      setStatus({ kind: 'reading' });
      const body = await encode(values);
      if (!body) return;
      setStatus({ kind: 'verifying' });
      const outcome = await postForm('/api/applications', body, {
        locale: setup.locale,
        idempotencyKey: attempt.key,
        honeypot: honeypot.current,
        askConsent,
        onSending: () => setStatus({ kind: 'sending' }),
      });
      settle(outcome, body.email);
    } finally {
      inFlight.current = false;
    }
  };

  return { status, send };
}
