import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { precompress } from './precompress';

const page = (words: string) => `<!doctype html><title>${words}</title>${'<p>The same paragraph of a page. </p>'.repeat(40)}`;

function exportWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('precompressing an export', () => {
  it('writes brotli and gzip copies that decode to the file, and skips tiny and binary files', async () => {
    const dir = exportWith({ 'index.html': page('Home'), 'robots.txt': 'User-agent: *', 'logo.png': page('not text') });
    assert.deepEqual(await precompress(dir), { compressed: 1, duplicates: 0, reused: 0 });
    assert.equal(brotliDecompressSync(readFileSync(path.join(dir, 'index.html.br'))).toString(), page('Home'));
    assert.equal(gunzipSync(readFileSync(path.join(dir, 'index.html.gz'))).toString(), page('Home'));
    assert.equal(existsSync(path.join(dir, 'robots.txt.br')), false);
    assert.equal(existsSync(path.join(dir, 'logo.png.br')), false);
  });

  it("takes the earlier build's copies of unchanged files and compresses the changed ones anew", async () => {
    const earlier = exportWith({ 'index.html': page('Home'), 'news/post.html': page('Old title'), 'app.js': 'console.log(1);'.repeat(40) });
    await precompress(earlier);
    // A stale copy in the earlier build would show if it were taken for a changed file.
    writeFileSync(path.join(earlier, 'news/post.html.br'), 'stale');
    const next = exportWith({
      'index.html': page('Home'),
      'news/post.html': page('New title'),
      'app.js': 'console.log(1);'.repeat(40),
      'news/new.html': page('Another'),
    });
    assert.deepEqual(await precompress(next, earlier), { compressed: 2, duplicates: 0, reused: 2 });
    assert.equal(brotliDecompressSync(readFileSync(path.join(next, 'news/post.html.br'))).toString(), page('New title'));
    assert.equal(brotliDecompressSync(readFileSync(path.join(next, 'index.html.br'))).toString(), page('Home'));
  });

  it('compresses files with the same bytes once and gives each of them the copies', async () => {
    const dir = exportWith({ 'news.txt': page('News'), 'news/__next._full.txt': page('News'), 'other.txt': page('Other') });
    assert.deepEqual(await precompress(dir), { compressed: 2, duplicates: 1, reused: 0 });
    for (const file of ['news.txt', 'news/__next._full.txt']) {
      assert.equal(brotliDecompressSync(readFileSync(path.join(dir, `${file}.br`))).toString(), page('News'));
      assert.equal(gunzipSync(readFileSync(path.join(dir, `${file}.gz`))).toString(), page('News'));
    }
    assert.equal(brotliDecompressSync(readFileSync(path.join(dir, 'other.txt.br'))).toString(), page('Other'));
  });

  it("gives scripts and styles brotli's quality 11, which a publish reuses, and pages the faster 10", async () => {
    const script = 'export function greet(name) { return `Hello, ${name}`; }\n'.repeat(60);
    const dir = exportWith({ 'index.html': page('Home'), '_next/static/chunks/app.js': script, '_next/static/app.css': script });
    await precompress(dir);
    const brotli = (text: string, quality: number) =>
      brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
    // The control: the two qualities give different bytes for these files, so the checks below can tell them apart.
    assert.notDeepEqual(brotli(page('Home'), 10), brotli(page('Home'), 11));
    assert.notDeepEqual(brotli(script, 10), brotli(script, 11));
    assert.deepEqual(readFileSync(path.join(dir, 'index.html.br')), brotli(page('Home'), 10));
    for (const file of ['_next/static/chunks/app.js', '_next/static/app.css']) assert.deepEqual(readFileSync(path.join(dir, `${file}.br`)), brotli(script, 11));
  });
});
