/**
 * How snapshot content and CMS documents correspond. Pages and company facts
 * go through the generic zod mapping; a news post's, a job opening's and a
 * download's meta is spread over sidebar fields and its text (the snapshot's
 * `translations`) over localized ones, each generated from its two schemas.
 */
import type { CollectionSlug, DataFromCollectionSlug, RequiredDataFromCollectionSlug } from 'payload';
import type { z } from 'zod';
import type { Locale } from '@/config/markets';
import { fromPayload, toPayload } from '../fields/zod-fields';

type CmsData = Record<string, unknown>;

/** A stored document as the mapping reads it: field by field, whichever collection it is of. */
export type Doc = CmsData & { id: number };

export const asDoc = (doc: DataFromCollectionSlug<CollectionSlug>): Doc => ({ ...doc });

/**
 * Snapshot content as a collection's data: the zod schemas that checked the snapshot are the ones the
 * collection's fields are made from (fields/zod-fields.ts), a correspondence TypeScript cannot follow.
 */
export const asCollectionData = <C extends CollectionSlug>(data: CmsData): RequiredDataFromCollectionSlug<C> => data as RequiredDataFromCollectionSlug<C>;

/** An item with a text per locale (a job opening, a download) as CMS data: its shared fields and each locale's. */
export function localizedData(
  meta: z.ZodType,
  text: z.ZodType,
  item: { translations: Partial<Record<Locale, unknown>> },
): { shared: CmsData; byLocale: [Locale, CmsData][] } {
  return {
    shared: toPayload(meta, item) as CmsData,
    byLocale: Object.entries(item.translations).map(([locale, value]) => [locale as Locale, toPayload(text, value) as CmsData]),
  };
}

/** Such an item from its document read in each locale; a locale is left out when its document has no text there. */
export function localizedItem(meta: z.ZodType, text: z.ZodType, byLocale: Partial<Record<Locale, CmsData>>, hasText: (doc: CmsData) => boolean) {
  const docs = Object.values(byLocale) as CmsData[];
  const translations = Object.fromEntries(
    (Object.entries(byLocale) as [Locale, CmsData][]).filter(([, doc]) => hasText(doc)).map(([locale, doc]) => [locale, fromPayload(text, doc)]),
  );
  return { ...(fromPayload(meta, docs[0]!) as object), translations };
}
