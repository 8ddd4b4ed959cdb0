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
    assert.throws(() => parseEnv({ MARKET: 'hrv' }), (error: Error) => error instanceof ConfigError && /MARKET/.test(error.message));
    assert.throws(() => parseEnv({ PORT: 'eighty' }), /PORT/);
    assert.throws(() => parseEnv({ DATABASE_URL: 'mysql://x' }), /DATABASE_URL/);
    assert.throws(() => parseEnv({ SITE_URL: 'not a url' }), /SITE_URL/);
    assert.throws(() => parseEnv({ BOT_PROTECTION: 'recaptcha' }), /RECAPTCHA_SITE_KEY/);
  });

  it('treats empty values as unset', () => {
    assert.equal(parseEnv({ MARKET: '', PORT: '' }).MARKET, 'cro');
  });
});
