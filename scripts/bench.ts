/**
 * `npm run bench`: figures, not tests. Prints the transfer size of two pages
 * and of each market's search indexes, Lighthouse's mobile figures for four
 * page types, the throughput (wrk) of the production server against a bare
 * node:http server that returns the same bytes from memory, the server's
 * memory, the contact form's and the PV case list's speed, and the time from a
 * CMS publish to the live page per market.
 * `npm run bench -- lighthouse` (or `throughput`, `contact`, `mixed`, `cases`, `publish`) runs one part;
 * markets after it (`npm run bench -- publish cro`) time the publishes of those alone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { once } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { marketProfiles } from '@/content/company';
import { localesOf, markets } from '@/config/markets';
import { pathOf } from '@/routes';
import { searchIndexJson } from '@/features/search/index-pages';
import { benchCaseList } from './lib/bench-cases';
import { benchPublishToLive } from './lib/bench-publish';
import { benchLighthouse } from './lib/bench-lighthouse';
import { ensureWrk, wrk, type WrkRun } from './lib/bench-wrk';
import { ensureBuild, ensureChromium, ensureCmsBuild, ensureDependencies, ensureServers, serverProgram } from './lib/setup.mjs';

const MARKET = 'cro';
const SITE_PORT = 3201;
const BARE_PORT = 3202;
const CONNECTIONS = 50;
const DURATION_S = 10;
const pages = { home: pathOf('home', 'hr'), department: pathOf('sluzbe-dijagnostika', 'hr') };
/** One page of each type: home, content, news list, the report form. */
const lighthousePages = {
  ...pages,
  news: pathOf('novosti-i-dogadanja', 'hr'),
  report: pathOf('prijava-nuspojava', 'hr'),
};

/**
 * Starts a server writing its log to a file, as a deployed one does: read through a pipe, its
 * request lines would cost this process (on the same two cores) a share of the measurement.
 */
function startProcess(args: string[], env: Record<string, string>, readyLine: RegExp): Promise<ChildProcess> {
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-log-')), 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', log, 'inherit'] });
  closeSync(log);
  return new Promise((resolve, reject) => {
    const check = setInterval(() => {
      if (!readyLine.test(readFileSync(logFile, 'utf8'))) return;
      clearInterval(check);
      resolve(child);
    }, 100);
    child.once('exit', (code) => {
      clearInterval(check);
      reject(new Error(`process exited early (${code})`));
    });
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
  // Modern browsers skip noModule polyfills, so they do not count; the chunks are in the deferred loader's list.
  const deferred = /<script data-deferred-chunks>[^<]*?(\[[^\]]*\])\)<\/script>/.exec(html)?.[1];
  const scripts = [...[...html.matchAll(/<script src="([^"]+)"(?![^>]*noModule)/g)].map((m) => m[1]!), ...(deferred ? (JSON.parse(deferred) as string[]) : [])];
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const sizeOf = async (urls: string[]) => {
    let total = 0;
    for (const url of urls) total += gzipSize(Buffer.from(await (await fetch(base + url)).arrayBuffer()));
    return total;
  };
  return { html: gzipSize(html), js: await sizeOf(scripts), css: await sizeOf(styles), scripts: scripts.length, body: html };
}

/** The answer's bytes as sent when the client accepts brotli (not decoded). */
function brotliBody(url: string): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const BARE_SERVER = `
const http = require('node:http');
const bodies = JSON.parse(require('node:fs').readFileSync(process.env.BODIES_FILE, 'utf8'));
const answers = Object.fromEntries(Object.entries(bodies).map(([k, v]) => [k, { body: Buffer.from(v.body, 'base64'), encoding: v.encoding }]));
http.createServer((req, res) => {
  const answer = answers[req.url];
  if (!answer) return res.writeHead(404, { 'Content-Length': 0 }).end();
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': answer.encoding, 'Content-Length': answer.body.length });
  res.end(answer.body);
}).listen(Number(process.env.PORT), () => console.log('ready'));
`;

const wrkLine = (label: string, run: WrkRun) =>
  `${label} ${Math.round(run.rps).toString().padStart(7)} req/s  p50 ${run.p50Ms.toFixed(2).padStart(6)} ms  p99 ${run.p99Ms.toFixed(2).padStart(6)} ms  errors ${run.errors}`;

const CONTACT_CONNECTIONS = 10;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The contact form's POST as autocannon sends it, each with its own idempotency key: a new message every time. */
function contactPosts(message: string): autocannon.Request[] {
  const body = { recipient: 'info', name: 'Bench Mark', email: 'bench@example.com', message, privacyAccepted: true, locale: 'hr' };
  return [
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...body, idempotencyKey: randomUUID() }) }),
    },
  ];
}

/** Accepted contact messages per second, bot check and rate limit off, on the given database. */
async function contactThroughput(databaseUrl: string | undefined): Promise<{ accepted: number; p99: number; other: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-data-'));
  const env: Record<string, string> = {
    MARKET,
    PORT: String(SITE_PORT),
    DATA_DIR: dataDir,
    BOT_PROTECTION: 'off',
    ALLOW_NO_BOT_PROTECTION: '1',
    CONTACT_RATE_LIMIT: '100000000/1h',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const server = await startProcess([serverProgram('main')], env, /listening/);
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${SITE_PORT}/api/contact`,
      connections: CONTACT_CONNECTIONS,
      duration: DURATION_S,
      requests: contactPosts('Throughput test message.'),
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
    console.log(
      `  ${label.padEnd(10)} ${Math.round(run.accepted).toString().padStart(6)} accepted/s  p99 ${String(run.p99).padStart(4)} ms  non-2xx ${run.other}`,
    );
  print('embedded', await contactThroughput(undefined));
  const pg = await withScratchPostgres((url) => contactThroughput(url));
  if (pg) print('PostgreSQL', pg);
}

const MIXED_DURATION_S = 60;

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Pages at 50 connections (wrk) and contact submissions at 10, at the same time, for a minute. */
async function benchMixed() {
  console.log(`\nMixed load: pages at ${CONNECTIONS} connections + POST /api/contact at ${CONTACT_CONNECTIONS}, ${MIXED_DURATION_S} s (embedded PostgreSQL)`);
  const env: Record<string, string> = {
    MARKET,
    PORT: String(SITE_PORT),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-mixed-')),
    BOT_PROTECTION: 'off',
    ALLOW_NO_BOT_PROTECTION: '1',
    CONTACT_RATE_LIMIT: '100000000/1h',
  };
  const server = await startProcess([serverProgram('main')], env, /listening/);
  const memoryAtStart = rssMegabytes(server.pid!);
  try {
    const base = `http://127.0.0.1:${SITE_PORT}`;
    const [pagesRun, contactRun] = await Promise.all([
      wrk(base, Object.values(pages), { connections: CONNECTIONS, seconds: MIXED_DURATION_S }),
      autocannon({
        url: `${base}/api/contact`,
        connections: CONTACT_CONNECTIONS,
        duration: MIXED_DURATION_S,
        requests: contactPosts('Mixed load.'),
      }),
    ]);
    console.log(`  ${wrkLine('pages  ', pagesRun)}`);
    console.log(
      `  contact ${Math.round(contactRun.requests.average).toString().padStart(7)} req/s  p50 ${String(contactRun.latency.p50).padStart(6)} ms  p99 ${String(contactRun.latency.p99).padStart(6)} ms  errors ${contactRun.errors + contactRun.non2xx}`,
    );
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

/** Starts the site on a scratch PostgreSQL database (the production setup), or the embedded one without it. */
async function withSite(run: (site: ChildProcess, database: string) => Promise<void>): Promise<void> {
  const env = { MARKET, PORT: String(SITE_PORT) };
  const onPostgres = await withScratchPostgres(async (url) => {
    const site = await startProcess([serverProgram('main')], { ...env, DATABASE_URL: url }, /listening/);
    try {
      await run(site, 'PostgreSQL');
    } finally {
      await stopProcess(site);
    }
    return true;
  });
  if (onPostgres) return;
  const site = await startProcess([serverProgram('main')], env, /listening/);
  try {
    await run(site, 'embedded PostgreSQL');
  } finally {
    await stopProcess(site);
  }
}

/** Runs per page and server, interleaved (site, bare, site, …), so a drift of the machine hits both alike. */
const THROUGHPUT_ROUNDS = 3;

const medianRun = (runs: WrkRun[]): WrkRun => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)]!;

/** Transfer sizes, Lighthouse, and the site's throughput against the bare server's on the same bytes. */
async function benchSite(parts: Set<string>) {
  const base = `http://127.0.0.1:${SITE_PORT}`;
  await withSite(async (site, database) => {
    const memoryAtStart = rssMegabytes(site.pid!);
    if (parts.has('throughput')) {
      console.log(`\nTransfer size (gzip -9), market ${MARKET}`);
      for (const [name, path] of Object.entries(pages)) {
        const size = await transferSizes(base, path);
        console.log(
          `  ${name.padEnd(10)} ${path.padEnd(24)} HTML ${kb(size.html).padStart(9)}   JS ${kb(size.js).padStart(9)} (${size.scripts} files)   CSS ${kb(size.css).padStart(8)}`,
        );
      }
      printSearchIndexSizes();
    }
    if (parts.has('lighthouse')) await benchLighthouse(base, lighthousePages);
    if (!parts.has('throughput')) return;
    const bodies: Record<string, { body: string; encoding: string }> = {};
    for (const path of Object.values(pages)) {
      const answer = await brotliBody(base + path);
      bodies[path] = { body: answer.body.toString('base64'), encoding: answer.encoding };
    }
    const bodiesFile = path.join(mkdtempSync(path.join(tmpdir(), 'bench-')), 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    const bare = await startProcess(['-e', BARE_SERVER], { PORT: String(BARE_PORT), BODIES_FILE: bodiesFile }, /ready/);
    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    try {
      console.log(
        `\nThroughput (wrk -t1): ${CONNECTIONS} connections, ${DURATION_S} s per run, medians of ${THROUGHPUT_ROUNDS} interleaved runs, Accept-Encoding: br, gzip; server on ${database}, logging every request to a file`,
      );
      // Warm-up: the JIT and the caches settle before the first measured run.
      for (const path of Object.values(pages)) await wrk(base, [path], { connections: CONNECTIONS, seconds: 3 });
      for (const [name, path] of Object.entries(pages)) {
        const siteRuns: WrkRun[] = [];
        const bareRuns: WrkRun[] = [];
        for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
          siteRuns.push(await wrk(base, [path], { connections: CONNECTIONS, seconds: DURATION_S }));
          bareRuns.push(await wrk(bareBase, [path], { connections: CONNECTIONS, seconds: DURATION_S }));
        }
        const [siteRun, bareRun] = [medianRun(siteRuns), medianRun(bareRuns)];
        console.log(`  ${name.padEnd(10)} ${wrkLine('site', siteRun)}`);
        console.log(`  ${''.padEnd(10)} ${wrkLine('bare', bareRun)}`);
        console.log(`  ${''.padEnd(10)} site/bare ratio ${(siteRun.rps / bareRun.rps).toFixed(2)} (goal ≥ 0.6)`);
      }
      console.log(`  server memory (RSS): ${memoryAtStart.toFixed(0)} MB at start, ${rssMegabytes(site.pid!).toFixed(0)} MB after the runs`);
      // The generator's own ceiling: the bare server under autocannon, which saturated first before wrk.
      const viaAutocannon = await autocannon({
        url: `${bareBase}${pages.home}`,
        connections: CONNECTIONS,
        duration: DURATION_S,
        headers: { 'accept-encoding': 'br' },
      });
      console.log(
        `  bare home under autocannon (Node, same cores): ${Math.round(viaAutocannon.requests.average)} req/s, the load generator's ceiling wrk lifts`,
      );
    } finally {
      await stopProcess(bare);
    }
  });
}

const PARTS = ['lighthouse', 'throughput', 'contact', 'mixed', 'cases', 'publish'];

async function main() {
  const chosen = process.argv.slice(2).filter((arg) => PARTS.includes(arg));
  const parts = new Set(chosen.length ? chosen : PARTS);
  ensureDependencies();
  if (parts.has('lighthouse')) await ensureChromium();
  if (parts.has('throughput') || parts.has('mixed')) ensureWrk();
  ensureBuild(MARKET);
  // The server compiled, as `npm start` runs it.
  ensureServers();
  if (parts.has('lighthouse') || parts.has('throughput')) await benchSite(parts);
  if (parts.has('contact')) await benchContact();
  if (parts.has('mixed')) await benchMixed();
  if (parts.has('cases')) {
    console.log('\nPV back office: the case list (first page of 50) with 100,000 reports on PostgreSQL');
    await withScratchPostgres(benchCaseList);
  }
  if (parts.has('publish')) {
    const only = markets.filter((market) => process.argv.includes(market));
    const timed = only.length ? only : markets;
    for (const market of timed) ensureBuild(market);
    ensureCmsBuild({ DATABASE_URL: POSTGRES_URL });
    await benchPublishToLive(timed);
  }
}

await main();
