import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { redirectsOf } from '@/routes';
import { apiRouter, sendError, sendJson, type ApiHandler } from './api/router';
import { NON_PAGE_POLICY, pagePolicy, securityHeaders, type SecurityOptions } from './security';
import { bodyOf, chooseEncoding, type StaticFile, type StaticSite } from './static-site';

export interface AppOptions {
  site: StaticSite;
  /** The build to serve, read once per request; a publishing server switches it (defaults to `site`). */
  live?: () => StaticSite;
  api?: Record<string, ApiHandler>;
  security?: SecurityOptions;
  /** One line per request; omitted in tests that do not look at logs. */
  logger?: Logger;
}

function serveFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number, security: SecurityOptions): void {
  const encoding = chooseEncoding(file, req.headers['accept-encoding']);
  const body = bodyOf(file, encoding);
  const headers: Record<string, string | number> = {
    'Content-Security-Policy': file.scriptHashes ? pagePolicy(file.scriptHashes, security) : NON_PAGE_POLICY,
    'Content-Type': file.contentType,
    'Cache-Control': status === 200 ? file.cacheControl : 'no-store',
    Vary: 'Accept-Encoding',
  };
  if (status === 200) {
    headers.ETag = file.etag;
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, 'Cache-Control': 'public, max-age=3600', 'Content-Length': 0 });
  res.end();
}

/** The request handler: /api/* to the API, everything else from the exported site. */
export function createApp({ site: initial, live = () => initial, api = {}, security = { https: false, recaptcha: false }, logger }: AppOptions) {
  const redirects = redirectsOf(initial.market);
  const baseHeaders = Object.entries({ ...securityHeaders(security), 'Content-Security-Policy': NON_PAGE_POLICY });
  const routeApi = apiRouter({
    'GET /api/health': (_req, res) => sendJson(res, 200, { status: 'ok', market: initial.market }),
    ...api,
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
      return sendError(res, 400, { error: 'bad_request', message: 'Malformed URL.' });
    }

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

    const file = site.files.get(pathname);
    if (file) return serveFile(req, res, file, 200, security);

    const target = redirects.get(pathname);
    if (target) return redirect(res, target + query);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const trimmed = pathname.replace(/\/+$/, '') || '/';
      if (site.files.has(trimmed)) return redirect(res, encodeURI(trimmed) + query);
    }
    return serveFile(req, res, site.notFoundFor(pathname), 404, security);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for (const [name, value] of baseHeaders) res.setHeader(name, value);
    if (logger) {
      const id = randomUUID();
      const started = process.hrtime.bigint();
      res.setHeader('X-Request-Id', id);
      // The path only: queries and bodies may carry personal data.
      res.once('finish', () =>
        logger.info({ id, method: req.method, path: (req.url ?? '/').split('?')[0], status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }, 'request'),
      );
    }
    await route(req, res);
  };
}
