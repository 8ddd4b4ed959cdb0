import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cases } from '@/features/pv/cases/table';
import { quotedList } from '@/platform/db/tables';
import { DICTIONARIES, type Dictionary } from './dictionaries';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The dictionary and release a term comes from (a new set of builders per table, as Drizzle needs). */
const releaseColumns = () => ({
  dictionary: text('dictionary').$type<Dictionary>().notNull(),
  version: text('version').notNull(),
});

/** A term as a release names it: the LLT with its preferred term and primary SOC. */
const termColumns = () => ({
  lltCode: text('llt_code').notNull(),
  lltName: text('llt_name').notNull(),
  ptCode: text('pt_code').notNull(),
  ptName: text('pt_name').notNull(),
  socCode: text('soc_code').notNull(),
  socName: text('soc_name').notNull(),
});

/** A release of a coding dictionary, once imported: older cases keep the version they were coded with. */
export const dictionaryReleases = pgTable(
  'dictionary_releases',
  {
    ...releaseColumns(),
    /** The languages its terms have names in (`en` first; a translation adds its own). */
    languages: text('languages').array().notNull(),
    importedAt: at('imported_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.dictionary, t.version] }),
    check('dictionary_releases_dictionary_check', sql`${t.dictionary} in (${quotedList(DICTIONARIES)})`),
  ],
);

/**
 * A release's lowest-level terms in one language, each with its preferred term and primary SOC, as the
 * lookup offers them. `search` is the LLT name folded (see foldTerm), for case- and diacritic-blind search.
 */
export const dictionaryTerms = pgTable(
  'dictionary_terms',
  {
    ...releaseColumns(),
    language: text('language').notNull(),
    ...termColumns(),
    /** MedDRA's llt_currency: a non-current LLT stays for old data but is not offered for coding. */
    current: boolean('current').notNull(),
    search: text('search').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dictionary, t.version, t.language, t.lltCode] })],
);

export type DictionaryTermRow = typeof dictionaryTerms.$inferSelect;

/**
 * The coded events of a reaction (by its position in the report): "Osip + otečene usne" is two, each
 * with its term as the release named it when picked, its E2B seriousness criteria (E.i.3.2a–f) and outcome (E.i.7).
 */
export const caseCodedEvents = pgTable(
  'case_coded_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => cases.reportId, { onDelete: 'cascade' }),
    reaction: integer('reaction').notNull(),
    ...releaseColumns(),
    ...termColumns(),
    /** The E2B seriousness criteria that apply (SERIOUSNESS_CRITERIA); none: not serious. */
    criteria: text('criteria').array().notNull(),
    /** E.i.7: 0 unknown … 5 fatal. */
    outcome: integer('outcome').notNull(),
    codedAt: at('coded_at').notNull().defaultNow(),
  },
  (t) => [
    index('case_coded_events_report_idx').on(t.reportId, t.reaction, t.codedAt),
    check('case_coded_events_outcome_check', sql`${t.outcome} between 0 and 5`),
  ],
);

export type CodedEventRow = typeof caseCodedEvents.$inferSelect;
