/**
 * The one door to content. Every page reads what staff edit from one content
 * snapshot, resolved here and nowhere else:
 *  1. a CMS draft preview's snapshot, set for the current server request (./preview.ts);
 *  2. else the build's file, CONTENT_SNAPSHOT (scripts/build.ts writes it from the
 *     CMS export or from the seed), read and validated once;
 *  3. else the seed in this repository, made into the market's snapshot: MARKET's, or
 *     the one asked for (tests and `next dev`, where any market can be read).
 * What pages read — a page's copy, news, job openings, documents, media files
 * and the site's facts — is exported below, each taken from that snapshot.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { profileOf, type MarketProfile } from '@/content/company';
import { parseEnv } from '@/config/env';
import type { Locale, Market } from '@/config/markets';
import type { Site } from '@/content/site';
import type { RouteKey } from '@/routes/table';
import { documentFileUrl, type DownloadDocument } from './document-schema';
import type { Job } from './job-schema';
import type { MediaAsset } from './media-schema';
import { readCategories } from './news';
import { ContentError } from './pages';
import type { PageContent } from './page-schema';
import type { NewsContent } from './post-schema';
import { previewSnapshot } from './preview';
import { seedSnapshot } from './seed';
import { readSnapshotFile, type Snapshot } from './snapshot';

/** The build's file, read once per path: a process that names another file reads that one. */
let fromFile: { file: string; snapshot: Snapshot } | undefined;
const seeds = new Map<Market, Snapshot>();

/** The snapshot pages read now: the preview's, the build's file, or a market's seed. */
export function contentSnapshot(market?: Market): Snapshot {
  const preview = previewSnapshot();
  if (preview) return preview;
  const file = process.env.CONTENT_SNAPSHOT;
  if (file) {
    if (fromFile?.file !== file) fromFile = { file, snapshot: readSnapshotFile(file) };
    return fromFile.snapshot;
  }
  const wanted = market ?? parseEnv().MARKET;
  let seed = seeds.get(wanted);
  if (!seed) seeds.set(wanted, (seed = seedSnapshot(wanted)));
  return seed;
}

const sites = new WeakMap<Snapshot, Site>();

/** The market being built (or previewed), its public base URL and its company facts. */
export function currentSite(): Site {
  const snapshot = contentSnapshot();
  let site = sites.get(snapshot);
  if (!site) {
    const profile = profileOf(snapshot.market, snapshot.company);
    // A preview shows the market's own address.
    site = siteAt(snapshot.market, profile, previewSnapshot() ? profile.siteUrl : undefined);
    sites.set(snapshot, site);
  }
  return site;
}

/** A market with its facts, at the address it is built and served for: SITE_URL, else the market's own. */
export function siteAt(market: Market, profile: MarketProfile, url = parseEnv().SITE_URL ?? profile.siteUrl): Site {
  return { market, url: url.replace(/\/$/, ''), profile };
}

/** The copy of one page in a locale; a page of the site missing from the snapshot fails the build, naming it. */
export function loadPage(key: RouteKey, locale: Locale, market?: Market): PageContent {
  const snapshot = contentSnapshot(market);
  const page = snapshot.pages[key]?.[locale];
  if (!page)
    throw new ContentError(
      `pages/${key} (${locale}): missing from the content snapshot of ${snapshot.market}; a page of the site must exist in each of its market's locales`,
    );
  return page;
}

const news = new WeakMap<Snapshot, NewsContent>();

/** The market's news and events, with the categories (structure, kept in code) they are filed under. */
export function newsContent(market?: Market): NewsContent {
  const snapshot = contentSnapshot(market);
  let content = news.get(snapshot);
  if (!content) news.set(snapshot, (content = newsContentOf(snapshot)));
  return content;
}

/** The news of any snapshot (a live build's, say), as the pages read them. */
export function newsContentOf(snapshot: Snapshot): NewsContent {
  return { categories: readCategories(), posts: snapshot.news.map((post) => ({ ...post, source: `news/${post.id}` })) };
}

/** The open job openings a visitor sees in a locale, the nearest deadline first. */
export function jobsIn(locale: Locale, market?: Market): Job[] {
  return contentSnapshot(market)
    .jobs.filter((job) => job.translations[locale])
    .sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id - b.id);
}

/** A media file that the content uses, or undefined. The snapshot was validated: a file content names is there. */
export function mediaAsset(id: number): MediaAsset | undefined {
  return contentSnapshot().media.find((asset) => asset.id === id);
}

/** The documents page's downloads in a locale, each with its title, address and size. */
export function documentsIn(locale: Locale, market?: Market): (DownloadDocument & { title: string; url: string; bytes: number })[] {
  const snapshot = contentSnapshot(market);
  return snapshot.documents.flatMap((doc) => {
    const text = doc.translations[locale];
    if (!text) return [];
    // The size is the file's, read at build time: not a fact anyone keeps by hand.
    const file = text.upload ? uploadedPdf(snapshot, text.upload) : committedFile(documentFileUrl(snapshot.market, locale, text.file!));
    return [{ ...doc, title: text.title, url: file.url, bytes: file.bytes }];
  });
}

function uploadedPdf(snapshot: Snapshot, id: number): { url: string; bytes: number } {
  const file = snapshot.media.find((asset) => asset.id === id)!.files.find((candidate) => candidate.format === 'pdf')!;
  return { url: file.url, bytes: file.bytes };
}

function committedFile(url: string): { url: string; bytes: number } {
  return { url, bytes: statSync(path.join(process.cwd(), 'apps', 'site', 'public', url)).size };
}
