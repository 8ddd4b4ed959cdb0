import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import { reports, reportSequences } from '@/server/db/schema';
import type { ReportKind } from './fields';

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

export { reports };
