/**
 * HTTP throughput with wrk (C, one thread): autocannon in Node on the same two
 * cores saturated before the server did, so it measured itself.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const WRK = '/usr/bin/wrk';

export interface WrkRun {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors plus answers other than 2xx and 3xx. */
  errors: number;
}

/** Debian's wrk: installed when absent and we are root, like Chromium for the browser tests. */
export function ensureWrk(): void {
  if (existsSync(WRK)) return;
  if (process.getuid?.() !== 0) {
    console.error('wrk is missing at /usr/bin/wrk. Install Debian\'s "wrk" package (as root: apt-get install wrk).');
    process.exit(1);
  }
  console.log('Installing wrk from Debian packages…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'wrk'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

function milliseconds(value: string, unit: string): number {
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
  if (factor === undefined) throw new Error(`wrk printed an unknown unit: ${unit}`);
  return Number(value) * factor;
}

function parseWrk(output: string): WrkRun {
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    if (!match) throw new Error(`wrk printed no ${p}% latency:\n${output}`);
    return milliseconds(match[1]!, match[2]!);
  };
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(output);
  if (!rps) throw new Error(`wrk printed no request rate:\n${output}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  return { rps: Number(rps[1]), p50Ms: percentile('50'), p99Ms: percentile('99'), errors: socketErrors + non2xx };
}

/** A wrk script that cycles through the paths, one per request. */
function rotationScript(paths: string[]): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bench-wrk-')), 'paths.lua');
  writeFileSync(
    file,
    `local paths = { ${paths.map((p) => JSON.stringify(p)).join(', ')} }
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format(nil, paths[i])
end
`,
  );
  return file;
}

/**
 * GETs the paths on `base` in turn with `connections` connections for `seconds`,
 * asking for brotli or gzip as browsers do.
 */
export async function wrk(base: string, paths: string[], { connections, seconds }: { connections: number; seconds: number }): Promise<WrkRun> {
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', 'Accept-Encoding: br, gzip'];
  if (paths.length > 1) args.push('-s', rotationScript(paths));
  const { stdout } = await promisify(execFile)(WRK, [...args, base + paths[0]]);
  return parseWrk(stdout);
}
