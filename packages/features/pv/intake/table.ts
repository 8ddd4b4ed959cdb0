import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, quotedList } from '@/platform/db/tables';
import { REPORT_KINDS } from './fields';

/**
 * Adverse-effect reports: pharmacovigilance data, kept for the legal period.
 * The payload is the validated report as the reporter sent it, with the
 * version of the schema that validated it.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    reference: text('reference').notNull().unique(),
    kind: text('kind').notNull(),
    market: text('market').notNull(),
    locale: text('locale').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    payload: jsonb('payload').notNull(),
  },
  (table) => [check('reports_kind_check', sql`${table.kind} in (${quotedList(REPORT_KINDS)})`), index('reports_created_idx').on(table.createdAt)],
);

export type ReportRow = typeof reports.$inferSelect;

/** The last reference number handed out, per kind and year; a row lock makes it unique across servers. */
export const reportSequences = pgTable(
  'report_sequences',
  {
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);
