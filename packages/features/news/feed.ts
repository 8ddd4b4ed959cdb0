import { localeTags, localesOf, type Locale } from '@/config/markets';
import type { Site } from '@/content/site';
import { fillPlaceholders } from '@/content/render';
import { loadPage } from '@/content/source';
import { escapeXml, escapeXmlAttribute } from '@/lib/text';
import { pathOf } from '@/routes';
import { feedPath } from './article';
import { postsIn } from './posts';
import { summaryOf } from './summary';

/** RFC 822 dates, as RSS 2.0 wants them; posts carry a day, so midnight UTC. */
const rfc822 = (iso: string) => new Date(`${iso}T00:00:00Z`).toUTCString();

/** What an RSS 2.0 feed says, as text: rssXml escapes all of it. */
export interface RssChannel {
  title: string;
  link: string;
  description: string;
  language: string;
  selfLink: string;
  /** The newest item's date rather than the build time, so an unchanged feed stays byte-identical. */
  lastBuildDate?: string;
  items: Array<{ title: string; link: string; pubDate: string; description: string; categories: string[] }>;
}

export function rssXml(channel: RssChannel): string {
  const element = (name: string, value: string, indent = '    ') => `${indent}<${name}>${escapeXml(value)}</${name}>`;
  const items = channel.items.map((item) =>
    [
      '    <item>',
      element('title', item.title, '      '),
      element('link', item.link, '      '),
      `      <guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('pubDate', item.pubDate, '      '),
      element('description', item.description, '      '),
      ...item.categories.map((name) => element('category', name, '      ')),
      '    </item>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    ...(channel.lastBuildDate ? [element('lastBuildDate', channel.lastBuildDate)] : []),
    `    <atom:link href="${escapeXmlAttribute(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** The RSS 2.0 feed of a market's posts in one locale, newest first. */
export function feedXml(site: Site, locale: Locale): string {
  const page = fillPlaceholders(loadPage('novosti-i-dogadanja', locale, site.market), site);
  const posts = postsIn(site.market, locale).map((post) => summaryOf(post, locale, site));
  return rssXml({
    title: `${page.title} | ${site.profile.brandName}`,
    link: site.url + pathOf('novosti-i-dogadanja', locale),
    description: page.description,
    language: localeTags[locale].toLowerCase(),
    selfLink: site.url + feedPath(locale),
    lastBuildDate: posts[0] && rfc822(posts[0].date),
    items: posts.map((post) => ({
      title: post.title,
      link: site.url + post.href,
      pubDate: rfc822(post.date),
      description: post.excerpt,
      categories: post.categoryNames,
    })),
  });
}

/** Every feed of the market: its path and content, for the build to write. */
export function feedsOf(site: Site): Array<{ path: string; xml: string }> {
  return localesOf(site.market).map((locale) => ({ path: feedPath(locale), xml: feedXml(site, locale) }));
}
