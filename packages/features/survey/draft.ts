import { format } from '@/i18n/format';
import type { SurveyErrorCode } from './validation';
import {
  backgroundKeys,
  COMMENT_MAX,
  surveyQuestions,
  surveyTopics,
  type BackgroundKey,
  type Likert,
  type Respondent,
  type SurveyQuestionKey,
  type SurveyTopic,
} from './questions';

/**
 * The questionnaire's answers while the respondent fills it in, and what the
 * form derives from them. Every answer but the consent and the respondent may
 * stay empty (null): an empty answer is a skipped question, not a mistake.
 */

/** The form's steps, in order; the remark step also sends. */
export const SURVEY_STEPS = ['consent', 'respondent', 'background', 'statements', 'comment'] as const;
export type SurveyStep = (typeof SURVEY_STEPS)[number];

export interface SurveyDraft {
  healthDataConsent: boolean;
  respondent: Respondent | null;
  background: Record<BackgroundKey, string | null>;
  answers: Record<SurveyQuestionKey, Likert | null>;
  comment: string;
}

export function emptyDraft(): SurveyDraft {
  return {
    healthDataConsent: false,
    respondent: null,
    background: Object.fromEntries(backgroundKeys.map((key) => [key, null])) as SurveyDraft['background'],
    answers: Object.fromEntries(surveyQuestions.map(({ key }) => [key, null])) as SurveyDraft['answers'],
    comment: '',
  };
}

/**
 * What POST /api/survey receives: every question key, answered (1–5) or
 * skipped (null), so the server can tell a skip from a question the form
 * never showed.
 */
export function surveyBody(draft: SurveyDraft) {
  return {
    healthDataConsent: draft.healthDataConsent,
    respondent: draft.respondent,
    background: Object.fromEntries(backgroundKeys.map((key) => [key, draft.background[key] ?? null])),
    answers: Object.fromEntries(surveyQuestions.map(({ key }) => [key, draft.answers[key] ?? null])),
    comment: draft.comment,
  };
}

/** A parent reads every statement about their child (the catalogue's `child` wording). */
export const wordingFor = (respondent: Respondent | null): 'self' | 'child' => (respondent === 'parent' ? 'child' : 'self');

const stepOfRoot: Record<string, SurveyStep> = {
  healthDataConsent: 'consent',
  respondent: 'respondent',
  background: 'background',
  answers: 'statements',
  comment: 'comment',
};

/** The step that shows an error's field (`answers.phone` → statements); undefined for what no step shows. */
export const stepOfField = (path: string): SurveyStep | undefined => stepOfRoot[path.split('.')[0]!];

/** The first step, in the form's order, among the fields of a set of errors. */
export function firstStepOf(paths: string[]): SurveyStep | undefined {
  const steps = new Set(paths.map(stepOfField));
  return SURVEY_STEPS.find((step) => steps.has(step));
}

/** The statements under each topic, in the order they are asked. */
export function statementsByTopic(): Array<{ topic: SurveyTopic; keys: SurveyQuestionKey[] }> {
  return surveyTopics.map((topic) => ({
    topic,
    keys: surveyQuestions.filter((question) => question.topic === topic).map((question) => question.key),
  }));
}

/** The schema's error codes per field, worded in the catalogue's texts (`tooLong` names the limit). */
export function wordErrors(codes: Record<string, SurveyErrorCode>, texts: Record<SurveyErrorCode, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(codes).map(([path, code]) => [path, format(texts[code] ?? texts.invalidAnswer, { max: COMMENT_MAX })]));
}
