/**
 * Stored answers for requests that carry an Idempotency-Key, so a client that
 * retries after a lost response gets the first answer instead of a duplicate.
 *
 * A sealed answer is stored so that only the holder of the key can read it: the
 * row holds the key's hash, and the body encrypted with a key derived from it.
 * The survey's receipt code is sealed, so the database never links a receipt to
 * the moment its response came.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from './database';
import { idempotencyKeys } from './tables';

export interface IdempotentAnswer {
  statusCode: number;
  body: unknown;
}

export interface IdempotencyOptions {
  /** Store the key's hash and the answer encrypted with the key. */
  sealed?: boolean;
}

const digest = (label: string, key: string) => createHash('sha256').update(`${label}:${key}`).digest();

const storedKey = (key: string, { sealed }: IdempotencyOptions) => (sealed ? digest('idempotency-key', key).toString('hex') : key);

function seal(body: unknown, key: string): { sealed: string } {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', digest('idempotent-answer', key), iv);
  const text = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64') };
}

function unseal(stored: unknown, key: string): unknown {
  const bytes = Buffer.from((stored as { sealed: string }).sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', digest('idempotent-answer', key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8'));
}

export async function findIdempotentAnswer(db: Db, scope: string, key: string, options: IdempotencyOptions = {}): Promise<IdempotentAnswer | undefined> {
  const [row] = await db
    .select({ statusCode: idempotencyKeys.statusCode, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, storedKey(key, options))));
  return row && options.sealed ? { statusCode: row.statusCode, body: unseal(row.body, key) } : row;
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
  options: IdempotencyOptions = {},
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key: storedKey(key, options), statusCode, body: options.sealed ? seal(body, key) : body })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}
