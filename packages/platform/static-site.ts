import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { localesOf, prefixOf, type Market } from '@/config/markets';
import { localeOfPath } from '@/routes';
import { DecodedCopies } from './decoded-copies';

/**
 * The exported site, held in memory with its precompressed variants and the
 * headers of each answer prepared once at start, so serving a page is a map
 * lookup and one write. A file that has compressed variants is held only in
 * those: every browser accepts gzip, so the uncompressed copy (two thirds of
 * the memory) is decoded on the rare request that does not, and kept for the
 * next such request within DECODED_COPIES_BYTES.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

export interface StaticFile {
  /** Compressible files: br and/or gzip; the rest: identity. */
  variants: Partial<Record<Encoding, Buffer>>;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** For pages: the hashes of their inline scripts, made at build time (csp.json). */
  scriptHashes?: string[];
}

export interface StaticSite {
  market: Market;
  files: Map<string, StaticFile>;
  notFound: Record<string, StaticFile>;
  notFoundFor(pathname: string): StaticFile;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Where every URL names its content's hash: Next's chunks and the media library's files (packages/features/media). */
const IMMUTABLE_PREFIXES = ['/_next/static/', '/assets/'];
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Next's own 404 files; the server answers unknown paths with the locale's not-found page instead. */
const SKIPPED = new Set(['/404.html', '/_not-found.html', '/build.json', '/csp.json', '/content.json']);
const NOT_FOUND_FILE = 'not-found.html';

/** Every file below a folder, at any depth. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** The URL a file answers: pages drop .html (index.html is the folder's root). */
function urlPathOf(relative: string): string {
  const url = `/${relative.split(path.sep).join('/')}`;
  if (url === '/index.html') return '/';
  return url.endsWith('.html') ? url.slice(0, -'.html'.length) : url;
}

function loadFile(file: string, url: string): StaticFile {
  const variants: StaticFile['variants'] = {};
  if (existsSync(`${file}.br`)) variants.br = readFileSync(`${file}.br`);
  // Identity is decoded from gzip when asked for, so a file keeps it only without a gzip copy
  // (and is not even read: a buffer read and dropped would still fragment the heap).
  if (existsSync(`${file}.gz`)) variants.gzip = readFileSync(`${file}.gz`);
  else variants.identity = readFileSync(file);
  return {
    variants,
    contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    cacheControl: IMMUTABLE_PREFIXES.some((prefix) => url.startsWith(prefix)) ? IMMUTABLE : REVALIDATE,
    // gzip -9 is deterministic, so its bytes identify the content as well as the raw ones.
    etag: `"${createHash('sha1')
      .update((variants.gzip ?? variants.identity)!)
      .digest('base64url')
      .slice(0, 22)}"`,
  };
}

export class MissingBuildError extends Error {}

export function loadStaticSite(dir: string, market: Market): StaticSite {
  const infoFile = path.join(dir, 'build.json');
  if (!existsSync(infoFile)) {
    throw new MissingBuildError(`No build of market ${market} in ${dir}. Run: MARKET=${market} npm run build`);
  }
  const info = JSON.parse(readFileSync(infoFile, 'utf8')) as { market: string };
  if (info.market !== market) {
    throw new MissingBuildError(`${dir} holds a build of ${info.market}, not ${market}.`);
  }

  const cspFile = path.join(dir, 'csp.json');
  const scriptHashes = existsSync(cspFile) ? (JSON.parse(readFileSync(cspFile, 'utf8')) as Record<string, string[]>) : {};
  const files = new Map<string, StaticFile>();
  // Each locale's 404 page lies under its prefix: not-found.html, en/not-found.html.
  const notFoundFiles = new Map(localesOf(market).map((locale) => [path.posix.join(prefixOf(locale).slice(1), NOT_FOUND_FILE), locale]));
  const notFound: Record<string, StaticFile> = {};
  for (const file of filesUnder(dir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const relative = path.relative(dir, file);
    if (SKIPPED.has(`/${relative}`)) continue;
    const url = urlPathOf(relative);
    const loaded = loadFile(file, url);
    if (relative.endsWith('.html')) loaded.scriptHashes = scriptHashes[relative.split(path.sep).join('/')] ?? [];
    const notFoundLocale = notFoundFiles.get(relative.split(path.sep).join('/'));
    if (notFoundLocale) notFound[notFoundLocale] = loaded;
    else files.set(url, loaded);
  }
  for (const locale of localesOf(market)) {
    if (!notFound[locale]) throw new MissingBuildError(`The build in ${dir} lacks the ${locale} not-found page.`);
  }
  return {
    market,
    files,
    notFound,
    notFoundFor: (pathname) => notFound[localeOfPath(market, pathname)]!,
  };
}

/** The best encoding the client accepts among those the file has (identity always, decoded if need be). */
export function chooseEncoding(file: StaticFile, acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding) {
    if (file.variants.br && /\bbr\b/.test(acceptEncoding)) return 'br';
    if (file.variants.gzip && /\bgzip\b/.test(acceptEncoding)) return 'gzip';
  }
  return 'identity';
}

/** Room for every page and payload of a market uncompressed, so a client without compression never costs a decoding per request. */
const DECODED_COPIES_BYTES = 32 * 1024 * 1024;
const decodedCopies = new DecodedCopies<StaticFile>(DECODED_COPIES_BYTES);

/** The file's bytes in an encoding `chooseEncoding` chose. */
export function bodyOf(file: StaticFile, encoding: Encoding): Buffer {
  return file.variants[encoding] ?? decodedCopies.get(file, file.variants.gzip!);
}
