import type { Metadata } from 'next';
import { localeTags, localesOf, defaultLocale, type Locale } from '@/config/markets';
import { fillPlaceholders } from '@/content/render';
import { currentSite, loadPage, mediaAsset } from '@/content/source';
import { messagesFor } from '@/i18n/messages';
import { alternatesOf, isIndexed, pagesOf, pathOf, pathOfSegments, segmentsOf, type RouteKey } from '@/routes';
import { articleMetadata, articleParams, feedAlternates } from '@/features/news/article';
import { ArticleView } from '@/features/news/ArticleView';
import { articleAt } from '@/features/news/posts';
import { renderingNewsOnly, showsNews } from '@/features/news/render-scope';
import { shareImage, shareMetadata } from '@/features/share/share-image';
import { openingAt, openingMetadata, openingParams } from '@/features/careers/openings';
import { OpeningView } from '@/features/careers/OpeningView';
import { NotFoundView } from './NotFoundView';
import { PageView } from './PageView';

/**
 * The glue between the route table and Next's catch-all routes. Each locale's
 * [[...slug]] route file calls these three functions and nothing else.
 */

/** The slug that renders a locale's 404 page; the server answers it with status 404. */
const NOT_FOUND_SLUG = 'not-found';

type Params = Promise<{ slug?: string[] }>;

export function staticParams(locale: Locale): Array<{ slug: string[] }> {
  const { market } = currentSite();
  // A publish of news alone renders only what shows news (packages/features/news/render-scope.ts).
  const newsOnly = renderingNewsOnly();
  const pages = pagesOf(market).filter((page) => page.locale === locale && (!newsOnly || showsNews(loadPage(page.key, locale))));
  return [
    ...pages.map((page) => ({ slug: segmentsOf(page.path, locale) })),
    ...articleParams(market, locale),
    // An opening's page shows no news: a news-only build takes it from the live build, whose openings are the same.
    ...(newsOnly ? [] : [...openingParams(market, locale), { slug: [NOT_FOUND_SLUG] }]),
  ];
}

const pathFor = (locale: Locale, slug: string[] | undefined) => pathOfSegments(locale, slug ?? []);

function routeFor(locale: Locale, slug: string[] | undefined): RouteKey | undefined {
  const { market } = currentSite();
  const path = pathFor(locale, slug);
  return pagesOf(market).find((page) => page.locale === locale && page.path === path)?.key;
}

/** A news article (packages/features/news) at this path of the market. */
function articleFor(locale: Locale, slug: string[] | undefined) {
  return articleAt(currentSite().market, pathFor(locale, slug));
}

/** A job opening's own page (packages/features/careers/openings.ts) at this path of the market. */
function openingFor(locale: Locale, slug: string[] | undefined) {
  return openingAt(currentSite().market, pathFor(locale, slug));
}

function openGraphLocale(locale: Locale): string {
  return localeTags[locale].replace('-', '_');
}

export async function pageMetadata(locale: Locale, params: Params): Promise<Metadata> {
  const site = currentSite();
  const { slug } = await params;
  const key = routeFor(locale, slug);
  const name = site.profile.brandName;
  const article = articleFor(locale, slug);
  if (article) return articleMetadata(article, site);
  const opening = openingFor(locale, slug);
  if (opening) return openingMetadata(opening, site);
  if (!key) {
    return { title: `${messagesFor(locale).notFound.title} | ${name}`, robots: { index: false, follow: true } };
  }
  const page = fillPlaceholders(loadPage(key, locale), site);
  const path = pathOf(key, locale);
  const languages = Object.fromEntries(alternatesOf(site.market, key).map((alt) => [localeTags[alt.locale], alt.path]));
  const title = key === 'home' ? `${name} | ${page.title}` : `${page.title} | ${name}`;
  const photo = page.image === undefined ? undefined : mediaAsset(page.image);
  const hero = page.sections[0];
  const share = shareMetadata(
    shareImage(photo ? { photo } : hero?.type === 'hero' ? { icon: hero.icon } : { emblem: true }, page.title, locale, site),
    title,
    page.description,
  );
  return {
    metadataBase: new URL(site.url),
    title,
    description: page.description,
    // Search results are not pages of their own for search engines.
    ...(isIndexed(key) ? {} : { robots: { index: false, follow: true } }),
    alternates: {
      canonical: path,
      languages: { ...languages, 'x-default': pathOf(key, defaultLocale(site.market)) },
      ...feedAlternates(key, locale, site),
    },
    openGraph: {
      type: 'website',
      siteName: name,
      title,
      description: page.description,
      url: path,
      locale: openGraphLocale(locale),
      alternateLocale: localesOf(site.market)
        .filter((l) => l !== locale)
        .map(openGraphLocale),
      images: share.images,
    },
    twitter: share.twitter,
  };
}

export async function PageRoute({ locale, params }: { locale: Locale; params: Params }) {
  const site = currentSite();
  const { slug } = await params;
  const key = routeFor(locale, slug);
  const article = articleFor(locale, slug);
  if (article) return <ArticleView article={article} site={site} />;
  const opening = openingFor(locale, slug);
  if (opening) return <OpeningView opening={opening} site={site} />;
  if (!key) return <NotFoundView locale={locale} site={site} />;
  const page = fillPlaceholders(loadPage(key, locale), site);
  return <PageView routeKey={key} locale={locale} site={site} sections={page.sections} heroImage={page.image} />;
}
