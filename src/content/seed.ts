/**
 * The seed: today's YAML, Markdown and company facts in this repository, as
 * the content snapshot of a market. `npm start` imports it into an empty CMS;
 * tests build from it directly.
 */
import { seedFacts } from '@/config/company';
import { localesOf, type Locale, type Market } from '@/config/markets';
import { readNews } from '@/features/news/posts';
import { routesOf } from '@/routes';
import { loadSeedPage, sectionsFor } from './pages';
import { validateSnapshot, type Snapshot } from './snapshot';

export function seedSnapshot(market: Market): Snapshot {
  const own = localesOf(market);
  const pages: Snapshot['pages'] = {};
  for (const key of routesOf(market)) {
    pages[key] = Object.fromEntries(
      own.map((locale) => {
        const page = loadSeedPage(key, locale);
        // The seed shares one copy between markets and marks market-only sections; the CMS keeps one page per market.
        const sections = sectionsFor(page, market).map((section) => {
          const copy = { ...section };
          delete copy.markets;
          return copy;
        });
        return [locale, { ...page, sections }];
      }),
    );
  }
  const news = readNews()
    .posts.filter((post) => post.markets.includes(market))
    .map((post) => {
      const { source, ...rest } = post;
      void source;
      return { ...rest, translations: Object.fromEntries(Object.entries(post.translations).filter(([locale]) => own.includes(locale as Locale))) };
    });
  return validateSnapshot({ market, pages, news, company: seedFacts(market) }, `seed of ${market}`);
}
