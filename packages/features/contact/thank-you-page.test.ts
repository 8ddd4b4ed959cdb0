import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { marketProfiles } from '@/content/company';
import { localesOf, markets } from '@/config/markets';
import { loadSeedPage as loadPage } from '@/content/pages';
import { messagesFor } from '@/i18n/messages';
import { isIndexed, pagesOf, pathOf } from '@/routes';
import { sitemapXml } from '@/routes/sitemap';

describe('the thank-you page', () => {
  for (const market of markets) {
    it(`${market}: exists in every locale with the overlay's texts, and stays out of the sitemap`, () => {
      for (const locale of localesOf(market)) {
        assert.ok(
          pagesOf(market).some((page) => page.key === 'hvala' && page.locale === locale),
          `${locale} page`,
        );
        const [hero] = loadPage('hvala', locale).sections;
        const texts = messagesFor(locale).contact;
        assert.equal(hero?.type === 'hero' && hero.title, texts.thankYouTitle, `${locale} title`);
        assert.equal(hero?.type === 'hero' && hero.lead, texts.thankYouText, `${locale} text`);
      }
      assert.equal(isIndexed('hvala'), false);
      const site = { market, url: marketProfiles[market].siteUrl, profile: marketProfiles[market] };
      for (const locale of localesOf(market)) assert.ok(!sitemapXml(site, []).includes(`${site.url}${pathOf('hvala', locale)}<`));
    });
  }
});
