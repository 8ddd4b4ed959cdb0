import type { Locale } from '@/config/markets';
import { today } from '@/content/jobs';
import { format, messagesFor } from '@/i18n/messages';
import { formEndpoint, type FormDeps } from '@/platform/http/form-endpoint';
import { COMMENT_MAX, type SurveyMarket } from './questions';
import { deleteByReceipt, insertResponse, receiptKnown } from './store';
import { receiptSchema, surveyFieldErrors, surveySchema, type SurveyErrorCode, type SurveyFields } from './validation';

const SURVEY_BODY_LIMIT = 16 * 1024;

export type SurveyDeps = FormDeps & { market: SurveyMarket; day?: () => string };

const wordsOf = (locale: Locale) => messagesFor(locale).survey.errors;
/** A code's words; an issue zod words itself (a union of the scale's points) is an invalid answer. */
const worded = (code: SurveyErrorCode, locale: Locale) => {
  const words = wordsOf(locale);
  const template = (words as Record<string, unknown>)[code];
  return format(typeof template === 'string' ? template : words.invalidAnswer, { max: COMMENT_MAX });
};

/** POST /api/survey: a completed questionnaire, stored pseudonymously; the answer is the receipt code that deletes it. */
export function surveyHandler(deps: SurveyDeps) {
  const dayNow = deps.day ?? (() => today(new Date(), deps.market));
  return formEndpoint<SurveyFields>({
    ...deps,
    scope: 'survey',
    // The answer holds the receipt code: sealed, so no row links it to the moment the response came.
    idempotency: { sealed: true },
    bodyLimit: SURVEY_BODY_LIMIT,
    validate(body, locale) {
      const parsed = surveySchema.safeParse(body);
      if (parsed.success) return { ok: true, value: parsed.data };
      return { ok: false, fields: Object.fromEntries(Object.entries(surveyFieldErrors(parsed.error)).map(([field, code]) => [field, worded(code, locale)])) };
    },
    async store(tx, response, locale) {
      const receipt = await insertResponse(tx, { ...response, market: deps.market, locale, receivedOn: dayNow() });
      return { statusCode: 201, body: { receipt } };
    },
    // A filled honeypot gets a receipt that deletes nothing.
    decoy: () => ({ statusCode: 201, body: { receipt: 'ZZZZ-ZZZZ-ZZZZ' } }),
  });
}

/** POST /api/survey/delete: the respondent's answers, gone with their receipt code. */
export function surveyDeletionHandler(deps: SurveyDeps) {
  return formEndpoint<{ receipt: string }>({
    ...deps,
    scope: 'survey',
    idempotency: { scope: 'survey-delete' },
    bodyLimit: 4 * 1024,
    validate(body, locale) {
      const parsed = receiptSchema.safeParse(body);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fields: { receipt: worded('receiptFormat', locale) } };
    },
    async confirm({ receipt }, locale) {
      return (await receiptKnown(deps.db, deps.market, receipt)) ? undefined : { receipt: worded('receiptUnknown', locale) };
    },
    async store(tx, { receipt }) {
      await deleteByReceipt(tx, deps.market, receipt);
      return { statusCode: 200, body: { deleted: true } };
    },
  });
}
