/**
 * Builds one market's static site: `MARKET=slo npm run build`.
 * First the content snapshot: the one the CMS stored in the database at its latest publish
 * (CONTENT_SOURCE=cms, what npm start and publishing use; packages/features/publishing/snapshots.ts)
 * or made from the seed files (the default, for tests and CI); the Next build reads only that
 * file (CONTENT_SNAPSHOT).
 * next build exports to out/ (only the pages with news when nothing else changed since the live
 * build of the same code: packages/features/publishing/partial-build.ts, which takes the rest from it);
 * this moves it to dist/<market>/<build id>/, writes the
 * sitemap and robots.txt from the route table and the RSS feeds of the news,
 * draws the share images its pages name (packages/features/share),
 * moves each page's script loading after its first paint, hashes each page's inline scripts for its Content-Security-Policy,
 * precompresses every text file (brotli and gzip), records what was built in
 * build.json and finally points dist/<market>/current at it. Builds on one
 * machine take turns (dist/.build.lock): they share apps/site/out/ and apps/site/.next/.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv, type Env } from '@/config/env';
import type { Market } from '@/config/markets';
import { describeLeftOut, SnapshotError, type LeftOut } from '@/content/snapshot';
import { currentSite } from '@/content/source';
import { sitemapXml, robotsTxt } from '@/routes/sitemap';
import { deferScripts } from '@/next-export/defer-scripts';
import { pageScriptHashes } from '@/platform/security';
import { filesUnder } from '@/platform/static-site';
import { articleSitemapEntries } from '@/features/news/article';
import { openingSitemapEntries } from '@/features/careers/openings';
import { feedsOf } from '@/features/news/feed';
import { seedSnapshot } from '@/content/seed';
import { contentSnapshot, mediaAsset } from '@/content/source';
import { drawShareImages } from '@/features/share/draw';
import { RENDER_ONLY_NEWS } from '@/features/news/render-scope';
import { articlesGone, partialBase, takeUnrendered } from '@/features/publishing/partial-build';
import type { BuildKind } from '@/features/publishing/table';
import { writeBuildSnapshot } from '@/features/publishing/snapshots';
import { openDatabase } from '@/platform/db/database';
import { withFileLock } from '@/platform/file-lock';
import { buildFingerprint, codeFingerprint, CURRENT_FILE, currentBuildDir, distDir, newBuildId, sameCodeBuild } from '@/platform/builds.mjs';
import { precompress } from '@/platform/precompress';

const root = process.cwd();
/** The public site's Next app: its export comes out in its `out` folder. */
const siteApp = path.join(root, 'apps', 'site');
const exported = path.join(siteApp, 'out');

/**
 * Names the code whose compiled output .next holds, and the folder it was compiled in (a .next
 * copied from another checkout holds its paths), written once a build of it succeeded: Next's
 * compiled output reads the market and the content only when rendering (MARKET, CONTENT_SNAPSHOT,
 * RENDER_ONLY), so every market's build of the same code can render with it.
 */
const COMPILED_CODE = path.join(siteApp, '.next', 'compiled-code');
const compiledCode = (code: string) => `${code} ${root}`;

/**
 * Next's own build id is the code's fingerprint, not a random one: a page whose content did not
 * change then comes out byte for byte as in the live build, and keeps its compressed copies.
 * When .next holds this code compiled, Next only renders (`--experimental-build-mode=generate`):
 * a publish waits for no compile, not even one from Turbopack's cache; should rendering that way
 * fail, the code is compiled again.
 */
function nextBuild(market: string, code: string, renderOnly?: string): boolean {
  const run = (mode: string[]) =>
    spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build', siteApp, ...mode], {
      stdio: 'inherit',
      env: { ...process.env, MARKET: market, NEXT_TELEMETRY_DISABLED: '1', NEXT_BUILD_ID: code, RENDER_ONLY: renderOnly ?? '' },
    }).status === 0;
  const compiled = existsSync(COMPILED_CODE) && readFileSync(COMPILED_CODE, 'utf8') === compiledCode(code);
  if (compiled) {
    // Generating leaves .next as it is, and its export then takes the pages to write from the
    // manifest the build before left there, not from its own: without one it writes its own.
    rmSync(path.join(siteApp, '.next', 'prerender-manifest.json'), { force: true });
    if (run(['--experimental-build-mode=generate'])) return true;
    console.error('Rendering with the code compiled before failed; compiling it again.');
  }
  rmSync(COMPILED_CODE, { force: true });
  if (!run([])) return false;
  writeFileSync(COMPILED_CODE, compiledCode(code));
  return true;
}

/**
 * Renders every page, or, when only news changed since the live build (`partial`), the pages that
 * show news; should that fail, every page, so a publish never stays stuck on the shortcut.
 */
function render(market: string, code: string, partial: string | undefined): BuildKind {
  if (partial) {
    if (nextBuild(market, code, RENDER_ONLY_NEWS)) return 'news';
    console.error('Rendering only the pages with news failed; rendering every page.');
  }
  if (!nextBuild(market, code)) process.exit(1);
  return 'all';
}

/** Every page's chunks and payload load on the visitor's first intent (packages/next-export/defer-scripts.ts). */
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

/**
 * Writes the market's content snapshot and returns its file, with what the build left out of the one the
 * CMS stored at its latest publish: a document failing the rules keeps its copy in the live build's
 * snapshot (`live`), or stays off the site. The CMS is not asked: it may be stopped.
 */
async function takeSnapshot(market: Market, live: string | undefined, env: Env): Promise<{ file: string; leftOut: LeftOut[] }> {
  if (process.env.CONTENT_SNAPSHOT) return { file: path.resolve(process.env.CONTENT_SNAPSHOT), leftOut: [] };
  const file = path.join(root, 'content-snapshot', `${market}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  rmSync(`${file}.assets`, { recursive: true, force: true });
  if (process.env.CONTENT_SOURCE !== 'cms') {
    writeFileSync(file, JSON.stringify(seedSnapshot(market)));
    return { file, leftOut: [] };
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR), timeoutMs: env.DATABASE_TIMEOUT_MS });
  const { leftOut, takenAt, mediaFiles } = await writeBuildSnapshot(database.db, market, file, live)
    .finally(() => database.close())
    .catch((error: unknown) => {
      if (!(error instanceof SnapshotError)) throw error;
      // The editors read it in the admin: the documents and fields, without a stack trace around them.
      console.error(error.message);
      return process.exit(1);
    });
  if (leftOut.length) console.warn(describeLeftOut(leftOut));
  console.log(`Content of ${market} as the CMS stored it at ${takenAt} (${mediaFiles} media files new to the site).`);
  return { file, leftOut };
}

/**
 * The media library's files that the content uses: beside the snapshot (<snapshot>.assets/assets/…, from the
 * database or a CMS export) or in the live build, so the site serves them with the CMS down.
 */
function copyMediaFiles(snapshotFile: string, target: string, live: string | undefined): void {
  const assets = `${snapshotFile}.assets`;
  if (existsSync(assets)) cpSync(assets, target, { recursive: true });
  const missing = contentSnapshot().media.flatMap((asset) =>
    asset.files
      .filter((file) => !existsSync(path.join(target, file.url)) && !takenFromLive(live, target, file.url))
      .map((file) => `  media/${asset.id}: ${file.url}`),
  );
  if (missing.length) throw new Error(`The snapshot's media files are missing beside it (${assets}):\n${missing.join('\n')}`);
}

/** A media file of the live build: a document's live copy, standing in for its failing new version, uses it. */
function takenFromLive(live: string | undefined, target: string, url: string): boolean {
  if (!live || !existsSync(path.join(live, url))) return false;
  cpSync(path.join(live, url), path.join(target, url));
  return true;
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

/** Each step's time, printed at the end of the build (`npm run bench` and the README quote them). */
const phases: [string, number][] = [];
async function timed<T>(name: string, step: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await step();
  } finally {
    phases.push([name, (performance.now() - started) / 1000]);
  }
}

async function build(market: Market, env: Env): Promise<void> {
  const live = currentBuildDir(root, market);
  const { file: snapshotFile, leftOut } = await timed('snapshot', () => takeSnapshot(market, live, env));
  process.env.CONTENT_SNAPSHOT = snapshotFile;
  const site = currentSite();
  const buildId = process.env.BUILD_ID ?? newBuildId();
  const { code, earlier, partial } = await timed('code and live build', () => {
    const code = codeFingerprint(root);
    const earlier = sameCodeBuild(root, market, code);
    return { code, earlier, partial: partialBase(earlier, contentSnapshot(), site.url) };
  });
  console.log(
    `Building market ${market} for ${site.url} (build ${buildId}${partial ? `, only the pages with news: the rest is taken from ${path.basename(partial)}` : ''})`,
  );
  const rendered = await timed('next build', () => render(market, code, partial));
  // On the rendered pages only: the pages taken from the live build have had it.
  await timed('deferred scripts', () => deferPageScripts(exported));

  const marketDir = distDir(root, market);
  // A build from before builds had their own folders: replaced as a whole.
  if (existsSync(path.join(marketDir, 'build.json'))) rmSync(marketDir, { recursive: true, force: true });
  const target = path.join(marketDir, buildId);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(marketDir, { recursive: true });
  renameSync(exported, target);
  const taken =
    rendered === 'news' ? await timed('taken from the live build', () => takeUnrendered(partial!, target, articlesGone(partial!, contentSnapshot()))) : 0;
  await timed('media', () => copyMediaFiles(snapshotFile, target, live));
  const pages = filesUnder(target)
    .filter((file) => file.endsWith('.html'))
    .map((file) => readFileSync(file, 'utf8'));
  const shareImages = await timed('share images', () => drawShareImages(target, pages, mediaAsset, earlier));
  writeFileSync(path.join(target, 'sitemap.xml'), sitemapXml(site, [...articleSitemapEntries(site.market), ...openingSitemapEntries(site.market)]));
  writeFileSync(path.join(target, 'robots.txt'), robotsTxt(site));
  for (const feed of feedsOf(site)) {
    mkdirSync(path.dirname(path.join(target, feed.path)), { recursive: true });
    writeFileSync(path.join(target, feed.path), feed.xml);
  }
  await timed('script hashes', () => writeFileSync(path.join(target, 'csp.json'), JSON.stringify(pageScriptHashes(target))));
  const compression = await timed('precompress', () => precompress(target, earlier));
  // The server reads the company facts (contact recipients) of the build it serves; never served itself.
  copyFileSync(snapshotFile, path.join(target, 'content.json'));
  writeFileSync(
    path.join(target, 'build.json'),
    JSON.stringify(
      {
        market,
        buildId,
        siteUrl: site.url,
        contentSource: process.env.CONTENT_SOURCE || 'seed',
        fingerprint: buildFingerprint(root, market, process.env.SITE_URL, process.env.CONTENT_SOURCE || 'seed', code),
        code,
        builtAt: new Date().toISOString(),
        // What this build took from the live one of the same code (sameCodeBuild), and what it made itself.
        reusedFrom: earlier ? path.basename(earlier) : null,
        compression,
        shareImages,
        // 'news': only the pages with news were rendered, and `taken` files came from reusedFrom as they were.
        rendered,
        taken,
        // Documents that failed the rules, each with its problems: the site was built without them (or with their live copy).
        leftOut,
        phases: Object.fromEntries(phases.map(([name, seconds]) => [name, Number(seconds.toFixed(2))])),
      },
      null,
      2,
    ),
  );
  const pointer = path.join(marketDir, CURRENT_FILE);
  writeFileSync(`${pointer}.tmp`, buildId);
  renameSync(`${pointer}.tmp`, pointer);
  pruneBuilds(marketDir, 3);
  const pagesTaken = rendered === 'news' ? `${taken} files (every page without news), ` : '';
  const reused = earlier
    ? `, taken from ${path.basename(earlier)}: ${pagesTaken}${compression.reused} compressed files and ${shareImages.reused} share images`
    : '';
  console.log(
    `Built ${market} into ${path.relative(root, target)} (${compression.compressed} files compressed, ${compression.duplicates} more with the same bytes, and ${shareImages.drawn} share images drawn${reused}).`,
  );
  console.log(`Build phases: ${phases.map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`).join(', ')}.`);
}

/**
 * The build's id, when a builder started this process ahead of its job (BUILD_ID_ON_STDIN,
 * packages/features/publishing/builder.ts): the first line of stdin, with the time the builder sent it,
 * which arrives once the modules are loaded; stdin closed without one ends the process.
 */
async function jobFromStdin(): Promise<{ buildId: string; sentAt: number } | undefined> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  const [buildId, sentAt] = text.split('\n')[0]!.trim().split(' ');
  return buildId ? { buildId, sentAt: Number(sentAt) } : undefined;
}

const env = parseEnv();
if (process.env.BUILD_ID_ON_STDIN) {
  const job = await jobFromStdin();
  if (!job) process.exit(0);
  process.env.BUILD_ID = job.buildId;
  // What the job waited for the modules to load: nothing, unless it came while they were loading.
  phases.push(['start-up', Math.max(0, Date.now() - job.sentAt) / 1000]);
} else {
  // Node's start, compiling and loading the modules.
  phases.push(['start-up', process.uptime()]);
}
mkdirSync(path.join(root, 'dist'), { recursive: true });
await withFileLock(path.join(root, 'dist', '.build.lock'), () => build(env.MARKET, env), 1000);
