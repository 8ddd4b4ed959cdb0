import { createHash } from 'node:crypto';

/**
 * Response headers that hold every answer to the standards of a health
 * company's site, and the Content-Security-Policy of each exported page.
 * Next.js says a strict CSP needs dynamic rendering; our pages are static,
 * so the build hashes each page's inline scripts and the server sends the
 * hashes of exactly that page.
 */
export interface SecurityOptions {
  /** SITE_URL is https: browsers are told to use nothing else. */
  https: boolean;
  /** BOT_PROTECTION=recaptcha: Google's hosts are allowed, and only then. */
  recaptcha: boolean;
}

const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
const RECAPTCHA_FRAME = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

export function securityHeaders({ https }: SecurityOptions): Record<string, string> {
  return {
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** The policy of one page, given the hashes of its inline scripts. */
export function pagePolicy(scriptHashes: readonly string[], { recaptcha }: SecurityOptions): string {
  const hashes = scriptHashes.map((hash) => `'${hash}'`).join(' ');
  return [
    "default-src 'none'",
    `script-src 'self' ${hashes}${recaptcha ? ` ${RECAPTCHA_SCRIPT}` : ''}`.replace(/\s+/g, ' ').trim(),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${recaptcha ? ' https://www.google.com/recaptcha/' : ''}`,
    ...(recaptcha ? [`frame-src ${RECAPTCHA_FRAME}`] : []),
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** For answers that are not pages (assets, API, payloads): nothing may run or frame them. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The sha256 sources of a page's executable inline scripts, computed at build time. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    // JSON-LD and other data blocks are never executed, so CSP does not govern them.
    if (type && !/^(text|application)\/javascript$|^module$/i.test(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(match[2] ?? '', 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
