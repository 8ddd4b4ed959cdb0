/**
 * The build's one door into the CMS: a market's published content, read
 * through the Local API (no HTTP) in each of its locales with no fallback
 * to another language, and validated by the zod schemas in packages/content.
 * A content error names the document, the locale and the field; a build's export leaves a document
 * with one out (exportForBuild), so it never stops the rest of the market's site.
 */
import type { Payload, PayloadRequest, Where } from 'payload';
import { localesOf, type Locale, type Market } from '@/config/markets';
import { companyFactsSchema } from '@/content/company-facts';
import { documentMetaSchema, documentTextSchema } from '@/content/document-schema';
import { jobMetaSchema, jobTextSchema, type Job } from '@/content/job-schema';
import { postMetaSchema, postTextSchema, type Post } from '@/content/post-schema';
import { openJobs, today } from '@/content/jobs';
import { pageSchema } from '@/content/page-schema';
import { validateSnapshot, type LeftOut, type Snapshot } from '@/content/snapshot';
import { mendForBuild } from '@/features/publishing/snapshots';
import { fromPayload } from '../fields/zod-fields';
import { mediaReferences } from '@/content/media-references';
import { asDoc, localizedItem, type Doc } from './mapping';
import { mediaAssetsOf } from './media';

export type ContentCollection = 'pages' | 'news' | 'jobs' | 'documents' | 'company';

/** A document's draft, read in each locale, that a preview shows in place of its published version. */
export interface DraftDocument {
  collection: ContentCollection;
  id: number;
  byLocale: Partial<Record<Locale, Doc>>;
}

/** `req`: a publish's own request, whose transaction holds the change not yet committed. */
async function published(
  payload: Payload,
  collection: ContentCollection,
  where: Where,
  locale: Locale | 'en',
  draft?: DraftDocument,
  req?: PayloadRequest,
): Promise<Doc[]> {
  const result = await payload.find({
    collection,
    where: { and: [where, { _status: { equals: 'published' } }] },
    locale,
    fallbackLocale: false,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'id',
    ...(req ? { req } : {}),
  });
  const docs = result.docs.map(asDoc);
  const swapped = draft?.collection === collection ? draft.byLocale[locale as Locale] : undefined;
  return swapped ? [...docs.filter((doc) => doc.id !== swapped.id), swapped].sort((a, b) => a.id - b.id) : docs;
}

/**
 * A market's published content as the snapshot holds it, not yet validated. `day` decides which
 * openings are still open (today in the markets' time zone); with `draft`, what a preview renders:
 * the published content with that document's draft in its place.
 */
export async function collectSnapshot(
  payload: Payload,
  market: Market,
  day = today(),
  draft?: DraftDocument,
  req?: PayloadRequest,
): Promise<Record<string, unknown>> {
  const locales = localesOf(market);
  const pages: Record<string, Partial<Record<Locale, unknown>>> = {};
  for (const locale of locales) {
    for (const doc of await published(payload, 'pages', { market: { equals: market } }, locale, draft, req)) {
      const key = doc.routeKey as string;
      pages[key] ??= {};
      pages[key][locale] = fromPayload(pageSchema, doc);
    }
  }
  const newsDocs = await publishedInLocales(payload, 'news', { markets: { contains: market } }, locales, draft, req);
  const news = newsDocs
    .map((byLocale) => ({ id: firstOf(byLocale).id, ...localizedItem(postMetaSchema, postTextSchema, byLocale, (doc) => Boolean(doc.title)) }) as Post)
    .filter(hasTranslations);
  const jobDocs = await publishedInLocales(payload, 'jobs', { markets: { contains: market } }, locales, undefined, req);
  const allJobs = jobDocs.map(
    (byLocale) => ({ id: firstOf(byLocale).id, ...localizedItem(jobMetaSchema, jobTextSchema, byLocale, (doc) => Boolean(doc.title)) }) as Job,
  );
  const documentDocs = await publishedInLocales(payload, 'documents', { market: { equals: market } }, locales, undefined, req);
  const documents = documentDocs
    .map((byLocale) => localizedItem(documentMetaSchema, documentTextSchema, byLocale, (doc) => Boolean(doc.title)) as Snapshot['documents'][number])
    .filter(hasTranslations);

  const [company] = await published(payload, 'company', { market: { equals: market } }, 'en', undefined, req);
  // An opening past its deadline is left out of the site at the first build after it.
  const jobs = openJobs(allJobs, market, day).filter(hasTranslations);
  // Not validated yet (exportSnapshot does that): read for its media as the snapshot will hold it.
  const content = { pages, news, documents } as Pick<Snapshot, 'pages' | 'news' | 'documents'>;
  const media = await mediaAssetsOf(
    payload,
    market,
    mediaReferences(content).map((reference) => reference.id),
    req,
  );
  return { market, ...content, company: company && fromPayload(companyFactsSchema, company), jobs, media };
}

/** The market's published content, validated: any content error throws, naming document, locale and field. */
export async function exportSnapshot(payload: Payload, market: Market, day = today(), draft?: DraftDocument): Promise<Snapshot> {
  return validateSnapshot(await collectSnapshot(payload, market, day, draft), `CMS export of ${market}`);
}

/**
 * What a build makes the site from: the published content, where a document that fails the rules
 * is replaced by its copy in the live build's snapshot (`live`) or left out (packages/content/snapshot.ts).
 */
export async function exportForBuild(
  payload: Payload,
  market: Market,
  live: Snapshot | undefined,
  day = today(),
): Promise<{ snapshot: Snapshot; leftOut: LeftOut[] }> {
  return mendForBuild(await collectSnapshot(payload, market, day), live, market, `CMS export of ${market}`, day);
}

const hasTranslations = (item: { translations: object }) => Object.keys(item.translations).length > 0;
const firstOf = (byLocale: Partial<Record<Locale, Doc>>) => Object.values(byLocale)[0]!;

/** Each published document of a collection, read in each of the locales. */
async function publishedInLocales(
  payload: Payload,
  collection: ContentCollection,
  where: Where,
  locales: readonly Locale[],
  draft?: DraftDocument,
  req?: PayloadRequest,
): Promise<Partial<Record<Locale, Doc>>[]> {
  const byId = new Map<number, Partial<Record<Locale, Doc>>>();
  for (const locale of locales) {
    for (const doc of await published(payload, collection, where, locale, draft, req)) byId.set(doc.id, { ...byId.get(doc.id), [locale]: doc });
  }
  return [...byId.values()];
}
