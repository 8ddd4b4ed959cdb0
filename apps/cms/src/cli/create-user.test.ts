import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { roles } from '@/features/staff/capabilities';
import { newUserFrom, UsageError } from './create-user';

const email = 'ana@example.com';

describe('create-user on the command line', () => {
  for (const role of ['editor', 'pharmacovigilance', 'hr', 'survey'] as const) {
    it(`refuses a ${role} without --markets, who would see nothing`, () => {
      assert.throws(
        () => newUserFrom({ email, role }),
        (error: unknown) => error instanceof UsageError && /needs --markets/.test(error.message),
      );
      assert.deepEqual(newUserFrom({ email, role, markets: 'slo, bih' }).markets, ['slo', 'bih']);
    });
  }

  it('creates an admin without markets: it reaches all of them', () => {
    assert.deepEqual(newUserFrom({ email, role: 'admin' }).markets, []);
  });

  it('names every role when the role is unknown, and every market when a market is', () => {
    assert.throws(
      () => newUserFrom({ email, role: 'intern' }),
      (error: unknown) => error instanceof UsageError && roles.every((role) => error.message.includes(role)),
    );
    assert.throws(() => newUserFrom({ email, role: 'editor', markets: 'cro,srb' }), /unknown market srb \(choose from cro, slo, bih\)/);
  });
});
