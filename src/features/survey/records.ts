import type { SurveyMarket, SurveyQuestionKey, BackgroundKey, Respondent } from './questions';

/**
 * What the survey staff's back office (the CMS's /api/survey-results) answers:
 * aggregates only. Single responses leave it only as the CSV export, which
 * carries no identifier but a row number.
 */

/** How many chose each point of the scale (1–5), and how many skipped the question. */
export interface QuestionCounts {
  key: SurveyQuestionKey;
  counts: Record<'1' | '2' | '3' | '4' | '5', number>;
  skipped: number;
  /** The mean of the given answers, rounded to two decimals; null when nobody answered. */
  mean: number | null;
}

/** GET /api/survey-results?market=cro|slo&respondent=self|parent */
export interface SurveyResults {
  /** The markets the reader may filter by. */
  markets: SurveyMarket[];
  total: number;
  byRespondent: Record<Respondent, number>;
  questions: QuestionCounts[];
  /** For each background question, how many chose each value, and how many skipped it. */
  background: Record<BackgroundKey, { counts: Record<string, number>; skipped: number }>;
  /** How many left a remark (the remarks themselves are in the export). */
  comments: number;
}
