/**
 * The survey team's back office under the CMS's /api: the well-being survey's
 * results (apps/cms/src/endpoints/survey-api.ts). Answers are `no-store`: they are
 * health data, if only in aggregate; an export is logged with who took it and how many
 * responses its figures stand for.
 */
import type { Endpoint, PayloadRequest } from 'payload';
import { today } from '@/content/jobs';
import { handleSurveyResultsRequest } from './survey-api';
import { siteDatabase } from '../database';
import { staffT } from '../i18n/catalogue';
import { backOfficeStaff } from './staff-session';

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

async function surveyResults(req: PayloadRequest): Promise<Response> {
  const t = staffT(req.i18n);
  const part = req.routeParams?.part;
  const answer = await handleSurveyResultsRequest(
    siteDatabase().db,
    {
      user: await backOfficeStaff(req),
      method: req.method ?? 'GET',
      path: typeof part === 'string' ? [part] : [],
      query: req.searchParams,
      translate: (key, vars) => t(key === 'signInFirst' ? 'api:signInFirst' : `surveyApi:${key}`, vars),
      language: req.i18n.language,
      exportWords: (key, vars) => t(`survey:${key}`, vars),
    },
    today(),
  );
  if ('file' in answer) {
    req.payload.logger.info({ event: 'survey-exported', email: req.user?.email, responses: answer.exported }, 'survey figures exported');
    return new Response(answer.file.text, {
      status: 200,
      headers: {
        ...NO_STORE,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${answer.file.fileName}"`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }
  return Response.json(answer.body, { status: answer.status, headers: NO_STORE });
}

export const surveyResultsEndpoints: Endpoint[] = ['/survey-results', '/survey-results/:part'].flatMap((path) =>
  (['get', 'post', 'put', 'patch', 'delete'] as const).map((method) => ({ path, method, handler: surveyResults })),
);
