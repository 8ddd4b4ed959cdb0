/**
 * The second factor's state in the site database, beside the CMS's users:
 * enrolment, confirmation with a first code, sign-in checks, and the
 * verified sessions, which lapse after 30 idle minutes.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/database';
import { newRecoveryCodes, newTotpSecret, openSecret, redeemRecoveryCode, sealSecret, totpUri, verifyTotp } from './second-factor';
import { secondFactors, verifiedSessions } from './table';

export const IDLE_MINUTES = 30;

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

/** A code from the app, or a recovery code (used up), verifies this session. */
export async function verifySession(db: Db, session: Session, code: string, serverSecret: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(secondFactors).where(eq(secondFactors.userId, session.userId)).for('update');
    if (!row?.enabled) return false;
    const step = await verifyTotp(openSecret(row.sealedSecret, serverSecret), code, row.lastStep);
    if (step !== undefined) {
      await tx.update(secondFactors).set({ lastStep: step }).where(eq(secondFactors.userId, session.userId));
    } else {
      const left = redeemRecoveryCode(row.recoveryHashes, code);
      if (!left) return false;
      await tx.update(secondFactors).set({ recoveryHashes: left }).where(eq(secondFactors.userId, session.userId));
    }
    await markVerified(tx, session);
    return true;
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
  const touched = await db.update(verifiedSessions).set({ lastSeenAt: sql`now()` }).where(alive).returning({ userId: verifiedSessions.userId });
  if (touched.length === 0) {
    await db.delete(verifiedSessions).where(and(eq(verifiedSessions.userId, session.userId), lt(verifiedSessions.lastSeenAt, sql`now() - make_interval(mins => ${IDLE_MINUTES})`)));
  }
  return touched.length === 1;
}

/** Forgets a user's second factor and verified sessions (an operator's reset). */
export async function resetSecondFactor(db: Db, userId: string): Promise<void> {
  await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
  await db.delete(verifiedSessions).where(eq(verifiedSessions.userId, userId));
}
