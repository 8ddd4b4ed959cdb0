/**
 * A public server's part in publishing. Every PUBLISH_POLL_MS it
 *  - claims its market's queued rebuild once no publish has joined it for
 *    PUBLISH_SETTLE_MS (one running per market across all servers), builds it from the snapshot the CMS stored with it into
 *    dist/<market>/<build id>/ (or DIST_DIR) and records the result; a failed build leaves
 *    the site as it was and its error in the queue, where the admin shows it;
 *  - switches to the market's newest succeeded build when it is not serving
 *    it yet (also one that another server of the market built);
 *  - queues a rebuild once a job opening of the served build is past its
 *    deadline, so the opening leaves the careers page without anyone publishing.
 * A builder also says every HEARTBEAT_MS that it is there (site_builders), so the CMS can tell an
 * editor whose market no server builds that their publish waits for one.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Db } from '@/platform/db/database';
import { today } from '@/content/jobs';
import { distDir } from '@/platform/builds.mjs';
import { buildProgram } from '@/platform/programs';
import type { LeftOut } from '@/content/snapshot';
import { claimBuild, enqueueBuild, finishBuild, heartbeat, HEARTBEAT_MS, leaveBuilders, liveBuildId } from './queue';
import type { LiveSite } from './live-site';
import type { BuildKind } from './table';

export interface BuilderOptions {
  db: Db;
  live: LiveSite;
  root: string;
  logger: Logger;
  pollMs: number;
  /** How long a market's publishes must pause before its build starts, so that a burst joins one build. */
  settleMs: number;
  /** A build running longer than this is taken for dead (its server stopped). */
  timeoutMs: number;
  /** Whether this server builds, or only follows the builds of others. */
  builds: boolean;
}

const OUTPUT_TAIL = 6000;

type BuildResult = { ok: true } | { ok: false; error: string };

/**
 * scripts/build.ts for the market, from the snapshot the CMS stored, started before its job: it loads
 * its modules (a second or two of compiling and reading) while the builder waits, and builds once
 * `run` names the build on its stdin (with the time, so the build records what its job waited for
 * the loading), so a publish waits for none of that.
 */
interface PreparedBuild {
  /** Builds `buildId`; resolves with its output's end on failure. */
  run(buildId: string, timeoutMs: number): Promise<BuildResult>;
  /** Ends the process without building. */
  cancel(): Promise<void>;
  /** Whether it ended before its job (it failed while loading). */
  ended(): boolean;
}

function prepareBuild(root: string, market: string): PreparedBuild {
  const child = spawn(process.execPath, buildProgram(root), {
    cwd: root,
    env: { ...process.env, MARKET: market, BUILD_ID_ON_STDIN: '1', CONTENT_SOURCE: 'cms', CONTENT_SNAPSHOT: '', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  // A process that failed while loading has closed its end: its exit, not the write, tells why.
  child.stdin.on('error', () => undefined);
  let ended = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = true;
      resolve({ code, signal });
    }),
  );
  return {
    async run(buildId, timeoutMs) {
      child.stdin.end(`${buildId} ${Date.now()}\n`);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const { code, signal } = await exited;
      clearTimeout(timer);
      // Without the colour codes of the build's terminal output.
      const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
      return code === 0 ? { ok: true } : { ok: false, error: `${signal ? `stopped by ${signal}` : `exit ${code}`}\n${plain.trim()}` };
    },
    async cancel() {
      child.stdin.end();
      await exited;
    },
    ended: () => ended,
  };
}

/** What a succeeded build rendered and left out for content errors (scripts/build.ts records both in build.json). */
function outcomeOf(dir: string): { rendered?: BuildKind; leftOut: LeftOut[] } {
  const info = JSON.parse(readFileSync(path.join(dir, 'build.json'), 'utf8')) as { rendered?: BuildKind; leftOut?: LeftOut[] };
  return { rendered: info.rendered, leftOut: info.leftOut ?? [] };
}

export function startBuilder({ db, live, root, logger, pollMs, settleMs, timeoutMs, builds }: BuilderOptions): { stop(): Promise<void> } {
  const market = live.market;
  const marketDir = distDir(root, market);
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  /** The next build's process, loaded and waiting for its job. */
  let prepared: PreparedBuild | undefined;

  function follow(buildId: string | undefined): void {
    // Build ids sort by time: never go back to an older build than the one served.
    if (!buildId || buildId <= live.buildId()) return;
    const dir = path.join(marketDir, buildId);
    if (!existsSync(path.join(dir, 'build.json'))) return;
    live.switchTo(dir);
    logger.info({ market, buildId }, 'switched to a new build');
  }

  /** The served build for which a rebuild after a deadline was queued (once per build). */
  let deadlineQueuedFor: string | undefined;

  async function rebuildAfterDeadline(): Promise<void> {
    const closes = live.openingsCloseOn();
    if (!closes || closes >= today() || deadlineQueuedFor === live.buildId()) return;
    deadlineQueuedFor = live.buildId();
    await enqueueBuild(db, market, 'job opening deadline');
    logger.info({ market, deadline: closes }, 'a job opening closed: rebuild queued');
  }

  async function tick(): Promise<void> {
    if (builds) {
      await rebuildAfterDeadline();
      const job = await claimBuild(db, market, { staleAfterMs: timeoutMs, settleMs });
      if (job) {
        const buildId = `${new Date()
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d+Z$/, '')}-${job.id}`;
        logger.info({ market, job: job.id, buildId, requestedBy: job.requestedBy }, 'build started');
        const started = Date.now();
        // One that failed while loading is started again, to fail with its error in this build's record.
        const build = prepared && !prepared.ended() ? prepared : prepareBuild(root, market);
        prepared = undefined;
        const result = await build.run(buildId, timeoutMs);
        await finishBuild(db, job.id, result.ok ? { buildId, ...outcomeOf(path.join(marketDir, buildId)) } : { error: result.error });
        logger[result.ok ? 'info' : 'error']({ market, job: job.id, buildId, ms: Date.now() - started, ok: result.ok }, 'build finished');
      }
    }
    follow(await liveBuildId(db, market));
    // After the switch, which it would slow down on a machine's few cores.
    if (builds && !prepared && !stopped) prepared = prepareBuild(root, market);
  }

  const server = `${hostname()}:${process.pid}`;
  const beat = () => heartbeat(db, market, server).catch((error: Error) => logger.warn({ err: error.message }, 'publishing heartbeat failed'));
  const beating = builds ? setInterval(() => void beat(), HEARTBEAT_MS).unref() : undefined;
  if (builds) void beat();

  const loop = async () => {
    while (!stopped) {
      running = tick().catch((error: Error) => logger.warn({ err: error.message }, 'publishing check failed'));
      await running;
      await new Promise((resolve) => setTimeout(resolve, pollMs).unref());
    }
  };
  void loop();
  return {
    async stop() {
      stopped = true;
      clearInterval(beating);
      await running;
      await prepared?.cancel();
      if (builds) await leaveBuilders(db, market, server).catch(() => undefined);
    },
  };
}
