import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import pino from 'pino';
import { parseEnv } from '@/config/env';
import { marketProfiles } from '@/content/company';
import { createApp } from '@site/server/app';
import { createRequestLogger } from '@/platform/log';
import { startApi, type Api } from '@site/server/compose';
import { describeEachDatabase } from './databases';
import { eventually } from '../support/poll';
import { loadStaticSite, MissingBuildError } from '@/platform/static-site';

/** A small export of the bih market, shaped like what next build writes. */
function writeFixture(dir: string): void {
  const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${'x'.repeat(400)}</body></html>`;
  const files: Record<string, string> = {
    'build.json': JSON.stringify({ market: 'bih' }),
    'csp.json': JSON.stringify({ 'o-nama.html': ['sha256-page'], 'not-found.html': ['sha256-missing'] }),
    'index.html': page('Početna'),
    'o-nama.html': page('O nama'),
    'o-nama.txt': 'rsc payload',
    'o-nama/__next._tree.txt': 'segment',
    'en.html': page('Home'),
    'en/about-us.html': page('About us'),
    'not-found.html': page('Greška 404'),
    'en/not-found.html': page('Error 404'),
    '404.html': page('next default'),
    '_next/static/chunks/app.js': 'console.log(1)'.repeat(40),
  };
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
    if (name === 'index.html') {
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(body));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(body));
    }
  }
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(port: number, pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('production server', () => {
  let dir: string;
  let server: Server;
  let port: number;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-'));
    writeFixture(dir);
    server = createServer(createApp({ site: loadStaticSite(dir, 'bih') }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  after(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves pages by clean path, with revalidated caching', async () => {
    const answer = await get(port, '/o-nama');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(answer.headers['cache-control'], 'public, max-age=0, must-revalidate');
    assert.match(answer.body.toString(), /O nama/);
    assert.equal((await get(port, '/en/about-us')).status, 200);
    assert.equal((await get(port, '/')).status, 200);
  });

  it('maps RSC payloads and segment files by exact path, ignoring the query', async () => {
    assert.equal((await get(port, '/o-nama.txt?_rsc=abc')).body.toString(), 'rsc payload');
    assert.equal((await get(port, '/o-nama/__next._tree.txt?_rsc=1')).body.toString(), 'segment');
  });

  it('marks hashed assets immutable', async () => {
    const answer = await get(port, '/_next/static/chunks/app.js');
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(answer.headers['content-type'], 'text/javascript; charset=utf-8');
  });

  it('sends brotli or gzip as the client accepts', async () => {
    const br = await get(port, '/', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(brotliDecompressSync(br.body).toString(), /Početna/);
    const gz = await get(port, '/', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(gunzipSync(gz.body).toString(), /Početna/);
    const plain = await get(port, '/');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'Accept-Encoding');
    assert.match(plain.body.toString(), /Početna/);
    assert.equal(Number(plain.headers['content-length']), plain.body.length);
  });

  it('logs one line per request with its id, the path without query and with addresses masked, its status and time', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().trim().split('\n'));
        done();
      },
    });
    const logged = createServer(createApp({ site: loadStaticSite(dir, 'bih'), logger: createRequestLogger(destination) }));
    await new Promise<void>((resolve) => logged.listen(0, '127.0.0.1', resolve));
    try {
      const { port: loggedPort } = logged.address() as { port: number };
      const page = await get(loggedPort, '/o-nama?email=ana.horvat@example.com');
      const missing = await get(loggedPort, '/ana.horvat@example.com');
      // A line is written when the server finishes its answer, which the client may see first.
      await eventually('both request lines', async () => (lines.length >= 2 ? true : undefined));
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      assert.deepEqual(
        entries.map(({ id, method, path: logged, status, msg }) => ({ id, method, path: logged, status, msg })),
        [
          { id: page.headers['x-request-id'], method: 'GET', path: '/o-nama', status: 200, msg: 'request' },
          { id: missing.headers['x-request-id'], method: 'GET', path: '/a***@example.com', status: 404, msg: 'request' },
        ],
      );
      assert.ok(entries.every((entry) => typeof entry.ms === 'number' && entry.ms >= 0));
      assert.ok(!lines.join('\n').includes('ana.horvat'));
    } finally {
      logged.close();
    }
  });

  it('holds a compressed file only compressed, and an incompressible one as it is', () => {
    const site = loadStaticSite(dir, 'bih');
    assert.deepEqual(Object.keys(site.files.get('/')!.variants).sort(), ['br', 'gzip']);
    assert.deepEqual(Object.keys(site.files.get('/o-nama')!.variants), ['identity']);
  });

  it('answers a matching ETag with 304', async () => {
    const first = await get(port, '/o-nama');
    const again = await get(port, '/o-nama', { 'if-none-match': String(first.headers.etag) });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });

  it('answers unknown paths with the locale 404 page and status 404', async () => {
    const local = await get(port, '/ne-postoji');
    assert.equal(local.status, 404);
    assert.match(local.body.toString(), /Greška 404/);
    const english = await get(port, '/en/missing/page');
    assert.equal(english.status, 404);
    assert.match(english.body.toString(), /Error 404/);
    assert.equal((await get(port, '/not-found')).status, 404);
    assert.equal((await get(port, '/404.html')).status, 404);
    assert.equal((await get(port, '/build.json')).status, 404);
  });

  it('redirects a trailing slash to the clean path, keeping the query', async () => {
    const answer = await get(port, '/o-nama/?a=1');
    assert.equal(answer.status, 301);
    assert.equal(answer.headers.location, '/o-nama?a=1');
  });

  it('sends HEAD without a body and refuses other methods on pages', async () => {
    const head = await get(port, '/o-nama', {}, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    const post = await get(port, '/o-nama', {}, 'POST');
    assert.equal(post.status, 405);
    assert.equal(post.headers.allow, 'GET, HEAD');
  });

  it('hosts the API with no-store answers and JSON errors', async () => {
    const health = await get(port, '/api/health');
    assert.equal(health.status, 200);
    assert.equal(health.headers['cache-control'], 'no-store');
    assert.deepEqual(JSON.parse(health.body.toString()), { status: 'ok', market: 'bih' });
    const missing = await get(port, '/api/nothing');
    assert.equal(missing.status, 404);
    assert.equal(JSON.parse(missing.body.toString()).error, 'not_found');
    assert.equal((await get(port, '/api/health', {}, 'DELETE')).status, 405);
  });

  it('sends the security headers on every answer, with each page its own script hashes', async () => {
    const expected = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
    };
    for (const [pathname, method] of [
      ['/o-nama', 'GET'],
      ['/missing', 'GET'],
      ['/api/health', 'GET'],
      ['/o-nama/', 'GET'],
      ['/o-nama', 'POST'],
    ] as const) {
      const answer = await get(port, pathname, {}, method);
      for (const [name, value] of Object.entries(expected)) assert.equal(answer.headers[name], value, `${pathname} ${name}`);
      assert.match(String(answer.headers['permissions-policy']), /camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\)/);
      assert.match(String(answer.headers['content-security-policy']), /default-src 'none'/);
      assert.equal(answer.headers['x-powered-by'], undefined);
    }
    assert.match(String((await get(port, '/o-nama')).headers['content-security-policy']), /script-src 'self' 'sha256-page'/);
    assert.match(String((await get(port, '/missing')).headers['content-security-policy']), /script-src 'self' 'sha256-missing'/);
    assert.equal((await get(port, '/csp.json')).status, 404);
  });

  it('answers a malformed URL with 400, not 500', async () => {
    assert.equal((await get(port, '/%E0%A4%A')).status, 400);
  });

  it('refuses to start on a build of another market, naming it', () => {
    assert.throws(
      () => loadStaticSite(dir, 'cro'),
      (error: Error) => error instanceof MissingBuildError && /bih/.test(error.message),
    );
    assert.throws(() => loadStaticSite(path.join(dir, 'nothing'), 'cro'), /npm run build/);
  });
});

describeEachDatabase('production server with the API table of its composition root', (database) => {
  let dir: string;
  let server: Server;
  let port: number;
  let api: Api;

  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-'));
    writeFixture(dir);
    const env = parseEnv({ MARKET: 'cro', DATABASE_URL: database.url, DATA_DIR: path.join(dir, 'data'), BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' });
    api = await startApi(env, { market: 'cro', url: marketProfiles.cro.siteUrl, profile: marketProfiles.cro }, pino({ level: 'silent' }));
    server = createServer(createApp({ site: loadStaticSite(dir, 'bih'), api: api.routes }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });

  after(async () => {
    server.close();
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers no admin or CMS path: the CMS has its own port', async () => {
    // The table is there: its own paths answer.
    assert.equal((await get(port, '/api/config')).status, 200);
    assert.equal((await get(port, '/api/contact', {}, 'POST')).status, 415, 'the contact endpoint refuses a body that is not JSON');
    assert.equal((await get(port, '/api/reports', {}, 'POST')).status, 415, 'so does the report endpoint');
    for (const pathname of ['/admin', '/admin/login', '/admin/collections/pages']) assert.equal((await get(port, pathname)).status, 404, pathname);
    for (const pathname of ['/api/users/login', '/api/pages', '/api/graphql', '/api/builds', '/api/cases', '/api/second-factor/verify']) {
      assert.equal((await get(port, pathname, {}, 'POST')).status, 404, pathname);
      assert.equal((await get(port, pathname)).status, 404, pathname);
    }
  });
});

describe('switching to a new build', () => {
  it("serves the new build at once and keeps the previous build's hashed assets", async () => {
    const { liveSite } = await import('@/features/publishing/live-site');
    const root = mkdtempSync(path.join(tmpdir(), 'builds-'));
    const old = path.join(root, '20260101T000000-1');
    const next = path.join(root, '20260102T000000-2');
    writeFixture(old);
    writeFixture(next);
    writeFileSync(path.join(next, 'o-nama.html'), '<!doctype html><title>O nama, novo</title>');
    rmSync(path.join(next, '_next'), { recursive: true });
    mkdirSync(path.join(next, '_next/static/chunks'), { recursive: true });
    writeFileSync(path.join(next, '_next/static/chunks/new.js'), 'console.log(2)');
    const live = liveSite('bih', old);
    const server = createServer(createApp({ site: live.site(), live: live.site }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      assert.match((await get(port, '/o-nama')).body.toString(), /O nama</);
      live.switchTo(next);
      assert.equal(live.buildId(), '20260102T000000-2');
      assert.match((await get(port, '/o-nama')).body.toString(), /O nama, novo/);
      assert.equal((await get(port, '/_next/static/chunks/new.js')).status, 200);
      assert.equal((await get(port, '/_next/static/chunks/app.js')).status, 200, 'an open page of the old build still finds its script');
    } finally {
      server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('knows when the first job opening of a build from the CMS closes, and of a seed build nothing', async () => {
    const { liveSite } = await import('@/features/publishing/live-site');
    const { seedSnapshot } = await import('@/content/seed');
    const root = mkdtempSync(path.join(tmpdir(), 'builds-'));
    const seedBuild = path.join(root, '20260101T000000-1');
    const cmsBuild = path.join(root, '20260102T000000-2');
    const snapshot = seedSnapshot('bih', '2026-01-01');
    for (const [dir, contentSource] of [
      [seedBuild, 'seed'],
      [cmsBuild, 'cms'],
    ] as const) {
      writeFixture(dir);
      writeFileSync(path.join(dir, 'build.json'), JSON.stringify({ market: 'bih', contentSource }));
      writeFileSync(path.join(dir, 'content.json'), JSON.stringify(snapshot));
    }
    try {
      const live = liveSite('bih', seedBuild);
      assert.equal(live.openingsCloseOn(), undefined);
      live.switchTo(cmsBuild);
      assert.ok(snapshot.jobs.length > 1);
      assert.equal(live.openingsCloseOn(), snapshot.jobs.map((job) => job.deadline).sort()[0]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
