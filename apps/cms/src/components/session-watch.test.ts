import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  END_MARGIN_MS,
  keepWork,
  keptKey,
  keptWork,
  RENEW_AFTER_MS,
  sessionMoments,
  sharedExpiry,
  shouldRenew,
  signInAfterEnd,
  STAFF_SESSION_SECONDS,
  WARN_BEFORE_MS,
} from './session-watch';

const MINUTE = 60_000;

/** A storage in memory, as the browser's sessionStorage and localStorage answer. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('a staff session', () => {
  const signedInAt = Date.UTC(2026, 11, 1, 9, 0);
  const expiresAt = signedInAt + STAFF_SESSION_SECONDS * 1000;

  it('warns five minutes before its end, and is ended by the admin a moment before Payload would end it', () => {
    assert.deepEqual(sessionMoments(expiresAt, signedInAt), { warnIn: 25 * MINUTE, endIn: 30 * MINUTE - END_MARGIN_MS });
    assert.equal(WARN_BEFORE_MS, 5 * MINUTE);
    // A tab that wakes up past both (a laptop's sleep) warns and ends at once.
    assert.deepEqual(sessionMoments(expiresAt, expiresAt + MINUTE), { warnIn: 0, endIn: 0 });
  });

  it('is renewed by a press once it is a minute old, not at every key', () => {
    assert.equal(shouldRenew(expiresAt, signedInAt + 10_000, STAFF_SESSION_SECONDS), false);
    assert.equal(shouldRenew(expiresAt, signedInAt + RENEW_AFTER_MS, STAFF_SESSION_SECONDS), true);
    assert.equal(shouldRenew(expiresAt, signedInAt + 24 * MINUTE, STAFF_SESSION_SECONDS), true);
  });

  it('ends on the sign-in page, which says why and leads back', () => {
    const address = new URL(signInAfterEnd('/admin', '/admin/collections/news/5?locale=hr'), 'http://cms.example');
    assert.equal(address.pathname, '/admin/login');
    assert.equal(address.searchParams.get('redirect'), '/admin/collections/news/5?locale=hr');
    assert.equal(address.searchParams.get('session'), 'ended');
  });

  it('is known to every tab of the person at its latest expiry', () => {
    const storage = memoryStorage();
    const ana = sharedExpiry(7, storage);
    assert.equal(ana.read(), 0);
    ana.write(expiresAt);
    assert.equal(sharedExpiry(7, storage).read(), expiresAt);
    assert.equal(sharedExpiry(8, storage).read(), 0, "another person's session is another one");
  });
});

describe('unsaved work kept at the end of a session', () => {
  it('is kept per person, document and language, and read back as it was', () => {
    const storage = memoryStorage();
    const key = keptKey({ user: 7, collection: 'news', id: 12, locale: 'hr' });
    assert.notEqual(key, keptKey({ user: 7, collection: 'news', id: 12, locale: 'en' }));
    assert.notEqual(key, keptKey({ user: 8, collection: 'news', id: 12, locale: 'hr' }));
    keepWork(storage, key, { title: 'Nespremljeni naslov', sections: [{ blockType: 'prose', body: 'Tekst' }] }, new Date('2026-12-01T09:29:55Z'));
    assert.deepEqual(keptWork(storage, key), {
      savedAt: '2026-12-01T09:29:55.000Z',
      data: { title: 'Nespremljeni naslov', sections: [{ blockType: 'prose', body: 'Tekst' }] },
    });
    assert.equal(keptWork(storage, keptKey({ user: 7, collection: 'news', id: 13, locale: 'hr' })), undefined);
  });

  it('is nothing when the storage holds something else or refuses', () => {
    const storage = memoryStorage();
    storage.setItem('broken', '{not json');
    assert.equal(keptWork(storage, 'broken'), undefined);
    const full = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    assert.doesNotThrow(() => keepWork(full, 'key', { title: 'x' }, new Date()));
  });
});
