/**
 * A publish that changes only news, the most frequent one, renders only the pages that show news
 * (packages/features/news/render-scope.ts) and takes every other file from the live build. That build
 * must have the same code (scripts/build.ts finds it with sameCodeBuild), the same address and the
 * same day (a page shows the build's year), and a snapshot equal to the new one but for its news,
 * whose articles keep their addresses: then each page taken is byte for byte what rendering it
 * again would make (tests/int/partial-build.test.ts). An article unpublished or deleted leaves the
 * site the same way: its pages are not taken, and the pages taken keep its address in their
 * language switcher, which only its own address reads.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { today } from '@/content/jobs';
import { readSnapshotFile, type Snapshot } from '@/content/snapshot';
import { filesUnder } from '@/platform/static-site';
import { articleAddressesOf, switcherAddressesKept } from '@/features/news/render-scope';
import { SHARE_DIR } from '@/features/share/share-image';

/** Whether every page without a news section, rendered from `before`, serves `after` as it would render from it. */
export function onlyNewsPagesDiffer(before: Snapshot, after: Snapshot): boolean {
  return isDeepStrictEqual({ ...before, news: [] }, { ...after, news: [] }) && switcherAddressesKept(before, after);
}

function liveSnapshot(live: string): Snapshot | undefined {
  try {
    return readSnapshotFile(path.join(live, 'content.json'));
  } catch {
    return undefined;
  }
}

/** The live build of the same code that this build may take its pages without news from, if any. */
export function partialBase(sameCode: string | undefined, snapshot: Snapshot, siteUrl: string, day = today(new Date(), snapshot.market)): string | undefined {
  if (!sameCode) return undefined;
  const info = JSON.parse(readFileSync(path.join(sameCode, 'build.json'), 'utf8')) as { siteUrl?: string; builtAt?: string };
  if (info.siteUrl !== siteUrl || !info.builtAt || today(new Date(info.builtAt), snapshot.market) !== day) return undefined;
  const before = liveSnapshot(sameCode);
  return before && onlyNewsPagesDiffer(before, snapshot) ? sameCode : undefined;
}

/** What the build writes after rendering, whatever it rendered (scripts/build.ts). */
const WRITTEN_BY_THE_BUILD = new Set(['build.json', 'csp.json', 'content.json', 'sitemap.xml', 'robots.txt']);

/** The articles of the live build that `after` no longer has (unpublished, deleted, or in a locale no more). */
export function articlesGone(live: string, after: Snapshot): string[] {
  const kept = new Set(articleAddressesOf(after));
  return articleAddressesOf(liveSnapshot(live) ?? after).filter((address) => !kept.has(address));
}

/** Whether an exported file belongs to the page at `address` (its HTML, its payload, its segments' payloads). */
const isFileOf = (file: string, address: string) => {
  const base = address.replace(/^\//, '');
  return file === `${base}.html` || file === `${base}.txt` || file.startsWith(`${base}/`);
};

/**
 * Copies into `target` (the partial build's export) every file of `live` that it lacks, except
 * compressed copies (the precompress step takes those where the bytes are the same), share images
 * (drawn or taken by name), what the build writes itself and the pages of articles `gone` from the
 * site. Returns how many files it took.
 */
export function takeUnrendered(live: string, target: string, gone: readonly string[] = []): number {
  let taken = 0;
  for (const from of filesUnder(live)) {
    const file = path.relative(live, from).split(path.sep).join('/');
    if (/\.(br|gz)$/.test(file) || WRITTEN_BY_THE_BUILD.has(file) || `/${file}`.startsWith(SHARE_DIR)) continue;
    if (gone.some((address) => isFileOf(file, address))) continue;
    const to = path.join(target, file);
    if (existsSync(to)) continue;
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    taken++;
  }
  return taken;
}
