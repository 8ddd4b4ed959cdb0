import { gunzipSync } from 'node:zlib';

/**
 * The uncompressed bytes of files held only compressed (packages/platform/static-site.ts), for the clients
 * that accept neither brotli nor gzip (some bots, monitors and scripts). Decoding a page on every
 * such request would cost far more than sending it, so the copies asked for are kept, the least
 * recently used given up first once they pass `limitBytes`.
 */
export class DecodedCopies<Key> {
  private readonly copies = new Map<Key, Buffer>();
  private bytes = 0;

  constructor(private readonly limitBytes: number) {}

  /** The decoded copy of `gzipped`, kept for `key`. */
  get(key: Key, gzipped: Buffer): Buffer {
    const kept = this.copies.get(key);
    if (kept) {
      // Most recently used last: a Map iterates in insertion order.
      this.copies.delete(key);
      this.copies.set(key, kept);
      return kept;
    }
    const decoded = gunzipSync(gzipped);
    if (decoded.length > this.limitBytes) return decoded;
    this.copies.set(key, decoded);
    this.bytes += decoded.length;
    for (const [oldest, copy] of this.copies) {
      if (this.bytes <= this.limitBytes) break;
      this.copies.delete(oldest);
      this.bytes -= copy.length;
    }
    return decoded;
  }

  /** What is kept now, in bytes (for tests and the bench). */
  get size(): number {
    return this.bytes;
  }
}
