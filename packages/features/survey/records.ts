import type { SurveyMarket, SurveyQuestionKey, BackgroundKey, Respondent } from './questions';
import type { Shown } from './privacy';

/**
 * What the survey staff's back office (the CMS's /api/survey-results) answers:
 * aggregates only, of groups of at least MIN_GROUP responses (privacy.ts); a
 * count that is `null` is withheld. No single response leaves it, the export
 * neither.
 */

/** How many chose each point of the scale (1–5), and how many skipped the question. */
export interface QuestionCounts {
  key: SurveyQuestionKey;
  counts: Record<'1' | '2' | '3' | '4' | '5', Shown>;
  skipped: Shown;
  /** The mean of the given answers, rounded to two decimals; null when nobody answered, or when a count is withheld. */
  mean: number | null;
  /** Whether a count of this question is withheld (and so its mean). */
  withheld: boolean;
}

export interface ShownResults {
  status: 'shown';
  /** The responses counted: those of the groups (market × respondent) of at least MIN_GROUP. */
  total: number;
  /** Whether a smaller group within the filters was left out of every figure. */
  partial: boolean;
  byRespondent: Record<Respondent, Shown>;
  questions: QuestionCounts[];
  /** For each background question, how many chose each value, and how many skipped it. */
  background: Record<BackgroundKey, { counts: Record<string, Shown>; skipped: Shown }>;
  /** How many left a remark (the remarks themselves are in the export). */
  comments: Shown;
}

/**
 * GET /api/survey-results?market=cro|slo&respondent=self|parent: `none` when nobody answered,
 * `tooFew` when the responses the filters match are in groups smaller than MIN_GROUP only.
 */
export type SurveyResults = {
  /** The markets the reader may filter by. */
  markets: SurveyMarket[];
} & SurveyFigures;

export type SurveyFigures = { status: 'none' } | { status: 'tooFew' } | ShownResults;
