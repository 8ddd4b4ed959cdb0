/**
 * Login attempts per client address (CMS_LOGIN_RATE_LIMIT), on top of
 * Payload's per-account lockout, so one address cannot try password after
 * password across many accounts. The CMS runs as one process, so the count
 * lives in its memory. Next gives route handlers no socket address: behind a
 * proxy (TRUST_PROXY=1) the address is the last X-Forwarded-For entry;
 * without one the CMS listens on CMS_HOST only and all direct clients share
 * one budget.
 */
import { APIError, type PayloadRequest } from 'payload';
import { parseEnv } from '@/config/env';
import { memoryStore } from '@/server/protection/expiring-store';
import { rateLimiter } from '@/server/protection/rate-limit';
import { staffT } from '../i18n/catalogue';

const env = parseEnv();
const check = rateLimiter(memoryStore(), 'cms-login', env.CMS_LOGIN_RATE_LIMIT);

function addressOf(req: PayloadRequest): string {
  if (env.TRUST_PROXY) {
    const forwarded = (req.headers.get('x-forwarded-for') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    if (forwarded.length) return forwarded[forwarded.length - 1]!;
  }
  return 'direct';
}

export async function loginRateLimit(req: PayloadRequest): Promise<void> {
  const decision = await check(addressOf(req));
  if (!decision.allowed) {
    throw new APIError(staffT(req.i18n)('accounts:tooManyLogins', { seconds: decision.retryAfterSeconds }), 429, undefined, true);
  }
}
