/**
 * The build's one door into the CMS: a market's published content, read
 * through the Local API (no HTTP) in each of its locales with no fallback
 * to another language, and validated by the zod schemas in src/content.
 * A content error names the document, the locale and the field.
 */
import type { Payload } from 'payload';
import { localesOf, type Locale, type Market } from '@/config/markets';
import { companyFactsSchema } from '@/content/company-facts';
import { documentMetaSchema, documentTextSchema } from '@/content/document-schema';
import { jobMetaSchema, jobTextSchema, type Job } from '@/content/job-schema';
import { postMetaSchema, postTextSchema, type Post } from '@/content/post-schema';
import { openJobs, today } from '@/content/jobs';
import { pageSchema } from '@/content/page-schema';
import { SnapshotError, validateSnapshot, type Snapshot } from '@/content/snapshot';
import { routesOf } from '@/routes';
import { fromPayload } from '../fields/zod-fields';
import { mediaReferences } from '@/content/media-references';
import { localizedItem } from './mapping';
import { mediaAssetsOf } from './media';

export type Doc = Record<string, unknown> & { id: number };

export type ContentCollection = 'pages' | 'news' | 'jobs' | 'documents' | 'company';

/** A document's draft, read in each locale, that a preview shows in place of its published version. */
export interface DraftDocument {
  collection: ContentCollection;
  id: number;
  byLocale: Partial<Record<Locale, Doc>>;
}

async function published(payload: Payload, collection: ContentCollection, where: Record<string, unknown>, locale: Locale | 'en', draft?: DraftDocument): Promise<Doc[]> {
  const result = await payload.find({
    collection,
    where: { and: [where, { _status: { equals: 'published' } }] } as never,
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'id',
  });
  const docs = result.docs as unknown as Doc[];
  const swapped = draft?.collection === collection ? draft.byLocale[locale as Locale] : undefined;
  return swapped ? [...docs.filter((doc) => doc.id !== swapped.id), swapped].sort((a, b) => a.id - b.id) : docs;
}

/**
 * `day` decides which openings are still open (today in the markets' time zone); with `draft`,
 * the snapshot a preview renders: the published content with that document's draft in its place.
 */
export async function exportSnapshot(payload: Payload, market: Market, day = today(), draft?: DraftDocument): Promise<Snapshot> {
  const locales = localesOf(market);
  const pages: Record<string, Partial<Record<Locale, unknown>>> = {};
  for (const locale of locales) {
    for (const doc of await published(payload, 'pages', { market: { equals: market } }, locale, draft)) {
      const key = doc.routeKey as string;
      pages[key] ??= {};
      pages[key][locale] = fromPayload(pageSchema, doc);
    }
  }
  const missing = routesOf(market).flatMap((key) => locales.filter((locale) => !pages[key]?.[locale]).map((locale) => `  pages/${key} (${locale}): no published page`));
  if (missing.length) throw new SnapshotError(`CMS export of ${market}: every page of the site must be published in each of its locales\n${missing.join('\n')}`);

  const newsDocs = await publishedInLocales(payload, 'news', { markets: { contains: market } }, locales, draft);
  const news = newsDocs.map((byLocale) => ({ id: firstOf(byLocale).id, ...localizedItem(postMetaSchema, postTextSchema, byLocale, (doc) => Boolean(doc.title)) }) as Post).filter(hasTranslations);
  const jobDocs = await publishedInLocales(payload, 'jobs', { markets: { contains: market } }, locales);
  const allJobs = jobDocs.map((byLocale) => ({ id: firstOf(byLocale).id, ...localizedItem(jobMetaSchema, jobTextSchema, byLocale, (doc) => Boolean(doc.title)) }) as Job);
  const documentDocs = await publishedInLocales(payload, 'documents', { market: { equals: market } }, locales);
  const documents = documentDocs.map((byLocale) => localizedItem(documentMetaSchema, documentTextSchema, byLocale, (doc) => Boolean(doc.title))).filter(hasTranslations);

  const [company] = await published(payload, 'company', { market: { equals: market } }, 'en');
  if (!company) throw new SnapshotError(`CMS export of ${market}: company: no published company facts`);
  // An opening past its deadline is left out of the site at the first build after it.
  const jobs = openJobs(allJobs, market, day).filter(hasTranslations);
  const content = { pages, news, documents } as unknown as Pick<Snapshot, 'pages' | 'news' | 'documents'>;
  const media = await mediaAssetsOf(payload, market, mediaReferences(content).map((reference) => reference.id));
  return validateSnapshot({ market, ...content, company: fromPayload(companyFactsSchema, company), jobs, media }, `CMS export of ${market}`);
}

const hasTranslations = (item: { translations: object }) => Object.keys(item.translations).length > 0;
const firstOf = (byLocale: Partial<Record<Locale, Doc>>) => Object.values(byLocale)[0]!;

/** Each published document of a collection, read in each of the locales. */
async function publishedInLocales(payload: Payload, collection: ContentCollection, where: Record<string, unknown>, locales: readonly Locale[], draft?: DraftDocument): Promise<Partial<Record<Locale, Doc>>[]> {
  const byId = new Map<number, Partial<Record<Locale, Doc>>>();
  for (const locale of locales) {
    for (const doc of await published(payload, collection, where, locale, draft)) byId.set(doc.id, { ...byId.get(doc.id), [locale]: doc });
  }
  return [...byId.values()];
}
