/**
 * `npm run bench`: figures, not tests. Prints the transfer size of two pages
 * and the throughput of the production server against a bare node:http
 * server that returns the same bytes from memory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { pathOf } from '@/routes';
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
