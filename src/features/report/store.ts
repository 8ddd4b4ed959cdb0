import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import { deleteSentMail, refsWithUnsentMail } from '@/server/mail/outbox';
import type { ReportKind } from './fields';
import { reports, reportSequences, type ReportRow } from './table';

export type { ReportRow };

const PREFIX: Record<ReportKind, string> = { human: 'NUS', veterinary: 'VET' };

/**
 * The next reference number of a kind in a year, e.g. NUS-2026-000042. The
 * upsert takes a row lock, so concurrent reports on several servers still get
 * distinct numbers; it must run inside the transaction that stores the report.
 */
export async function nextReference(tx: Db, kind: ReportKind, now = new Date()): Promise<string> {
  const year = now.getUTCFullYear();
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
  return db.select().from(reports).where(and(...filters)).orderBy(asc(reports.createdAt));
}

export async function findReport(db: Db, reference: string): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.reference, reference));
  return row;
}

/**
 * Deletes adverse-effect reports older than the pharmacovigilance retention
 * period, with their sent mail. Reports whose mail is still owed are kept.
 * Returns the number of reports deleted.
 */
export async function deleteExpiredReports(db: Db, retentionYears: number): Promise<number> {
  if (!Number.isInteger(retentionYears) || retentionYears < 1) {
    throw new RangeError(`retentionYears must be a whole number of years, at least 1, got ${retentionYears}`);
  }
  return db.transaction(async (tx) => {
    const old = await tx
      .select({ id: reports.id })
      .from(reports)
      .where(lt(reports.createdAt, sql`now() - make_interval(years => ${retentionYears})`));
    const owed = await refsWithUnsentMail(tx, old.map((row) => row.id));
    const ids = old.map((row) => row.id).filter((id) => !owed.has(id));
    if (ids.length === 0) return 0;
    await deleteSentMail(tx, ['report', 'report-summary'], ids);
    const deleted = await tx.delete(reports).where(inArray(reports.id, ids)).returning({ id: reports.id });
    return deleted.length;
  });
}
