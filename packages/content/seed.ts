/**
 * The seed: today's YAML, Markdown and company facts in this repository, as
 * the content snapshot of a market. `npm start` imports it into an empty CMS;
 * tests build from it directly. It has no photos: the site's
 * art is our own drawings (packages/ui/art), and editors upload photos.
 */
import { seedFacts } from '@/content/company';
import { localesOf, type Locale, type Market } from '@/config/markets';
import { readNews } from '@/content/news';
import { routesOf } from '@/routes';
import { seedDocuments } from './downloads';
import { openJobs, readSeedJobs, today } from './jobs';
import { loadSeedPage, sectionsFor } from './pages';
import { validateSnapshot, type Snapshot } from './snapshot';

/** A market's seed snapshot as on `day`: the seed's openings close counted from it (and any closed one is left out, as in a CMS export). */
export function seedSnapshot(market: Market, day = today(new Date(), market)): Snapshot {
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
  const content = {
    market,
    pages,
    news,
    company: seedFacts(market),
    jobs: openJobs(readSeedJobs(day), market, day),
    documents: seedDocuments(market),
    media: [],
  };
  return validateSnapshot(content, `seed of ${market}`);
}
