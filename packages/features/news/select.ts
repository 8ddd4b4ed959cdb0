/**
 * Ordering, filtering, paging and the related-posts rule. Pure functions over
 * plain objects, shared by the build (articles, feeds) and the list's client
 * component, so both agree on what a page shows.
 */
const PAGE_SIZE = 9;

interface Dated {
  id: number;
  date: string;
}

interface Categorized extends Dated {
  categories: string[];
}

/** Newest publication date first; the higher id breaks a tie, so the order never depends on the file system. */
export function newestFirst(a: Dated, b: Dated): number {
  return b.date.localeCompare(a.date) || b.id - a.id;
}

export function inCategory<T extends { categories: string[] }>(items: T[], category: string | null): T[] {
  return category ? items.filter((item) => item.categories.includes(category)) : items;
}

export interface PageView<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pages: number;
  total: number;
  /** 1-based positions of the first and last item shown (0 when there are none). */
  from: number;
  to: number;
}

export function pageOf<T>(items: T[], requested: number, size = PAGE_SIZE): PageView<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(Math.max(1, Number.isFinite(requested) ? Math.trunc(requested) : 1), pages);
  const start = (page - 1) * size;
  const shown = items.slice(start, start + size);
  return { items: shown, page, pages, total: items.length, from: shown.length ? start + 1 : 0, to: start + shown.length };
}

/**
 * Up to three related posts among those the visitor can reach (same market
 * and language): the post's own list of related ids where any of them is
 * reachable, otherwise the newest posts sharing one of its categories. Never
 * the post itself.
 */
export function relatedOf<T extends Categorized & { related?: number[] }>(post: T, candidates: T[], max = 3): T[] {
  const others = candidates.filter((candidate) => candidate.id !== post.id);
  const listed = (post.related ?? [])
    .map((id) => others.find((candidate) => candidate.id === id))
    .filter((candidate): candidate is T => candidate !== undefined);
  if (listed.length > 0) return listed.slice(0, max);
  return others
    .filter((candidate) => candidate.categories.some((category) => post.categories.includes(category)))
    .sort(newestFirst)
    .slice(0, max);
}

export interface ListState {
  category: string | null;
  page: number;
}

/** The list's state from the query; an unknown category or a malformed page falls back to the default. */
export function parseListQuery(params: { get(name: string): string | null }, categoryIds: readonly string[]): ListState {
  const category = params.get('category');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    category: category && categoryIds.includes(category) ? category : null,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query that restores a state: empty for the first page of all categories. */
export function listQuery(state: ListState): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
