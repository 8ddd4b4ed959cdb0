import { defaultLocale, localesOf, localeTags, type Market } from '@/config/markets';
import { escapeXml, escapeXmlAttribute } from '@/lib/text';
import { alternatesOf, isIndexed, pagesOf, pathOf, routesOf } from './index';

/** What the sitemap and robots.txt need of a site: its market and public address. */
type Site = { market: Market; url: string };

/** A URL of the sitemap beyond the route table's pages (a news article), with its language alternates. */
export interface SitemapEntry {
  path: string;
  alternates: Array<{ lang: string; path: string }>;
}

function urlEntry(site: Site, path: string, links: SitemapEntry['alternates']): string {
  return [
    '  <url>',
    `    <loc>${escapeXml(site.url + path)}</loc>`,
    ...links.map((link) => `    <xhtml:link rel="alternate" hreflang="${escapeXmlAttribute(link.lang)}" href="${escapeXmlAttribute(site.url + link.path)}"/>`),
    '  </url>',
  ].join('\n');
}

/** Every page of the market and the given extra entries, each with its language alternates and x-default. */
export function sitemapXml(site: Site, extraEntries: SitemapEntry[]): string {
  const pages = pagesOf(site.market)
    .filter((page) => isIndexed(page.key))
    .map((page) =>
      urlEntry(site, page.path, [
        ...alternatesOf(site.market, page.key).map((alt) => ({ lang: localeTags[alt.locale], path: alt.path })),
        { lang: 'x-default', path: pathOf(page.key, defaultLocale(site.market)) },
      ]),
    );
  const urls = [...pages, ...extraEntries.map((entry) => urlEntry(site, entry.path, entry.alternates))];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every page but the API and the unindexed routes (search results, thank-you). */
export function robotsTxt(site: Site): string {
  const hidden = routesOf(site.market)
    .filter((key) => !isIndexed(key))
    .flatMap((key) => localesOf(site.market).map((locale) => `Disallow: ${pathOf(key, locale)}`));
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...hidden, '', `Sitemap: ${site.url}/sitemap.xml`, ''].join('\n');
}
