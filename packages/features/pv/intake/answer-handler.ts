import { defaultLocale, type Locale } from '@/config/markets';
import { answerQuestion } from '@/features/pv/cases/follow-ups';
import { ANSWER_MAX } from '@/features/pv/cases/status';
import { format } from '@/i18n/format';
import { messagesFor } from '@/i18n/messages';
import { CONTROL_CHARACTERS_IN_TEXT, UUID } from '@/lib/text';
import { formEndpoint, type FormDeps, type Validation } from '@/platform/http/form-endpoint';
import { enqueueMail } from '@/platform/mail/outbox';
import type { ReportKind } from './fields';
import { followUpAnswerMail } from './mail';
import { readReport } from './record';
import { findReport } from './store';

const ANSWER_BODY_LIMIT = 32 * 1024;

/** A token of a follow-up link: letters only (follow-ups.ts); anything else names no case. */
const FOLLOW_UP_TOKEN = /^[A-Za-z]{32}$/;

export interface FollowUpAnswer {
  token: string;
  question: string;
  answer: string;
}

const errorsOf = (locale: Locale) => messagesFor(locale).report.errors;

/** The answer is kept exactly as typed: only its emptiness is judged without its surrounding spaces. */
function validateAnswer(body: Record<string, unknown>, locale: Locale): Validation<FollowUpAnswer> {
  const errors = errorsOf(locale);
  const { token, question, answer } = body;
  if (typeof token !== 'string' || !FOLLOW_UP_TOKEN.test(token) || typeof question !== 'string' || !UUID.test(question)) {
    return { ok: false, fields: { token: errors.linkGone } };
  }
  if (typeof answer !== 'string' || !answer.trim()) return { ok: false, fields: { answer: errors.answerMissing } };
  if (answer.length > ANSWER_MAX) return { ok: false, fields: { answer: format(errors.answerTooLong, { max: ANSWER_MAX }) } };
  if (CONTROL_CHARACTERS_IN_TEXT.test(answer)) return { ok: false, fields: { answer: errors.invalid } };
  return { ok: true, value: { token, question, answer } };
}

/**
 * POST /api/reports/answers: the reporter's short answer under an officer's
 * question, through her follow-up link. Stored on the case with its event and
 * the team's mail in one transaction before she is told, once per
 * idempotency key; a link that expired or a question already answered is a
 * 422 worded at the field.
 */
export function followUpAnswerHandler(deps: FormDeps) {
  return formEndpoint<FollowUpAnswer>({
    ...deps,
    scope: 'report',
    idempotency: { scope: 'report-answer' },
    bodyLimit: ANSWER_BODY_LIMIT,
    validate: validateAnswer,
    async store(tx, value, locale) {
      const errors = errorsOf(locale);
      const stored = await answerQuestion(tx, { token: value.token, market: deps.market, requestId: value.question, answer: value.answer });
      if (stored.outcome === 'unknown-link' || stored.outcome === 'unknown-question') {
        return { statusCode: 422, body: { error: 'validation', message: errors.summary, fields: { token: errors.linkGone } } };
      }
      if (stored.outcome === 'answered-before') {
        return { statusCode: 422, body: { error: 'validation', message: errors.summary, fields: { answer: errors.answeredBefore } } };
      }
      const { root } = stored;
      const report = (await findReport(tx, root.reference))!;
      const { values } = readReport(report.kind as ReportKind, report.schemaVersion, report.payload);
      const email = typeof values.email === 'string' && values.email.trim() ? values.email.trim() : null;
      const teamMessages = messagesFor(defaultLocale(deps.market));
      await enqueueMail(
        tx,
        followUpAnswerMail({
          reportId: root.reportId,
          reference: root.reference,
          t: teamMessages.report,
          marketName: teamMessages.markets[deps.market],
          to: [deps.profile.pharmacovigilance.email],
          from: deps.mailFrom,
          replyTo: email && values.contactPermission === true ? email : null,
          number: stored.number,
          question: stored.question,
          answer: value.answer,
        }),
      );
      return { statusCode: 201, body: { reference: root.reference, question: value.question } };
    },
  });
}
