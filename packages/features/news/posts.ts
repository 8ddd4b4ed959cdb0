/** The news of the build as its pages read it (from the content snapshot): posts by market and locale, article addresses, related posts. */
import { localesOf, type Locale, type Market } from '@/config/markets';
import type { Category, Post, Translation } from '@/content/post-schema';
import { newsContent } from '@/content/source';
import { pathOf } from '@/routes';
import { newestFirst, relatedOf } from './select';

/** An event's day, or first and last day; undefined for news. */
export function eventOf(post: Pick<Post, 'kind' | 'eventStart' | 'eventEnd'>): { start: string; end?: string } | undefined {
  if (post.kind !== 'event' || !post.eventStart) return undefined;
  return { start: post.eventStart, ...(post.eventEnd ? { end: post.eventEnd } : {}) };
}

/** The name shown for a category: its first translation in the locale, else its first translation. */
export function categoryName(category: Category, locale: Locale): string {
  return (category.translations.find((translation) => translation.locale === locale) ?? category.translations[0]!).name;
}

export function categoryNames(ids: string[], locale: Locale, content = newsContent()): string[] {
  return ids.flatMap((id) => {
    const category = content.categories.find((c) => c.id === id);
    return category ? [categoryName(category, locale)] : [];
  });
}

/** The posts a visitor of a market sees in a locale, newest first. */
export function postsIn(market: Market, locale: Locale, content = newsContent(market)): Post[] {
  return content.posts.filter((post) => post.markets.includes(market) && post.translations[locale]).sort(newestFirst);
}

export interface Article {
  post: Post;
  locale: Locale;
  translation: Translation;
  path: string;
}

export function articlePath(locale: Locale, slug: string): string {
  return `${pathOf('novosti-i-dogadanja', locale)}/${slug}`;
}

function articleOf(post: Post, locale: Locale): Article | undefined {
  const translation = post.translations[locale];
  return translation && { post, locale, translation, path: articlePath(locale, translation.slug) };
}

/** Every article page a market builds: each of its posts in each of its locales that has a translation. */
export function articlesOf(market: Market, content = newsContent(market)): Article[] {
  return localesOf(market).flatMap((locale) => postsIn(market, locale, content).map((post) => articleOf(post, locale)!));
}

export function articleAt(market: Market, path: string, content = newsContent(market)): Article | undefined {
  return articlesOf(market, content).find((article) => article.path === path);
}

/** The same post in each locale of the market that has it, for hreflang and the language switcher. */
export function translationsOf(market: Market, post: Post): Article[] {
  return localesOf(market).flatMap((locale) => articleOf(post, locale) ?? []);
}

export function relatedArticles(market: Market, article: Article, content = newsContent(market)): Article[] {
  return relatedOf(article.post, postsIn(market, article.locale, content)).map((post) => articleOf(post, article.locale)!);
}
