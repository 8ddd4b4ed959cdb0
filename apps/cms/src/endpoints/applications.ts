/**
 * HR's back office under the CMS's /api: the job applications
 * (apps/cms/src/endpoints/applications-api.ts). Every answer is `no-store`:
 * it carries an applicant's personal data.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { handleApplicationRequest, type ApplicantMailing } from './applications-api';
import type { Market } from '@/config/markets';
import { marketProfiles, marketSettings } from '@/content/company';
import { CV_PREVIEW_HEADERS } from '../security-headers';
import { siteDatabase } from '../database';
import { cmsEnv } from '../env';
import { staffT } from '../i18n/catalogue';
import { backOfficeStaff, postedJson } from './staff-session';

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** `filename*` carries the applicant's own name in UTF-8; `filename` an ASCII stand-in for old clients. */
function disposition(fileName: string, inline = false): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** An applicant's e-mail comes from the market's company and answers to its careers address. */
function applicantMailing(market: Market): ApplicantMailing {
  const company = marketSettings[market].brandName;
  const contact = marketProfiles[market].careersEmail;
  return { company, contact, from: cmsEnv().env.MAIL_FROM ?? `${company} <${contact}>` };
}

async function applications(req: PayloadRequest): Promise<Response> {
  const t = staffT(req.i18n);
  const params = req.routeParams ?? {};
  const path = [params.id, params.part].filter((part): part is string => typeof part === 'string');
  // Who asks comes first: nobody's body is read before the session is known.
  const user = await backOfficeStaff(req);
  const body = req.method === 'POST' && user ? await postedJson(req) : {};
  if (!body) return Response.json({ error: 'malformed', message: t('errors:malformedValue') }, { status: 422, headers: NO_STORE });
  const answer = await handleApplicationRequest(
    siteDatabase().db,
    {
      user,
      method: req.method ?? 'GET',
      path,
      query: req.searchParams,
      body,
      translate: (key, vars) => t(key === 'signInFirst' ? 'api:signInFirst' : `applicationsApi:${key}`, vars),
    },
    { months: cmsEnv().env.APPLICATION_RETENTION_MONTHS, poolMonths: cmsEnv().env.APPLICATION_POOL_MONTHS },
    applicantMailing,
  );
  if ('file' in answer) {
    const { bytes, contentType, fileName, inline } = answer.file;
    return new Response(new Uint8Array(bytes), {
      status: 200,
      headers: {
        ...NO_STORE,
        'Content-Type': contentType,
        'Content-Disposition': disposition(fileName, inline),
        'Content-Length': String(bytes.length),
        'X-Content-Type-Options': 'nosniff',
        // A preview is framed by the admin's own page (as the proxy also says); a download by nothing.
        ...(inline ? CV_PREVIEW_HEADERS : {}),
      },
    });
  }
  // The history goes with a deleted application: the security log keeps who erased which one.
  if ('deleted' in answer && answer.deleted)
    req.payload.logger.warn({ event: 'application-deleted', email: req.user?.email, application: answer.deleted }, 'job application deleted');
  return Response.json(answer.body, { status: answer.status, headers: NO_STORE });
}

export const applicationEndpoints: Endpoint[] = ['/applications', '/applications/:id', '/applications/:id/:part'].flatMap((path) =>
  (['get', 'post', 'put', 'patch', 'delete'] as const).map((method) => ({ path, method, handler: applications })),
);
