/**
 * The site's whole database: contact messages, the mail outbox, stored
 * idempotent answers and generated settings. Migrations under ./migrations
 * are generated from this file with `npm run db:generate`; never edit them by hand.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
  market: text('market').notNull(),
  recipientKey: text('recipient_key').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
});

export const mailKinds = ['contact', 'report', 'report-summary'] as const;
export type MailKind = (typeof mailKinds)[number];

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

const quotedList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    kind: text('kind').$type<MailKind>().notNull(),
    /** The contact message or report this mail belongs to. */
    refId: uuid('ref_id').notNull(),
    /** Fixed at enqueue so that a retried delivery is recognisable as the same message. */
    messageId: text('message_id').notNull().unique(),
    from: text('from').notNull(),
    to: text('to').array().notNull(),
    cc: text('cc').array().notNull().default(sql`'{}'::text[]`),
    /** A ready header value, e.g. `"Ana" <ana@example.com>`. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While status is 'sending': when another worker may assume this one died. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('outbox_kind_check', sql`${t.kind} in (${quotedList(mailKinds)})`),
    check('outbox_status_check', sql`${t.status} in (${quotedList(outboxStatuses)})`),
  ],
);

export type OutboxRow = typeof outbox.$inferSelect;

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    statusCode: integer('status_code').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

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
  (table) => [check('reports_kind_check', sql`${table.kind} in ('human', 'veterinary')`), index('reports_created_idx').on(table.createdAt)],
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
