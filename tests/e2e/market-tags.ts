import { markets, type Market } from '../../packages/config/markets';

/**
 * A test or group that belongs to some markets only carries their tags (`inMarkets`), and each
 * market's project selects the untagged tests and its own (`projectGrep`, in playwright.config.ts).
 * Another market's project does not hold the test at all, rather than skipping it in every run:
 * so a skip that a run reports is one to read.
 */
const tagOf = (market: Market) => `@${market}`;

export function inMarkets(...selected: Market[]): { tag: string[] } {
  // No tag would put the test in every market's project.
  if (selected.length === 0) throw new Error('inMarkets: name at least one market');
  return { tag: selected.map(tagOf) };
}

/** Playwright matches a project's grep against a test's titles and tags: no market's tag, or this market's. */
export function projectGrep(market: Market): RegExp {
  const anyMarketTag = markets.map(tagOf).join('|');
  return new RegExp(`^(?!.*(?:${anyMarketTag})\\b)|${tagOf(market)}\\b`);
}
