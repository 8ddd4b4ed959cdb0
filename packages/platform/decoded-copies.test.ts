import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { DecodedCopies } from './decoded-copies';

const page = (n: number) => Buffer.from(`<p>page ${n}</p>`.padEnd(1000, '.'));

describe('decoded copies for clients without compression', () => {
  it('decodes a file once and answers its later requests with the same copy', () => {
    const copies = new DecodedCopies<string>(10_000);
    const first = copies.get('/', gzipSync(page(1)));
    assert.deepEqual(first, page(1));
    assert.equal(copies.get('/', gzipSync(page(1))), first, 'the kept copy, not a new decoding');
  });

  it('stays within its bytes, giving up the least recently used copy first', () => {
    const copies = new DecodedCopies<string>(2_500);
    const a = copies.get('/a', gzipSync(page(1)));
    const b = copies.get('/b', gzipSync(page(2)));
    copies.get('/a', gzipSync(page(1)));
    copies.get('/c', gzipSync(page(3)));
    assert.ok(copies.size <= 2_500);
    assert.equal(copies.get('/a', gzipSync(page(1))), a, '/a was used last, so /b went');
    assert.notStrictEqual(copies.get('/b', gzipSync(page(2))), b, '/b is decoded again');
    assert.ok(copies.size <= 2_500);
  });

  it('keeps no copy larger than its limit', () => {
    const copies = new DecodedCopies<string>(500);
    assert.deepEqual(copies.get('/big', gzipSync(page(1))), page(1));
    assert.equal(copies.size, 0);
  });
});
