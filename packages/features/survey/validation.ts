import { z } from 'zod';
import { CONTROL_CHARACTERS_IN_TEXT } from '@/lib/text';
import { backgroundQuestions, COMMENT_MAX, LIKERT, respondents, surveyQuestions, type SurveyQuestionKey } from './questions';
import { normaliseReceipt, RECEIPT } from './receipt';

/**
 * A completed questionnaire, validated by the same schema in the browser and on
 * the server. Nothing identifies the respondent: no name, no e-mail, no free
 * field but the optional remark. Errors carry a code (survey.errors.<code>).
 */
export type SurveyErrorCode = 'consentRequired' | 'chooseRespondent' | 'invalidAnswer' | 'tooLong' | 'invalidCharacters' | 'receiptUnknown' | 'receiptFormat';

const err = (code: SurveyErrorCode) => ({ error: code });

const likert = z
  .union(LIKERT.map((value) => z.literal(value, err('invalidAnswer'))))
  .nullable()
  .default(null);

const answersShape = Object.fromEntries(surveyQuestions.map(({ key }) => [key, likert])) as Record<SurveyQuestionKey, typeof likert>;

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, err('invalidAnswer')).nullable().default(null);

export const surveySchema = z.object({
  /** Consent to the processing of health data (GDPR Art. 9(2)(a)): without it nothing is stored. */
  healthDataConsent: z.literal(true, err('consentRequired')),
  respondent: z.enum(respondents, err('chooseRespondent')),
  background: z
    .strictObject(
      {
        ageGroup: choice(backgroundQuestions.ageGroup),
        implantYears: choice(backgroundQuestions.implantYears),
        sides: choice(backgroundQuestions.sides),
      },
      err('invalidAnswer'),
    )
    .default({ ageGroup: null, implantYears: null, sides: null }),
  answers: z.strictObject(answersShape, err('invalidAnswer')),
  comment: z
    .string(err('invalidAnswer'))
    .trim()
    .max(COMMENT_MAX, err('tooLong'))
    .refine((value) => !CONTROL_CHARACTERS_IN_TEXT.test(value), err('invalidCharacters'))
    .default(''),
});

export type SurveyFields = z.infer<typeof surveySchema>;

export { formatReceipt, RECEIPT_ALPHABET } from './receipt';

export const receiptSchema = z.object({
  receipt: z
    .string(err('receiptFormat'))
    .transform(normaliseReceipt)
    .refine((code) => RECEIPT.test(code), err('receiptFormat')),
});

/** The first error code of each top-level field, as the API answers them and the form shows them. */
export function surveyFieldErrors(error: z.ZodError): Record<string, SurveyErrorCode> {
  const result: Record<string, SurveyErrorCode> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'answers';
    result[field] ??= issue.message as SurveyErrorCode;
  }
  return result;
}
