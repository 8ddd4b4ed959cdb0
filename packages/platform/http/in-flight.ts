import type { ApiHandler } from '@/platform/api/router';
import { sendError } from '@/platform/api/router';

/**
 * At most `max` requests of a handler at once; more are answered 503 with Retry-After before
 * their bodies are read. For endpoints whose bodies are large (a CV is up to 14 MB of JSON):
 * a flood of slow uploads would otherwise hold their bytes in memory until the rate limit,
 * which needs the body's idempotency key, could refuse them.
 */
export function limitInFlight(handler: ApiHandler, max: number, busyMessage: () => string): ApiHandler {
  let inFlight = 0;
  return async (req, res) => {
    if (inFlight >= max) {
      req.resume();
      return sendError(res, 503, { error: 'busy', message: busyMessage() }, { 'Retry-After': '10', Connection: 'close' });
    }
    inFlight++;
    try {
      await handler(req, res);
    } finally {
      inFlight--;
    }
  };
}
