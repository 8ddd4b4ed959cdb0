// What a build depends on. `npm start` and `npm test` rebuild a market only
// when this changes, so a fresh clone builds once and an edit builds again.
import { createHash } from 'node:crypto';
import { readdirSync, statSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'public', 'next.config.ts', 'postcss.config.mjs', 'package-lock.json', 'scripts/build.ts'];

function walk(entry, out) {
  if (!existsSync(entry)) return;
  const stat = statSync(entry);
  if (stat.isDirectory()) {
    for (const name of readdirSync(entry).sort()) walk(path.join(entry, name), out);
  } else if (!/\.test\.tsx?$/.test(entry)) {
    out.push(entry);
  }
}

export function buildFingerprint(root, market, siteUrl) {
  const files = [];
  for (const input of INPUTS) walk(path.join(root, input), files);
  const hash = createHash('sha256').update(`${market}\n${siteUrl ?? ''}\n`);
  for (const file of files) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

export function distDir(root, market) {
  return path.join(root, 'dist', market);
}

export function readBuildInfo(root, market) {
  const file = path.join(distDir(root, market), 'build.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}
