/**
 * Builds one market's static site: `MARKET=slo npm run build`.
 * First the content snapshot: exported from the CMS (CONTENT_SOURCE=cms, what
 * npm start and publishing use) or made from the seed files (the default, for
 * tests and CI); the Next build reads only that file (CONTENT_SNAPSHOT).
 * next build exports to out/; this moves it to dist/<market>/<build id>/, writes the
 * sitemap and robots.txt from the route table and the RSS feeds of the news,
 * draws the share images its pages name (src/features/share),
 * moves each page's script loading after its first paint, hashes each page's inline scripts for its Content-Security-Policy,
 * precompresses every text file (brotli and gzip), records what was built in
 * build.json and finally points dist/<market>/current at it. Builds on one
 * machine take turns (dist/.build.lock): they share out/ and .next/.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseEnv } from '@/config/env';
import type { Market } from '@/config/markets';
import { currentSite } from '@/content/source';
import { sitemapXml, robotsTxt } from '@/routes/sitemap';
import { deferScripts } from '@/server/defer-scripts';
import { pageScriptHashes } from '@/server/security';
import { filesUnder } from '@/server/static-site';
import { articleSitemapEntries } from '@/features/news/article';
import { feedsOf } from '@/features/news/feed';
import { seedSnapshot } from '@/content/seed';
import { contentSnapshot, mediaAsset } from '@/content/source';
import { drawShareImages } from '@/features/share/draw';
import { withFileLock } from '@/server/file-lock';
import { buildFingerprint, CURRENT_FILE, distDir, newBuildId } from '@/server/builds.mjs';

const root = process.cwd();
const COMPRESSIBLE = /\.(html|txt|js|css|svg|xml|json|map|webmanifest)$/;

function nextBuild(market: string): void {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, MARKET: market, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Every page's chunks and payload load on the visitor's first intent (src/server/defer-scripts.ts). */
function deferPageScripts(dir: string): void {
  for (const file of filesUnder(dir)) {
    if (!file.endsWith('.html')) continue;
    const payloadFile = file.replace(/\.html$/, '.txt');
    const payload = existsSync(payloadFile)
      ? { url: `/${path.relative(dir, payloadFile).split(path.sep).join('/')}`, text: readFileSync(payloadFile, 'utf8') }
      : undefined;
    writeFileSync(file, deferScripts(readFileSync(file, 'utf8'), payload));
  }
}

function precompress(dir: string): number {
  let count = 0;
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 256) continue;
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    count++;
  }
  return count;
}

/** Writes the market's content snapshot and returns its file. */
function takeSnapshot(market: Market): string {
  if (process.env.CONTENT_SNAPSHOT) return path.resolve(process.env.CONTENT_SNAPSHOT);
  const file = path.join(root, 'content-snapshot', `${market}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  rmSync(`${file}.assets`, { recursive: true, force: true });
  if (process.env.CONTENT_SOURCE === 'cms') {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'cms', 'cli.ts'), 'export', '--market', market, '--out', file], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  } else {
    writeFileSync(file, JSON.stringify(seedSnapshot(market)));
  }
  return file;
}

/**
 * The media library's files that the content uses, which the CMS export put beside the snapshot
 * (<snapshot>.assets/assets/…): part of the export, so the site serves them with the CMS down.
 */
function copyMediaFiles(snapshotFile: string, target: string): void {
  const assets = `${snapshotFile}.assets`;
  if (existsSync(assets)) cpSync(assets, target, { recursive: true });
  const missing = contentSnapshot().media.flatMap((asset) => asset.files.filter((file) => !existsSync(path.join(target, file.url))).map((file) => `  media/${asset.id}: ${file.url}`));
  if (missing.length) throw new Error(`The snapshot's media files are missing beside it (${assets}):\n${missing.join('\n')}`);
}

const BUILD_ID = /^\d{8}T\d{6}-[0-9a-z]+$/;

/** Keeps the newest builds (the live one and the ones before it, whose assets old pages may still ask for). */
function pruneBuilds(marketDir: string, keep: number): void {
  const builds = readdirSync(marketDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && BUILD_ID.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  for (const old of builds.slice(0, Math.max(0, builds.length - keep))) rmSync(path.join(marketDir, old), { recursive: true, force: true });
}

async function build(market: Market): Promise<void> {
  const snapshotFile = takeSnapshot(market);
  process.env.CONTENT_SNAPSHOT = snapshotFile;
  const site = currentSite();
  const buildId = process.env.BUILD_ID ?? newBuildId();
  console.log(`Building market ${market} for ${site.url} (build ${buildId})`);
  nextBuild(market);

  const marketDir = distDir(root, market);
  // A build from before builds had their own folders: replaced as a whole.
  if (existsSync(path.join(marketDir, 'build.json'))) rmSync(marketDir, { recursive: true, force: true });
  const target = path.join(marketDir, buildId);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(marketDir, { recursive: true });
  renameSync(path.join(root, 'out'), target);
  copyMediaFiles(snapshotFile, target);
  const pages = filesUnder(target).filter((file) => file.endsWith('.html')).map((file) => readFileSync(file, 'utf8'));
  const shareImages = await drawShareImages(target, pages, mediaAsset);
  writeFileSync(path.join(target, 'sitemap.xml'), sitemapXml(site, articleSitemapEntries(site.market)));
  writeFileSync(path.join(target, 'robots.txt'), robotsTxt(site));
  for (const feed of feedsOf(site)) {
    mkdirSync(path.dirname(path.join(target, feed.path)), { recursive: true });
    writeFileSync(path.join(target, feed.path), feed.xml);
  }
  deferPageScripts(target);
  writeFileSync(path.join(target, 'csp.json'), JSON.stringify(pageScriptHashes(target)));
  const compressed = precompress(target);
  // The server reads the company facts (contact recipients) of the build it serves; never served itself.
  copyFileSync(snapshotFile, path.join(target, 'content.json'));
  writeFileSync(
    path.join(target, 'build.json'),
    JSON.stringify({ market, buildId, siteUrl: site.url, contentSource: process.env.CONTENT_SOURCE || 'seed', fingerprint: buildFingerprint(root, market, process.env.SITE_URL, process.env.CONTENT_SOURCE || 'seed'), builtAt: new Date().toISOString() }, null, 2),
  );
  const pointer = path.join(marketDir, CURRENT_FILE);
  writeFileSync(`${pointer}.tmp`, buildId);
  renameSync(`${pointer}.tmp`, pointer);
  pruneBuilds(marketDir, 3);
  console.log(`Built ${market} into ${path.relative(root, target)} (${compressed} files precompressed, ${shareImages} share images).`);
}

const env = parseEnv();
mkdirSync(path.join(root, 'dist'), { recursive: true });
await withFileLock(path.join(root, 'dist', '.build.lock'), () => build(env.MARKET), 1000);
