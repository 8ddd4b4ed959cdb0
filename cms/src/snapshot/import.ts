/**
 * Imports content snapshots (the seed) into the CMS, published. A document
 * that exists already is left alone, so a second import changes nothing and
 * nothing staff edited is overwritten. News posts keep their numbers (ids),
 * which related posts refer to.
 */
import type { Payload } from 'payload';
import { localesOf, type Locale } from '@/config/markets';
import { companyFactsSchema } from '@/content/company-facts';
import { pageSchema } from '@/content/page-schema';
import type { Snapshot } from '@/content/snapshot';
import type { Post } from '@/features/news/post-schema';
import { toPayload } from '../fields/zod-fields';
import { newsMeta, newsText } from './mapping';

export interface ImportReport {
  created: { pages: number; news: number; company: number };
}

const quiet = { overrideAccess: true, context: { skipRebuild: true }, depth: 0 } as const;

async function exists(payload: Payload, collection: 'pages' | 'news' | 'company', where: Record<string, unknown>): Promise<boolean> {
  const found = await payload.find({ collection, where: where as never, limit: 1, depth: 0, overrideAccess: true, pagination: false });
  return found.docs.length > 0;
}

/** Creates a localized document in its first locale, then adds the others. */
async function createLocalized(
  payload: Payload,
  collection: 'pages' | 'news',
  shared: Record<string, unknown>,
  byLocale: [Locale, Record<string, unknown>][],
): Promise<void> {
  const [[first, firstData], ...rest] = byLocale as [[Locale, Record<string, unknown>], ...[Locale, Record<string, unknown>][]];
  const doc = await payload.create({ collection, locale: first, data: { ...shared, ...firstData, _status: 'published' } as never, ...quiet });
  for (const [locale, data] of rest) {
    await payload.update({ collection, id: doc.id, locale, data: { ...data, _status: 'published' } as never, ...quiet });
  }
}

export async function importSnapshots(payload: Payload, snapshots: Snapshot[]): Promise<ImportReport> {
  const report: ImportReport = { created: { pages: 0, news: 0, company: 0 } };
  for (const snapshot of snapshots) {
    const { market } = snapshot;
    if (!(await exists(payload, 'company', { market: { equals: market } }))) {
      await payload.create({ collection: 'company', data: { market, ...(toPayload(companyFactsSchema, snapshot.company) as object), _status: 'published' } as never, ...quiet });
      report.created.company++;
    }
    for (const [routeKey, byLocale] of Object.entries(snapshot.pages)) {
      if (await exists(payload, 'pages', { and: [{ routeKey: { equals: routeKey } }, { market: { equals: market } }] })) continue;
      const locales = localesOf(market).filter((locale) => byLocale[locale]);
      await createLocalized(payload, 'pages', { routeKey, market }, locales.map((locale) => [locale, toPayload(pageSchema, byLocale[locale]) as Record<string, unknown>]));
      report.created.pages++;
    }
  }
  report.created.news = await importNews(payload, snapshots);
  return report;
}

/** Posts shared by several markets appear in each market's snapshot: their texts are merged. */
async function importNews(payload: Payload, snapshots: Snapshot[]): Promise<number> {
  const posts = new Map<number, Snapshot['news'][number]>();
  for (const post of snapshots.flatMap((snapshot) => snapshot.news)) {
    const known = posts.get(post.id);
    posts.set(post.id, known ? { ...known, translations: { ...known.translations, ...post.translations } } : post);
  }
  const created: Snapshot['news'] = [];
  for (const post of [...posts.values()].sort((a, b) => a.id - b.id)) {
    if (await exists(payload, 'news', { id: { equals: post.id } })) continue;
    const texts = Object.entries(post.translations).map(([locale, translation]) => [locale as Locale, newsText(translation!)] as [Locale, Record<string, unknown>]);
    await createLocalized(payload, 'news', { id: post.id, ...newsMeta(post as Post) }, texts);
    created.push(post);
  }
  // Related posts can refer to any post, so they are linked once all exist.
  for (const post of created) {
    if (post.related.length) await payload.update({ collection: 'news', id: post.id, data: { related: post.related } as never, ...quiet });
  }
  if (created.length) await advanceNewsIds(payload);
  return created.length;
}

/** Posts were created with their own numbers: new ones continue after the highest. */
async function advanceNewsIds(payload: Payload): Promise<void> {
  const { sql } = await import('@payloadcms/db-postgres');
  await (payload.db as unknown as { drizzle: { execute: (query: unknown) => Promise<unknown> } }).drizzle.execute(
    sql`select setval(pg_get_serial_sequence('cms.news', 'id'), (select max(id) from cms.news))`,
  );
}

