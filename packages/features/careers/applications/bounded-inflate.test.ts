import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deflateRawSync, deflateSync } from 'node:zlib';
import { inflateWithin } from './bounded-inflate';

const MB = 1024 * 1024;

describe('inflating within a limit', () => {
  it('gives back what fits', async () => {
    const inflated = await inflateWithin(deflateSync('Ana Horvat'), { format: 'zlib', limit: 10, keep: true });
    assert.deepEqual(inflated, { ok: true, size: 10, bytes: Buffer.from('Ana Horvat') });
  });

  it('stops as soon as the output passes the limit, not after unpacking it all', async () => {
    const inflated = await inflateWithin(deflateRawSync(Buffer.alloc(100 * MB)), { format: 'raw', limit: MB, keep: true });
    assert.equal(inflated.ok, false);
    assert.equal(!inflated.ok && inflated.reason, 'tooLarge');
    // One output chunk past the limit at most (zlib's 16 KB), of the 100 MB the data holds.
    assert.ok(inflated.size <= MB + 64 * 1024, `${inflated.size} bytes`);
  });

  it('calls broken data damaged; a cut-off stream too, unless a reader would show its start', async () => {
    assert.deepEqual(await inflateWithin(Buffer.from('not deflated'), { format: 'zlib', limit: MB, keep: false }), { ok: false, reason: 'damaged', size: 0 });
    const cut = deflateSync('Ana Horvat, CV '.repeat(100)).subarray(0, 20);
    assert.equal((await inflateWithin(cut, { format: 'zlib', limit: MB, keep: true })).ok, false);
    const start = await inflateWithin(cut, { format: 'zlib', limit: MB, keep: true, acceptTruncated: true });
    assert.ok(start.ok && start.bytes.toString().startsWith('Ana Horvat'));
  });
});
