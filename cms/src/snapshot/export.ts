/**
 * The build's one door into the CMS: a market's published content, read
 * through the Local API (no HTTP) in each of its locales with no fallback
 * to another language, and validated by the zod schemas in src/content.
 * A content error names the document, the locale and the field.
 */
import type { Payload } from 'payload';
import { localesOf, type Locale, type Market } from '@/config/markets';
import { companyFactsSchema } from '@/content/company-facts';
import { pageSchema } from '@/content/page-schema';
import { SnapshotError, validateSnapshot, type Snapshot } from '@/content/snapshot';
import { routesOf } from '@/routes';
import { fromPayload } from '../fields/zod-fields';
import { postOf } from './mapping';

type Doc = Record<string, unknown> & { id: number };

async function published(payload: Payload, collection: 'pages' | 'news' | 'company', where: Record<string, unknown>, locale: Locale | 'en'): Promise<Doc[]> {
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
  return result.docs as unknown as Doc[];
}

export async function exportSnapshot(payload: Payload, market: Market): Promise<Snapshot> {
  const locales = localesOf(market);
  const pages: Record<string, Partial<Record<Locale, unknown>>> = {};
  for (const locale of locales) {
    for (const doc of await published(payload, 'pages', { market: { equals: market } }, locale)) {
      const key = doc.routeKey as string;
      pages[key] ??= {};
      pages[key][locale] = fromPayload(pageSchema, doc);
    }
  }
  const missing = routesOf(market).flatMap((key) => locales.filter((locale) => !pages[key]?.[locale]).map((locale) => `  pages/${key} (${locale}): no published page`));
  if (missing.length) throw new SnapshotError(`CMS export of ${market}: every page of the site must be published in each of its locales\n${missing.join('\n')}`);

  const byId = new Map<number, Partial<Record<Locale, Doc>>>();
  for (const locale of locales) {
    for (const doc of await published(payload, 'news', { markets: { contains: market } }, locale)) {
      byId.set(doc.id, { ...byId.get(doc.id), [locale]: doc });
    }
  }
  const news = [...byId.values()].map(postOf).filter((post) => Object.keys(post.translations).length > 0);

  const [company] = await published(payload, 'company', { market: { equals: market } }, 'en');
  if (!company) throw new SnapshotError(`CMS export of ${market}: company: no published company facts`);
  return validateSnapshot({ market, pages, news, company: fromPayload(companyFactsSchema, company) }, `CMS export of ${market}`);
}
