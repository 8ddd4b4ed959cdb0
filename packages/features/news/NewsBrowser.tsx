'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { format } from '@/i18n/format';
import type { Messages } from '@/i18n/messages';
import { QueryReader } from '@/ui/QueryReader';
import { PostGrid } from './PostCard';
import { inCategory, listQuery, pageOf, parseListQuery, type ListState } from './select';
import type { PostSummary } from './summary';

export interface NewsBrowserProps {
  /** The list page's own path, for the pagination links. */
  path: string;
  posts: PostSummary[];
  /** Every category of the news; the filter offers those with posts here. */
  categories: Array<{ id: string; name: string }>;
  labels: Messages['news'];
}

/** A plain click on a link, which we handle in place; modified clicks (new tab, …) keep the browser's behaviour. */
const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

const FIRST_VIEW: ListState = { category: null, page: 1 };

/**
 * The list with its category filter and pagination. The whole list comes
 * with the page, so filtering and paging happen in the browser; the state
 * lives in the query (?category=…&page=…), written with the History API,
 * which Next's router observes, so a shared link opens the same view. The
 * page is prerendered with the first view, which is also what the browser
 * shows until the script has read the query.
 */
export function NewsBrowser({ path, posts, categories, labels }: NewsBrowserProps) {
  const [state, setState] = useState(FIRST_VIEW);
  const readQuery = useCallback(
    (query: URLSearchParams) => {
      const next = parseListQuery(
        query,
        categories.map((category) => category.id),
      );
      setState((current) => (current.category === next.category && current.page === next.page ? current : next));
    },
    [categories],
  );
  const view = pageOf(inCategory(posts, state.category), state.page);
  const offered = categories.filter((category) => posts.some((post) => post.categories.includes(category.id)) || category.id === state.category);
  const results = useRef<HTMLDivElement>(null);
  const selectId = useId();
  const hrefOf = (next: ListState) => `${path}${listQuery(next)}`;

  function show(next: ListState, moveFocus: boolean) {
    window.history.pushState(null, '', hrefOf(next));
    if (moveFocus) {
      // After a page change, keyboard and screen-reader users continue at the first result.
      results.current?.focus({ preventScroll: true });
      results.current?.scrollIntoView({ block: 'start' });
    }
  }

  const pageLink = (page: number, children: ReactNode, extra: { rel?: string; label?: string; current?: boolean } = {}) => (
    <a
      href={hrefOf({ ...state, page })}
      rel={extra.rel}
      aria-label={extra.label}
      aria-current={extra.current ? 'page' : undefined}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        show({ ...state, page }, true);
      }}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 font-semibold ${
        extra.current ? 'border-brand-700 bg-brand-700 text-white' : 'border-line text-brand-800 hover:border-brand-600 hover:bg-brand-50'
      }`}
    >
      {children}
    </a>
  );

  const chosenCategory = state.category && categories.find((category) => category.id === state.category);

  return (
    <div data-news-browser>
      <QueryReader onQuery={readQuery} />
      <div className="mb-6 flex flex-col gap-1">
        <label htmlFor={selectId} className="font-semibold text-ink">
          {labels.categoryFilter}
        </label>
        <select
          id={selectId}
          value={state.category ?? ''}
          onChange={(event) => show({ category: event.target.value || null, page: 1 }, false)}
          className="min-h-11 w-full max-w-sm rounded-lg border border-muted bg-white px-3 text-ink"
        >
          <option value="">{labels.allCategories}</option>
          {offered.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>

      <div ref={results} tabIndex={-1} className="scroll-mt-6 focus:outline-none">
        <p
          role="status"
          data-news-status={view.total ? 'results' : 'empty'}
          className={view.total ? 'mb-4 text-sm text-muted' : 'rounded-xl border border-dashed border-line p-6 text-lg text-ink'}
        >
          {view.total
            ? format(labels.showing, { from: view.from, to: view.to, total: view.total })
            : chosenCategory
              ? format(labels.emptyCategory, { category: chosenCategory.name })
              : labels.noContent}
          {!view.total && chosenCategory && (
            <>
              {' '}
              <a
                href={path}
                data-news-show-all
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  show(FIRST_VIEW, true);
                }}
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {labels.allNews}
              </a>
            </>
          )}
        </p>
        {view.total > 0 && <PostGrid posts={view.items} labels={labels} />}
      </div>

      {view.pages > 1 && (
        <nav aria-label={labels.pagination} className="mt-8">
          <ul className="flex flex-wrap items-center gap-2">
            {view.page > 1 && (
              <li>
                {pageLink(
                  view.page - 1,
                  <>
                    <ChevronLeft aria-hidden className="size-5" />
                    {labels.previous}
                  </>,
                  { rel: 'prev' },
                )}
              </li>
            )}
            {Array.from({ length: view.pages }, (_, index) => index + 1).map((page) => (
              <li key={page}>{pageLink(page, page, { label: format(labels.page, { page }), current: page === view.page })}</li>
            ))}
            {view.page < view.pages && (
              <li>
                {pageLink(
                  view.page + 1,
                  <>
                    {labels.next}
                    <ChevronRight aria-hidden className="size-5" />
                  </>,
                  { rel: 'next' },
                )}
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  );
}
