/**
 * Each open job opening's own page, per locale, under the careers page of the route table:
 * /karijere/{slug}, /kariera/{slug}, /en/careers/{slug}. The slug is made from the opening's title
 * in that language; two openings whose titles give one slug in a language keep it apart by the
 * later one's number. What the catch-all routes, the language switcher and the sitemap need of
 * these pages is here, as packages/features/news/article.ts has it for articles.
 */
import type { Metadata } from 'next';
import { defaultLocale, localeTags, localesOf, type Locale, type Market } from '@/config/markets';
import type { Job } from '@/content/job-schema';
import { plainText } from '@/content/markdown';
import { slugOf } from '@/content/post-schema';
import { contentSnapshot } from '@/content/source';
import type { Site } from '@/content/site';
import { shareImage, shareMetadata } from '@/features/share/share-image';
import { pathOf, segmentsOf, type RouteKey } from '@/routes';
import type { SitemapEntry } from '@/routes/sitemap';

/** The page the openings belong under. */
export const CAREERS: RouteKey = 'karijere';

export interface Opening {
  job: Job;
  locale: Locale;
  text: NonNullable<Job['translations'][Locale]>;
  path: string;
}

/** The market's open openings (the snapshot holds no closed one), in id order. */
const openJobsOf = (market: Market, jobs?: readonly Job[]) => [...(jobs ?? contentSnapshot(market).jobs)].sort((a, b) => a.id - b.id);

/** Each opening's slug in a locale: from its title, unique among the openings given. */
function slugsIn(jobs: readonly Job[], locale: Locale): Map<number, string> {
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  for (const job of jobs) {
    const title = job.translations[locale]?.title;
    if (title === undefined) continue;
    const own = slugOf(title);
    const slug = own && !taken.has(own) ? own : [own, job.id].filter(Boolean).join('-');
    taken.add(slug);
    slugs.set(job.id, slug);
  }
  return slugs;
}

/** Every opening page a market builds: each open opening in each of the market's locales that has its text. */
export function openingsOf(market: Market, jobs?: readonly Job[]): Opening[] {
  const open = openJobsOf(market, jobs);
  return localesOf(market).flatMap((locale) => {
    const slugs = slugsIn(open, locale);
    return open.flatMap((job) => {
      const text = job.translations[locale];
      return text ? [{ job, locale, text, path: `${pathOf(CAREERS, locale)}/${slugs.get(job.id)!}` }] : [];
    });
  });
}

export function openingAt(market: Market, path: string): Opening | undefined {
  return openingsOf(market).find((opening) => opening.path === path);
}

/** The path of an opening's page in a locale, for the careers list's links. */
export function openingPath(market: Market, job: Job, locale: Locale): string | undefined {
  return openingsOf(market).find((opening) => opening.job.id === job.id && opening.locale === locale)?.path;
}

/** The catch-all params of every opening page a market builds in a locale. */
export function openingParams(market: Market, locale: Locale): Array<{ slug: string[] }> {
  return openingsOf(market)
    .filter((opening) => opening.locale === locale)
    .map((opening) => ({ slug: segmentsOf(opening.path, locale) }));
}

/** The same opening in each locale of the market that has it, for hreflang and the language switcher. */
function translationsOf(market: Market, opening: Opening, all = openingsOf(market)): Opening[] {
  return all.filter((other) => other.job.id === opening.job.id);
}

/**
 * The language switcher's targets for the opening pages of a locale: the same opening in the
 * other locale, or the other locale's careers page when it has no text there.
 */
export function openingSwitchPaths(market: Market, from: Locale, to: Locale, jobs?: readonly Job[]): Record<string, string> {
  const all = openingsOf(market, jobs);
  return Object.fromEntries(
    all
      .filter((opening) => opening.locale === from)
      .map((opening) => [opening.path, all.find((other) => other.job.id === opening.job.id && other.locale === to)?.path ?? pathOf(CAREERS, to)]),
  );
}

/** hreflang alternates of an opening's page: its existing translations, and x-default in the market's language if it has one. */
function alternatesOf(market: Market, opening: Opening, all?: Opening[]): Array<{ locale: Locale | 'x-default'; path: string }> {
  const translations = translationsOf(market, opening, all);
  const fallback = translations.find((other) => other.locale === defaultLocale(market));
  return [
    ...translations.map((other) => ({ locale: other.locale, path: other.path })),
    ...(fallback ? [{ locale: 'x-default' as const, path: fallback.path }] : []),
  ];
}

const langOf = (locale: Locale | 'x-default') => (locale === 'x-default' ? locale : localeTags[locale]);

/** Sitemap entries of a market's opening pages, each with the alternates of its existing translations. */
export function openingSitemapEntries(market: Market, jobs?: readonly Job[]): SitemapEntry[] {
  const all = openingsOf(market, jobs);
  return all.map((opening) => ({
    path: opening.path,
    alternates: alternatesOf(market, opening, all).map((alternate) => ({ lang: langOf(alternate.locale), path: alternate.path })),
  }));
}

const DESCRIPTION_MAX = 160;

/** The opening's text as one plain line, cut at a word for a search result's snippet. */
function summaryOf(markdown: string): string {
  const text = plainText(markdown);
  if (text.length <= DESCRIPTION_MAX) return text;
  return `${text.slice(0, DESCRIPTION_MAX - 1).replace(/\s+\S*$/, '')}…`;
}

const openGraphLocale = (locale: Locale) => localeTags[locale].replace('-', '_');

export function openingMetadata(opening: Opening, site: Site): Metadata {
  const name = site.profile.brandName;
  const title = `${opening.text.title} | ${name}`;
  const description = summaryOf(opening.text.description);
  const alternates = alternatesOf(site.market, opening);
  const share = shareMetadata(shareImage({ icon: 'Briefcase' }, opening.text.title, opening.locale, site), title, description);
  return {
    metadataBase: new URL(site.url),
    title,
    description,
    alternates: {
      canonical: opening.path,
      languages: Object.fromEntries(alternates.map((alternate) => [langOf(alternate.locale), alternate.path])),
    },
    openGraph: {
      type: 'website',
      siteName: name,
      title,
      description,
      url: opening.path,
      locale: openGraphLocale(opening.locale),
      alternateLocale: alternates.flatMap((alternate) =>
        alternate.locale === 'x-default' || alternate.locale === opening.locale ? [] : [openGraphLocale(alternate.locale)],
      ),
      images: share.images,
    },
    twitter: share.twitter,
  };
}
