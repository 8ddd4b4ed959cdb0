import type { Metadata } from 'next';
import { defaultLocale, localeTags, type Locale, type Market } from '@/config/markets';
import type { Site } from '@/content/site';
import { fillPlaceholders } from '@/content/render';
import { loadPage, mediaAsset, newsContent } from '@/content/source';
import { shareImage, shareMetadata } from '@/features/share/share-image';
import { format, messagesFor } from '@/i18n/messages';
import { pathOf, segmentsOf, type RouteKey } from '@/routes';
import type { SitemapEntry } from '@/routes/sitemap';
import { type Article, articlePath, articlesOf, categoryNames, eventOf, postsIn, translationsOf } from './posts';

/**
 * What the catch-all routes, the header, the sitemap and the build need to
 * know about article pages. Articles live under the list's path:
 * /novosti-i-dogadanja/{slug}, /en/news-and-events/{slug}, /novice-in-dogodki/{slug}.
 */
const LIST: RouteKey = 'novosti-i-dogadanja';

/** The catch-all params of every article a market builds in a locale. */
export function articleParams(market: Market, locale: Locale): Array<{ slug: string[] }> {
  return postsIn(market, locale).map((post) => ({
    slug: segmentsOf(articlePath(locale, post.translations[locale]!.slug), locale),
  }));
}

const openGraphLocale = (locale: Locale) => localeTags[locale].replace('-', '_');

/** The article's text with the market's placeholders filled. */
export function articleText(article: Article, site: Site) {
  return fillPlaceholders(article.translation, site);
}

export function articleMetadata(article: Article, site: Site): Metadata {
  const text = articleText(article, site);
  const name = site.profile.brandName;
  const title = `${text.title} | ${name}`;
  // Only translations that exist: an untranslated post has no alternate in the other language.
  const translations = translationsOf(site.market, article.post);
  const languages = Object.fromEntries(translations.map((t) => [localeTags[t.locale], t.path]));
  const fallback = translations.find((t) => t.locale === defaultLocale(site.market));
  const photo = article.post.image === undefined ? undefined : mediaAsset(article.post.image);
  const share = shareMetadata(shareImage(photo ? { photo } : { icon: 'Newspaper' }, text.title, article.locale, site), title, text.excerpt);
  return {
    metadataBase: new URL(site.url),
    title,
    description: text.excerpt,
    alternates: {
      canonical: article.path,
      languages: fallback ? { ...languages, 'x-default': fallback.path } : languages,
    },
    openGraph: {
      type: 'article',
      siteName: name,
      title,
      description: text.excerpt,
      url: article.path,
      locale: openGraphLocale(article.locale),
      alternateLocale: translations.filter((t) => t.locale !== article.locale).map((t) => openGraphLocale(t.locale)),
      publishedTime: article.post.date,
      section: categoryNames(article.post.categories, article.locale)[0],
      images: share.images,
    },
    twitter: share.twitter,
  };
}

/** schema.org data: a NewsArticle, or an Event for events. */
export function articleJsonLd(article: Article, site: Site): Record<string, unknown> {
  const text = articleText(article, site);
  const url = site.url + article.path;
  const organization = {
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: site.profile.registration.legalName,
    url: site.url,
    logo: { '@type': 'ImageObject', url: `${site.url}/icon.svg` },
  };
  const { post } = article;
  const event = eventOf(post);
  if (event) {
    return {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: text.title,
      description: text.excerpt,
      url,
      inLanguage: localeTags[article.locale],
      startDate: event.start,
      endDate: event.end ?? event.start,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: text.place, address: text.place },
      organizer: organization,
    };
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: text.title,
    description: text.excerpt,
    url,
    mainEntityOfPage: url,
    inLanguage: localeTags[article.locale],
    datePublished: post.date,
    articleSection: categoryNames(post.categories, article.locale),
    author: organization,
    publisher: organization,
  };
}

/**
 * The language switcher's targets for the articles of a locale: the same
 * post's slug in the other locale, or the other locale's list when the post
 * has no translation there.
 */
export function articleSwitchPaths(market: Market, from: Locale, to: Locale, content = newsContent(market)): Record<string, string> {
  return Object.fromEntries(
    articlesOf(market, content)
      .filter((article) => article.locale === from)
      .map((article) => {
        const translation = article.post.translations[to];
        return [article.path, translation ? articlePath(to, translation.slug) : pathOf(LIST, to)];
      }),
  );
}

/** Sitemap entries of a market's articles, each with the alternates of its existing translations. */
export function articleSitemapEntries(market: Market): SitemapEntry[] {
  return articlesOf(market).map((article) => {
    const translations = translationsOf(market, article.post);
    const fallback = translations.find((t) => t.locale === defaultLocale(market));
    return {
      path: article.path,
      alternates: [
        ...translations.map((t) => ({ lang: localeTags[t.locale], path: t.path })),
        ...(fallback ? [{ lang: 'x-default', path: fallback.path }] : []),
      ],
    };
  });
}

export function feedPath(locale: Locale): string {
  return `${pathOf(LIST, locale)}/feed.xml`;
}

/** The list page's <link rel="alternate" type="application/rss+xml">; nothing for other pages. */
export function feedAlternates(key: RouteKey, locale: Locale, site: Site): Pick<NonNullable<Metadata['alternates']>, 'types'> {
  if (key !== LIST) return {};
  const title = fillPlaceholders(loadPage(LIST, locale, site.market), site).title;
  return {
    types: {
      'application/rss+xml': [{ url: feedPath(locale), title: format(messagesFor(locale).news.feed, { title: `${title} | ${site.profile.brandName}` }) }],
    },
  };
}
