import type { IncomingMessage } from 'node:http';
import { nestedDeeperThan } from '@/lib/text';
import type { ApiError } from '../api/router';

/** An answer decided while reading a request: thrown, then sent by the endpoint as it is. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

/** Reads a JSON body of at most `limitBytes`: 415 for another type, 413 when larger, 400 when unparsable. */
export async function readJsonBody(req: IncomingMessage, limitBytes: number): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') {
    throw new HttpError(415, { error: 'unsupported_media_type', message: 'Send the request as application/json.' });
  }
  const tooLarge = () => new HttpError(413, { error: 'payload_too_large', message: 'The request is too large.' });
  if (Number(req.headers['content-length'] ?? 0) > limitBytes) throw tooLarge();

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limitBytes) throw tooLarge();
    chunks.push(chunk);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, { error: 'invalid_json', message: 'The request body is not valid JSON.' });
  }
  if (nestedDeeperThan(body)) throw new HttpError(400, { error: 'too_deep', message: 'The request body is nested too deeply.' });
  return body;
}

/**
 * Browsers say where a request comes from; a cross-site form or script must
 * not post on a visitor's behalf. Clients that send neither header (curl,
 * monitoring) are not browsers and carry no visitor's credentials.
 */
export function assertSameOrigin(req: IncomingMessage, siteOrigin: string | undefined): void {
  const forbidden = () => new HttpError(403, { error: 'cross_site', message: 'Cross-site requests are not accepted.' });
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite) {
    if (fetchSite !== 'same-origin') throw forbidden();
    return;
  }
  const origin = req.headers.origin;
  if (!origin) return;
  const host = req.headers.host;
  const allowed = [siteOrigin, host && `http://${host}`, host && `https://${host}`].filter(Boolean);
  if (!allowed.includes(origin)) throw forbidden();
}

/** The visitor's address; behind a trusted proxy, the last address it appended. */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = String(req.headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (forwarded.length) return forwarded[forwarded.length - 1]!;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
