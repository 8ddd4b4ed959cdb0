/**
 * Every text file of an export, compressed once at build time as brotli and gzip, so the server
 * never compresses a request. Brotli's quality is chosen by how long a file lives:
 *  - scripts and styles (quality 11) change only with the code, so a publish reuses their copies;
 *  - pages and their RSC payloads (quality 10) change with content, and every publish compresses
 *    some of them, so their quality trades a few more bytes for a much cheaper publish.
 * A file whose bytes equal the same file of the live build of the same code takes that build's
 * compressed copies, and the rest are compressed on every core. Files with the same bytes are
 * compressed once: each page's RSC payload is written twice by Next (page.txt and
 * page/__next._full.txt), and the layout segments repeat under every page.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { filesUnder } from './static-site';

const COMPRESSIBLE = /\.(html|txt|js|css|svg|xml|json|map|webmanifest)$/;
/** Smaller files gain nothing worth a header. */
const MIN_BYTES = 256;
const ENCODINGS = ['br', 'gz'] as const;
/** Files that change only with the code: worth brotli's slowest quality. */
const CODE = /\.(js|css)$/;

/** What a build compressed and what it took from the build before: build.json keeps it. */
export interface CompressionRecord {
  /** Files compressed by this build, each distinct content once. */
  compressed: number;
  /** Files with the same bytes as one of those, given the same compressed copies. */
  duplicates: number;
  /** Files whose copies came from the earlier build. */
  reused: number;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses `body` and writes its copies beside each of `files`, which all hold these bytes. */
async function compress({ files, body }: SameBytes): Promise<void> {
  const quality = CODE.test(files[0]!) ? 11 : 10;
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipAsync(body, { level: 9 }),
  ]);
  const smaller = (
    [
      ['br', br],
      ['gz', gz],
    ] as const
  ).filter(([, copy]) => copy.length < body.length);
  for (const file of files) for (const [encoding, copy] of smaller) await writeFile(`${file}.${encoding}`, copy);
}

interface SameBytes {
  files: string[];
  body: Buffer;
}

/** Runs `work` on every item, `width` at a time (zlib's asynchronous calls run on libuv's threads, one core each). */
async function eachInParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
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
export async function precompress(dir: string, reuseFrom?: string): Promise<CompressionRecord> {
  let reused = 0;
  let duplicates = 0;
  const fresh = new Map<string, SameBytes>();
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    if (reuseFrom && reuse(file, body, path.join(reuseFrom, path.relative(dir, file)))) {
      reused++;
      continue;
    }
    const digest = createHash('sha256').update(body).digest('hex');
    const same = fresh.get(digest);
    if (same) {
      same.files.push(file);
      duplicates++;
    } else fresh.set(digest, { files: [file], body });
  }
  await eachInParallel([...fresh.values()], availableParallelism(), compress);
  return { compressed: fresh.size, duplicates, reused };
}
