/**
 * Imports content snapshots (the seed) into the CMS, published. A document
 * that exists already is left alone, so a second import changes nothing and
 * nothing staff edited is overwritten. News posts and job openings keep
 * their numbers (ids), which related posts refer to.
 */
import type { Payload, Where } from 'payload';
import { localesOf, type Locale } from '@/config/markets';
import { companyFactsSchema } from '@/content/company-facts';
import { documentMetaSchema, documentTextSchema } from '@/content/document-schema';
import { jobMetaSchema, jobTextSchema } from '@/content/job-schema';
import { pageSchema } from '@/content/page-schema';
import type { Snapshot } from '@/content/snapshot';
import { postMetaSchema, postTextSchema } from '@/content/post-schema';
import { toPayload } from '../fields/zod-fields';
import type { ContentCollection } from './export';
import { asCollectionData, localizedData } from './mapping';

export interface ImportReport {
  created: { pages: number; news: number; jobs: number; documents: number; company: number };
}

const quiet = { overrideAccess: true, context: { skipRebuild: true }, depth: 0 } as const;

async function exists(payload: Payload, collection: ContentCollection, where: Where): Promise<boolean> {
  const found = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true, pagination: false });
  return found.docs.length > 0;
}

/** Creates a localized document in its first locale, then adds the others. */
async function createLocalized(
  payload: Payload,
  collection: Exclude<ContentCollection, 'company'>,
  shared: Record<string, unknown>,
  byLocale: [Locale, Record<string, unknown>][],
): Promise<void> {
  const [[first, firstData], ...rest] = byLocale as [[Locale, Record<string, unknown>], ...[Locale, Record<string, unknown>][]];
  const doc = await payload.create({
    collection,
    locale: first,
    data: asCollectionData<typeof collection>({ ...shared, ...firstData, _status: 'published' }),
    ...quiet,
  });
  for (const [locale, data] of rest) {
    await payload.update({ collection, id: doc.id, locale, data: asCollectionData<typeof collection>({ ...data, _status: 'published' }), ...quiet });
  }
}

export async function importSnapshots(payload: Payload, snapshots: Snapshot[]): Promise<ImportReport> {
  const report: ImportReport = { created: { pages: 0, news: 0, jobs: 0, documents: 0, company: 0 } };
  for (const snapshot of snapshots) {
    const { market } = snapshot;
    if (!(await exists(payload, 'company', { market: { equals: market } }))) {
      await payload.create({
        collection: 'company',
        data: asCollectionData<'company'>({ market, ...(toPayload(companyFactsSchema, snapshot.company) as object), _status: 'published' }),
        ...quiet,
      });
      report.created.company++;
    }
    for (const [routeKey, byLocale] of Object.entries(snapshot.pages)) {
      if (await exists(payload, 'pages', { and: [{ routeKey: { equals: routeKey } }, { market: { equals: market } }] })) continue;
      const locales = localesOf(market).filter((locale) => byLocale[locale]);
      await createLocalized(
        payload,
        'pages',
        { routeKey, market },
        locales.map((locale) => [locale, toPayload(pageSchema, byLocale[locale]) as Record<string, unknown>]),
      );
      report.created.pages++;
    }
    for (const doc of snapshot.documents) {
      if (await exists(payload, 'documents', { and: [{ key: { equals: doc.key } }, { market: { equals: market } }] })) continue;
      const { shared, byLocale } = localizedData(documentMetaSchema, documentTextSchema, doc);
      await createLocalized(payload, 'documents', { ...shared, market }, byLocale);
      report.created.documents++;
    }
  }
  report.created.news = await importNews(payload, snapshots);
  report.created.jobs = await importJobs(payload, snapshots);
  return report;
}

/** Openings keep their numbers; one shared by several markets appears in each market's snapshot. */
async function importJobs(payload: Payload, snapshots: Snapshot[]): Promise<number> {
  const jobs = mergedById(snapshots.flatMap((snapshot) => snapshot.jobs));
  let created = 0;
  for (const job of jobs) {
    if (await exists(payload, 'jobs', { id: { equals: job.id } })) continue;
    const { shared, byLocale } = localizedData(jobMetaSchema, jobTextSchema, job);
    await createLocalized(payload, 'jobs', { id: job.id, ...shared }, byLocale);
    created++;
  }
  if (created) await advanceIds(payload, 'jobs');
  return created;
}

/** Items listed in several markets' snapshots, once each with the texts of all, by id. */
function mergedById<T extends { id: number; translations: object }>(items: T[]): T[] {
  const byId = new Map<number, T>();
  for (const item of items) {
    const known = byId.get(item.id);
    byId.set(item.id, known ? { ...known, translations: { ...known.translations, ...item.translations } } : item);
  }
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Posts shared by several markets appear in each market's snapshot: their texts are merged. */
async function importNews(payload: Payload, snapshots: Snapshot[]): Promise<number> {
  const created: Snapshot['news'] = [];
  for (const post of mergedById(snapshots.flatMap((snapshot) => snapshot.news))) {
    if (await exists(payload, 'news', { id: { equals: post.id } })) continue;
    const { shared, byLocale } = localizedData(postMetaSchema, postTextSchema, { ...post, related: [] } as typeof post);
    await createLocalized(payload, 'news', { id: post.id, ...shared }, byLocale);
    created.push(post);
  }
  // Related posts can refer to any post, so they are linked once all exist.
  for (const post of created) {
    if (post.related.length) await payload.update({ collection: 'news', id: post.id, data: { related: post.related }, ...quiet });
  }
  if (created.length) await advanceIds(payload, 'news');
  return created.length;
}

/** Posts and openings were created with their own numbers: new ones continue after the highest. */
async function advanceIds(payload: Payload, table: 'news' | 'jobs'): Promise<void> {
  const { sql } = await import('@payloadcms/db-postgres');
  const name = `cms.${table}`;
  await payload.db.drizzle.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select max(id) from ${sql.identifier('cms')}.${sql.identifier(table)}))`,
  );
}
