/**
 * Runs before every CMS answer: security headers on all of them, and for a page a fresh
 * nonce, which Next reads from the request's policy and puts on the scripts it renders
 * (apps/cms/src/security-headers.ts); and Bosnian for a Bosnian browser. The public site has no
 * proxy: it is a static export.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { bosnianAskedFor, LANGUAGE_COOKIE } from './src/i18n/admin-languages';
import { CMS_NON_PAGE_POLICY, CV_PREVIEW_HEADERS, cmsPagePolicy, cmsSecurityHeaders, isCmsPage, isCvPreview } from './src/security-headers';

const headers = cmsSecurityHeaders();

export function proxy(request: NextRequest): NextResponse {
  const page = isCmsPage(request.nextUrl.pathname);
  const policy = page ? cmsPagePolicy(Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64')) : CMS_NON_PAGE_POLICY;
  const requestHeaders = new Headers(request.headers);
  if (page) requestHeaders.set('Content-Security-Policy', policy);
  // Payload reads a browser's language only among those it ships: a Bosnian browser is told by the cookie Payload reads first.
  if (!request.cookies.has(LANGUAGE_COOKIE) && bosnianAskedFor(request.headers.get('accept-language'))) {
    requestHeaders.set('cookie', [request.headers.get('cookie'), `${LANGUAGE_COOKIE}=bs`].filter(Boolean).join('; '));
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  response.headers.set('Content-Security-Policy', policy);
  if (isCvPreview(request.nextUrl.pathname)) for (const [name, value] of Object.entries(CV_PREVIEW_HEADERS)) response.headers.set(name, value);
  // API answers hold staff data and health data: no cache keeps them (files are the exception: photos in lists).
  if (/^\/api\/(?!media\/file\/)/.test(request.nextUrl.pathname)) response.headers.set('Cache-Control', 'no-store');
  return response;
}
