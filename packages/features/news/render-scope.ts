/**
 * What a publish that changes only news renders (scripts/build.ts decides, in
 * packages/features/publishing/partial-build.ts): every article, and every page with a news section.
 * Every other page carries of the news only the language switcher's article addresses
 * (SiteShell), so while those are kept (none changed, some perhaps removed) it is taken from the
 * live build of the same code, content and day.
 */
import { localesOf } from '@/config/markets';
import type { PageContent } from '@/content/page-schema';
import type { Snapshot } from '@/content/snapshot';
import { newsContentOf } from '@/content/source';
import { articleSwitchPaths } from './article';
import { articlesOf } from './posts';

/** Set by scripts/build.ts for `next build` when only news changed. */
export const RENDER_ONLY_NEWS = 'news';

export const renderingNewsOnly = (): boolean => process.env.RENDER_ONLY === RENDER_ONLY_NEWS;

/** The section types that list posts (apps/site/components/sections/Sections.tsx): typed, so a renamed type fails to compile here. */
const NEWS_SECTIONS: ReadonlySet<PageContent['sections'][number]['type']> = new Set(['newsList', 'latestNews']);

export const showsNews = (page: PageContent): boolean => page.sections.some((section) => NEWS_SECTIONS.has(section.type));

/** The language switcher's article addresses every page holds, per pair of locales, in the order the page lists them. */
function switcherAddresses(snapshot: Snapshot): Record<string, string>[] {
  const content = newsContentOf(snapshot);
  const locales = localesOf(snapshot.market);
  return locales.flatMap((from) => locales.filter((to) => to !== from).map((to) => articleSwitchPaths(snapshot.market, from, to, content)));
}

/** The addresses of a snapshot's articles, in every locale. */
export const articleAddressesOf = (snapshot: Snapshot): string[] => articlesOf(snapshot.market, newsContentOf(snapshot)).map((article) => article.path);

/**
 * Whether a page without a news section, taken from a build of `before`, serves `after` as rendering
 * it again would: its language switcher holds every article address of `after`, leading where it
 * leads in `after` and in the same order, but for what led to an article gone since (unpublished or deleted, in one
 * language or all). The switcher reads only the address of the page it is on, never an article's,
 * so what it keeps of a gone article is never read. Equal addresses make the page the same to the byte.
 */
export function switcherAddressesKept(before: Snapshot, after: Snapshot): boolean {
  const held = switcherAddresses(before);
  const remaining = new Set(articleAddressesOf(after));
  const gone = new Set(articleAddressesOf(before).filter((address) => !remaining.has(address)));
  return switcherAddresses(after).every((addresses, pair) => {
    const before = held[pair] ?? {};
    const order = Object.keys(before).filter((from) => from in addresses);
    return (
      JSON.stringify(order) === JSON.stringify(Object.keys(addresses)) &&
      Object.entries(addresses).every(([from, to]) => before[from] === to || gone.has(before[from]!))
    );
  });
}
