import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A staff user's second factor: the sealed TOTP secret, whether it is confirmed, the hashed recovery codes. */
export const secondFactors = pgTable('second_factors', {
  userId: text('user_id').primaryKey(),
  sealedSecret: text('sealed_secret').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  recoveryHashes: text('recovery_hashes').array().notNull().default([]),
  /** The time step of the last accepted code: a code is good once. */
  lastStep: integer('last_step'),
});

/** Sign-in sessions (the CMS's session ids) that passed the second factor, and when they were last used. */
export const verifiedSessions = pgTable(
  'verified_sessions',
  {
    userId: text('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    verifiedAt: at('verified_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sessionId] })],
);

/** Each wrong second-factor code, kept for the attempt limit (a window of minutes, so rows old enough are deleted). */
export const secondFactorFailures = pgTable(
  'second_factor_failures',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull(),
    sessionId: text('session_id').notNull(),
    failedAt: at('failed_at').notNull().defaultNow(),
  },
  (t) => [index('second_factor_failures_user_idx').on(t.userId, t.failedAt)],
);
