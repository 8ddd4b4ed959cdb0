/**
 * What a publish that changes only news renders (scripts/build.ts decides, in
 * src/features/publishing/partial-build.ts): every article, and every page with a news section.
 * Every other page carries of the news only the language switcher's article addresses
 * (SiteShell), so while those stay the same it is taken from the live build of the same code,
 * content and day.
 */
import { localesOf } from '@/config/markets';
import type { PageContent } from '@/content/page-schema';
import type { Snapshot } from '@/content/snapshot';
import { newsContentOf } from '@/content/source';
import { articleSwitchPaths } from './article';

/** Set by scripts/build.ts for `next build` when only news changed. */
export const RENDER_ONLY_NEWS = 'news';

export const renderingNewsOnly = (): boolean => process.env.RENDER_ONLY === RENDER_ONLY_NEWS;

/** The section types that list posts (src/components/sections/Sections.tsx): typed, so a renamed type fails to compile here. */
const NEWS_SECTIONS: ReadonlySet<PageContent['sections'][number]['type']> = new Set(['newsList', 'latestNews']);

export const showsNews = (page: PageContent): boolean => page.sections.some((section) => NEWS_SECTIONS.has(section.type));

/**
 * The article addresses every page's language switcher holds, in the order the page lists them:
 * equal for two snapshots, a page without a news section renders the same from both.
 */
export function switcherAddressesOf(snapshot: Snapshot): string {
  const content = newsContentOf(snapshot);
  const locales = localesOf(snapshot.market);
  return JSON.stringify(locales.flatMap((from) => locales.filter((to) => to !== from).map((to) => articleSwitchPaths(snapshot.market, from, to, content))));
}
