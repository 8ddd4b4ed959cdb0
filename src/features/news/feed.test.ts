import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marketProfiles } from '@/content/company';
import { localesOf, markets } from '@/config/markets';
import { feedPath } from './article';
import { feedsOf, feedXml } from './feed';
import { postsIn } from './posts';

const siteOf = (market: (typeof markets)[number]) => ({ market, url: `https://${market}.example`, profile: marketProfiles[market] });

/** Checks that tags nest and close properly and that text has no raw markup characters. */
function assertWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml[^>]*\?>\s*/, '');
  const stack: string[] = [];
  for (const token of body.match(/<[^>]+>|[^<]+/g) ?? []) {
    if (!token.startsWith('<')) {
      assert.doesNotMatch(token, /&(?!(amp|lt|gt|quot|apos);)/, `unescaped & in ${token}`);
      assert.ok(!token.includes('>'), `raw > in ${token}`);
      continue;
    }
    if (token.endsWith('/>')) continue;
    const name = token.match(/^<\/?([\w:]+)/)![1]!;
    if (token.startsWith('</')) assert.equal(stack.pop(), name, `closing ${name}`);
    else stack.push(name);
  }
  assert.deepEqual(stack, [], 'every element is closed');
}

describe('news feeds', () => {
  it('writes one RSS 2.0 feed per locale of each market, with every post newest first', () => {
    for (const market of markets) {
      const site = siteOf(market);
      const feeds = feedsOf(site);
      assert.deepEqual(feeds.map((feed) => feed.path), localesOf(market).map(feedPath));
      for (const [index, locale] of localesOf(market).entries()) {
        const xml = feeds[index]!.xml;
        assertWellFormed(xml);
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
