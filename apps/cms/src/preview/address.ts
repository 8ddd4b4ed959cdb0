/**
 * Where a draft is previewed: `/preview/<collection>/<id>/<market>/<locale>`,
 * a route of the CMS app (apps/cms/app/(preview)), never of the public server.
 * The market is part of the address because a news post can appear in
 * several markets, each built with its own menus, facts and sister posts.
 */
import type { GeneratePreviewURL } from 'payload';
import { isMarket, localesOf, type Locale, type Market } from '@/config/markets';
import { marketsOf, type Staff } from '../access';

export const previewCollections = ['pages', 'news'] as const;
export type PreviewCollection = (typeof previewCollections)[number];

export interface PreviewAddress {
  collection: PreviewCollection;
  id: number;
  market: Market;
  locale: Locale;
}

export function previewPath({ collection, id, market, locale }: PreviewAddress): string {
  return `/preview/${collection}/${id}/${market}/${locale}`;
}

/** The address from the route's segments, or undefined when they name no possible preview. */
export function parsePreviewAddress(segments: { collection: string; id: string; market: string; locale: string }): PreviewAddress | undefined {
  const { collection, id, market, locale } = segments;
  if (!previewCollections.includes(collection as PreviewCollection) || !/^[1-9]\d{0,9}$/.test(id) || !isMarket(market)) return undefined;
  if (!localesOf(market).includes(locale as Locale)) return undefined;
  return { collection: collection as PreviewCollection, id: Number(id), market, locale: locale as Locale };
}

/** The markets a document appears in (`market` of a page, `markets` of a post). */
export function marketsOfDocument(doc: Record<string, unknown>): Market[] {
  return [doc.market ?? doc.markets ?? []].flat().filter(isMarket);
}

/**
 * The admin's Preview button (`admin.preview`): the document in the admin's current locale,
 * in the first of its markets that speaks that locale and that the staff member edits.
 */
export function previewUrl(collection: PreviewCollection): GeneratePreviewURL {
  return (doc, { locale, req }) => {
    const mine = marketsOf((req.user as Staff | null) ?? undefined);
    const market = marketsOfDocument(doc).find((candidate) => mine.includes(candidate) && localesOf(candidate).includes(locale as Locale));
    return typeof doc.id === 'number' && market ? previewPath({ collection, id: doc.id, market, locale: locale as Locale }) : null;
  };
}
