import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import { contactMessages, outbox } from '@/server/db/schema';

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
