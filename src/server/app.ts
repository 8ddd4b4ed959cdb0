import type { IncomingMessage, ServerResponse } from 'node:http';
import { redirectsOf } from '@/routes';
import { apiRouter, sendError, sendJson, type ApiHandler } from './api/router';
import { chooseEncoding, type StaticFile, type StaticSite } from './static-site';

/** Sent with every answer; the full policy set (CSP and more) is the security feature's. */
const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
};

export interface AppOptions {
  site: StaticSite;
  api?: Record<string, ApiHandler>;
}

function serveFile(req: IncomingMessage, res: ServerResponse, file: StaticFile, status: number): void {
  const encoding = chooseEncoding(file, req.headers['accept-encoding']);
  const body = file.variants[encoding]!;
  const headers: Record<string, string | number> = {
    ...BASE_HEADERS,
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
  res.writeHead(301, { ...BASE_HEADERS, Location: location, 'Cache-Control': 'public, max-age=3600', 'Content-Length': 0 });
  res.end();
}

/** The request handler: /api/* to the API, everything else from the exported site. */
export function createApp({ site, api = {} }: AppOptions) {
  const redirects = redirectsOf(site.market);
  const routeApi = apiRouter({
    'GET /api/health': (_req, res) => sendJson(res, 200, { status: 'ok', market: site.market }),
    ...api,
  });

  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
      res.writeHead(405, { ...BASE_HEADERS, Allow: 'GET, HEAD', 'Content-Length': 0 });
      res.end();
      return;
    }

    const file = site.files.get(pathname);
    if (file) return serveFile(req, res, file, 200);

    const target = redirects.get(pathname);
    if (target) return redirect(res, target + query);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const trimmed = pathname.replace(/\/+$/, '') || '/';
      if (site.files.has(trimmed)) return redirect(res, encodeURI(trimmed) + query);
    }
    return serveFile(req, res, site.notFoundFor(pathname), 404);
  };
}
