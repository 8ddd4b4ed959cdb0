import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { marketProfiles } from '@/content/company';
import { localesOf, markets } from '@/config/markets';
import { feedPath } from './article';
import { asXmlHoldsIt, HOSTILE_TEXTS, strictXml, typedText } from '../../../tests/support/strict-xml';
import { feedsOf, feedXml, rssXml, type RssChannel } from './feed';
import { postsIn } from './posts';

const siteOf = (market: (typeof markets)[number]) => ({ market, url: `https://${market}.example`, profile: marketProfiles[market] });

describe('news feeds', () => {
  it('writes one RSS 2.0 feed per locale of each market, with every post newest first', () => {
    for (const market of markets) {
      const site = siteOf(market);
      const feeds = feedsOf(site);
      assert.deepEqual(
        feeds.map((feed) => feed.path),
        localesOf(market).map(feedPath),
      );
      for (const [index, locale] of localesOf(market).entries()) {
        const xml = feeds[index]!.xml;
        strictXml(xml);
        assert.match(xml, /<rss version="2\.0"/);
        const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
        const expected = postsIn(market, locale).map((post) => `${site.url}${feedPath(locale).replace('/feed.xml', '')}/${post.translations[locale]!.slug}`);
        assert.deepEqual(links, expected, `${market} ${locale}`);
        assert.match(xml, new RegExp(`<atom:link href="${site.url}${feedPath(locale)}" rel="self"`));
      }
    }
  });

  it('dates items in RFC 822 and escapes text', () => {
    const xml = feedXml(siteOf('cro'), 'en');
    assert.match(xml, /<pubDate>(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} \w{3} \d{4} 00:00:00 GMT<\/pubDate>/);
    assert.doesNotMatch(xml, /\{brand\}/);
    assert.match(xml, /<title>[^<]*Farmadria<\/title>/);
  });
});

describe('an RSS feed of texts as an editor typed them', () => {
  const channelOf = (texts: readonly string[]): RssChannel => {
    const at = (index: number) => texts[index % texts.length]!;
    return {
      title: at(0),
      link: `https://cro.example/${at(1)}`,
      description: at(2),
      language: at(3),
      selfLink: `https://cro.example/feed?${at(4)}`,
      lastBuildDate: at(5),
      items: [{ title: at(6), link: `https://cro.example/${at(7)}`, pubDate: at(8), description: at(9), categories: [at(10), at(11)] }],
    };
  };

  /** Each text and attribute, as a strict parser reads it, is the text given, less only what XML forbids. */
  function assertReadsBack(channel: RssChannel) {
    const document = strictXml(rssXml(channel));
    const text = (name: string, index = 0) => document.getElementsByTagName(name)[index]!.textContent;
    const [item] = channel.items;
    assert.deepEqual(
      [
        text('title'),
        text('link'),
        text('description'),
        text('language'),
        text('lastBuildDate'),
        document.getElementsByTagName('atom:link')[0]!.getAttribute('href'),
        text('title', 1),
        text('link', 1),
        text('guid'),
        text('pubDate'),
        text('description', 1),
        text('category'),
        text('category', 1),
      ],
      [
        channel.title,
        channel.link,
        channel.description,
        channel.language,
        channel.lastBuildDate!,
        channel.selfLink,
        item!.title,
        item!.link,
        item!.link,
        item!.pubDate,
        item!.description,
        ...item!.categories,
      ].map(asXmlHoldsIt),
    );
  }

  it('holds references, markup, a CDATA end, quotes and controls in every text', () => {
    for (const hostile of HOSTILE_TEXTS) assertReadsBack(channelOf([hostile]));
    assertReadsBack(channelOf(HOSTILE_TEXTS));
  });

  it('holds any text, generated', () => {
    fc.assert(
      fc.property(fc.array(typedText(200), { minLength: 1, maxLength: 12 }), (texts) => assertReadsBack(channelOf(texts))),
      { numRuns: 100 },
    );
  });
});
