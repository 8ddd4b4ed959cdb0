/**
 * The second factor's state in the site database, beside the CMS's users:
 * enrolment, confirmation with a first code, sign-in checks, and the
 * verified sessions, which lapse after 30 idle minutes.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { newRecoveryCodes, newTotpSecret, openSecret, redeemRecoveryCode, sealSecret, totpUri, verifyTotp } from './second-factor';
import { secondFactorFailures, secondFactors, verifiedSessions } from './table';

const IDLE_MINUTES = 30;

export interface Session {
  userId: string;
  sessionId: string;
}

export async function isEnrolled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: secondFactors.enabled }).from(secondFactors).where(eq(secondFactors.userId, userId));
  return row?.enabled === true;
}

/** A new secret to scan, replacing an unconfirmed one; refused once a second factor is confirmed. */
export async function startEnrolment(db: Db, userId: string, email: string, serverSecret: string): Promise<{ secret: string; uri: string } | undefined> {
  if (await isEnrolled(db, userId)) return undefined;
  const secret = newTotpSecret();
  const sealedSecret = sealSecret(secret, serverSecret);
  await db
    .insert(secondFactors)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { sealedSecret, enabled: false, recoveryHashes: [], lastStep: null } });
  return { secret, uri: totpUri(email, secret) };
}

async function markVerified(db: Db, session: Session): Promise<void> {
  await db
    .insert(verifiedSessions)
    .values(session)
    .onConflictDoUpdate({ target: [verifiedSessions.userId, verifiedSessions.sessionId], set: { verifiedAt: sql`now()`, lastSeenAt: sql`now()` } });
}

/** The first code confirms the enrolment; answers the recovery codes, shown once. */
export async function confirmEnrolment(db: Db, session: Session, code: string, serverSecret: string): Promise<string[] | undefined> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, session.userId));
  if (!row || row.enabled) return undefined;
  const step = await verifyTotp(openSecret(row.sealedSecret, serverSecret), code);
  if (step === undefined) return undefined;
  const { codes, hashes } = newRecoveryCodes();
  await db.update(secondFactors).set({ enabled: true, recoveryHashes: hashes, lastStep: step }).where(eq(secondFactors.userId, session.userId));
  await markVerified(db, session);
  return codes;
}

/**
 * Wrong codes an account may give in a window before the step refuses every code,
 * the right one too: six digits fall to a few thousand guesses otherwise. An account
 * limit is also each of its sessions' limit, so a new sign-in does not buy more guesses.
 */
const CODE_ATTEMPTS = 5;
const CODE_WINDOW_MINUTES = 15;

export type Verification =
  | { outcome: 'verified'; recoveryCodesLeft?: number }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'locked'; retryAfterSeconds: number }
  | { outcome: 'not-enrolled' };

/** The account's wrong codes in the window, and when the oldest of them leaves it. */
async function recentFailures(db: Db, userId: string): Promise<{ count: number; retryAfterSeconds: number }> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      retryAfterSeconds: sql<number>`coalesce(ceil(extract(epoch from min(${secondFactorFailures.failedAt}) + make_interval(mins => ${CODE_WINDOW_MINUTES}) - now())), 0)::int`,
    })
    .from(secondFactorFailures)
    .where(and(eq(secondFactorFailures.userId, userId), gt(secondFactorFailures.failedAt, sql`now() - make_interval(mins => ${CODE_WINDOW_MINUTES})`)));
  return { count: row?.count ?? 0, retryAfterSeconds: Math.max(1, row?.retryAfterSeconds ?? 0) };
}

/**
 * A code from the app, or a recovery code (used up), verifies this session; a wrong
 * one is counted, and after CODE_ATTEMPTS of them in the window the step is locked.
 */
export async function verifySession(db: Db, session: Session, code: string, serverSecret: string): Promise<Verification> {
  return db.transaction(async (tx) => {
    // The row lock makes an account's attempts take turns, so parallel guesses are counted too.
    const [row] = await tx.select().from(secondFactors).where(eq(secondFactors.userId, session.userId)).for('update');
    if (!row?.enabled) return { outcome: 'not-enrolled' };
    const failures = await recentFailures(tx, session.userId);
    if (failures.count >= CODE_ATTEMPTS) return { outcome: 'locked', retryAfterSeconds: failures.retryAfterSeconds };
    const step = await verifyTotp(openSecret(row.sealedSecret, serverSecret), code, row.lastStep);
    let recoveryCodesLeft: number | undefined;
    if (step !== undefined) {
      await tx.update(secondFactors).set({ lastStep: step }).where(eq(secondFactors.userId, session.userId));
    } else {
      const left = redeemRecoveryCode(row.recoveryHashes, code);
      if (!left) {
        await tx
          .delete(secondFactorFailures)
          .where(
            and(eq(secondFactorFailures.userId, session.userId), lt(secondFactorFailures.failedAt, sql`now() - make_interval(mins => ${CODE_WINDOW_MINUTES})`)),
          );
        await tx.insert(secondFactorFailures).values(session);
        return { outcome: 'wrong', attemptsLeft: CODE_ATTEMPTS - failures.count - 1 };
      }
      await tx.update(secondFactors).set({ recoveryHashes: left }).where(eq(secondFactors.userId, session.userId));
      recoveryCodesLeft = left.length;
    }
    await markVerified(tx, session);
    return { outcome: 'verified', ...(recoveryCodesLeft === undefined ? {} : { recoveryCodesLeft }) };
  });
}

/**
 * Whether this session passed the second factor and was used in the last 30
 * minutes; a use keeps it alive. An idle session must verify again.
 */
export async function touchVerifiedSession(db: Db, session: Session): Promise<boolean> {
  const alive = and(
    eq(verifiedSessions.userId, session.userId),
    eq(verifiedSessions.sessionId, session.sessionId),
    gt(verifiedSessions.lastSeenAt, sql`now() - make_interval(mins => ${IDLE_MINUTES})`),
  );
  const touched = await db
    .update(verifiedSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(alive)
    .returning({ userId: verifiedSessions.userId });
  if (touched.length === 0) {
    await db
      .delete(verifiedSessions)
      .where(and(eq(verifiedSessions.userId, session.userId), lt(verifiedSessions.lastSeenAt, sql`now() - make_interval(mins => ${IDLE_MINUTES})`)));
  }
  return touched.length === 1;
}

/** Forgets a user's second factor, verified sessions and wrong codes (an operator's reset). */
export async function resetSecondFactor(db: Db, userId: string): Promise<void> {
  await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
  await db.delete(verifiedSessions).where(eq(verifiedSessions.userId, userId));
  await db.delete(secondFactorFailures).where(eq(secondFactorFailures.userId, userId));
}
