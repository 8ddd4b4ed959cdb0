import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { Redis } from 'ioredis';
import { contactHandler, type ContactDeps } from '@/features/contact/handler';
import { messagesFor } from '@/i18n/messages';
import { contactMessages } from '@/features/contact/table';
import { outbox } from '@/platform/db/tables';
import { altchaCheck, encodeAltchaToken, recaptchaCheck, recaptchaOrAltcha } from '@/platform/protection/bot';
import { rateLimiter } from '@/platform/protection/rate-limit';
import { memoryStore, redisStore } from '@/platform/protection/expiring-store';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { assertNoServerErrors } from './fixtures/fuzz';
import { serveEndpoint, testFormDeps } from './fixtures/form-server';
import { describeEachDatabase, type TestDatabase } from './databases';

const valid = () => ({
  recipient: 'diagnostics',
  name: 'Ana Horvat',
  email: 'ana@example.com',
  message: 'Molimo ponudu.',
  privacyAccepted: true,
  locale: 'hr',
  idempotencyKey: crypto.randomUUID(),
});

async function serve(deps: Partial<ContactDeps> & Pick<ContactDeps, 'db'>): Promise<{ url: string; server: Server }> {
  const limit = rateLimiter(memoryStore(), 'contact', { limit: 1000, windowMs: 60_000 });
  return serveEndpoint('/api/contact', contactHandler(testFormDeps(deps.db, { rateLimit: limit, ...deps })));
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

describeEachDatabase('POST /api/contact', (database: TestDatabase) => {
  let url: string;
  let server: Server;
  before(async () => ({ url, server } = await serve({ db: database.db })));
  after(() => server.close());

  it('stores the message and its e-mail in one go and answers 202 with an id', async () => {
    const response = await post(url, valid());
    assert.equal(response.status, 202);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const { id } = (await response.json()) as { id: string };
    const [message] = (await database.db.select().from(contactMessages)).filter((row) => row.id === id);
    assert.equal(message?.recipientKey, 'diagnostics');
    const mails = await database.db.select().from(outbox);
    const mail = mails.find((row) => row.refId === id)!;
    assert.deepEqual(mail.to, ['dijagnostika@hr.farmadria.example']);
    assert.equal(mail.subject, messagesFor('hr').recipients.diagnostics);
    assert.equal(mail.replyTo, '"Ana Horvat" <ana@example.com>');
  });

  it('writes to the department in its language, and says in which language the visitor wrote', async () => {
    const response = await post(url, { ...valid(), locale: 'en', message: 'Please send an offer.' });
    assert.equal(response.status, 202);
    const { id } = (await response.json()) as { id: string };
    const mail = (await database.db.select().from(outbox)).find((row) => row.refId === id)!;
    const hr = messagesFor('hr');
    assert.equal(mail.subject, hr.recipients.diagnostics);
    assert.match(mail.textBody, new RegExp(`^${hr.contact.visitorLanguage}: English$`, 'm'));
    assert.ok(mail.htmlBody.includes(`${hr.contact.visitorLanguage}:</strong> English`));
  });

  it('answers a repeated idempotency key with the first answer and stores once', async () => {
    const body = valid();
    const first = await (await post(url, body)).json();
    const [second, third] = await Promise.all([post(url, body), post(url, body)]);
    assert.deepEqual(await second.json(), first);
    assert.deepEqual(await third.json(), first);
    const rows = (await database.db.select().from(contactMessages)).filter((row) => row.id === (first as { id: string }).id);
    assert.equal(rows.length, 1);
  });

  it('gives each kind of bad input its own 4xx, in the visitor language', async () => {
    const cases: Array<[string, Promise<Response>, number, string?]> = [
      ['wrong content type', fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'hi' }), 415],
      ['oversize body', post(url, { ...valid(), message: 'x'.repeat(40 * 1024) }), 413],
      ['cross-site fetch', post(url, valid(), { 'sec-fetch-site': 'cross-site' }), 403],
      ['foreign origin', post(url, valid(), { origin: 'https://evil.example' }), 403],
      ['not JSON', post(url, '{"name":'), 400],
      ['missing idempotency key', post(url, { ...valid(), idempotencyKey: undefined }), 400],
      ['missing fields', post(url, { locale: 'en', idempotencyKey: crypto.randomUUID() }), 422, 'recipient'],
      ['overlong name', post(url, { ...valid(), name: 'n'.repeat(51) }), 422, 'name'],
      ['overlong email', post(url, { ...valid(), email: `${'e'.repeat(45)}@example.com` }), 422, 'email'],
      ['overlong message', post(url, { ...valid(), message: 'm'.repeat(5001) }), 422, 'message'],
      ['CR/LF in the name', post(url, { ...valid(), name: 'Ana\r\nBcc: victim@example.com' }), 422, 'name'],
      ['unknown recipient', post(url, { ...valid(), recipient: 'ceo@example.com' }), 422, 'recipient'],
      ['privacy not accepted', post(url, { ...valid(), privacyAccepted: false }), 422, 'privacyAccepted'],
      ['a lone surrogate in the message', post(url, { ...valid(), message: 'Pozdrav \ud83d' }), 422, 'message'],
    ];
    for (const [name, pending, status, field] of cases) {
      const response = await pending;
      assert.equal(response.status, status, name);
      const body = (await response.json()) as { error: string; message: string; fields?: Record<string, string> };
      assert.ok(body.error && body.message, `${name}: one error shape`);
      if (field) assert.ok(body.fields?.[field], `${name}: names ${field}`);
    }
    const croatian = (await (await post(url, { ...valid(), name: '' })).json()) as { fields: Record<string, string> };
    assert.equal(croatian.fields.name, messagesFor('hr').contact.errors.required);
  });

  it('names the bot check in use when it refuses, in the visitor language', async () => {
    const store = memoryStore();
    const altcha = altchaCheck({ hmacSecret: 'test-secret', store, counterRange: [10, 50] });
    const refusingRecaptcha = { mode: 'recaptcha' as const, verify: async () => false };
    const sites = [await serve({ db: database.db, bot: altcha }), await serve({ db: database.db, bot: recaptchaOrAltcha(refusingRecaptcha, altcha) })];
    try {
      const refusal = async (site: number, botToken: string | undefined, locale = 'hr') => {
        const response = await post(sites[site]!.url, { ...valid(), locale, botToken });
        assert.equal(response.status, 403);
        return ((await response.json()) as { message: string }).message;
      };
      const { hr, en } = { hr: messagesFor('hr').contact.errors.botCheck, en: messagesFor('en').contact.errors.botCheck };
      assert.equal(await refusal(0, undefined), hr.altcha);
      assert.equal(await refusal(0, 'altcha:garbage', 'en'), en.altcha);
      assert.equal(await refusal(1, 'recaptcha:bad'), hr.recaptcha);
      assert.equal(await refusal(1, undefined, 'en'), en.recaptcha);
      // A visitor who declined Google solved the puzzle: a refusal names the puzzle.
      assert.equal(await refusal(1, 'altcha:garbage'), hr.altcha);
    } finally {
      for (const site of sites) site.server.close();
      await store.close();
    }
  });

  for (const kind of ['memory', 'redis'] as const) {
    it(`answers 429 with Retry-After past the rate limit (${kind} store)`, async () => {
      const redis = kind === 'redis' ? new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined;
      const store = redis ? redisStore(redis, `test:${crypto.randomUUID()}:`) : memoryStore();
      const limited = await serve({ db: database.db, rateLimit: rateLimiter(store, 'contact', { limit: 2, windowMs: 600_000 }) });
      try {
        const statuses = [];
        for (let i = 0; i < 3; i++) statuses.push((await post(limited.url, valid())).status);
        assert.deepEqual(statuses, [202, 202, 429]);
        const refused = await post(limited.url, valid());
        assert.equal(refused.status, 429);
        const retryAfter = Number(refused.headers.get('retry-after'));
        assert.ok(retryAfter > 0 && retryAfter <= 600, `Retry-After ${retryAfter}`);
        assert.match(((await refused.json()) as { message: string }).message, /min/);
      } finally {
        limited.server.close();
        await store.close();
      }
    });
  }

  it('drops a filled honeypot without storing it', async () => {
    const before = (await database.db.select().from(contactMessages)).length;
    const response = await post(url, { ...valid(), website: 'https://spam.example' });
    assert.equal(response.status, 202);
    assert.equal((await database.db.select().from(contactMessages)).length, before);
  });

  it('answers 1000 generated payloads with 4xx or 202, never 5xx', async () => {
    const field = fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }));
    const payload = fc.record(
      {
        recipient: fc.oneof(fc.constantFrom('diagnostics', 'info', 'x'), field),
        name: field,
        email: fc.oneof(fc.emailAddress(), field),
        message: field,
        privacyAccepted: fc.oneof(fc.boolean(), field),
        locale: fc.oneof(fc.constantFrom('hr', 'en'), field),
        idempotencyKey: fc.oneof(fc.uuid(), field),
        botToken: field,
      },
      { requiredKeys: [] },
    );
    await assertNoServerErrors(url, payload);
  });
});

describe('rate limit on POST /api/contact', () => {
  for (const kind of ['memory', 'redis'] as const) {
    it(`answers 429 with Retry-After past the limit (${kind})`, async () => {
      const redis = kind === 'redis' ? new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379') : undefined;
      const store = redis ? redisStore(redis, `test:${crypto.randomUUID()}:`) : memoryStore();
      const limit = rateLimiter(store, 'contact', { limit: 2, windowMs: 600_000 });
      const decisions = [await limit('1.2.3.4'), await limit('1.2.3.4'), await limit('1.2.3.4'), await limit('5.6.7.8')];
      assert.deepEqual(
        decisions.map((d) => d.allowed),
        [true, true, false, true],
      );
      assert.ok(decisions[2]!.retryAfterSeconds > 0 && decisions[2]!.retryAfterSeconds <= 600);
      await store.close();
    });
  }
});

describe('reCAPTCHA with the altcha fallback', () => {
  it('routes each token to its own check, and reads only a verified, fitting answer from siteverify', async () => {
    const answers: Record<string, object> = {
      good: { success: true, score: 0.9, action: 'submit', hostname: 'hr.farmadria.example' },
      low: { success: true, score: 0.2, action: 'submit', hostname: 'hr.farmadria.example' },
      elsewhere: { success: true, score: 0.9, action: 'submit', hostname: 'evil.example' },
    };
    const fetchImpl = (async (_url: string, init: { body: URLSearchParams }) =>
      new Response(JSON.stringify(answers[init.body.get('response')!] ?? { success: false }))) as unknown as typeof fetch;
    const recaptcha = recaptchaCheck({ secret: 's', verifyUrl: 'http://127.0.0.1:9/verify', minScore: 0.5, hostnames: ['hr.farmadria.example'], fetchImpl });
    const store = memoryStore();
    const altcha = altchaCheck({ hmacSecret: 'test-secret', store, counterRange: [10, 50] });
    const check = recaptchaOrAltcha(recaptcha, altcha);
    assert.equal(await check.verify('recaptcha:good'), true);
    assert.equal(await check.verify('recaptcha:low'), false);
    assert.equal(await check.verify('recaptcha:elsewhere'), false);
    assert.equal(await check.verify('good'), false);
    const challenge = await check.challenge();
    assert.equal(await check.verify(encodeAltchaToken(challenge, (await solveChallenge({ challenge, deriveKey }))!)), true);
    await store.close();
  });
});

describe('altcha proof of work', () => {
  it('accepts a solved challenge once, and refuses a replay, a forgery and garbage', async () => {
    const store = memoryStore();
    const check = altchaCheck({ hmacSecret: 'test-secret', store, counterRange: [10, 50] });
    const challenge = await check.challenge();
    const solution = await solveChallenge({ challenge, deriveKey });
    const token = encodeAltchaToken(challenge, solution!);
    assert.equal(await check.verify(token), true);
    assert.equal(await check.verify(token), false, 'single use');

    const foreign = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 20,
      deriveKey,
      hmacSignatureSecret: 'other',
      hmacKeySignatureSecret: 'other:k',
    });
    const forged = encodeAltchaToken(foreign, (await solveChallenge({ challenge: foreign, deriveKey }))!);
    assert.equal(await check.verify(forged), false, 'signed with another key');
    assert.equal(await check.verify('not base64 json'), false);
    assert.equal(await check.verify(token.slice('altcha:'.length)), false, 'a token must name its kind');
    assert.equal(await check.verify(undefined), false);
    await store.close();
  });
});
