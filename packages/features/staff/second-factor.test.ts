import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generate } from 'otplib';
import { newRecoveryCodes, newTotpSecret, openSecret, sealSecret, totpUri, redeemRecoveryCode, verifyTotp } from './second-factor';

describe('second factor', () => {
  it('accepts the current TOTP code once, and refuses a replay and a wrong code', async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret });
    const step = await verifyTotp(secret, code);
    assert.equal(typeof step, 'number');
    assert.equal(await verifyTotp(secret, code, step), undefined, 'the same step again is a replay');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    assert.equal(await verifyTotp(secret, wrong), undefined);
    assert.equal(await verifyTotp(secret, 'abcdef'), undefined);
  });

  it('names the issuer and the user in the authenticator address', () => {
    const uri = totpUri('ana@farmadria.example', newTotpSecret());
    assert.match(uri, /^otpauth:\/\/totp\//);
    assert.match(decodeURIComponent(uri), /ana@farmadria\.example/);
  });

  it('lets each recovery code be used once, in any case and with or without the dash', () => {
    const { codes, hashes } = newRecoveryCodes();
    assert.equal(new Set(codes).size, 10);
    const left = redeemRecoveryCode(hashes, codes[3]!.toUpperCase().replace('-', ''));
    assert.equal(left?.length, 9);
    assert.equal(redeemRecoveryCode(left!, codes[3]!), undefined);
    assert.equal(redeemRecoveryCode(hashes, 'zzzz-zzzz'), undefined);
  });

  it('seals a secret so that only the same server secret opens it', () => {
    const sealed = sealSecret('JBSWY3DPEHPK3PXP', 'server-secret-1');
    assert.ok(!sealed.includes('JBSWY3DPEHPK3PXP'));
    assert.equal(openSecret(sealed, 'server-secret-1'), 'JBSWY3DPEHPK3PXP');
    assert.throws(() => openSecret(sealed, 'server-secret-2'));
  });
});
