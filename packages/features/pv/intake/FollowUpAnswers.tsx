'use client';

import { CheckCircle2, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ANSWER_MAX } from '@/features/pv/cases/status';
import { format } from '@/i18n/format';
import type { Messages } from '@/i18n/messages';
import { postForm } from '@/lib/post-form';
import { useConsentPrompt } from '@/ui/ConsentPrompt';
import { FieldError, Honeypot, inputClass, primaryButton } from '@/ui/form';
import type { ReportTexts } from './texts';

interface OpenQuestion {
  id: string;
  /** Its place among all the case's questions, answered ones too: the officer's "question 2" is the reporter's. */
  number: number;
  question: string;
}

/** What a follow-up link (?followUp=<token>) stands for: its case's reference and the team's open questions, or a link no longer valid. */
export type FollowUpLinkState = { state: 'open'; token: string; reference: string; questions: OpenQuestion[] } | { state: 'gone' };

/**
 * Reads the page's follow-up link and asks what it stands for. The token,
 * not the reference, travels in the link; the questions never travel in the
 * mail. A network failure leaves the page as it is: the form below still works.
 */
export function useFollowUpLink(): FollowUpLinkState | undefined {
  const [link, setLink] = useState<FollowUpLinkState>();
  useEffect(() => {
    const token = new URLSearchParams(window.location.search).get('followUp');
    if (token === null) return;
    fetch(`/api/reports/follow-up?token=${encodeURIComponent(token)}`)
      .then(async (response) => {
        if (response.status === 404) return setLink({ state: 'gone' });
        if (!response.ok) return;
        const body = (await response.json()) as { reference: string; questions?: OpenQuestion[] };
        const questions = Array.isArray(body.questions)
          ? body.questions.map(({ id, number, question }) => ({ id: String(id), number: Number(number), question: String(question) }))
          : [];
        setLink({ state: 'open', token, reference: String(body.reference), questions });
      })
      .catch(() => undefined);
  }, []);
  return link;
}

const PANEL = 'mb-8 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6';

/**
 * The team's open questions, each with a short answer form right under it;
 * the full form below stays for a reporter who wants to add more. An expired
 * link says so and points to the form.
 */
export function FollowUpAnswers({ link, t, consent, locale }: { link: FollowUpLinkState; t: ReportTexts; consent: Messages['consent']; locale: string }) {
  const [askConsent, consentDialog] = useConsentPrompt(consent);
  const texts = t.followUpQuestions;
  if (link.state === 'gone') {
    return (
      <section aria-labelledby="follow-up-gone" className={PANEL} data-testid="follow-up-gone">
        <h2 id="follow-up-gone" className="text-lg font-semibold">
          {texts.linkGoneTitle}
        </h2>
        <p className="mt-2">{texts.linkGone}</p>
      </section>
    );
  }
  if (link.questions.length === 0) {
    return (
      <p className={PANEL} data-testid="follow-up-none">
        {format(texts.nothingOpen, { reference: link.reference })}
      </p>
    );
  }
  return (
    <section aria-labelledby="follow-up-questions" className={PANEL} data-testid="follow-up-questions">
      <h2 id="follow-up-questions" className="text-lg font-semibold">
        {texts.heading}
      </h2>
      <p className="mt-2 text-muted">{format(texts.hint, { reference: link.reference })}</p>
      <ol className="mt-4 grid gap-6">
        {link.questions.map((item) => (
          <li key={item.id}>
            <AnswerForm t={t} locale={locale} token={link.token} reference={link.reference} question={item} askConsent={askConsent} />
          </li>
        ))}
      </ol>
      <p className="mt-6">{texts.fullFormHint}</p>
      {consentDialog}
    </section>
  );
}

type Sending = { name: 'editing'; error?: string; notice?: string } | { name: 'sending' } | { name: 'sent' };

interface AnswerFormProps {
  t: ReportTexts;
  locale: string;
  token: string;
  reference: string;
  question: OpenQuestion;
  askConsent: () => Promise<boolean>;
}

/** One question and the reporter's answer under it, sent with its own idempotency key: a repeated Send stores one answer. */
function AnswerForm({ t, locale, token, reference, question, askConsent }: AnswerFormProps) {
  const texts = t.followUpQuestions;
  const { number } = question;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [sending, setSending] = useState<Sending>({ name: 'editing' });
  const answer = useRef<HTMLTextAreaElement>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const ids = { heading: `question-${question.id}`, answer: `answer-${question.id}`, hint: `answer-${question.id}-hint`, error: `answer-${question.id}-error` };

  useEffect(() => {
    if (sending.name === 'sent') thanks.current?.focus();
    if (sending.name === 'editing' && sending.error) answer.current?.focus();
  }, [sending]);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.name === 'sending') return;
    const text = answer.current?.value ?? '';
    if (!text.trim()) return setSending({ name: 'editing', error: t.errors.answerMissing });
    setSending({ name: 'sending' });
    const outcome = await postForm(
      '/api/reports/answers',
      { token, question: question.id, answer: text },
      { locale, idempotencyKey, honeypot: honeypot.current, askConsent },
    );
    switch (outcome.kind) {
      case 'accepted':
        return setSending({ name: 'sent' });
      case 'invalid':
        return setSending({ name: 'editing', error: outcome.fields.answer ?? outcome.fields.token ?? Object.values(outcome.fields)[0] });
      case 'refused':
        return setSending({ name: 'editing', notice: outcome.message });
      case 'botCheckUnavailable':
        return setSending({ name: 'editing', notice: t.errors.botCheck[outcome.check] });
      case 'offline':
        return setSending({ name: 'editing', notice: texts.offline });
      case 'failed':
        return setSending({ name: 'editing', notice: texts.failed });
    }
  };

  const error = sending.name === 'editing' ? sending.error : undefined;
  const notice = sending.name === 'editing' ? sending.notice : undefined;
  return (
    <article aria-labelledby={ids.heading} data-testid="follow-up-question">
      <h3 id={ids.heading} className="font-semibold">
        {format(texts.questionNumber, { number })}
      </h3>
      <p className="mt-1 whitespace-pre-wrap">{question.question}</p>
      {sending.name === 'sent' ? (
        <p ref={thanks} tabIndex={-1} role="status" className="mt-3 flex items-start gap-2 font-medium text-brand-900 focus:outline-none">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
          {format(texts.sent, { reference })}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void send(event)} className="relative mt-3">
          <label htmlFor={ids.answer} className="font-semibold">
            {format(texts.answerLabel, { number })}
          </label>
          <p id={ids.hint} className="text-sm text-muted">
            {format(texts.answerHint, { max: ANSWER_MAX })}
          </p>
          <FieldError id={ids.error} message={error} />
          <textarea
            ref={answer}
            id={ids.answer}
            name="answer"
            rows={4}
            maxLength={ANSWER_MAX}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            className={inputClass}
          />
          <Honeypot id={`answer-${question.id}-website`} inputRef={honeypot} />
          {notice && (
            <p role="alert" className="mt-2 font-medium text-accent-600">
              {notice}
            </p>
          )}
          <button type="submit" className={`${primaryButton} mt-3`} aria-disabled={sending.name === 'sending' ? true : undefined}>
            {sending.name === 'sending' && <Loader2 aria-hidden className="size-5 animate-spin" />}
            {sending.name === 'sending' ? texts.sending : texts.send}
          </button>
        </form>
      )}
    </article>
  );
}
