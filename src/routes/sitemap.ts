import { defaultLocale, localeTags } from '@/config/markets';
import type { Site } from '@/config/site';
import { alternatesOf, pagesOf, pathOf } from './index';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every page of the market, each with its language alternates and x-default. */
export function sitemapXml(site: Site): string {
  const urls = pagesOf(site.market).map((page) => {
    const links = [
      ...alternatesOf(site.market, page.key).map((alt) => ({ lang: localeTags[alt.locale], href: site.url + alt.path })),
      { lang: 'x-default', href: site.url + pathOf(page.key, defaultLocale(site.market)) },
    ];
    return [
      '  <url>',
      `    <loc>${escapeXml(site.url + page.path)}</loc>`,
      ...links.map((link) => `    <xhtml:link rel="alternate" hreflang="${link.lang}" href="${escapeXml(link.href)}"/>`),
      '  </url>',
    ].join('\n');
  });
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
