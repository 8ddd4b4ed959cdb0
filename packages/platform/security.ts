import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isKnownInlineScript } from '@/next-export/inline-scripts';
import { filesUnder } from './static-site';

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

/** Where a page's script files may come from: the build's own chunks. */
const OWN_SCRIPT_FILE = /^\/_next\/static\/[\w./-]+\.js$/;

/** A page holds a script the build did not write. */
export class ForeignScriptError extends Error {}

/**
 * The sha256 sources of a page's executable inline scripts, computed at build time;
 * throws ForeignScriptError for a script of unknown origin, inline or from another file.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const text = match[2] ?? '';
    const source = /\ssrc\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (source !== undefined) {
      if (!OWN_SCRIPT_FILE.test(source)) throw new ForeignScriptError(`a script from ${source}`);
      continue;
    }
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    // JSON-LD and other data blocks are never executed, so CSP does not govern them.
    if (type && !/^(text|application)\/javascript$|^module$/i.test(type)) continue;
    // Not written by Next or the build (packages/next-export/inline-scripts.ts): the build fails rather than bless it with a hash.
    if (!isKnownInlineScript(text)) throw new ForeignScriptError(`an inline script the build did not write: ${text.slice(0, 60)}`);
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** Each exported page's inline-script hashes (keyed by its path under `dir`), or one error naming every page with a foreign script. */
export function pageScriptHashes(dir: string): Record<string, string[]> {
  const hashes: Record<string, string[]> = {};
  const problems: string[] = [];
  for (const file of filesUnder(dir)) {
    if (!file.endsWith('.html')) continue;
    const page = path.relative(dir, file).split(path.sep).join('/');
    try {
      hashes[page] = inlineScriptHashes(readFileSync(file, 'utf8'));
    } catch (error) {
      if (!(error instanceof ForeignScriptError)) throw error;
      problems.push(`  ${page}: ${error.message}`);
    }
  }
  if (problems.length) throw new Error(`Pages hold scripts the build did not write; no hash is given to them:\n${problems.join('\n')}`);
  return hashes;
}
