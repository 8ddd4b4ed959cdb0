import { localeTags, localesOf, type Locale } from '@/config/markets';
import type { Site } from '@/content/site';
import { fillPlaceholders } from '@/content/render';
import { loadPage } from '@/content/source';
import { escapeXml } from '@/lib/text';
import { pathOf } from '@/routes';
import { feedPath } from './article';
import { postsIn } from './posts';
import { summaryOf } from './summary';


/** RFC 822 dates, as RSS 2.0 wants them; posts carry a day, so midnight UTC. */
const rfc822 = (iso: string) => new Date(`${iso}T00:00:00Z`).toUTCString();

/** The RSS 2.0 feed of a market's posts in one locale, newest first. */
export function feedXml(site: Site, locale: Locale): string {
  const page = fillPlaceholders(loadPage('novosti-i-dogadanja', locale, site.market), site);
  const listUrl = site.url + pathOf('novosti-i-dogadanja', locale);
  const posts = postsIn(site.market, locale).map((post) => summaryOf(post, locale, site));
  const element = (name: string, value: string, indent = '    ') => `${indent}<${name}>${escapeXml(value)}</${name}>`;
  const items = posts.map((post) =>
    [
      '    <item>',
      element('title', post.title, '      '),
      element('link', site.url + post.href, '      '),
      `      <guid isPermaLink="true">${escapeXml(site.url + post.href)}</guid>`,
      element('pubDate', rfc822(post.date), '      '),
      element('description', post.excerpt, '      '),
      ...post.categoryNames.map((name) => element('category', name, '      ')),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    element('title', `${page.title} | ${site.profile.brandName}`),
    element('link', listUrl),
    element('description', page.description),
    element('language', localeTags[locale].toLowerCase()),
    // The newest post's date rather than the build time, so an unchanged feed stays byte-identical.
    ...(posts[0] ? [element('lastBuildDate', rfc822(posts[0].date))] : []),
    `    <atom:link href="${escapeXml(site.url + feedPath(locale))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Every feed of the market: its path and content, for the build to write. */
export function feedsOf(site: Site): Array<{ path: string; xml: string }> {
  return localesOf(site.market).map((locale) => ({ path: feedPath(locale), xml: feedXml(site, locale) }));
}
