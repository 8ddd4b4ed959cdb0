import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { marketProfiles } from '@/content/company';
import { localesOf, markets, type Locale, type Market } from '@/config/markets';
import { isIndexed, pagesOf, pathOf } from '@/routes';
import { articlesOf } from '@/features/news/posts';
import { openingsOf } from '@/features/careers/openings';
import { plainText } from '@/content/markdown';
import { searchDocuments, searchIndexJson } from './index-pages';
import { loadIndex, search } from './engine';
import { fold, snippet } from './text';

const siteOf = (market: Market) => ({ market, url: marketProfiles[market].siteUrl, profile: marketProfiles[market] });
const indexOf = (market: Market, locale: Locale) => loadIndex(searchIndexJson(siteOf(market), locale));
const paths = (market: Market, locale: Locale, query: string) => search(indexOf(market, locale), query).map((hit) => hit.path);

describe('site search', () => {
  it('folds case and diacritics, đ included', () => {
    assert.equal(fold('SKLADIŠTENJE'), 'skladistenje');
    assert.equal(fold('Događanja'), 'dogadanja');
    assert.equal(fold('Poročanje'), 'porocanje');
  });

  it("covers every indexed page, every news article and every job opening's page of the market in the locale, and nothing else", () => {
    for (const market of markets) {
      for (const locale of localesOf(market)) {
        const ids = searchDocuments(siteOf(market), locale)
          .map((doc) => doc.id)
          .sort();
        const expected = [
          ...pagesOf(market).filter((page) => page.locale === locale && isIndexed(page.key)),
          ...articlesOf(market).filter((article) => article.locale === locale),
          ...openingsOf(market).filter((opening) => opening.locale === locale),
        ]
          .map((page) => page.path)
          .sort();
        assert.deepEqual(ids, expected, `${market} ${locale}`);
      }
    }
  });

  it('keeps every index under 150 KB gzip', () => {
    for (const market of markets) {
      for (const locale of localesOf(market)) {
        const size = gzipSync(searchIndexJson(siteOf(market), locale)).length;
        assert.ok(size < 150 * 1024, `${market} ${locale}: ${size} bytes`);
      }
    }
  });

  it('ignores case and diacritics', () => {
    assert.equal(paths('cro', 'hr', 'skladistenje')[0], pathOf('nase-usluge-skladistenje-i-transport', 'hr'));
    assert.equal(paths('cro', 'hr', 'dijagnostika')[0], pathOf('sluzbe-dijagnostika', 'hr'));
    assert.equal(paths('cro', 'hr', 'cetaphil')[0], pathOf('galderma-cetaphil', 'hr'));
    assert.equal(paths('cro', 'hr', 'CETAPHIL')[0], pathOf('galderma-cetaphil', 'hr'));
    assert.equal(paths('slo', 'sl', 'skladiscenje')[0], pathOf('nase-usluge-skladistenje-i-transport', 'sl'));
  });

  it('matches word prefixes, which carry the inflections', () => {
    const hits = search(indexOf('cro', 'hr'), 'lijek');
    assert.ok(
      hits.some((hit) => hit.terms.includes('lijekovi')),
      'lijek finds lijekovi',
    );
    assert.ok(paths('cro', 'hr', 'carm').includes(pathOf('schmidgall-carmol-kapi', 'hr')));
  });

  it('ranks a title match above a body match', () => {
    const found = paths('cro', 'hr', 'cochlear');
    assert.equal(found[0], pathOf('cochlear-ltd', 'hr'));
    // The medicines department names Cochlear in its text only, so it comes after the brand's own page.
    assert.ok(found.indexOf(pathOf('sluzbe-lijekovi-i-medicinski-proizvodi', 'hr')) > 0);
    assert.equal(paths('cro', 'en', 'clinical')[0], pathOf('nase-usluge-klinicke-studije', 'en'));
  });

  it('needs every word of the query, and finds nothing for nonsense', () => {
    assert.ok(paths('cro', 'hr', 'ISO 14001').includes(pathOf('o-nama', 'hr')));
    assert.ok(!paths('cro', 'hr', 'ISO 14001').includes(pathOf('galderma-cetaphil', 'hr')));
    assert.deepEqual(paths('cro', 'hr', 'xqzvjk'), []);
  });

  it('keeps pages of other markets out', () => {
    assert.ok(!paths('bih', 'en', 'clinical').includes(pathOf('nase-usluge-klinicke-studije', 'en')));
    assert.deepEqual(paths('bih', 'bs', 'carmol'), []);
  });

  it('cuts a snippet around the first match and marks every matched word in it', () => {
    const text = `${'Uvod u temu. '.repeat(30)}Skladištenje lijekova i skladištenje opreme. ${'Kraj teksta. '.repeat(30)}`;
    const fragments = snippet(text, ['skladistenje'], 120);
    assert.deepEqual(
      fragments.filter((f) => f.hit).map((f) => f.text),
      ['Skladištenje', 'skladištenje'],
    );
    assert.equal(fragments[0]!.text, '… ');
    assert.equal(fragments.at(-1)!.text, ' …');
    assert.ok(fragments.map((f) => f.text).join('').length < 140);
  });

  it('reads markdown as plain words', () => {
    assert.equal(plainText('**Bold** and [a link](route:o-nama)\n\n- item one\n- item two'), 'Bold and a link item one item two');
  });
});
