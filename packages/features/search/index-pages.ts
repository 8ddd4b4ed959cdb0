import type { Locale } from '@/config/markets';
import type { Site } from '@/content/site';
import { plainText } from '@/content/markdown';
import { fillPlaceholders } from '@/content/render';
import type { Section } from '@/content/page-schema';
import { documentsIn, jobsIn, loadPage } from '@/content/source';
import { articlePath, postsIn } from '@/features/news/posts';
import { openingsOf } from '@/features/careers/openings';
import { isIndexed, pathOf, routeDef, routesOf, type RouteKey, type RouteKind } from '@/routes';
import { buildIndex, type SearchDocument, type SearchSection } from './engine';

/**
 * What the site search knows of a market in one locale: every indexed page,
 * every news article and every job opening's page, read from the same copy that renders them.
 */

const sectionOfKind: Record<RouteKind, SearchSection> = {
  home: 'company',
  company: 'company',
  careers: 'company',
  documents: 'company',
  report: 'company',
  search: 'company',
  confirmation: 'company',
  department: 'department',
  service: 'service',
  brand: 'brand',
  product: 'brand',
  news: 'news',
  legal: 'legal',
};

/** Fields of a section that hold settings, not words a visitor reads. */
const SETTINGS = new Set(['type', 'icon', 'markets', 'kind', 'parent', 'link', 'tone']);

function wordsOf(value: unknown): string[] {
  if (typeof value === 'string') return [plainText(value)];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([field, item]) => (SETTINGS.has(field) ? [] : wordsOf(item)));
  }
  return [];
}

/** Headings and labels end without a stop; give them one, so a snippet across them reads as sentences. */
function asSentence(text: string): string {
  return /[.!?:;…)]$/.test(text) ? text : `${text}.`;
}

/** What a section lists from other content (the open positions, the documents), in the words a visitor reads there. */
function listedWords(section: Section, site: Site, locale: Locale): string[] {
  // An opening's full text is on its own page, which the search finds by it.
  if (section.type === 'positions') return jobsIn(locale, site.market).flatMap((job) => [job.translations[locale]!.title, job.translations[locale]!.place]);
  if (section.type === 'documents') return documentsIn(locale, site.market).map((doc) => doc.title);
  return [];
}

function pageDocument(key: RouteKey, locale: Locale, site: Site): SearchDocument {
  const page = fillPlaceholders(loadPage(key, locale, site.market), site);
  const sections: Section[] = page.sections;
  return {
    id: pathOf(key, locale),
    title: page.title,
    section: sectionOfKind[routeDef(key).kind],
    text: sections
      .flatMap((section) => [...wordsOf(section), ...listedWords(section, site, locale)])
      .filter(Boolean)
      .map(asSentence)
      .join(' '),
  };
}

export function searchDocuments(site: Site, locale: Locale): SearchDocument[] {
  const pages = routesOf(site.market)
    .filter(isIndexed)
    .map((key) => pageDocument(key, locale, site));
  const articles = postsIn(site.market, locale).map((post) => {
    const translation = fillPlaceholders(post.translations[locale]!, site);
    return {
      id: articlePath(locale, translation.slug),
      title: translation.title,
      section: 'news' as const,
      text: [translation.excerpt, translation.place ?? '', plainText(translation.body)].filter(Boolean).map(asSentence).join(' '),
    };
  });
  const openings = openingsOf(site.market)
    .filter((opening) => opening.locale === locale)
    .map((opening) => ({
      id: opening.path,
      title: opening.text.title,
      section: 'company' as const,
      text: [opening.text.place, plainText(opening.text.description)].map(asSentence).join(' '),
    }));
  return [...pages, ...articles, ...openings];
}

/** The serialized index the browser loads: `/search-index/<locale>.json`. */
export function searchIndexJson(site: Site, locale: Locale): string {
  return JSON.stringify(buildIndex(searchDocuments(site, locale)));
}
