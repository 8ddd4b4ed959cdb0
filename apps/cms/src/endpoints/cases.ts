/**
 * The PV back office under the CMS's /api: the cases (apps/cms/src/endpoints/cases-api.ts)
 * and the second factor that guards them. Every answer is `no-store`: it
 * carries health data or a decision about it.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import QRCode from 'qrcode';
import { handleCaseRequest } from './cases-api';
import { confirmEnrolment, isEnrolled, startEnrolment, touchVerifiedSession, verifySession, type Session, type Verification } from '@/features/staff/store';
import type { Staff } from '../access';
import { siteDatabase } from '../database';
import { cmsEnv } from '../env';
import { publicSiteUrl } from '../site-address';
import { staffT } from '../i18n/catalogue';
import { caseSheetWords } from '../i18n/case-sheet';
import { backOfficeStaff, postedJson } from './staff-session';
import { healthDataMarketsOf, roles, seesHealthData, usesSecondFactor } from '@/features/staff/capabilities';
import type { ReporterMail } from '@/features/pv/cases/follow-ups';
import type { Market } from '@/config/markets';
import { marketProfiles, marketSettings } from '@/content/company';

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

const json = (status: number, body: unknown) => Response.json(body, { status, headers: NO_STORE });

type SignedIn = Staff & { _sid?: string };

function sessionOf(req: PayloadRequest): { user: SignedIn; session: Session } | undefined {
  const user = req.user as SignedIn | null | undefined;
  if (!user?._sid) return undefined;
  return { user, session: { userId: String(user.id), sessionId: user._sid } };
}

async function body(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    return ((await req.json?.()) ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function cases(req: PayloadRequest): Promise<Response> {
  const params = req.routeParams ?? {};
  const path = [params.first, params.action].filter((part): part is string => typeof part === 'string');
  // Who asks comes first: nobody's body is read before the session is known.
  const user = await backOfficeStaff(req);
  const sent = req.method === 'POST' && user ? await postedJson(req) : undefined;
  if (req.method === 'POST' && user && !sent) return json(422, { error: 'malformed', message: staffT(req.i18n)('errors:malformedValue') });
  const answer = await handleCaseRequest(
    siteDatabase().db,
    {
      user,
      method: req.method ?? 'GET',
      path,
      query: req.searchParams,
      body: sent,
      translate: (key, vars) => staffT(req.i18n)(`api:${key}`, vars),
      sheet: caseSheetWords(staffT(req.i18n), req.i18n.language),
      language: req.i18n.language,
    },
    { retentionYears: cmsEnv().env.REPORT_RETENTION_YEARS, officersOf: (market) => officersOf(req, market), reporterMail },
  );
  if (answer.download) {
    return new Response(String(answer.body), {
      status: answer.status,
      headers: { ...NO_STORE, 'Content-Type': answer.download.contentType, 'Content-Disposition': `attachment; filename="${answer.download.fileName}"` },
    });
  }
  return json(answer.status, answer.body);
}

/** The staff who handle a market's reports: its PV officers and the administrators. */
async function officersOf(req: PayloadRequest, market: Market): Promise<string[]> {
  const handlers = roles.filter((role) => seesHealthData({ role }));
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { role: { in: handlers } },
    limit: 500,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  });
  return docs
    .filter((person) => healthDataMarketsOf(person as Staff).includes(market))
    .map((person) => person.email)
    .sort();
}

/** A reporter's links lead to the market's public site (SITE_URL where this installation builds that market), its mail comes from the company. */
function reporterMail(market: Market): ReporterMail {
  const { env } = cmsEnv();
  return { siteUrl: publicSiteUrl(market), from: env.MAIL_FROM ?? `${marketSettings[market].brandName} <${marketProfiles[market].pharmacovigilance.email}>` };
}

const casePaths = ['/cases', '/cases/:first', '/cases/:first/:action'];
const caseEndpoints: Endpoint[] = casePaths.flatMap((path) => (['get', 'post', 'delete'] as const).map((method) => ({ path, method, handler: cases })));

async function secondFactor(req: PayloadRequest): Promise<Response> {
  const t = staffT(req.i18n);
  const signedIn = sessionOf(req);
  if (!signedIn) return json(401, { error: 'unauthenticated', message: t('api:signInFirst') });
  const { user, session } = signedIn;
  if (!usesSecondFactor(user)) return json(403, { error: 'forbidden', message: t('secondFactor:noSecondFactor') });
  const { db } = siteDatabase();
  const { secret } = cmsEnv();
  const step = req.routeParams?.step;
  if (req.method === 'GET') {
    return json(200, { enrolled: await isEnrolled(db, session.userId), verified: await touchVerifiedSession(db, session) });
  }
  const code = String((await body(req)).code ?? '');
  if (step === 'enrol') {
    const started = await startEnrolment(db, session.userId, user.email, secret);
    // The key as a QR code too, for the phone's camera (a PNG data URL: no script, no outside request).
    return started
      ? json(200, { ...started, qr: await QRCode.toDataURL(started.uri, { margin: 1, width: 240 }) })
      : json(409, { error: 'enrolled', message: t('secondFactor:alreadyEnrolled') });
  }
  if (step === 'confirm') {
    const codes = await confirmEnrolment(db, session, code, secret);
    return codes ? json(200, { recoveryCodes: codes }) : json(422, { error: 'code', message: t('secondFactor:wrongFirstCode') });
  }
  if (step === 'verify') return answerVerification(req, user, await verifySession(db, session, code, secret));
  return json(404, { error: 'not_found', message: t('secondFactor:noSuchStep') });
}

/** The answer to a code, and its security event: every wrong code, a locked step and a recovery code used are logged. */
function answerVerification(req: PayloadRequest, user: SignedIn, verification: Verification): Response {
  const t = staffT(req.i18n);
  const log = req.payload.logger;
  switch (verification.outcome) {
    case 'verified':
      if (verification.recoveryCodesLeft !== undefined) {
        log.warn(
          { event: 'recovery-code-used', email: user.email, recoveryCodesLeft: verification.recoveryCodesLeft },
          'staff sign-in confirmed with a recovery code',
        );
      }
      return json(200, { verified: true });
    case 'wrong':
      log.warn({ event: 'second-factor-failed', email: user.email, attemptsLeft: verification.attemptsLeft }, 'wrong second-factor code');
      return json(422, { error: 'code', message: t('secondFactor:wrongCode') });
    case 'locked': {
      const minutes = Math.ceil(verification.retryAfterSeconds / 60);
      log.warn(
        { event: 'second-factor-locked', email: user.email, retryAfterSeconds: verification.retryAfterSeconds },
        'second-factor code refused: too many wrong codes',
      );
      return Response.json(
        { error: 'too_many_codes', message: t('secondFactor:tooManyCodes', { minutes }) },
        { status: 429, headers: { ...NO_STORE, 'Retry-After': String(verification.retryAfterSeconds) } },
      );
    }
    case 'not-enrolled':
      return json(422, { error: 'code', message: t('secondFactor:wrongCode') });
  }
}

export const backOfficeEndpoints: Endpoint[] = [
  ...caseEndpoints,
  { path: '/second-factor', method: 'get', handler: secondFactor },
  { path: '/second-factor/:step', method: 'post', handler: secondFactor },
];
