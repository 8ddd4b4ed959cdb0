'use client';

import { useCallback, useId, useRef, useState } from 'react';
import { AppLink } from '@/ui/AppLink';
import { QueryReader } from '@/ui/QueryReader';
import type { NavItem } from '@/ui/nav-item';
import type { Locale } from '@/config/markets';
import { OpenContactButton } from '@/features/contact/ContactProvider';
import { format, plural } from '@/i18n/format';
import type { Messages } from '@/i18n/messages';
import type { SearchHit } from './engine';
import { resultsHref } from './load';
import { snippet } from './text';
import { useSearch } from './useSearch';

export interface SearchResultsProps {
  locale: Locale;
  /** The results page's own path. */
  path: string;
  labels: Messages['search'];
  /** Suggested when nothing is found. */
  departments: NavItem[];
}

/**
 * The results page. The query lives in ?q= (a new search writes it there, so
 * the URL can be shared); until the script has read it, the page shows the
 * form alone, and words typed into it meanwhile are kept.
 */
export function SearchResults({ locale, path, labels, departments }: SearchResultsProps) {
  const [query, setQuery] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const result = useSearch(locale, query ?? '');
  const trimmed = (query ?? '').trim();

  const urlRead = useRef(false);
  const showQuery = useCallback((params: URLSearchParams) => {
    const next = params.get('q') ?? '';
    // The first reading must not overwrite what the visitor typed before it; later ones follow the URL.
    const field = input.current;
    if (field && (urlRead.current || field.value === '')) field.value = next;
    urlRead.current = true;
    setQuery(next);
  }, []);

  const status = (() => {
    if (!trimmed) return '';
    if (result.status === 'unavailable') return labels.unavailable;
    if (result.status !== 'ready' || result.query !== trimmed) return labels.loading;
    return result.hits.length ? format(plural(labels.resultCount, result.hits.length, locale), { count: result.hits.length, query: trimmed }) : '';
  })();
  const found = result.status === 'ready' && result.query === trimmed ? result.hits : undefined;

  return (
    // The results page draws its prompt and results in the browser: its scripts load at once (packages/next-export/defer-scripts.ts).
    <div data-needs-scripts="">
      <form
        role="search"
        action={path}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          // Read the field itself: words typed before the script took over are in it, not in any state.
          const typed = new FormData(event.currentTarget).get('q');
          // Next's router observes the History API, so the page reads the new ?q= at once.
          window.history.pushState(null, '', resultsHref(path, typeof typed === 'string' ? typed : ''));
        }}
      >
        <label htmlFor={inputId} className="block font-semibold text-ink">
          {labels.label}
        </label>
        <div className="mt-2 flex gap-2">
          {/* Uncontrolled, so hydration never clears what was typed; showQuery fills it from the URL. */}
          <input
            ref={input}
            id={inputId}
            name="q"
            type="search"
            placeholder={labels.placeholder}
            enterKeyHint="search"
            className="min-h-11 min-w-0 flex-1 rounded-md border border-muted bg-white px-3 py-2 text-ink placeholder:text-muted"
          />
          <button type="submit" className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
            {labels.submit}
          </button>
        </div>
      </form>

      <QueryReader onQuery={showQuery} />
      <p role="status" className="mt-6 font-medium text-ink" data-search-status>
        {status}
      </p>
      {query === '' && <p className="mt-2 text-muted">{labels.prompt}</p>}
      {found && found.length > 0 && (
        <ol aria-label={labels.results} className="mt-4 divide-y divide-line border-y border-line" data-search-results>
          {found.map((hit) => (
            <ResultItem key={hit.path} hit={hit} labels={labels} />
          ))}
        </ol>
      )}
      {found && found.length === 0 && <NothingFound query={trimmed} labels={labels} departments={departments} />}
    </div>
  );
}

function ResultItem({ hit, labels }: { hit: SearchHit; labels: Messages['search'] }) {
  return (
    <li className="py-5">
      <h2 className="text-xl font-semibold">
        <AppLink href={hit.path} className="text-brand-700 underline-offset-4 hover:underline">
          {hit.title}
        </AppLink>
      </h2>
      <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-muted">{labels.sections[hit.section]}</p>
      <p className="mt-2 text-ink">
        {snippet(hit.text, hit.terms).map((fragment, index) =>
          fragment.hit ? (
            <mark key={index} className="rounded bg-brand-100 px-0.5 text-ink">
              {fragment.text}
            </mark>
          ) : (
            fragment.text
          ),
        )}
      </p>
    </li>
  );
}

function NothingFound({ query, labels, departments }: { query: string; labels: Messages['search']; departments: NavItem[] }) {
  return (
    <div className="mt-4 rounded-lg border border-line bg-surface p-6" data-search-empty>
      <h2 className="text-xl font-semibold text-brand-900">{format(labels.emptyTitle, { query })}</h2>
      <p className="mt-2 text-ink">{labels.emptyText}</p>
      <h3 className="mt-6 font-semibold text-ink">{labels.emptyDepartments}</h3>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {departments.map((department) => (
          <li key={department.path}>
            <AppLink href={department.path} className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4">
              {department.label}
            </AppLink>
          </li>
        ))}
      </ul>
      <OpenContactButton className="mt-6 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        {labels.emptyContact}
      </OpenContactButton>
    </div>
  );
}
