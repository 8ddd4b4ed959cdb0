import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import { contactMessages, outbox, reports } from '@/server/db/schema';

/**
 * Deletes contact messages delivered more than `retentionDays` ago, with their
 * sent mail, which repeats the same personal data. Undelivered messages are
 * kept whatever their age: they are still owed to someone.
 * Returns the number of contact messages deleted.
 */
export async function deleteExpiredContactMessages(db: Db, retentionDays: number): Promise<number> {
  if (!Number.isInteger(retentionDays) || retentionDays < 0) {
    throw new RangeError(`retentionDays must be a whole number of days, got ${retentionDays}`);
  }
  const expired = and(
    isNotNull(contactMessages.deliveredAt),
    lt(contactMessages.deliveredAt, sql`now() - make_interval(days => ${retentionDays})`),
  );
  return db.transaction(async (tx) => {
    await tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.kind, 'contact'),
          eq(outbox.status, 'sent'),
          inArray(outbox.refId, tx.select({ id: contactMessages.id }).from(contactMessages).where(expired)),
        ),
      );
    const deleted = await tx.delete(contactMessages).where(expired).returning({ id: contactMessages.id });
    return deleted.length;
  });
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
  const old = lt(reports.createdAt, sql`now() - make_interval(years => ${retentionYears})`);
  return db.transaction(async (tx) => {
    const expired = and(old, sql`not exists (select 1 from ${outbox} where ${outbox.refId} = ${reports.id} and ${outbox.status} <> 'sent')`);
    await tx
      .delete(outbox)
      .where(and(inArray(outbox.kind, ['report', 'report-summary']), inArray(outbox.refId, tx.select({ id: reports.id }).from(reports).where(expired))));
    const deleted = await tx.delete(reports).where(expired).returning({ id: reports.id });
    return deleted.length;
  });
}
