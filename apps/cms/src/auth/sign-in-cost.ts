/**
 * A sign-in costs the same whether or not its account exists. Payload looks the account up and
 * hashes the typed password only when it finds one (PBKDF2 of 600,000 rounds), so an unknown
 * address answered at once and a known one late, and the time named the accounts that exist. For an address with no account, the same hash is computed against a
 * password nobody knows before Payload answers its 401.
 *
 * The parameters are Payload 3's current scheme (`pbkdf2-sha256-v1`, in payload's
 * auth/strategies/local/generatePasswordSaltHash.js); sign-in-cost.test.ts fails when Payload's
 * hashes stop being of that scheme.
 */
import { pbkdf2, randomBytes } from 'node:crypto';
import type { PayloadRequest } from 'payload';

export const PAYLOAD_HASH_SCHEME = 'pbkdf2-sha256-v1:';
const ITERATIONS = 600_000;
const KEY_LENGTH = 32;

/** The work Payload does for a real account's sign-in: one PBKDF2 of the typed password. */
export function hashLikePayload(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => pbkdf2(password, salt, ITERATIONS, KEY_LENGTH, 'sha256', (error, key) => (error ? reject(error) : resolve(key))));
}

const unknownAccountSalt = randomBytes(32).toString('hex');

/** The account a sign-in names, as Payload's login finds it (its e-mail, trimmed and in lower case). */
async function accountExists(req: PayloadRequest, email: string): Promise<boolean> {
  const found = await req.payload.db.findOne({ collection: 'users', where: { email: { equals: email.toLowerCase().trim() } }, req });
  return Boolean(found);
}

/**
 * Before a sign-in (a `beforeOperation` of `login`): for an address with no account, spends the
 * hash Payload would spend on a real one. `hash` is for the tests, which count its calls.
 */
export async function costOfUnknownAccount(
  req: PayloadRequest,
  data: { email?: unknown; password?: unknown } | undefined,
  hash = hashLikePayload,
): Promise<void> {
  const { email, password } = data ?? {};
  // Payload refuses a sign-in without both at once, before any look-up or hash.
  if (typeof email !== 'string' || typeof password !== 'string' || email.trim() === '' || password.trim() === '') return;
  if (!(await accountExists(req, email))) await hash(password, unknownAccountSalt);
}
