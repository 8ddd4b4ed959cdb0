import type { Locale } from '@/config/markets';
import type { SearchHit } from './engine';

/** Where the build writes each locale's index (apps/site/app/search-index). */
function searchIndexPath(locale: Locale): string {
  return `/search-index/${locale}.json`;
}

/** The results page of a query, which also carries it in a shareable URL. */
export function resultsHref(resultsPath: string, query: string): string {
  const trimmed = query.trim();
  return trimmed ? `${resultsPath}?q=${encodeURIComponent(trimmed)}` : resultsPath;
}

export type Searcher = (query: string, limit?: number) => SearchHit[];

const loaded = new Map<Locale, Promise<Searcher>>();

/**
 * The index and the search library come on first use, not with the page:
 * both are fetched once per locale and shared by the header box and the results page.
 */
export function loadSearch(locale: Locale): Promise<Searcher> {
  let searcher = loaded.get(locale);
  if (!searcher) {
    searcher = (async () => {
      const [engine, response] = await Promise.all([import('./engine'), fetch(searchIndexPath(locale))]);
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      const index = engine.loadIndex(await response.text());
      return (query: string, limit?: number) => engine.search(index, query, limit);
    })();
    // A failed load (offline, say) is tried again on the next use.
    searcher.catch(() => loaded.delete(locale));
    loaded.set(locale, searcher);
  }
  return searcher;
}
