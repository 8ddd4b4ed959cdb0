import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConfigError, parseEnv } from './env';

describe('environment', () => {
  it('defaults to the cro market on port 3031', () => {
    const env = parseEnv({});
    assert.equal(env.MARKET, 'cro');
    assert.equal(env.PORT, 3031);
    assert.equal(env.RECAPTCHA_MIN_SCORE, 0.5);
  });

  it('names the bad field in its message', () => {
    assert.throws(
      () => parseEnv({ MARKET: 'hrv' }),
      (error: Error) => error instanceof ConfigError && /MARKET/.test(error.message),
    );
    assert.throws(() => parseEnv({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => parseEnv({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
    assert.throws(() => parseEnv({ SITE_URL: 'not a url' }), /SITE_URL/);
    assert.throws(() => parseEnv({ BOT_PROTECTION: 'recaptcha' }), /RECAPTCHA_SITE_KEY/);
  });

  it('treats empty values as unset', () => {
    assert.equal(parseEnv({ MARKET: '', PORT: '' }).MARKET, 'cro');
  });
});

describe('form settings', () => {
  it('parses rate limits and flags', () => {
    const env = parseEnv({ CONTACT_RATE_LIMIT: '3/1h', TRUST_PROXY: '1' });
    assert.deepEqual(env.CONTACT_RATE_LIMIT, { limit: 3, windowMs: 3_600_000 });
    assert.equal(env.TRUST_PROXY, true);
    assert.deepEqual(parseEnv({}).CONTACT_RATE_LIMIT, { limit: 5, windowMs: 600_000 });
    assert.throws(() => parseEnv({ CONTACT_RATE_LIMIT: 'five' }), /CONTACT_RATE_LIMIT/);
  });

  it('refuses to run without bot protection unless explicitly allowed', () => {
    assert.throws(() => parseEnv({ BOT_PROTECTION: 'off' }), /ALLOW_NO_BOT_PROTECTION/);
    assert.equal(parseEnv({ BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' }).BOT_PROTECTION, 'off');
  });

  it('uses reCAPTCHA when its keys are set, altcha otherwise', async () => {
    const { botProtectionOf } = await import('./env');
    assert.equal(botProtectionOf(parseEnv({})), 'altcha');
    assert.equal(botProtectionOf(parseEnv({ RECAPTCHA_SITE_KEY: 'a', RECAPTCHA_SECRET_KEY: 'b' })), 'recaptcha');
  });
});
