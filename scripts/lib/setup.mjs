// Shared steps of `npm start` and `npm test`: install what is missing, build what is stale.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { slimSourceMaps } from '../../apps/cms/src/build/server-source-maps.mjs';
import { ensureServerBuild } from './compile-server.mjs';
import { buildFingerprint, cmsFingerprint, readBuildInfo, SERVER_DIR } from '../../packages/platform/builds.mjs';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/** Long steps print what they do, with the time so far, at least every 15 s. */
const PROGRESS_EVERY_MS = 15_000;

/**
 * Prints "… <doing> (45 s)" every 15 s until stopped. A separate process, because the step runs
 * through spawnSync and holds this one's event loop.
 */
function progressLines(doing) {
  const ticker = `const started = Date.now(); setInterval(() => console.log('  … ' + ${JSON.stringify(doing)} + ' (' + Math.round((Date.now() - started) / 1000) + ' s)'), ${PROGRESS_EVERY_MS});`;
  const child = spawn(process.execPath, ['-e', ticker], { stdio: ['ignore', 'inherit', 'inherit'] });
  return () => child.kill();
}

export function run(command, args, env = {}, { doing } = {}) {
  const stopProgress = doing ? progressLines(doing) : () => {};
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  stopProgress();
  if (result.status !== 0) exitFailed(`${command} ${args.join(' ')}`, result.status, result.signal);
}

/** Ends the run after a failed step, with the step's exit code. */
function exitFailed(step, code, signal) {
  console.error(`\n✖ ${step} failed (exit ${code ?? signal}).`);
  process.exit(code ?? 1);
}

/**
 * Runs independent steps at once (on two cores, a single-threaded checker beside another step
 * uses the idle core). Each step's output is held and printed when it ends, so the lines of two
 * steps never mix; a progress line names the steps still running every 15 s. Exits on the first
 * failure, after printing what the failed step wrote.
 */
export async function together(steps) {
  const started = Date.now();
  const running = new Set(steps.map((step) => step.name));
  const ticker = setInterval(() => console.log(`  … ${[...running].join(', ')} (${Math.round((Date.now() - started) / 1000)} s)`), PROGRESS_EVERY_MS);
  try {
    await Promise.all(
      steps.map(
        ({ name, command, args, env = {} }) =>
          new Promise((resolve) => {
            const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
            const output = [];
            child.stdout.on('data', (chunk) => output.push(chunk));
            child.stderr.on('data', (chunk) => output.push(chunk));
            child.once('close', (code, signal) => {
              running.delete(name);
              process.stdout.write(Buffer.concat(output));
              if (code !== 0) exitFailed(`${name} (${command} ${args.join(' ')})`, code, signal);
              console.log(`✓ ${name} (${Math.round((Date.now() - started) / 1000)} s)`);
              resolve();
            });
          }),
      ),
    );
  } finally {
    clearInterval(ticker);
  }
}

/**
 * Installs from the lockfile when node_modules is missing or older than it.
 * `npm install`, not `npm ci`: the registry mirror lacks some other platforms'
 * optional binaries, which `npm ci` insists on finding in the lockfile.
 */
export function ensureDependencies() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies (npm install)…');
  // Errors only: the warnings are about dev-only packages (Lighthouse's and its puppeteer's engine
  // field asks for Node 22, they run on 20) and install scripts npm still runs; none needs action here.
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {}, { doing: 'installing dependencies' });
}

/** Builds a market unless dist/<market> already holds a build of the same sources and settings. */
export function ensureBuild(market, siteUrl = process.env.SITE_URL) {
  const info = readBuildInfo(root, market);
  if (info && info.fingerprint === buildFingerprint(root, market, siteUrl || undefined, process.env.CONTENT_SOURCE || 'seed')) return;
  console.log(`Building market ${market}…`);
  run('npx', ['tsx', 'scripts/build.ts'], { MARKET: market }, { doing: `building market ${market}` });
}

/** Compiles the production servers into dist/server unless they were compiled from the same sources (compile-server.mjs). */
export function ensureServers() {
  const started = Date.now();
  if (ensureServerBuild(root)) console.log(`Compiled the servers into ${SERVER_DIR} (${Date.now() - started} ms).`);
}

/** A compiled server's file, as node's argument. */
export const serverProgram = (name) => path.join(root, SERVER_DIR, `${name}.js`);

/** Builds the CMS's Next app (apps/cms/.next) unless it was built from the same sources. Needs DATABASE_URL. */
export function ensureCmsBuild(env = {}) {
  const marker = path.join(root, 'apps', 'cms', '.next', 'farmadria-fingerprint');
  const fingerprint = cmsFingerprint(root);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === fingerprint) return;
  console.log('Building the CMS…');
  run(
    process.execPath,
    [path.join(root, 'node_modules/next/dist/bin/next'), 'build', 'apps/cms'],
    { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    { doing: 'building the CMS' },
  );
  slimSourceMaps(path.join(root, 'apps', 'cms', '.next', 'server'));
  writeFileSync(marker, fingerprint);
}

/**
 * Debian's Chromium for the browser tests, installed when absent and we are root: its headless
 * shell, which runs the end-to-end suite (same engine, less CPU per page than the full browser),
 * and the full browser, for trying pages by hand and the
 * Lighthouse bench. Without root, the full browser alone will do. Asynchronous, so that apt's
 * downloads can run beside npm's install (npm test).
 */
export async function ensureChromium() {
  const missing = ['chromium', 'chromium-headless-shell'].filter((name) => !existsSync(`/usr/bin/${name}`));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    if (!missing.includes('chromium'))
      return console.log('Debian\'s "chromium-headless-shell" is missing: the browser tests run in the full Chromium, more slowly.');
    console.error(
      'Chromium is missing at /usr/bin/chromium. Install Debian\'s "chromium" package (as root: apt-get install chromium chromium-headless-shell).',
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(' and ')} from Debian packages…`);
  await aptGet(['update', '-qq']);
  await aptGet(['install', '-y', '-qq', ...missing]);
}

function aptGet(args) {
  return new Promise((resolve) => {
    const child = spawn('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else exitFailed(`apt-get ${args.join(' ')}`, code, signal);
    });
  });
}

export function packageVersion(name) {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}
