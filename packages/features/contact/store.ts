import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { deleteSentMail } from '@/platform/mail/outbox';
import { contactMessages } from './table';

export interface NewContactMessage {
  market: string;
  recipientKey: string;
  name: string;
  email: string;
  message: string;
}

/** Call inside the transaction that also enqueues the message's mail; resolves to its id. */
export async function insertContactMessage(tx: Db, message: NewContactMessage): Promise<string> {
  const [row] = await tx.insert(contactMessages).values(message).returning({ id: contactMessages.id });
  return row!.id;
}

/** Starts the retention clock of a message whose mail went out; a second call keeps the first time. */
export async function markContactDelivered(db: Db, id: string): Promise<void> {
  await db
    .update(contactMessages)
    .set({ deliveredAt: sql`now()` })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.deliveredAt)));
}

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
  const expired = and(isNotNull(contactMessages.deliveredAt), lt(contactMessages.deliveredAt, sql`now() - make_interval(days => ${retentionDays})`));
  return db.transaction(async (tx) => {
    const ids = (await tx.select({ id: contactMessages.id }).from(contactMessages).where(expired)).map((row) => row.id);
    if (ids.length === 0) return 0;
    await deleteSentMail(tx, ['contact'], ids);
    const deleted = await tx.delete(contactMessages).where(inArray(contactMessages.id, ids)).returning({ id: contactMessages.id });
    return deleted.length;
  });
}
