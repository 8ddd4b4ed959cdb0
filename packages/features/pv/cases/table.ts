import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reports } from '@/features/pv/intake/table';
import { quotedList } from '@/platform/db/tables';
import { ABON, CASE_EVENT_TYPES, CASE_STATUSES, EXPECTEDNESS, WHO_UMC, type CaseEventType, type CaseStatus, type Causality, type Expectedness } from './status';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The pharmacovigilance team's view of each report: its status and the facts
 * the back office filters and screens by, kept beside the report as sent.
 */
export const cases = pgTable(
  'cases',
  {
    reportId: uuid('report_id')
      .primaryKey()
      .references(() => reports.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    market: text('market').notNull(),
    kind: text('kind').notNull(),
    receivedAt: at('received_at').notNull(),
    status: text('status').$type<CaseStatus>().notNull().default('received'),
    serious: boolean('serious').notNull(),
    suspects: text('suspects').array().notNull(),
    /** The suspect medicines' names as the reporter wrote them, for the list. */
    suspectNames: text('suspect_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    reactionStart: date('reaction_start', { mode: 'string' }),
    patientInitials: text('patient_initials'),
    patientAge: integer('patient_age'),
    patientSex: text('patient_sex'),
    reporterContacts: text('reporter_contacts').array().notNull(),
    /** The case this report adds to, when the reporter sent it as a follow-up. */
    followUpOf: uuid('follow_up_of'),
    /** The reference and the suspect names, normalised (see normaliseName), for the list's free-text filter. */
    searchText: text('search_text').notNull(),
    /** Day 0: when the minimum information of a valid case was known; none while the case is not valid. */
    dayZero: date('day_zero', { mode: 'string' }),
    /** Day 0 plus 15 days (serious human case), 90 (other human case) or 30 (veterinary case); recomputed when seriousness or day 0 change. */
    dueOn: date('due_on', { mode: 'string' }),
    /** The officer the case is assigned to (their e-mail, as the timeline names staff). */
    assignee: text('assignee'),
    expectedness: text('expectedness').$type<Expectedness>(),
    /** The officer's case narrative (E2B H.1); the narrative drawn from the report until they write one. */
    narrative: text('narrative'),
  },
  (t) => [
    index('cases_market_received_idx').on(t.market, t.receivedAt.desc()),
    index('cases_follow_up_idx').on(t.followUpOf),
    index('cases_market_due_idx').on(t.market, t.dueOn),
    index('cases_assignee_idx').on(t.assignee),
    check('cases_status_check', sql`${t.status} in (${quotedList(CASE_STATUSES)})`),
    check('cases_expectedness_check', sql`${t.expectedness} in (${quotedList(EXPECTEDNESS)})`),
  ],
);

export type CaseRow = typeof cases.$inferSelect;

/**
 * Every change of a case and every look at it. Append-only: a trigger in the
 * database refuses UPDATE, DELETE and TRUNCATE, whoever asks. No foreign key,
 * so the tombstone of a deleted case outlives it.
 */
export const caseEvents = pgTable(
  'case_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reportId: uuid('report_id').notNull(),
    reference: text('reference').notNull(),
    at: at('at').notNull().defaultNow(),
    /** The staff user's e-mail, `cli:<os user>` for the operator CLI, or `system`. */
    actor: text('actor').notNull(),
    type: text('type').$type<CaseEventType>().notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    note: text('note'),
  },
  (t) => [index('case_events_report_idx').on(t.reportId, t.at), check('case_events_type_check', sql`${t.type} in (${quotedList(CASE_EVENT_TYPES)})`)],
);

export type CaseEventRow = typeof caseEvents.$inferSelect;

export const DUPLICATE_STATES = ['possible', 'confirmed', 'dismissed'] as const;
export type DuplicateState = (typeof DUPLICATE_STATES)[number];

/** Possible duplicates found on arrival, and the officer's decision on each. */
export const caseDuplicates = pgTable(
  'case_duplicates',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    state: text('state').$type<DuplicateState>().notNull().default('possible'),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.candidateId] }), check('case_duplicates_state_check', sql`${t.state} in (${quotedList(DUPLICATE_STATES)})`)],
);

/** The acknowledgement mail's follow-up link: a random token (stored hashed) that names a case and expires. */
export const followUpTokens = pgTable('follow_up_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  reportId: uuid('report_id')
    .notNull()
    .references(() => reports.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
});

/** The officer's MedDRA coding of a reaction (by its position in the report): LLT code, term and MedDRA version. */
export const caseReactionCodes = pgTable(
  'case_reaction_codes',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => cases.reportId, { onDelete: 'cascade' }),
    reaction: integer('reaction').notNull(),
    meddraVersion: text('meddra_version').notNull(),
    lltCode: text('llt_code').notNull(),
    lltTerm: text('llt_term').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.reaction] })],
);

/** The officer's causality assessment of a reaction and a medicine (positions in the report): WHO-UMC (human) or ABON (veterinary). */
export const caseCausality = pgTable(
  'case_causality',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => cases.reportId, { onDelete: 'cascade' }),
    reaction: integer('reaction').notNull(),
    medicine: integer('medicine').notNull(),
    result: text('result').$type<Causality>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.reaction, t.medicine] }),
    check('case_causality_result_check', sql`${t.result} in (${quotedList([...WHO_UMC, ...ABON])})`),
  ],
);

/**
 * The officer's questions to a reporter, asked through the follow-up link.
 * The reporter answers one under it, or the first follow-up report she sends
 * to the case answers the open ones.
 */
export const followUpRequests = pgTable(
  'follow_up_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => cases.reportId, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    askedBy: text('asked_by').notNull(),
    askedAt: at('asked_at').notNull().defaultNow(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    /** The follow-up report that answered it. */
    answeredBy: uuid('answered_by').references(() => cases.reportId, { onDelete: 'set null' }),
    /** The reporter's short answer typed under the question, exactly as sent (none when a follow-up report answered it). */
    answer: text('answer'),
    /** When it was answered, by a follow-up report or by the short answer: while none, the question is open. */
    answeredAt: at('answered_at'),
  },
  (t) => [index('follow_up_requests_report_idx').on(t.reportId)],
);

export type FollowUpRequestRow = typeof followUpRequests.$inferSelect;
