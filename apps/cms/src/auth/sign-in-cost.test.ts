import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { PayloadRequest } from 'payload';
import { costOfUnknownAccount, hashLikePayload, PAYLOAD_HASH_SCHEME } from './sign-in-cost';

/** A request whose database finds `account` (or nothing) for any e-mail, and records what it was asked. */
function requestFinding(account: Record<string, unknown> | null) {
  const asked: unknown[] = [];
  const req = { payload: { db: { findOne: async (args: { where: unknown }) => (asked.push(args.where), account) } } } as unknown as PayloadRequest;
  return { req, asked };
}

/** A stand-in for the hash that records its calls. */
function countingHash() {
  const calls: [string, string][] = [];
  return { calls, hash: async (password: string, salt: string) => (calls.push([password, salt]), Buffer.alloc(32)) };
}

describe('sign-in cost', () => {
  it('hashes the typed password once for an address with no account, as Payload does for one with an account', async () => {
    const { req, asked } = requestFinding(null);
    const { calls, hash } = countingHash();
    await costOfUnknownAccount(req, { email: ' Nobody@Example.com ', password: 'a guess of mine' }, hash);
    assert.deepEqual(asked, [{ email: { equals: 'nobody@example.com' } }], 'looked up as Payload looks it up');
    assert.equal(calls.length, 1);
    assert.equal(calls[0]![0], 'a guess of mine');
  });

  it('leaves the hash of a real account to Payload, and a sign-in without an e-mail or password to its refusal', async () => {
    const { calls, hash } = countingHash();
    await costOfUnknownAccount(requestFinding({ id: 1, email: 'ivan@example.com' }).req, { email: 'ivan@example.com', password: 'a guess of mine' }, hash);
    await costOfUnknownAccount(requestFinding(null).req, { email: 'nobody@example.com', password: '  ' }, hash);
    await costOfUnknownAccount(requestFinding(null).req, { email: ['nobody@example.com'], password: 'a guess of mine' }, hash);
    assert.equal(calls.length, 0);
  });

  it("does the work of Payload's own password hash: its scheme, its rounds and its key length", async () => {
    // Payload's hashing is internal (not exported); the test reads it from its file to notice an upgrade that changes it.
    const payloadDist = path.dirname(createRequire(import.meta.url).resolve('payload'));
    const { generatePasswordSaltHash } = (await import(
      pathToFileURL(path.join(payloadDist, 'auth', 'strategies', 'local', 'generatePasswordSaltHash.js')).href
    )) as {
      generatePasswordSaltHash: (args: { isPasswordAuthenticated: boolean; password: string }) => Promise<{ hash: string; salt: string }>;
    };
    const { hash, salt } = await generatePasswordSaltHash({ isPasswordAuthenticated: true, password: 'copper orchard window tide' });
    assert.ok(hash.startsWith(PAYLOAD_HASH_SCHEME), `Payload's hashes are of the scheme this module repeats (${hash.slice(0, 24)}…)`);
    assert.equal((await hashLikePayload('copper orchard window tide', salt)).toString('hex'), hash.slice(PAYLOAD_HASH_SCHEME.length));
  });
});
