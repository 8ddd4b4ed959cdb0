import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { yearIn } from '@/config/markets';
import type { Db } from '@/platform/db/database';
import { deleteSentMail, refsWithUnsentMail } from '@/platform/mail/outbox';
import type { ReportKind } from './fields';
import { reports, reportSequences, type ReportRow } from './table';

export type { ReportRow };

const PREFIX: Record<ReportKind, string> = { human: 'NUS', veterinary: 'VET' };

/** What a reference number looks like: anything else names no report. */
export const REFERENCE = /^(NUS|VET)-\d{4}-\d{6}$/;

/**
 * The next reference number of a kind in a year, e.g. NUS-2026-000042: the year
 * of the market receiving it, so a report at 00:30 on 1 January there is of the
 * new year. The upsert takes a row lock, so concurrent reports on several servers
 * still get distinct numbers; it must run inside the transaction that stores the report.
 */
export async function nextReference(tx: Db, kind: ReportKind, market: string, now = new Date()): Promise<string> {
  const year = yearIn(market, now);
  const [row] = await tx
    .insert(reportSequences)
    .values({ kind, year, last: 1 })
    .onConflictDoUpdate({ target: [reportSequences.kind, reportSequences.year], set: { last: sql`${reportSequences.last} + 1` } })
    .returning({ last: reportSequences.last });
  return `${PREFIX[kind]}-${year}-${String(row!.last).padStart(6, '0')}`;
}

export type NewReport = Pick<ReportRow, 'reference' | 'kind' | 'market' | 'locale' | 'schemaVersion' | 'payload'>;

/** Call inside the transaction that also enqueues the report's mail; resolves to its id and time of receipt. */
export async function insertReport(tx: Db, report: NewReport): Promise<{ id: string; createdAt: Date }> {
  const [row] = await tx.insert(reports).values(report).returning({ id: reports.id, createdAt: reports.createdAt });
  return row!;
}

/** Reports received on or after `since`, oldest first. */
export async function listReports(db: Db, { since }: { since?: Date } = {}): Promise<ReportRow[]> {
  const filters: SQL[] = since ? [gte(reports.createdAt, since)] : [];
  return db
    .select()
    .from(reports)
    .where(and(...filters))
    .orderBy(asc(reports.createdAt));
}

export async function findReport(db: Db, reference: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.reference, reference));
  return row;
}

/** The reports with these ids, in no particular order. */
export async function reportsWithIds(db: Db, ids: readonly string[]): Promise<ReportRow[]> {
  return ids.length
    ? db
        .select()
        .from(reports)
        .where(inArray(reports.id, [...ids]))
    : [];
}

/** Reports received more than `retentionYears` ago: due for the administrator's decision to delete them. */
export async function reportsPastRetention(db: Db, retentionYears: number): Promise<Array<Pick<ReportRow, 'id' | 'reference' | 'createdAt'>>> {
  if (!Number.isInteger(retentionYears) || retentionYears < 1) {
    throw new RangeError(`retentionYears must be a whole number of years, at least 1, got ${retentionYears}`);
  }
  return db
    .select({ id: reports.id, reference: reports.reference, createdAt: reports.createdAt })
    .from(reports)
    .where(lt(reports.createdAt, sql`now() - make_interval(years => ${retentionYears})`))
    .orderBy(asc(reports.createdAt));
}

/**
 * Deletes a report with its sent mail; what hangs on the report (its case)
 * goes with it. A report whose mail is still owed is kept: resolves to false.
 */
export async function deleteReport(tx: Db, id: string): Promise<boolean> {
  if ((await refsWithUnsentMail(tx, [id])).size > 0) return false;
  await deleteSentMail(tx, ['report', 'report-summary', 'follow-up-request'], [id]);
  const deleted = await tx.delete(reports).where(eq(reports.id, id)).returning({ id: reports.id });
  return deleted.length === 1;
}
