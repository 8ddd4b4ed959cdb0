/**
 * Builds one market's static site: `MARKET=slo npm run build`.
 * next build exports to out/; this moves it to dist/<market>/, writes the
 * sitemap and robots.txt from the route table and the RSS feeds of the news,
 * hashes each page's inline scripts for its Content-Security-Policy,
 * precompresses every text file (brotli and gzip) and records what was built in build.json.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseEnv } from '@/config/env';
import { currentSite } from '@/config/site';
import { sitemapXml, robotsTxt } from '@/routes/sitemap';
import { inlineScriptHashes } from '@/server/security';
import { filesUnder } from '@/server/static-site';
import { articleSitemapEntries } from '@/features/news/article';
import { feedsOf } from '@/features/news/feed';
import { buildFingerprint, distDir } from './lib/fingerprint.mjs';

const root = process.cwd();
const COMPRESSIBLE = /\.(html|txt|js|css|svg|xml|json|map|webmanifest)$/;

function nextBuild(market: string): void {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, MARKET: market, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Each page's inline-script hashes, for its Content-Security-Policy (keyed by file path). */
function scriptHashesOf(dir: string): Record<string, string[]> {
  const hashes: Record<string, string[]> = {};
  for (const file of filesUnder(dir)) {
    if (file.endsWith('.html')) hashes[path.relative(dir, file).split(path.sep).join('/')] = inlineScriptHashes(readFileSync(file, 'utf8'));
  }
  return hashes;
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

const env = parseEnv();
const site = currentSite();
console.log(`Building market ${env.MARKET} for ${site.url}`);
nextBuild(env.MARKET);

const target = distDir(root, env.MARKET);
rmSync(target, { recursive: true, force: true });
mkdirSync(path.dirname(target), { recursive: true });
renameSync(path.join(root, 'out'), target);
writeFileSync(path.join(target, 'sitemap.xml'), sitemapXml(site, articleSitemapEntries(site.market)));
writeFileSync(path.join(target, 'robots.txt'), robotsTxt(site));
for (const feed of feedsOf(site)) {
  mkdirSync(path.dirname(path.join(target, feed.path)), { recursive: true });
  writeFileSync(path.join(target, feed.path), feed.xml);
}
writeFileSync(path.join(target, 'csp.json'), JSON.stringify(scriptHashesOf(target)));
const compressed = precompress(target);
writeFileSync(
  path.join(target, 'build.json'),
  JSON.stringify({ market: env.MARKET, siteUrl: site.url, fingerprint: buildFingerprint(root, env.MARKET, env.SITE_URL), builtAt: new Date().toISOString() }, null, 2),
);
console.log(`Built ${env.MARKET} into ${path.relative(root, target)} (${compressed} files precompressed).`);
