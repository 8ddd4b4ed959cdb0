/**
 * Lighthouse (mobile, default simulated throttling) on a served site, in
 * Debian's Chromium: score, LCP, TBT, CLS and the JavaScript the page fetched.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { packageVersion } from './setup.mjs';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The issue's goal for every page type. */
const LIGHTHOUSE_GOAL = { score: 100, lcpMs: 1200, tbtMs: 50, cls: 0.01 };

interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire (the server's brotli) of every script the page loaded. */
  jsBytes: number;
  lcpElement: string;
}

/** Chromium with a DevTools port the system chose; resolves once it listens. */
async function startChromium(): Promise<{ port: number; stop(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM,
    ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited early (${code}): ${output.slice(-500)}`)));
  });
  return {
    port,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const lcpDetails = lhr.audits['lcp-breakdown-insight']?.details as { items?: { type: string; nodeLabel?: string }[] } | undefined;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    lcpElement: lcpDetails?.items?.find((item) => item.type === 'node')?.nodeLabel ?? '?',
  };
}

/** Lighthouse's figures vary from run to run (more so on a busy machine): the median of a few runs. */
const RUNS = 3;

/** A run that Lighthouse could not record (NO_NAVSTART and the like on a busy machine) is tried again. */
async function auditWithRetry(url: string, port: number): Promise<LighthouseFigures> {
  try {
    return await audit(url, port);
  } catch (error) {
    console.log(`  (retrying ${url}: ${(error as Error).message.slice(0, 100)})`);
    return audit(url, port);
  }
}

/** The run with the median score (LCP breaking ties), so its figures belong together. */
async function medianRun(url: string, port: number): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(url, port));
  runs.sort((a, b) => a.score - b.score || b.lcpMs - a.lcpMs);
  return runs[Math.floor(RUNS / 2)]!;
}

/** The median of RUNS Lighthouse runs per page, each in a fresh tab of one Chromium; prints a table. */
export async function benchLighthouse(base: string, pages: Record<string, string>): Promise<void> {
  const { score, lcpMs, tbtMs, cls } = LIGHTHOUSE_GOAL;
  console.log(
    `\nLighthouse ${packageVersion('lighthouse')}, mobile, simulated throttling, median of ${RUNS} runs (goal: score ${score}, LCP ≤ ${lcpMs} ms, TBT ≤ ${tbtMs} ms, CLS ≤ ${cls})`,
  );
  const [load = 0] = loadavg();
  const cores = availableParallelism();
  // Lighthouse scales the CPU time it observes by 4: on a machine that is busy with other work, TBT reads high.
  if (load > cores * 0.75)
    console.log(`  ! load average ${load.toFixed(1)} on ${cores} cores: figures taken on a busy machine read TBT high; measure on a quiet one`);
  console.log(`  ${'page'.padEnd(34)} score   LCP ms   TBT ms    CLS   JS (br)  LCP element`);
  const chromium = await startChromium();
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const run = await medianRun(base + pagePath, chromium.port);
      const flag = run.score < score || run.lcpMs > lcpMs || run.tbtMs > tbtMs || run.cls > cls ? '  ✗' : '';
      console.log(
        `  ${`${name} ${pagePath}`.padEnd(34)} ${String(run.score).padStart(5)} ${Math.round(run.lcpMs).toString().padStart(8)} ${Math.round(run.tbtMs).toString().padStart(8)} ${run.cls.toFixed(3).padStart(6)} ${`${(run.jsBytes / 1024).toFixed(1)} KB`.padStart(9)}  ${run.lcpElement.slice(0, 30)}${flag}`,
      );
    }
  } finally {
    await chromium.stop();
  }
}
