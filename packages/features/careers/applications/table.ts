import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, customType, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, quotedList } from '@/platform/db/tables';
import { applicationStatuses, type ApplicationStatus } from './validation';

const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Job applications with their CVs: personal data HR reads in the CMS, kept in the site's
 * database (never in the public export) until the retention job deletes them.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    market: text('market').notNull(),
    locale: text('locale').notNull(),
    /** The opening, as it was when the applicant sent this; null for an open application. */
    openingId: integer('opening_id'),
    openingTitle: text('opening_title'),
    /** The day the opening closed (for an open application, the day it came): retention counts from it. */
    closesOn: date('closes_on', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    coverLetter: text('cover_letter').notNull(),
    /** The applicant agreed to be kept for later openings, for the longer period. */
    pool: boolean('pool').notNull(),
    cvFileName: text('cv_file_name').notNull(),
    cvKind: text('cv_kind').$type<'pdf' | 'docx'>().notNull(),
    cvSize: integer('cv_size').notNull(),
    cv: bytes('cv').notNull(),
    status: text('status').$type<ApplicationStatus>().notNull().default('received'),
  },
  (t) => [
    index('job_applications_market_idx').on(t.market, t.createdAt),
    check('job_applications_status_check', sql`${t.status} in (${quotedList(applicationStatuses)})`),
    check('job_applications_cv_kind_check', sql`${t.cvKind} in ('pdf', 'docx')`),
  ],
);

export const applicationActions = ['viewed', 'downloaded', 'previewed', 'status', 'note', 'mailed'] as const;
export type ApplicationAction = (typeof applicationActions)[number];

/**
 * Who viewed, downloaded, previewed, moved, annotated or mailed an application, and when; a note's text is
 * its detail, a status's name, and a mail's status, subject and text as sent (JSON).
 */
export const jobApplicationEvents = pgTable(
  'job_application_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => jobApplications.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    by: text('by').notNull(),
    action: text('action').$type<ApplicationAction>().notNull(),
    detail: text('detail'),
  },
  (t) => [
    index('job_application_events_application_idx').on(t.applicationId, t.at),
    check('job_application_events_action_check', sql`${t.action} in (${quotedList(applicationActions)})`),
  ],
);
