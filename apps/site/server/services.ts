import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { botProtectionOf, type Env } from '@/config/env';
import type { Site } from '@/content/site';
import { openDatabase, type Database, type Db } from '@/platform/db/database';
import { getOrCreateSetting } from '@/platform/db/settings';
import type { OutboxRow } from '@/platform/db/tables';
import { createOutboxWorker } from '@/platform/mail/outbox';
import { createMailTransport } from '@/platform/mail/transport';
import { altchaCheck, noBotCheck, recaptchaCheck, recaptchaOrAltcha, type BotCheck } from '@/platform/protection/bot';
import { memoryStore, redisStore, type ExpiringStore } from '@/platform/protection/expiring-store';

/** The infrastructure the features run on: database, shared store, bot check and the mail outbox. */
export interface Infrastructure {
  database: Database;
  store: ExpiringStore;
  bot: BotCheck;
  mailFrom: string;
  close(): Promise<void>;
}

async function botCheckFor(env: Env, site: Site, database: Database, store: ExpiringStore): Promise<BotCheck> {
  const mode = botProtectionOf(env);
  if (mode === 'off') return noBotCheck();
  // One HMAC key for every server that shares the database, made once and kept there.
  const hmacSecret = await getOrCreateSetting(database.db, 'altcha-hmac-key', () => randomBytes(32).toString('hex'));
  const altcha = altchaCheck({ hmacSecret, store });
  if (mode === 'altcha') return altcha;
  const recaptcha = recaptchaCheck({
    secret: env.RECAPTCHA_SECRET_KEY!,
    verifyUrl: env.RECAPTCHA_VERIFY_URL,
    minScore: env.RECAPTCHA_MIN_SCORE,
    hostnames: [new URL(site.url).hostname, 'localhost', '127.0.0.1'],
  });
  return recaptchaOrAltcha(recaptcha, altcha);
}

/**
 * Opens the infrastructure and starts the outbox worker, which calls
 * `onMailSent` after each delivered mail so the feature that owns it can react.
 */
export async function openInfrastructure(
  env: Env,
  site: Site,
  logger: Logger,
  onMailSent: (mail: OutboxRow, db: Db) => Promise<void>,
): Promise<Infrastructure> {
  const dataDir = path.resolve(env.DATA_DIR);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir, timeoutMs: env.DATABASE_TIMEOUT_MS });
  const store = env.REDIS_URL ? redisStore(new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 })) : memoryStore();
  const bot = await botCheckFor(env, site, database, store);
  const transport = createMailTransport({ smtpUrl: env.SMTP_URL, dataDir });
  const worker = createOutboxWorker({
    db: database.db,
    kind: database.kind,
    transport,
    logger: logger.child({ part: 'outbox' }),
    backoff: { baseMs: env.OUTBOX_RETRY_BASE_MS },
    leaseMs: env.OUTBOX_LEASE_MS,
    onSent: (mail) => onMailSent(mail, database.db),
  });
  worker.start();

  return {
    database,
    store,
    bot,
    mailFrom: env.MAIL_FROM ?? `${site.profile.brandName} <${site.profile.email}>`,
    async close() {
      await worker.stop();
      transport.close();
      await store.close();
      await database.close();
    },
  };
}
