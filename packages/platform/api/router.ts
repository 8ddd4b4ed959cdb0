import type { IncomingMessage, ServerResponse } from 'node:http';

/** One shape for every API error: {error: code, message, fields?}. */
export interface ApiError {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(payload);
}

export function sendError(res: ServerResponse, status: number, error: ApiError, headers?: Record<string, string>): void {
  sendJson(res, status, error, headers);
}

/** Routes `METHOD /api/path` to its handler; unknown paths get 404, known paths with another method 405. */
export function apiRouter(routes: Record<string, ApiHandler>) {
  const byPath = new Map<string, Map<string, ApiHandler>>();
  for (const [route, handler] of Object.entries(routes)) {
    const [method, pathname] = route.split(' ') as [string, string];
    if (!byPath.has(pathname)) byPath.set(pathname, new Map());
    byPath.get(pathname)!.set(method, handler);
  }
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const methods = byPath.get(pathname);
    if (!methods) return sendError(res, 404, { error: 'not_found', message: 'No such endpoint.' });
    const handler = methods.get(req.method ?? 'GET') ?? (req.method === 'HEAD' ? methods.get('GET') : undefined);
    if (!handler) {
      return sendError(res, 405, { error: 'method_not_allowed', message: 'Method not allowed.' }, { Allow: [...methods.keys()].join(', ') });
    }
    await handler(req, res);
  };
}
