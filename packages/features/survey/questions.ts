/**
 * The well-being survey for cochlear implant users: its questions, in the order
 * they are asked, grouped by the topics the survey page names. Every question is
 * a statement rated on one five-point agreement scale, and every one may be
 * skipped. A parent answering for a child reads the same statements about the
 * child (the catalogue's `child` wording). The catalogue (packages/messages/survey)
 * words them; this list is what the form, the server, the aggregates and the
 * export share.
 */
import type { Market } from '@/config/markets';

/** The markets whose survey page carries the questionnaire (Cochlear's in Croatia and Slovenia). */
export const SURVEY_MARKETS = ['cro', 'slo'] as const satisfies readonly Market[];
export type SurveyMarket = (typeof SURVEY_MARKETS)[number];
export const hasSurvey = (market: Market): market is SurveyMarket => (SURVEY_MARKETS as readonly Market[]).includes(market);

export const surveyTopics = ['conversation', 'workSchool', 'social', 'mood', 'fatigue', 'processor'] as const;
export type SurveyTopic = (typeof surveyTopics)[number];

export const surveyQuestions = [
  { key: 'quietConversation', topic: 'conversation' },
  { key: 'noisyConversation', topic: 'conversation' },
  { key: 'phone', topic: 'conversation' },
  { key: 'groupConversation', topic: 'conversation' },
  { key: 'homeCommunication', topic: 'workSchool' },
  { key: 'workSchoolCommunication', topic: 'workSchool' },
  { key: 'lessonsMeetings', topic: 'workSchool' },
  { key: 'timeWithOthers', topic: 'social' },
  { key: 'leisure', topic: 'social' },
  { key: 'confidence', topic: 'mood' },
  { key: 'contentment', topic: 'mood' },
  { key: 'tiredByEvening', topic: 'fatigue' },
  { key: 'listeningBreaks', topic: 'fatigue' },
  { key: 'processorComfort', topic: 'processor' },
  { key: 'supportHelpful', topic: 'processor' },
] as const satisfies ReadonlyArray<{ key: string; topic: SurveyTopic }>;
export type SurveyQuestionKey = (typeof surveyQuestions)[number]['key'];

/** 1 strongly disagree … 5 strongly agree. */
export const LIKERT = [1, 2, 3, 4, 5] as const;
export type Likert = (typeof LIKERT)[number];

/** Who answers: the implant user, or a parent or guardian for a child. */
export const respondents = ['self', 'parent'] as const;
export type Respondent = (typeof respondents)[number];

/** A little background, each optional like the rest: the implant user's age group, years with the implant, one ear or both. */
export const backgroundQuestions = {
  ageGroup: ['0-5', '6-12', '13-17', '18-39', '40-64', '65+'],
  implantYears: ['under-1', '1-3', '4-10', 'over-10'],
  sides: ['one', 'both'],
} as const;
export type BackgroundKey = keyof typeof backgroundQuestions;
export const backgroundKeys = Object.keys(backgroundQuestions) as BackgroundKey[];

/** The free-text remark at the end, optional. */
export const COMMENT_MAX = 1000;
