// What a build depends on. `npm start` and `npm test` rebuild a market only
// when this changes, so a fresh clone builds once and an edit builds again.
import { createHash } from 'node:crypto';
import { readdirSync, statSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['apps/site', 'packages', 'package-lock.json', 'scripts/build.ts'];

/** What the CMS's own Next build depends on (its output, apps/cms/.next, excluded). */
const CMS_INPUTS = ['apps/cms', 'apps/site', 'packages', 'package-lock.json'];
// What builds and tools write beside the sources (Next writes next-env.d.ts at its first build): not an input.
const SKIPPED = new Set(['.next', 'out', 'node_modules', 'next-env.d.ts', 'tsconfig.tsbuildinfo']);

function walk(entry, out) {
  if (!existsSync(entry) || SKIPPED.has(path.basename(entry))) return;
  const stat = statSync(entry);
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry).sort()) walk(path.join(entry, name), out);
  } else if (!/\.test\.tsx?$/.test(entry)) {
    out.push(entry);
  }
}

/** `source`: where the content came from (`seed` or `cms`); a build from the other one is not reused. */
export function buildFingerprint(root, market, siteUrl, source = 'seed', code = codeFingerprint(root)) {
  return createHash('sha256')
    .update(`${market}\n${siteUrl ?? ''}\n${source}\n${code}`)
    .digest('hex')
    .slice(0, 16);
}

/** The code a build runs (with the seed content, which lives beside it): what Next's build id and the reuse of files follow. */
export function codeFingerprint(root) {
  const files = [];
  for (const input of INPUTS) walk(path.join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export function cmsFingerprint(root) {
  const files = [];
  for (const input of CMS_INPUTS) walk(path.join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The production servers' compiled code (scripts/lib/compile-server.mjs): the public server
 * (main.js), the market build it runs when publishing (build.js) and the CMS's server (cms-server.js).
 * In the repository's dist/, whatever DIST_DIR says: it is code, not a market's build.
 */
export const SERVER_DIR = path.join('dist', 'server');

/**
 * A market's builds live in dist/<market>/<build id>/ (DIST_DIR moves dist/); the file `current`
 * names the live one.
 */
export const CURRENT_FILE = 'current';

export function distDir(root, market) {
  return path.join(path.resolve(root, process.env.DIST_DIR || 'dist'), market);
}

/**
 * The live build of the market, when it was built from the same code (its build.json's `code`):
 * its compressed files and share images are then what a new build would make of the same bytes
 * and names. After a code change, nothing is taken from it.
 */
export function sameCodeBuild(root, market, code) {
  const live = currentBuildDir(root, market);
  if (!live) return undefined;
  const info = JSON.parse(readFileSync(path.join(live, 'build.json'), 'utf8'));
  return info.code === code ? live : undefined;
}

/** Build ids sort by time: 20261123T075512-3f9a. */
export function newBuildId(now = new Date()) {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '');
  return `${stamp}-${Math.random().toString(16).slice(2, 6)}`;
}

/** The folder of the market's live build, if there is one. */
export function currentBuildDir(root, market) {
  const pointer = path.join(distDir(root, market), CURRENT_FILE);
  if (!existsSync(pointer)) return undefined;
  const dir = path.join(distDir(root, market), readFileSync(pointer, 'utf8').trim());
  return existsSync(path.join(dir, 'build.json')) ? dir : undefined;
}

export function readBuildInfo(root, market) {
  const dir = currentBuildDir(root, market);
  return dir ? JSON.parse(readFileSync(path.join(dir, 'build.json'), 'utf8')) : undefined;
}
