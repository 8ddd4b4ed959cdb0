/** Polls `check` until it returns a value other than undefined, or fails with `what` at the deadline. */
import { setTimeout as delay } from 'node:timers/promises';

export async function eventually<T>(what: string, check: () => Promise<T | undefined>, { timeoutMs = 30_000, everyMs = 100 } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    }
    await delay(everyMs);
  }
}
