import { date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { BackgroundKey, Likert, Respondent, SurveyQuestionKey } from './questions';

/**
 * Well-being survey responses, pseudonymous: no name, address, time of day or client address;
 * only the day it came and the hash of the receipt code its respondent keeps to delete it. After
 * the retention period the hash and the remark go and the day becomes its month: what stays is
 * anonymous.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    market: text('market').notNull(),
    locale: text('locale').notNull(),
    respondent: text('respondent').$type<Respondent>().notNull(),
    background: jsonb('background').$type<Record<BackgroundKey, string | null>>().notNull(),
    answers: jsonb('answers').$type<Record<SurveyQuestionKey, Likert | null>>().notNull(),
    comment: text('comment').notNull(),
    /** SHA-256 of the receipt code (the code itself is shown once, to the respondent only); null once anonymised. */
    receiptHash: text('receipt_hash').unique(),
  },
  (t) => [index('survey_responses_market_idx').on(t.market, t.receivedOn)],
);
