import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { deleteAllMailAbout, enqueueMail, type NewMail } from '@/platform/mail/outbox';
import type { ApplicationDetail, ApplicationList, ApplicationSummary, SentStatusMail } from './records';
import { jobApplicationEvents, jobApplications, type ApplicationAction } from './table';
import type { CvKind } from './cv';
import type { ApplicationStatus } from './validation';
import { markets, timeZoneOf, type Market } from '@/config/markets';

export type NewApplication = typeof jobApplications.$inferInsert;

/** How long applications are kept after their opening closes: months, or poolMonths with the applicant's consent. */
export interface RetentionPolicy {
  months: number;
  poolMonths: number;
}

/** Call inside the transaction that also enqueues the applicant's confirmation; resolves to its id. */
export async function insertApplication(tx: Db, application: NewApplication): Promise<string> {
  const [row] = await tx.insert(jobApplications).values(application).returning({ id: jobApplications.id });
  return row!.id;
}

const keptUntil = (policy: RetentionPolicy) =>
  sql<string>`to_char(${jobApplications.closesOn} + make_interval(months => case when ${jobApplications.pool} then ${policy.poolMonths}::int else ${policy.months}::int end), 'YYYY-MM-DD')`;

const summaryColumns = {
  id: jobApplications.id,
  market: jobApplications.market,
  openingId: jobApplications.openingId,
  openingTitle: jobApplications.openingTitle,
  name: jobApplications.name,
  email: jobApplications.email,
  status: jobApplications.status,
  createdAt: jobApplications.createdAt,
};

type SummaryRow = {
  id: string;
  market: string;
  openingId: number | null;
  openingTitle: string | null;
  name: string;
  email: string;
  status: ApplicationStatus;
  createdAt: Date;
};

const summaryOf = (row: SummaryRow): ApplicationSummary => ({
  id: row.id,
  market: row.market as Market,
  opening: row.openingId === null ? null : { id: row.openingId, title: row.openingTitle ?? '' },
  name: row.name,
  email: row.email,
  status: row.status,
  receivedAt: row.createdAt.toISOString(),
});

/** `opening`: an opening's id, or 'open' for open applications. */
export interface ApplicationFilters {
  opening?: number | 'open';
  status?: ApplicationStatus;
}

/**
 * A page of the applications of these markets, newest first, with the count of every match and
 * every opening they name (to filter by).
 */
export async function listApplications(
  db: Db,
  markets: readonly Market[],
  filters: ApplicationFilters,
  page: { offset: number; limit: number },
): Promise<Omit<ApplicationList, 'page' | 'pageSize'>> {
  const conditions: SQL[] = [inArray(jobApplications.market, [...markets])];
  if (filters.opening === 'open') conditions.push(isNull(jobApplications.openingId));
  else if (filters.opening !== undefined) conditions.push(eq(jobApplications.openingId, filters.opening));
  if (filters.status) conditions.push(eq(jobApplications.status, filters.status));
  const where = and(...conditions);
  // The id breaks ties of one moment, so a row is on exactly one page.
  const [rows, [total], openings] = await Promise.all([
    db
      .select(summaryColumns)
      .from(jobApplications)
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(jobApplications).where(where),
    db
      .selectDistinctOn([jobApplications.openingId], { id: jobApplications.openingId, title: jobApplications.openingTitle })
      .from(jobApplications)
      .where(and(inArray(jobApplications.market, [...markets]), sql`${jobApplications.openingId} is not null`))
      .orderBy(jobApplications.openingId, desc(jobApplications.createdAt)),
  ]);
  return {
    applications: rows.map(summaryOf),
    total: total?.n ?? 0,
    openings: openings.map((row) => ({ id: row.id!, title: row.title ?? '' })).sort((a, b) => a.title.localeCompare(b.title)),
  };
}

const inMarkets = (id: string, markets: readonly Market[]) => and(eq(jobApplications.id, id), inArray(jobApplications.market, [...markets]));

/** One application of these markets, without its CV's bytes, with its notes and history; undefined if it is not theirs. */
export async function findApplication(db: Db, id: string, markets: readonly Market[], policy: RetentionPolicy): Promise<ApplicationDetail | undefined> {
  const [row] = await db
    .select({
      ...summaryColumns,
      phone: jobApplications.phone,
      coverLetter: jobApplications.coverLetter,
      pool: jobApplications.pool,
      locale: jobApplications.locale,
      keptUntil: keptUntil(policy),
      cvFileName: jobApplications.cvFileName,
      cvKind: jobApplications.cvKind,
      cvSize: jobApplications.cvSize,
    })
    .from(jobApplications)
    .where(inMarkets(id, markets));
  if (!row) return undefined;
  const events = await db.select().from(jobApplicationEvents).where(eq(jobApplicationEvents.applicationId, id)).orderBy(asc(jobApplicationEvents.id));
  return {
    ...summaryOf(row),
    phone: row.phone,
    coverLetter: row.coverLetter,
    pool: row.pool,
    locale: row.locale,
    keptUntil: row.keptUntil,
    cv: { fileName: row.cvFileName, bytes: row.cvSize, kind: row.cvKind },
    notes: events.filter((event) => event.action === 'note').map((event) => ({ at: event.at.toISOString(), by: event.by, text: event.detail ?? '' })),
    events: events.map((event) => ({
      at: event.at.toISOString(),
      by: event.by,
      action: event.action,
      ...(event.action === 'status' && event.detail ? { detail: event.detail } : {}),
      ...(event.action === 'mailed' && event.detail ? { mail: JSON.parse(event.detail) as SentStatusMail } : {}),
    })),
  };
}

/** The CV of one application of these markets. */
export async function findCv(db: Db, id: string, markets: readonly Market[]): Promise<{ fileName: string; kind: CvKind; bytes: Buffer } | undefined> {
  const [row] = await db
    .select({ fileName: jobApplications.cvFileName, kind: jobApplications.cvKind, bytes: jobApplications.cv })
    .from(jobApplications)
    .where(inMarkets(id, markets));
  return row;
}

/** Records what a staff member did with an application. */
export async function recordEvent(db: Db, applicationId: string, by: string, action: ApplicationAction, detail?: string): Promise<void> {
  await db.insert(jobApplicationEvents).values({ applicationId, by, action, detail: detail ?? null });
}

/**
 * Moves an application to a status, with its event, in one transaction; with `mail`, the
 * applicant's e-mail about it goes to the outbox in the same one, and the history keeps it as sent.
 */
export async function changeStatus(db: Db, id: string, by: string, status: ApplicationStatus, mail?: NewMail): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(jobApplications).set({ status }).where(eq(jobApplications.id, id));
    await recordEvent(tx, id, by, 'status', status);
    if (!mail) return;
    await enqueueMail(tx, mail);
    await recordEvent(tx, id, by, 'mailed', JSON.stringify({ status, subject: mail.subject, text: mail.textBody } satisfies SentStatusMail));
  });
}

/** Deletes one application with its history and its mail (an applicant's request to be erased). */
export async function deleteApplication(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteAllMailAbout(tx, ['application'], [id]);
    await tx.delete(jobApplications).where(eq(jobApplications.id, id));
  });
}

/** The time zone of each application's market (a market no longer configured: timeZoneOf's). */
const zoneOfApplication = sql.join(
  [sql`case ${jobApplications.market}`, ...markets.map((market) => sql`when ${market} then ${timeZoneOf(market)}`), sql`else ${timeZoneOf('')} end`],
  sql` `,
);

/**
 * Deletes applications past their retention date, with their history and their mail
 * (sent or not), which repeats the same personal data. One statement each, whatever
 * their number. The date is counted on each application's market's calendar, at `now`
 * (the database's clock unless a test sets it).
 */
export async function deleteExpiredApplications(db: Db, policy: RetentionPolicy, now?: Date): Promise<number> {
  for (const months of [policy.months, policy.poolMonths]) {
    if (!Number.isInteger(months) || months < 0) throw new RangeError(`retention months must be whole and not negative, got ${months}`);
  }
  const instant = now === undefined ? sql`now()` : sql`${now.toISOString()}::timestamptz`;
  const day = sql`(${instant} at time zone ${zoneOfApplication})::date`;
  const expired = sql`${keptUntil(policy)}::date < ${day}`;
  return db.transaction(async (tx) => {
    await deleteAllMailAbout(tx, ['application'], tx.select({ id: jobApplications.id }).from(jobApplications).where(expired));
    const deleted = await tx.delete(jobApplications).where(expired).returning({ id: jobApplications.id });
    return deleted.length;
  });
}
