/**
 * Stored answers for requests that carry an Idempotency-Key, so a client that
 * retries after a lost response gets the first answer instead of a duplicate.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { idempotencyKeys } from './tables';

export interface IdempotentAnswer {
  statusCode: number;
  body: unknown;
}

export async function findIdempotentAnswer(db: Db, scope: string, key: string): Promise<IdempotentAnswer | undefined> {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * Records the answer inside the caller's transaction, together with the work
 * it describes. Returns false when a concurrent request with the same key got
 * there first: the caller should roll back and answer with `findIdempotentAnswer`.
 */
export async function saveIdempotentAnswer(
  tx: Db,
  scope: string,
  key: string,
  statusCode: number,
  body: unknown,
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, statusCode, body })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}
