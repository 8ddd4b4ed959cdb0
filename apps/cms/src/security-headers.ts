/**
 * The CMS's answers carry the public server's security headers (packages/platform/security.ts)
 * and a Content-Security-Policy of their own: pages (the admin, a draft preview) run
 * only scripts with their answer's nonce, which Next puts on its own scripts; every
 * other answer (the API, files) may run and frame nothing. An editor's text that
 * became markup somewhere in the admin or a preview therefore still runs no script.
 */
import { cmsUrlOf, parseEnv } from '@/config/env';
import { NON_PAGE_POLICY, securityHeaders } from '@/platform/security';

/** The policy of a page the CMS renders, with this answer's nonce. */
export function cmsPagePolicy(nonce: string, development = process.env.NODE_ENV === 'development'): string {
  return [
    "default-src 'self'",
    // React in development (npm run dev) rebuilds the server's call stacks with eval; a built admin never evaluates code.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    // Payload's admin sets style attributes, and its select boxes add <style> elements as they open.
    "style-src 'self' 'unsafe-inline'",
    // Uploads are previewed from blob: addresses before they are sent.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Every other answer (JSON, a stored file): nothing runs, nothing frames it, and opened as a page it is sandboxed. */
export const CMS_NON_PAGE_POLICY = `${NON_PAGE_POLICY}; sandbox`;

/**
 * A PDF CV shown inside HR's view of an application (/api/applications/:id/preview): the one
 * answer that may be framed, and only by the admin's own pages; sandboxed, and allowed to load
 * nothing, as every other non-page answer.
 */
export const CV_PREVIEW_POLICY = "sandbox; default-src 'none'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

export const isCvPreview = (pathname: string): boolean => /^\/api\/applications\/[^/]+\/preview\/?$/.test(pathname);

/** The framing headers of a CV preview, in place of the ones that forbid all framing. */
export const CV_PREVIEW_HEADERS = { 'Content-Security-Policy': CV_PREVIEW_POLICY, 'X-Frame-Options': 'SAMEORIGIN' };

/** The headers every CMS answer carries, whatever it is. */
export function cmsSecurityHeaders(): Record<string, string> {
  return securityHeaders({ https: cmsUrlOf(parseEnv()).startsWith('https:'), recaptcha: false });
}

/** The client's socket address, which the CMS's server (apps/cms/server.ts) sets on every request. */
export const CLIENT_ADDRESS_HEADER = 'x-farmadria-client-address';

/** Pages are the admin and the draft previews; the rest (API, files, chunks) is not a page. */
export const isCmsPage = (pathname: string): boolean => /^\/(admin|preview)(\/|$)/.test(pathname);
