import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marketProfiles } from '@/content/company';
import { localesOf, markets, type Locale, type Market } from '@/config/markets';
import { existsIn, routesOf, type RouteKey } from '@/routes';
import { readNews } from '@/content/news';
import { documentMarkdown, documentsFor, siteOf } from './downloads';
import { loadSeedPage as loadPage, sectionsFor } from './pages';
import { fillPlaceholders } from './render';

const unfilled = /\{[\w.]+\}/g;

/** A page's copy as a market shows it: its own sections only, placeholders filled. */
function shownCopy(market: Market, key: RouteKey, locale: Locale): string {
  const page = loadPage(key, locale);
  const shown = { ...page, sections: sectionsFor(page, market) };
  return JSON.stringify(fillPlaceholders(shown, siteOf(market), locale));
}

describe('copy as each market shows it', () => {
  it('fills every placeholder on every page', () => {
    const left: string[] = [];
    for (const market of markets) {
      for (const key of routesOf(market)) {
        for (const locale of localesOf(market)) {
          for (const match of shownCopy(market, key, locale).match(unfilled) ?? []) left.push(`${market} ${key}/${locale}: ${match}`);
        }
      }
    }
    assert.deepEqual(left, []);
  });

  it('fills every placeholder in the news and the documents', () => {
    const left: string[] = [];
    for (const post of readNews().posts) {
      for (const market of post.markets) {
        for (const locale of localesOf(market)) {
          const translation = post.translations[locale];
          if (!translation) continue;
          const text = JSON.stringify(fillPlaceholders(translation, siteOf(market), locale));
          for (const match of text.match(unfilled) ?? []) left.push(`${market} news ${post.id}/${locale}: ${match}`);
        }
      }
    }
    for (const market of markets) {
      for (const locale of localesOf(market)) {
        for (const doc of documentsFor(market, locale)) {
          for (const match of documentMarkdown(market, locale, doc).match(unfilled) ?? []) left.push(`${market} ${doc.key}/${locale}: ${match}`);
        }
      }
    }
    assert.deepEqual(left, []);
  });

  it("gives the market's own pharmacovigilance address and line on the report and documents pages", () => {
    for (const market of markets) {
      const { email, phone } = marketProfiles[market].pharmacovigilance;
      assert.ok(email !== marketProfiles[market].email, `${market}: the PV address is not the general inbox`);
      const keys = (['prijava-nuspojava', 'file'] as const).filter((key) => existsIn(key, market));
      assert.ok(keys.includes('file'), market);
      for (const key of keys) {
        for (const locale of localesOf(market)) {
          const copy = shownCopy(market, key, locale);
          assert.ok(copy.includes(email), `${market} ${key}/${locale} shows ${email}`);
          assert.ok(copy.includes(phone), `${market} ${key}/${locale} shows ${phone}`);
        }
      }
    }
  });

  it('advertises the printable report form only where it can be downloaded', () => {
    const form = /printable|obrazac za (prijavu|ispis)|obrazec za poročanje|za štampanje|za ispis|za tiskanje/i;
    for (const market of markets) {
      for (const locale of localesOf(market)) {
        const offered = documentsFor(market, locale).some((doc) => doc.key === 'adverse-reaction-report-form');
        const page = fillPlaceholders(loadPage('file', locale), siteOf(market), locale);
        for (const text of [page.description, page.summary]) {
          if (!offered) assert.doesNotMatch(text, form, `${market} file/${locale}: ${text}`);
        }
      }
    }
  });
});
