import { defaultLocale, localesOf, localeTags } from '@/config/markets';
import type { Site } from '@/config/site';
import { articleSitemapEntries } from '@/features/news/article';
import { alternatesOf, isIndexed, pagesOf, pathOf, routesOf } from './index';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function urlEntry(site: Site, path: string, links: Array<{ lang: string; path: string }>): string {
  return [
    '  <url>',
    `    <loc>${escapeXml(site.url + path)}</loc>`,
    ...links.map((link) => `    <xhtml:link rel="alternate" hreflang="${link.lang}" href="${escapeXml(site.url + link.path)}"/>`),
    '  </url>',
  ].join('\n');
}

/** Every page and news article of the market, each with its language alternates and x-default. */
export function sitemapXml(site: Site): string {
  const pages = pagesOf(site.market).filter((page) => isIndexed(page.key)).map((page) =>
    urlEntry(site, page.path, [
      ...alternatesOf(site.market, page.key).map((alt) => ({ lang: localeTags[alt.locale], path: alt.path })),
      { lang: 'x-default', path: pathOf(page.key, defaultLocale(site.market)) },
    ]),
  );
  const articles = articleSitemapEntries(site.market).map((entry) => urlEntry(site, entry.path, entry.alternates));
  const urls = [...pages, ...articles];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Crawlers may read every page but the API and the unindexed routes (search results). */
export function robotsTxt(site: Site): string {
  const hidden = routesOf(site.market)
    .filter((key) => !isIndexed(key))
    .flatMap((key) => localesOf(site.market).map((locale) => `Disallow: ${pathOf(key, locale)}`));
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', ...hidden, '', `Sitemap: ${site.url}/sitemap.xml`, ''].join('\n');
}
