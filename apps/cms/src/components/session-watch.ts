/**
 * When a staff session warns, renews itself and ends (SessionWatch.tsx), and how unsaved work
 * outlives its end (KeepUnsaved.tsx). A session ends STAFF_SESSION_SECONDS after it was last
 * renewed (Payload's tokenExpiration, apps/cms/src/collections/users.ts); the admin renews it when
 * the person at it presses a key or the pointer, so it ends only after that long without them.
 */

/** How long a staff session lasts without activity: health data is behind it. */
export const STAFF_SESSION_SECONDS = 30 * 60;

/** How long before the end the person is asked whether to stay signed in. */
export const WARN_BEFORE_MS = 5 * 60_000;

/** A press renews the session once it is this old, not at every key. */
export const RENEW_AFTER_MS = 60_000;

/**
 * The admin ends the session itself this long before its expiry, keeping unsaved work first:
 * Payload's own timer would end it at the expiry and take the person to its page without it.
 */
export const END_MARGIN_MS = 5_000;

/** The search parameter on the sign-in page that says a session ended for want of activity. */
export const SESSION_ENDED = { name: 'session', value: 'ended' } as const;

/** Raised on the window just before the session ends, so that each open form keeps its unsaved changes. */
export const SESSION_ENDING_EVENT = 'farmadria:session-ending';

export interface SessionMoments {
  /** Milliseconds from now until the warning, and until the admin ends the session: 0 when past. */
  warnIn: number;
  endIn: number;
}

export function sessionMoments(expiresAtMs: number, nowMs: number): SessionMoments {
  return {
    warnIn: Math.max(0, expiresAtMs - WARN_BEFORE_MS - nowMs),
    endIn: Math.max(0, expiresAtMs - END_MARGIN_MS - nowMs),
  };
}

/** Whether a press now should renew the session: it was last renewed more than RENEW_AFTER_MS ago. */
export function shouldRenew(expiresAtMs: number, nowMs: number, sessionSeconds: number): boolean {
  return sessionSeconds * 1000 - (expiresAtMs - nowMs) >= RENEW_AFTER_MS;
}

/** Whole minutes left, at least one, as the warning says them. */
export const minutesLeft = (expiresAtMs: number, nowMs: number) => Math.max(1, Math.ceil((expiresAtMs - nowMs) / 60_000));

/** The sign-in page after a session ended, leading back to where the person was. */
export function signInAfterEnd(adminRoute: string, here: string): string {
  return `${adminRoute}/login?${new URLSearchParams({ redirect: here, [SESSION_ENDED.name]: SESSION_ENDED.value })}`;
}

/**
 * The latest expiry of a person's session that any of their tabs knows, in this browser's local
 * storage: a tab that renews it writes it, the others take it up instead of warning or ending.
 */
export function sharedExpiry(user: string | number, storage: Pick<globalThis.Storage, 'getItem' | 'setItem'> = localStorage) {
  const key = `farmadria:session-expiry:${user}`;
  return {
    key,
    read: () => Number(storage.getItem(key)) || 0,
    write: (expiresAtMs: number) => storage.setItem(key, String(expiresAtMs)),
  };
}

/** Unsaved changes of a form, kept when its session ended. */
export interface KeptWork {
  savedAt: string;
  data: Record<string, unknown>;
}

export interface KeptFor {
  user: string | number;
  collection: string;
  /** The document's id; 'new' for one not saved yet. */
  id: string | number;
  locale: string;
}

/** Kept per person, document and language: a form holds one language's texts. */
export const keptKey = ({ user, collection, id, locale }: KeptFor) => `farmadria:unsaved:${user}:${collection}:${id}:${locale}`;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function keepWork(storage: Storage, key: string, data: Record<string, unknown>, now: Date): void {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now.toISOString(), data } satisfies KeptWork));
  } catch {
    // A full or refused storage: nothing to offer back later, as before.
  }
}

/** Kept work as stored, if it can be read. */
export function parseKept(stored: string | null): KeptWork | undefined {
  try {
    const kept = JSON.parse(stored ?? 'null') as KeptWork | null;
    return kept && typeof kept.savedAt === 'string' && kept.data && typeof kept.data === 'object' ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** The work kept under `key`, if any that can be read. */
export const keptWork = (storage: Storage, key: string): KeptWork | undefined => parseKept(storage.getItem(key));
