import { defaultLocale, localeTags } from '@/config/markets';
import type { Site } from '@/config/site';
import { articleSitemapEntries } from '@/features/news/article';
import { alternatesOf, pagesOf, pathOf } from './index';

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
  const pages = pagesOf(site.market).map((page) =>
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

export function robotsTxt(site: Site): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${site.url}/sitemap.xml`, ''].join('\n');
}
