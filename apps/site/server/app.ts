import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { redirectsOf } from '@/routes';
import { maskEmails } from '@/platform/log';
import { apiRouter, sendError, sendJson, type ApiHandler } from '@/platform/api/router';
import { NON_PAGE_POLICY, pagePolicy, securityHeaders, type SecurityOptions } from '@/platform/security';
import { bodyOf, chooseEncoding, type Encoding, type StaticFile, type StaticSite } from '@/platform/static-site';

export interface AppOptions {
  site: StaticSite;
  /** The build to serve, read once per request; a publishing server switches it (defaults to `site`). */
  live?: () => StaticSite;
  api?: Record<string, ApiHandler>;
  security?: SecurityOptions;
  /** One line per request (log.ts's createRequestLogger); omitted in tests that do not look at logs. */
  logger?: Logger;
}

type HeaderList = (string | number)[];

/**
 * Every header of a file's answer but the request id, made once per file, encoding and status and
 * kept while the file is served: a page's policy joins its script hashes, and setting ten headers
 * one by one cost more than sending the page.
 */
function headerListOf(
  cache: WeakMap<StaticFile, Map<string, HeaderList>>,
  base: Record<string, string>,
  security: SecurityOptions,
  file: StaticFile,
  encoding: Encoding,
  status: number,
  length: number,
): HeaderList {
  let lists = cache.get(file);
  if (!lists) cache.set(file, (lists = new Map()));
  const key = `${status} ${encoding}`;
  let list = lists.get(key);
  if (!list) {
    const headers: Record<string, string | number> = {
      ...base,
      'Content-Security-Policy': file.scriptHashes ? pagePolicy(file.scriptHashes, security) : NON_PAGE_POLICY,
      'Content-Type': file.contentType,
      'Cache-Control': status === 200 ? file.cacheControl : 'no-store',
      Vary: 'Accept-Encoding',
      ...(status === 200 || status === 304 ? { ETag: file.etag } : {}),
      ...(status !== 304 && encoding !== 'identity' ? { 'Content-Encoding': encoding } : {}),
      ...(status !== 304 ? { 'Content-Length': length } : {}),
    };
    list = Object.entries(headers).flat();
    lists.set(key, list);
  }
  return list;
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, 'Cache-Control': 'public, max-age=3600', 'Content-Length': 0 });
  res.end();
}

/** The request handler: /api/* to the API, everything else from the exported site. */
export function createApp({ site: initial, live = () => initial, api = {}, security = { https: false, recaptcha: false }, logger }: AppOptions) {
  const redirects = redirectsOf(initial.market);
  const base = securityHeaders(security);
  const baseHeaders = Object.entries({ ...base, 'Content-Security-Policy': NON_PAGE_POLICY });
  const headerLists = new WeakMap<StaticFile, Map<string, HeaderList>>();

  /** A file of the export, in one write of headers prepared for it (headerListOf). */
  function serveFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number, requestId: string | undefined): void {
    const encoding = chooseEncoding(file, req.headers['accept-encoding']);
    const answer = status === 200 && req.headers['if-none-match'] === file.etag ? 304 : status;
    const body = answer === 304 ? undefined : bodyOf(file, encoding);
    const headers = headerListOf(headerLists, base, security, file, encoding, answer, body?.length ?? 0);
    res.writeHead(answer, requestId ? [...headers, 'X-Request-Id', requestId] : headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Any other answer (API, redirects): the security headers set first, the handler's own after. */
  function withBaseHeaders(res: ServerResponse, requestId: string | undefined): void {
    for (const [name, value] of baseHeaders) res.setHeader(name, value);
    if (requestId) res.setHeader('X-Request-Id', requestId);
  }
  const routeApi = apiRouter({
    'GET /api/health': (_req, res) => sendJson(res, 200, { status: 'ok', market: initial.market }),
    ...api,
  });

  async function route(req: IncomingMessage, res: ServerResponse, requestId: string | undefined): Promise<void> {
    // One build per request, even if a new one goes live meanwhile.
    const site = live();
    const url = req.url ?? '/';
    const queryStart = url.indexOf('?');
    const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
    const query = queryStart === -1 ? '' : url.slice(queryStart);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      withBaseHeaders(res, requestId);
      return sendError(res, 400, { error: 'bad_request', message: 'Malformed URL.' });
    }

    const file = req.method === 'GET' || req.method === 'HEAD' ? site.files.get(pathname) : undefined;
    if (file) return serveFile(req, res, file, 200, requestId);

    withBaseHeaders(res, requestId);
    if (pathname.startsWith('/api/')) {
      try {
        return await routeApi(req, res, pathname);
      } catch {
        if (!res.headersSent) sendError(res, 500, { error: 'internal', message: 'Internal error.' });
        else res.destroy();
        return;
      }
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Length': 0 });
      res.end();
      return;
    }

    const target = redirects.get(pathname);
    if (target) return redirect(res, target + query);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const trimmed = pathname.replace(/\/+$/, '') || '/';
      if (site.files.has(trimmed)) return redirect(res, encodeURI(trimmed) + query);
    }
    return serveFile(req, res, site.notFoundFor(pathname), 404, requestId);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let requestId: string | undefined;
    if (logger) {
      const id = (requestId = randomUUID());
      const started = performance.now();
      // The path only, its addresses masked: queries and bodies may carry personal data.
      res.once('finish', () =>
        logger.info(
          {
            id,
            method: req.method,
            path: maskEmails((req.url ?? '/').split('?')[0]!),
            status: res.statusCode,
            ms: Math.round((performance.now() - started) * 1000) / 1000,
          },
          'request',
        ),
      );
    }
    await route(req, res, requestId);
  };
}
