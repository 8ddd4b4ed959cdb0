/**
 * The production server: `npm start` (or `npm run serve` for an existing build).
 * It serves the market's exported site from memory and hosts /api/*. This is
 * where the features meet the infrastructure: their API endpoints, what
 * happens after their mail is sent, and their retention jobs.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { botProtectionOf, ConfigError, parseEnv, type Env } from '@/config/env';
import { currentSite, type Site } from '@/config/site';
import { contactHandler } from '@/features/contact/handler';
import { flagCasesDueForDeletion, referenceOfFollowUpToken } from '@/features/cases/store';
import { deleteExpiredContactMessages, markContactDelivered } from '@/features/contact/store';
import { reportHandler } from '@/features/report/handler';
import { sendError, sendJson, type ApiHandler } from './api/router';
import { createApp } from './app';
import { DatabaseInUseError, type Database } from './db/database';
import { createLogger } from './log';
import type { AltchaCheck } from './protection/bot';
import { rateLimiter } from './protection/rate-limit';
import { scheduleRetention } from './retention';
import { openInfrastructure, type Infrastructure } from './services';
import { loadStaticSite, MissingBuildError } from './static-site';

export interface Api {
  database: Database;
  routes: Record<string, ApiHandler>;
  close(): Promise<void>;
}

function apiRoutes(env: Env, site: Site, { database, store, bot, mailFrom }: Infrastructure): Record<string, ApiHandler> {
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
  const routes: Record<string, ApiHandler> = {
    'GET /api/config': (_req, res) =>
      sendJson(res, 200, { botProtection: bot.mode, recaptchaSiteKey: bot.mode === 'recaptcha' ? env.RECAPTCHA_SITE_KEY : undefined }),
    'GET /api/challenge': async (_req, res) => {
      if (bot.mode === 'off') return sendError(res, 404, { error: 'not_found', message: 'No challenge in this configuration.' });
      sendJson(res, 200, await (bot as AltchaCheck).challenge());
    },
    'POST /api/contact': contactHandler({ ...formDeps, rateLimit: rateLimiter(store, 'contact', env.CONTACT_RATE_LIMIT) }),
  };
  if (site.profile.pharmacovigilance.reportingEnabled) {
    routes['POST /api/reports'] = reportHandler({ ...formDeps, siteUrl: site.url, rateLimit: rateLimiter(store, 'report', env.REPORT_RATE_LIMIT) });
    routes['GET /api/reports/follow-up'] = async (req, res) => {
      const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';
      const reference = token && (await referenceOfFollowUpToken(database.db, token, site.market));
      if (!reference) return sendError(res, 404, { error: 'not_found', message: 'This follow-up link is unknown or has expired.' });
      sendJson(res, 200, { reference });
    };
  }
  return routes;
}

/** The infrastructure, the features' endpoints on it, and their mail and retention hooks. */
export async function startApi(env: Env, site: Site, logger: Logger): Promise<Api> {
  const infrastructure = await openInfrastructure(env, site, logger, async (mail, db) => {
    if (mail.kind === 'contact') await markContactDelivered(db, mail.refId);
  });
  const { db } = infrastructure.database;
  const stopRetention = scheduleRetention(
    {
      contactMessages: () => deleteExpiredContactMessages(db, env.CONTACT_RETENTION_DAYS),
      // Reports are PV data: past their period they wait for an administrator to delete them.
      casesDueForDeletion: () => flagCasesDueForDeletion(db, env.REPORT_RETENTION_YEARS),
    },
    logger.child({ part: 'retention' }),
  );
  return {
    database: infrastructure.database,
    routes: apiRoutes(env, site, infrastructure),
    async close() {
      stopRetention();
      await infrastructure.close();
    },
  };
}

async function start(logger: Logger): Promise<void> {
  const env = parseEnv();
  const site = loadStaticSite(path.join(process.cwd(), 'dist', env.MARKET), env.MARKET);
  const api = await startApi(env, currentSite(), logger);
  const security = { https: env.SITE_URL?.startsWith('https:') ?? false, recaptcha: botProtectionOf(env) === 'recaptcha' };
  const server = createServer(createApp({ site, api: api.routes, security, logger }));
  server.keepAliveTimeout = 65_000;
  server.listen(env.PORT, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ market: env.MARKET, port, files: site.files.size, database: api.database.kind }, 'listening');
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeIdleConnections();
    api.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Started as a program (not imported by a test).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const logger = createLogger();
  start(logger).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof MissingBuildError || error instanceof DatabaseInUseError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
}
