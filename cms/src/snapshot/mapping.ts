/**
 * How snapshot content and CMS documents correspond. Pages and company facts
 * go through the generic zod mapping; a news post's, a job opening's and a
 * download's meta is spread over sidebar fields and its text (the snapshot's
 * `translations`) over localized ones.
 */
import type { z } from 'zod';
import type { Locale, Market } from '@/config/markets';
import { EVENT, NEWS, type Post, type Translation } from '@/content/post-schema';
import { fromPayload, toDay, toPayload, toTimestamp } from '../fields/zod-fields';

type CmsData = Record<string, unknown>;


export function newsMeta(post: Omit<Post, 'translations' | 'source'>): CmsData {
  return {
    kind: post.type === EVENT ? 'event' : 'news',
    date: toTimestamp(post.date),
    eventStart: post.event ? toTimestamp(post.event.start) : null,
    eventEnd: post.event?.end ? toTimestamp(post.event.end) : null,
    markets: post.markets,
    categories: post.categories,
    cover: post.cover,
    image: post.image ?? null,
  };
}

export function newsText(translation: Translation): CmsData {
  return { title: translation.title, slug: translation.slug, excerpt: translation.excerpt, body: translation.body, place: translation.place ?? null };
}

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number));

/** A post from its document read in each locale (those without a title are left out). */
export function postOf(byLocale: Partial<Record<Locale, CmsData>>): Omit<Post, 'source'> {
  const docs = Object.values(byLocale) as CmsData[];
  const doc = docs[0]!;
  const start = toDay(doc.eventStart);
  const end = toDay(doc.eventEnd);
  const translations: Post['translations'] = {};
  for (const [locale, localized] of Object.entries(byLocale) as [Locale, CmsData][]) {
    if (!localized.title) continue;
    translations[locale] = {
      locale,
      slug: localized.slug as string,
      title: localized.title as string,
      excerpt: localized.excerpt as string,
      ...(localized.place ? { place: localized.place as string } : {}),
      body: localized.body as string,
    };
  }
  return {
    id: doc.id as number,
    type: doc.kind === 'event' ? EVENT : NEWS,
    date: toDay(doc.date)!,
    ...(start ? { event: { start, ...(end ? { end } : {}) } } : {}),
    categories: (doc.categories as string[]) ?? [],
    related: ((doc.related as unknown[]) ?? []).map(idOf),
    cover: doc.cover as Post['cover'],
    ...(doc.image ? { image: idOf(doc.image) } : {}),
    markets: (doc.markets as Market[]) ?? [],
    translations,
  };
}

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
