import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { botProtectionOf, type Env } from '@/config/env';
import type { Site } from '@/config/site';
import { contactHandler } from '@/features/contact/handler';
import { reportHandler } from '@/features/report/handler';
import { sendError, sendJson, type ApiHandler } from './api/router';
import { openDatabase, type Database } from './db/database';
import { getOrCreateSetting } from './db/settings';
import { deleteExpiredContactMessages, deleteExpiredReports } from './mail/retention';
import { createMailTransport } from './mail/transport';
import { createOutboxWorker } from './mail/outbox';
import { altchaCheck, noBotCheck, recaptchaCheck, recaptchaOrAltcha, type AltchaCheck, type BotCheck } from './protection/bot';
import { rateLimiter } from './protection/rate-limit';
import { memoryStore, redisStore, type ExpiringStore } from './protection/store';

const DAY_MS = 24 * 3_600_000;

export interface Services {
  database: Database;
  api: Record<string, ApiHandler>;
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

/** Opens what the API needs — database, shared store, mail outbox — and builds its endpoints. */
export async function startServices(env: Env, site: Site, logger: Logger): Promise<Services> {
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
  });
  worker.start();

  const purge = () =>
    Promise.all([
      deleteExpiredContactMessages(database.db, env.CONTACT_RETENTION_DAYS),
      deleteExpiredReports(database.db, env.REPORT_RETENTION_YEARS),
    ]).catch((error: Error) => logger.warn({ err: error.message }, 'retention run failed'));
  const retention = setInterval(purge, DAY_MS);
  retention.unref();
  void purge();

  const mailFrom = env.MAIL_FROM ?? `${site.profile.brandName} <${site.profile.email}>`;
  const formDeps = {
    db: database.db,
    market: site.market,
    profile: site.profile,
    mailFrom,
    siteOrigin: env.SITE_URL ? new URL(env.SITE_URL).origin : undefined,
    trustProxy: env.TRUST_PROXY,
    databaseTimeoutMs: env.DATABASE_TIMEOUT_MS,
    bot,
  };
  const api: Record<string, ApiHandler> = {
    'GET /api/config': (_req, res) =>
      sendJson(res, 200, { botProtection: bot.mode, recaptchaSiteKey: bot.mode === 'recaptcha' ? env.RECAPTCHA_SITE_KEY : undefined }),
    'GET /api/challenge': async (_req, res) => {
      if (bot.mode === 'off') return sendError(res, 404, { error: 'not_found', message: 'No challenge in this configuration.' });
      sendJson(res, 200, await (bot as AltchaCheck).challenge());
    },
    'POST /api/contact': contactHandler({ ...formDeps, rateLimit: rateLimiter(store, 'contact', env.CONTACT_RATE_LIMIT) }),
  };
  if (site.profile.pharmacovigilance.reportingEnabled) {
    api['POST /api/reports'] = reportHandler({ ...formDeps, rateLimit: rateLimiter(store, 'report', env.REPORT_RATE_LIMIT) });
  }

  return {
    database,
    api,
    async close() {
      clearInterval(retention);
      await worker.stop();
      transport.close();
      await store.close();
      await database.close();
    },
  };
}
