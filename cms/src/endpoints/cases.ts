/**
 * The PV back office under the CMS's /api: the cases (src/features/cases/api.ts)
 * and the second factor that guards them. Every answer is `no-store`: it
 * carries health data or a decision about it.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { handleCaseRequest } from '@/features/cases/api';
import type { CaseStaff } from '@/features/cases/access';
import { confirmEnrolment, isEnrolled, startEnrolment, touchVerifiedSession, verifySession, type Session } from '@/features/staff-auth/store';
import type { Staff } from '../access';
import { siteDatabase } from '../database';
import { cmsEnv } from '../env';
import { staffT } from '../i18n/catalogue';

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

async function caseStaff(req: PayloadRequest): Promise<CaseStaff | undefined> {
  const signedIn = sessionOf(req);
  if (!signedIn) return undefined;
  const { user, session } = signedIn;
  return { email: user.email, role: user.role, markets: user.markets ?? [], secondFactor: await touchVerifiedSession(siteDatabase().db, session) };
}

async function cases(req: PayloadRequest): Promise<Response> {
  const params = req.routeParams ?? {};
  const path = [params.first, params.action].filter((part): part is string => typeof part === 'string');
  const answer = await handleCaseRequest(
    siteDatabase().db,
    {
      user: await caseStaff(req), method: req.method ?? 'GET', path, query: req.searchParams, body: req.method === 'POST' ? await body(req) : undefined,
      translate: (key, vars) => staffT(req.i18n)(`api:${key}`, vars),
    },
    { retentionYears: cmsEnv().env.REPORT_RETENTION_YEARS },
  );
  if (answer.download) {
    return new Response(String(answer.body), {
      status: answer.status,
      headers: { ...NO_STORE, 'Content-Type': answer.download.contentType, 'Content-Disposition': `attachment; filename="${answer.download.fileName}"` },
    });
  }
  return json(answer.status, answer.body);
}

const casePaths = ['/cases', '/cases/:first', '/cases/:first/:action'];
const caseEndpoints: Endpoint[] = casePaths.flatMap((path) =>
  (['get', 'post', 'delete'] as const).map((method) => ({ path, method, handler: cases })),
);

/** Only these roles see health data, so only they need (and may set up) a second factor. */
const needsSecondFactor = (user: Staff) => user.role === 'admin' || user.role === 'pharmacovigilance';

async function secondFactor(req: PayloadRequest): Promise<Response> {
  const t = staffT(req.i18n);
  const signedIn = sessionOf(req);
  if (!signedIn) return json(401, { error: 'unauthenticated', message: t('api:signInFirst') });
  const { user, session } = signedIn;
  if (!needsSecondFactor(user)) return json(403, { error: 'forbidden', message: t('secondFactor:noSecondFactor') });
  const { db } = siteDatabase();
  const { secret } = cmsEnv();
  const step = req.routeParams?.step;
  if (req.method === 'GET') {
    return json(200, { enrolled: await isEnrolled(db, session.userId), verified: await touchVerifiedSession(db, session) });
  }
  const code = String((await body(req)).code ?? '');
  if (step === 'enrol') {
    const started = await startEnrolment(db, session.userId, user.email, secret);
    return started ? json(200, started) : json(409, { error: 'enrolled', message: t('secondFactor:alreadyEnrolled') });
  }
  if (step === 'confirm') {
    const codes = await confirmEnrolment(db, session, code, secret);
    return codes ? json(200, { recoveryCodes: codes }) : json(422, { error: 'code', message: t('secondFactor:wrongFirstCode') });
  }
  if (step === 'verify') {
    return (await verifySession(db, session, code, secret))
      ? json(200, { verified: true })
      : json(422, { error: 'code', message: t('secondFactor:wrongCode') });
  }
  return json(404, { error: 'not_found', message: t('secondFactor:noSuchStep') });
}

export const backOfficeEndpoints: Endpoint[] = [
  ...caseEndpoints,
  { path: '/second-factor', method: 'get', handler: secondFactor },
  { path: '/second-factor/:step', method: 'post', handler: secondFactor },
];
