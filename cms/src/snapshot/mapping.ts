/**
 * How snapshot content and CMS documents correspond. Pages and company facts
 * go through the generic zod mapping; a news post's meta is spread over
 * sidebar fields and its text over localized ones.
 */
import type { Locale, Market } from '@/config/markets';
import { EVENT, NEWS, type Post, type Translation } from '@/features/news/post-schema';

type NewsDoc = Record<string, unknown>;

/** Dates are stored at noon UTC, so the day is the same in every time zone. */
const toDate = (day: string) => `${day}T12:00:00.000Z`;
const toDay = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : undefined);

export function newsMeta(post: Omit<Post, 'translations' | 'source'>): NewsDoc {
  return {
    kind: post.type === EVENT ? 'event' : 'news',
    date: toDate(post.date),
    eventStart: post.event ? toDate(post.event.start) : null,
    eventEnd: post.event?.end ? toDate(post.event.end) : null,
    markets: post.markets,
    categories: post.categories,
    cover: post.cover,
  };
}

export function newsText(translation: Translation): NewsDoc {
  return { title: translation.title, slug: translation.slug, excerpt: translation.excerpt, body: translation.body, place: translation.place ?? null };
}

const idOf = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { id: number }).id : (value as number));

/** A post from its document read in each locale (those without a title are left out). */
export function postOf(byLocale: Partial<Record<Locale, NewsDoc>>): Omit<Post, 'source'> {
  const docs = Object.values(byLocale) as NewsDoc[];
  const doc = docs[0]!;
  const start = toDay(doc.eventStart);
  const end = toDay(doc.eventEnd);
  const translations: Post['translations'] = {};
  for (const [locale, localized] of Object.entries(byLocale) as [Locale, NewsDoc][]) {
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
    markets: (doc.markets as Market[]) ?? [],
    translations,
  };
}
