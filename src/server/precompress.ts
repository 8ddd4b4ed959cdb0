/**
 * Every text file of an export, compressed once at build time as brotli (quality 11) and gzip,
 * so the server never compresses a request. Brotli at quality 11 is slow (about 50 s for a
 * market's 700 files on the 2-core machine), and a publish changes few files: a file whose bytes
 * equal the same file of the live build of the same code takes that build's compressed copies.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { filesUnder } from './static-site';

const COMPRESSIBLE = /\.(html|txt|js|css|svg|xml|json|map|webmanifest)$/;
/** Smaller files gain nothing worth a header. */
const MIN_BYTES = 256;
const ENCODINGS = ['br', 'gz'] as const;

/** What a build compressed and what it took from the build before: build.json keeps it. */
export interface CompressionRecord {
  compressed: number;
  reused: number;
}

function compress(file: string, body: Buffer): void {
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
}

/** Takes the earlier build's copies when it holds the same bytes at the same place. */
function reuse(file: string, body: Buffer, earlier: string): boolean {
  if (!existsSync(earlier) || !readFileSync(earlier).equals(body)) return false;
  for (const encoding of ENCODINGS) if (existsSync(`${earlier}.${encoding}`)) copyFileSync(`${earlier}.${encoding}`, `${file}.${encoding}`);
  return true;
}

/**
 * Compresses `dir`'s text files. `reuseFrom`: the live build, when it was built from the same code
 * (its compressed copies are then what this build's would be); undefined compresses everything.
 */
export function precompress(dir: string, reuseFrom?: string): CompressionRecord {
  const record: CompressionRecord = { compressed: 0, reused: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    if (reuseFrom && reuse(file, body, path.join(reuseFrom, path.relative(dir, file)))) record.reused++;
    else {
      compress(file, body);
      record.compressed++;
    }
  }
  return record;
}
