import type { Locale } from '@/config/markets';
import type { Site } from '@/content/site';
import { fillPlaceholders } from '@/content/render';
import { formatDate, formatDateRange } from '@/i18n/format';
import { pictureOf, type PictureImage } from '@/features/media/library';
import { articlePath, categoryNames, eventOf } from './posts';
import type { CoverName, Post } from '@/content/post-schema';

/**
 * What a card shows of a post, with dates already formatted at build time so
 * the server and the list's client component render the same text.
 */
export interface PostSummary {
  id: number;
  type: 'news' | 'event';
  href: string;
  title: string;
  excerpt: string;
  date: string;
  dateLabel: string;
  event?: { start: string; end?: string; label: string; place: string };
  categories: string[];
  categoryNames: string[];
  cover: CoverName | 'none';
  /** The post's photo in this locale, when it has one (in place of the drawn cover). */
  image?: PictureImage;
}

export function formatEventDate(event: { start: string; end?: string }, locale: Locale): string {
  if (!event.end || event.end === event.start) return formatDate(event.start, locale);
  return formatDateRange(event.start, event.end, locale);
}

export function summaryOf(post: Post, locale: Locale, site: Site): PostSummary {
  const translation = fillPlaceholders(post.translations[locale]!, site);
  const event = eventOf(post);
  return {
    id: post.id,
    type: post.kind,
    href: articlePath(locale, translation.slug),
    title: translation.title,
    excerpt: translation.excerpt,
    date: post.date,
    dateLabel: formatDate(post.date, locale),
    event: event && { ...event, label: formatEventDate(event, locale), place: translation.place ?? '' },
    categories: post.categories,
    categoryNames: categoryNames(post.categories, locale),
    cover: post.cover,
    ...(post.image ? { image: pictureOf(post.image, locale) } : {}),
  };
}
