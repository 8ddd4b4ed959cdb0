/** Starts the production server as its own process, compiled as `npm start` runs it, for tests that need their own settings. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Market } from '@/config/markets';
import { currentBuildDir } from '@/platform/builds.mjs';
import { ensureServers, serverProgram } from '../../scripts/lib/setup.mjs';

export interface SiteServer {
  url: string;
  dataDir: string;
  /** A graceful stop (SIGTERM). */
  stop(): Promise<void>;
  /** An abrupt end (SIGKILL), as a crash would be. */
  kill(): Promise<void>;
}

export async function startSiteServer(env: Record<string, string> = {}, dataDir = mkdtempSync(path.join(tmpdir(), 'site-data-'))): Promise<SiteServer> {
  ensureServers();
  const child: ChildProcess = spawn(process.execPath, [serverProgram('main')], {
    cwd: path.resolve(import.meta.dirname, '..', '..'),
    env: { ...process.env, MARKET: 'cro', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const match = buffered.match(/"port":(\d+)[^\n]*"msg":"listening"/);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${errors}`)));
  });
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    async stop() {
      child.kill('SIGTERM');
      await ended;
    },
    async kill() {
      child.kill('SIGKILL');
      await ended;
    },
  };
}

/**
 * A copy of the market's current build in a folder of its own, to give a server as DIST_DIR:
 * its rebuilds then leave the repository's dist/ as the other tests expect it.
 */
export function ownDistDir(market: Market): string {
  const current = currentBuildDir(path.resolve(import.meta.dirname, '..', '..'), market);
  if (!current) throw new Error(`no build of ${market}: run MARKET=${market} npm run build`);
  const dist = mkdtempSync(path.join(tmpdir(), `dist-${market}-`));
  cpSync(current, path.join(dist, market, path.basename(current)), { recursive: true });
  writeFileSync(path.join(dist, market, 'current'), path.basename(current));
  return dist;
}
