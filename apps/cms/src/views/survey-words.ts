/**
 * The survey's own words for the results view: the statements, topics, scale,
 * background questions and respondents as the public survey page words them
 * (packages/messages/survey), so staff read exactly what the respondents read.
 * Picked on the server: the client gets one language's few texts, not the
 * site's catalogues.
 */
import { isLocale, type Locale } from '@/config/markets';
import {
  SURVEY_MARKETS,
  backgroundQuestions,
  type BackgroundKey,
  type Respondent,
  type SurveyMarket,
  type SurveyQuestionKey,
  type SurveyTopic,
} from '@/features/survey/questions';
import { messagesFor } from '@/i18n/messages';
import { marketName } from '../i18n/content-labels';

type ScalePoint = '1' | '2' | '3' | '4' | '5';

export interface SurveyWords {
  /** The `self` wording of each statement: staff compare answers, not who gave them. */
  questions: Record<SurveyQuestionKey, string>;
  topics: Record<SurveyTopic, string>;
  scale: Record<ScalePoint, string>;
  background: { [Key in BackgroundKey]: { label: string; options: Record<(typeof backgroundQuestions)[Key][number], string> } };
  respondents: Record<Respondent, string>;
  markets: Record<SurveyMarket, string>;
}

const mapValues = <K extends string, V, W>(record: Record<K, V>, map: (value: V) => W): Record<K, W> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value as V)])) as Record<K, W>;

/** The staff languages are the public locales; anything else reads English, like the admin's fallback. */
export function surveyWordsFor(language: string): SurveyWords {
  const locale: Locale = isLocale(language) ? language : 'en';
  const { questions, topics, scale, background, respondents } = messagesFor(locale).survey;
  return {
    questions: mapValues(questions, (wording) => wording.self),
    topics,
    scale,
    background,
    respondents,
    markets: Object.fromEntries(SURVEY_MARKETS.map((market) => [market, marketName(market, language)])) as Record<SurveyMarket, string>,
  };
}
