/**
 * The composition root: where the features meet the infrastructure. Their API
 * endpoints, what happens after their mail is sent, their retention jobs and
 * the publishing builder are wired here, and only here does packages/platform import
 * a feature (the import drawing allows this one file: .dependency-cruiser.cjs).
 */
import type { Logger } from 'pino';
import type { Env } from '@/config/env';
import type { Site } from '@/content/site';
import { monthsBefore, today } from '@/content/jobs';
import { contentSnapshot } from '@/content/source';
import { applicationHandler } from '@/features/careers/applications/handler';
import { deleteExpiredApplications } from '@/features/careers/applications/store';
import { contactHandler } from '@/features/contact/handler';
import { surveyDeletionHandler, surveyHandler } from '@/features/survey/handler';
import { hasSurvey } from '@/features/survey/questions';
import { anonymiseResponsesBefore } from '@/features/survey/store';
import { flagCasesDueForDeletion } from '@/features/pv/cases/store';
import { openFollowUpLink } from '@/features/pv/cases/follow-ups';
import { deleteExpiredContactMessages, markContactDelivered } from '@/features/contact/store';
import { startBuilder } from '@/features/publishing/builder';
import { liveSite, type LiveSite } from '@/features/publishing/live-site';
import { reportHandler } from '@/features/pv/intake/handler';
import { followUpAnswerHandler } from '@/features/pv/intake/answer-handler';
import { sendError, sendJson, type ApiHandler } from '@/platform/api/router';
import type { Database } from '@/platform/db/database';
import type { AltchaCheck } from '@/platform/protection/bot';
import { rateLimiter } from '@/platform/protection/rate-limit';
import { scheduleRetention } from './retention';
import { openInfrastructure, type Infrastructure } from './services';

export { liveSite, startBuilder };

export interface Api {
  database: Database;
  routes: Record<string, ApiHandler>;
  close(): Promise<void>;
}

function apiRoutes(env: Env, site: Site, { database, store, bot, mailFrom }: Infrastructure, live?: LiveSite): Record<string, ApiHandler> {
  const formDeps = {
    db: database.db,
    market: site.market,
    // The served build's company facts: a published change of recipients applies with its build.
    get profile() {
      return live ? live.profile() : site.profile;
    },
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
    'POST /api/contact': contactHandler(withProfile(formDeps, { rateLimit: rateLimiter(store, 'contact', env.CONTACT_RATE_LIMIT) })),
    'POST /api/applications': applicationHandler(
      withProfile(formDeps, {
        rateLimit: rateLimiter(store, 'applications', env.APPLICATION_RATE_LIMIT),
        openings: () => (live ? live.jobs() : contentSnapshot(site.market).jobs),
        retention: applicationRetention(env),
      }),
    ),
  };
  const market = site.market;
  if (hasSurvey(market)) {
    routes['POST /api/survey'] = surveyHandler(withProfile(formDeps, { market, rateLimit: rateLimiter(store, 'survey', env.SURVEY_RATE_LIMIT) }));
    routes['POST /api/survey/delete'] = surveyDeletionHandler(
      withProfile(formDeps, { market, rateLimit: rateLimiter(store, 'survey-delete', env.SURVEY_RATE_LIMIT) }),
    );
  }
  if (site.profile.pharmacovigilance.reportingEnabled) {
    routes['POST /api/reports'] = reportHandler(withProfile(formDeps, { siteUrl: site.url, rateLimit: rateLimiter(store, 'report', env.REPORT_RATE_LIMIT) }));
    routes['GET /api/reports/follow-up'] = async (req, res) => {
      const token = new URL(req.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';
      const link = token ? await openFollowUpLink(database.db, token, site.market) : undefined;
      if (!link) return sendError(res, 404, { error: 'not_found', message: 'This follow-up link is unknown or has expired.' });
      // The officer's open questions travel only behind the link, never in the mail.
      sendJson(res, 200, { reference: link.reference, questions: link.questions.map(({ id, number, question }) => ({ id, number, question })) });
    };
    // Answers count apart from reports, at the same rate: a reporter answering three questions may still send a report.
    routes['POST /api/reports/answers'] = followUpAnswerHandler(
      withProfile(formDeps, { rateLimit: rateLimiter(store, 'report-answer', env.REPORT_RATE_LIMIT) }),
    );
  }
  return routes;
}

const applicationRetention = (env: Env) => ({ months: env.APPLICATION_RETENTION_MONTHS, poolMonths: env.APPLICATION_POOL_MONTHS });

/** The dependencies plus `extra`, keeping `profile` a getter (a spread would freeze it). */
function withProfile<T extends { profile: unknown }, E extends object>(deps: T, extra: E): T & E {
  const combined = { ...deps, ...extra };
  Object.defineProperty(combined, 'profile', { get: () => deps.profile, enumerable: true });
  return combined;
}

/** The infrastructure, the features' endpoints on it, and their mail and retention hooks. */
export async function startApi(env: Env, site: Site, logger: Logger, live?: LiveSite): Promise<Api> {
  const infrastructure = await openInfrastructure(env, site, logger, async (mail, db) => {
    if (mail.kind === 'contact') await markContactDelivered(db, mail.refId);
  });
  const { db } = infrastructure.database;
  const stopRetention = scheduleRetention(
    {
      contactMessages: () => deleteExpiredContactMessages(db, env.CONTACT_RETENTION_DAYS),
      jobApplications: () => deleteExpiredApplications(db, applicationRetention(env)),
      surveyResponses: () => anonymiseResponsesBefore(db, monthsBefore(today(new Date(), env.MARKET), env.SURVEY_ANONYMISE_MONTHS)),
      // Reports are PV data: past their period they wait for an administrator to delete them.
      casesDueForDeletion: () => flagCasesDueForDeletion(db, env.REPORT_RETENTION_YEARS),
    },
    logger.child({ part: 'retention' }),
  );
  return {
    database: infrastructure.database,
    routes: apiRoutes(env, site, infrastructure, live),
    async close() {
      stopRetention();
      await infrastructure.close();
    },
  };
}
