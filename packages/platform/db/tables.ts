/**
 * The tables of the generic infrastructure: the mail outbox, stored idempotent
 * answers and generated settings. Features keep their own tables beside them
 * (`packages/features/<feature>/table.ts`); migrations under ./migrations are
 * generated from all of them with `npm run db:generate`; never edit them by hand.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Who sends the mail: the contact form, a report (to the PV team, and its
 * summary to the reporter), an officer's follow-up question to a reporter, the CMS to staff, or a
 * job application's confirmation to the applicant.
 */
export const mailKinds = ['contact', 'report', 'report-summary', 'follow-up-request', 'staff', 'application'] as const;
export type MailKind = (typeof mailKinds)[number];

/** A file attached to an outgoing mail. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const quotedList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

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
    cc: text('cc')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A ready header value, e.g. `"Ana" <ana@example.com>`. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Files sent with the mail, e.g. a report's E2B(R3) XML; content is UTF-8 text. */
    attachments: jsonb('attachments')
      .$type<MailAttachment[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
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
