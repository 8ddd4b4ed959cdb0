/**
 * `npm run bench`: figures, not tests. Prints the transfer size of two pages
 * and of each market's search indexes, and the throughput of the production server against a bare node:http
 * server that returns the same bytes from memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { marketProfiles } from '@/config/company';
import { localesOf, markets } from '@/config/markets';
import { pathOf } from '@/routes';
import { searchIndexJson } from '@/features/search/index-pages';
import { benchCaseList } from './lib/bench-cases';
import { ensureBuild, ensureDependencies } from './lib/setup.mjs';

const MARKET = 'cro';
const SITE_PORT = 3201;
const BARE_PORT = 3202;
const CONNECTIONS = 50;
const DURATION_S = 10;
const pages = { home: pathOf('home', 'hr'), department: pathOf('sluzbe-dijagnostika', 'hr') };

function startProcess(args: string[], env: Record<string, string>, readyLine: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (readyLine.test(chunk.toString())) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`process exited early (${code})`)));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await once(child, 'exit');
}

const gzipSize = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function transferSizes(base: string, path: string) {
  const html = await (await fetch(base + path)).text();
  // Modern browsers skip noModule polyfills, so they do not count.
  const scripts = [...html.matchAll(/<script src="([^"]+)"(?![^>]*noModule)/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const sizeOf = async (urls: string[]) => {
    let total = 0;
    for (const url of urls) total += gzipSize(Buffer.from(await (await fetch(base + url)).arrayBuffer()));
    return total;
  };
  return { html: gzipSize(html), js: await sizeOf(scripts), css: await sizeOf(styles), scripts: scripts.length, body: html };
}

async function load(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const BARE_SERVER = `
const http = require('node:http');
const bodies = JSON.parse(require('node:fs').readFileSync(process.env.BODIES_FILE, 'utf8'));
const buffers = Object.fromEntries(Object.entries(bodies).map(([k, v]) => [k, Buffer.from(v)]));
http.createServer((req, res) => {
  const body = buffers[req.url];
  res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body ? body.length : 0 });
  res.end(body);
}).listen(Number(process.env.PORT), () => console.log('ready'));
`;

const CONTACT_CONNECTIONS = 10;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Accepted contact messages per second, bot check and rate limit off, on the given database. */
async function contactThroughput(databaseUrl: string | undefined): Promise<{ accepted: number; p99: number; other: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const env: Record<string, string> = {
    MARKET, PORT: String(SITE_PORT), DATA_DIR: dataDir, BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1',
    CONTACT_RATE_LIMIT: '100000000/1h', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const server = await startProcess(['--import', 'tsx', 'src/server/main.ts'], env, /listening/);
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${SITE_PORT}/api/contact`,
      connections: CONTACT_CONNECTIONS,
      duration: DURATION_S,
      requests: [{
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            recipient: 'info', name: 'Bench Mark', email: 'bench@example.com', message: 'Throughput test message.',
            privacyAccepted: true, locale: 'hr', idempotencyKey: randomUUID(),
          }),
        }),
      }],
    });
    return { accepted: result['2xx'] / DURATION_S, p99: result.latency.p99, other: result.non2xx + result.errors };
  } finally {
    await stopProcess(server);
  }
}

async function withScratchPostgres<T>(run: (url: string) => Promise<T>): Promise<T | undefined> {
  const admin = postgres(POSTGRES_URL, { max: 1, onnotice: () => {} });
  const name = `bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    console.log(`  PostgreSQL at ${POSTGRES_URL} unavailable (${(error as Error).message}); skipped`);
    await admin.end();
    return undefined;
  }
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

async function benchContact() {
  console.log(`\nPOST /api/contact: ${CONTACT_CONNECTIONS} connections, ${DURATION_S} s, bot check and rate limit off`);
  const print = (label: string, run: { accepted: number; p99: number; other: number }) =>
    console.log(`  ${label.padEnd(10)} ${Math.round(run.accepted).toString().padStart(6)} accepted/s  p99 ${String(run.p99).padStart(4)} ms  non-2xx ${run.other}`);
  print('embedded', await contactThroughput(undefined));
  const pg = await withScratchPostgres((url) => contactThroughput(url));
  if (pg) print('PostgreSQL', pg);
}

const MIXED_DURATION_S = 60;

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Pages at 50 connections and contact submissions at 10, at the same time, for a minute. */
async function benchMixed() {
  console.log(`\nMixed load: pages at ${CONNECTIONS} connections + POST /api/contact at ${CONTACT_CONNECTIONS}, ${MIXED_DURATION_S} s (embedded PostgreSQL)`);
  const env: Record<string, string> = {
    MARKET, PORT: String(SITE_PORT), DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-mixed-')), BOT_PROTECTION: 'off',
    ALLOW_NO_BOT_PROTECTION: '1', CONTACT_RATE_LIMIT: '100000000/1h',
  };
  const server = await startProcess(['--import', 'tsx', 'src/server/main.ts'], env, /listening/);
  const memoryAtStart = rssMegabytes(server.pid!);
  try {
    const base = `http://127.0.0.1:${SITE_PORT}`;
    const [pagesRun, contactRun] = await Promise.all([
      autocannon({ url: base, connections: CONNECTIONS, duration: MIXED_DURATION_S, requests: Object.values(pages).map((p) => ({ method: 'GET', path: p })) }),
      autocannon({
        url: `${base}/api/contact`, connections: CONTACT_CONNECTIONS, duration: MIXED_DURATION_S,
        requests: [{
          method: 'POST', headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ recipient: 'info', name: 'Bench Mark', email: 'bench@example.com', message: 'Mixed load.', privacyAccepted: true, locale: 'hr', idempotencyKey: randomUUID() }) }),
        }],
      }),
    ]);
    const line = (label: string, run: autocannon.Result) =>
      console.log(`  ${label.padEnd(8)} ${Math.round(run.requests.average).toString().padStart(7)} req/s  p50 ${String(run.latency.p50).padStart(4)} ms  p99 ${String(run.latency.p99).padStart(4)} ms  errors ${run.errors + run.non2xx}`);
    line('pages', pagesRun);
    line('contact', contactRun);
    console.log(`  server memory (RSS): ${memoryAtStart.toFixed(0)} MB at start, ${rssMegabytes(server.pid!).toFixed(0)} MB at end`);
  } finally {
    await stopProcess(server);
  }
}

/** Each index is fetched when a visitor first opens the search; the budget is 150 KB gzip per locale. */
function printSearchIndexSizes() {
  console.log('\nSearch index (gzip -9, loaded on first use; budget 150 KB per locale)');
  for (const market of markets) {
    const site = { market, url: marketProfiles[market].siteUrl, profile: marketProfiles[market] };
    for (const locale of localesOf(market)) {
      const json = searchIndexJson(site, locale);
      console.log(`  ${market} ${locale.padEnd(3)} ${kb(gzipSize(json)).padStart(9)} (${kb(Buffer.byteLength(json))} raw)`);
    }
  }
}

async function main() {
  ensureDependencies();
  ensureBuild(MARKET);
  const site = await startProcess(['--import', 'tsx', 'src/server/main.ts'], { MARKET, PORT: String(SITE_PORT) }, /listening/);
  const base = `http://127.0.0.1:${SITE_PORT}`;
  const bodies: Record<string, string> = {};
  try {
    console.log(`\nTransfer size (gzip -9), market ${MARKET}`);
    for (const [name, path] of Object.entries(pages)) {
      const size = await transferSizes(base, path);
      bodies[path] = size.body;
      console.log(`  ${name.padEnd(10)} ${path.padEnd(24)} HTML ${kb(size.html).padStart(9)}   JS ${kb(size.js).padStart(9)} (${size.scripts} files)   CSS ${kb(size.css).padStart(8)}`);
    }
    printSearchIndexSizes();
    console.log(`\nThroughput: ${CONNECTIONS} connections, ${DURATION_S} s per run, identity encoding`);
    const siteRuns: Record<string, Awaited<ReturnType<typeof load>>> = {};
    for (const [name, path] of Object.entries(pages)) siteRuns[name] = await load(base + path);
    await stopProcess(site);

    const bodiesFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const bare = await startProcess(['-e', BARE_SERVER], { PORT: String(BARE_PORT), BODIES_FILE: bodiesFile }, /ready/);
    try {
      for (const [name, path] of Object.entries(pages)) {
        const bareRun = await load(`http://127.0.0.1:${BARE_PORT}${path}`);
        const siteRun = siteRuns[name]!;
        console.log(`  ${name.padEnd(10)} site ${Math.round(siteRun.rps).toString().padStart(7)} req/s  p99 ${String(siteRun.p99).padStart(4)} ms  errors ${siteRun.errors}`);
        console.log(`  ${''.padEnd(10)} bare ${Math.round(bareRun.rps).toString().padStart(7)} req/s  p99 ${String(bareRun.p99).padStart(4)} ms  errors ${bareRun.errors}`);
        console.log(`  ${''.padEnd(10)} site/bare ratio ${(siteRun.rps / bareRun.rps).toFixed(2)} (goal ≥ 0.33)`);
      }
    } finally {
      await stopProcess(bare);
    }
  } finally {
    if (site.exitCode === null) await stopProcess(site);
  }
}

await main();
await benchContact();
await benchMixed();
console.log('\nPV back office: the case list (first page of 50) with 100,000 reports on PostgreSQL');
await withScratchPostgres(benchCaseList);
