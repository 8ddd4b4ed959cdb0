import type { ExpiringStore } from './expiring-store';

export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

/** A fixed-window limit per key (a client address), counted in the shared store. */
export function rateLimiter(store: ExpiringStore, scope: string, { limit, windowMs }: RateLimit) {
  return async (key: string): Promise<RateDecision> => {
    const { count, resetInMs } = await store.increment(`rate:${scope}:${key}`, windowMs);
    return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  };
}
