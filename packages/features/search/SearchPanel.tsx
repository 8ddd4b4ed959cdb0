'use client';

import { Search } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { format, plural } from '@/i18n/format';
import { loadSearch, resultsHref } from './load';
import type { SearchBoxSetup } from './SearchBox';
import { useSearch } from './useSearch';

const SUGGESTIONS = 5;
const TYPING_PAUSE_MS = 150;
const MIN_LENGTH = 2;

/**
 * The search box: a combobox (WAI-ARIA 1.2 pattern, list autocomplete) that
 * suggests the best five pages while the visitor types. Arrow keys move through
 * the suggestions, Enter opens the chosen one or, with none chosen, the results
 * page; Escape closes the box. The count of suggestions is announced.
 */
export function SearchPanel({
  setup,
  onClose,
}: {
  setup: SearchBoxSetup;
  /** Closing by Escape hands the focus back to the search button; closing to navigate leaves it to the new page. */
  onClose: (restoreFocus: boolean) => void;
}) {
  const { labels, locale, resultsPath } = setup;
  const router = useRouter();
  const [query, setQuery] = useState('');
  // The chosen suggestion belongs to the suggestions of one query: new suggestions start with none chosen.
  const [chosen, setChosen] = useState({ query: '', index: -1 });
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const listId = useId();
  const result = useSearch(locale, query, { limit: SUGGESTIONS, delay: TYPING_PAUSE_MS, minLength: MIN_LENGTH });
  const hits = result.status === 'ready' && query.trim().length >= MIN_LENGTH ? result.hits : [];
  const listOpen = hits.length > 0;
  const active = chosen.query === result.query ? chosen.index : -1;

  useEffect(() => {
    input.current?.focus();
    // Fetch the index as the box opens, so the first suggestions come without a wait.
    loadSearch(locale).catch(() => undefined);
  }, [locale]);

  const optionId = (index: number) => `${listId}-option-${index}`;

  function go(href: string) {
    router.push(href);
    onClose(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!listOpen) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions run from -1 (none chosen, the typed text) through the last suggestion, round.
      setChosen({ query: result.query, index: ((active + 1 + step + hits.length + 1) % (hits.length + 1)) - 1 });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      go(hit ? hit.path : resultsHref(resultsPath, query));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    }
  }

  const announcement = (() => {
    if (query.trim().length < MIN_LENGTH) return '';
    if (result.status === 'unavailable') return labels.unavailable;
    if (result.status !== 'ready') return labels.loading;
    return hits.length
      ? format(plural(labels.suggestionCount, hits.length, locale), { count: hits.length })
      : format(labels.noSuggestions, { query: result.query });
  })();

  return (
    <form
      role="search"
      action={resultsPath}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        go(resultsHref(resultsPath, query));
      }}
      className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-3"
    >
      <div className="relative min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          {labels.label}
        </label>
        <Search aria-hidden className="pointer-events-none absolute left-3 top-3 size-5 text-muted" />
        <input
          ref={input}
          id={inputId}
          name="q"
          type="text"
          role="combobox"
          aria-expanded={listOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={listOpen && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder={labels.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-11 w-full rounded-md border border-muted bg-white py-2 pl-10 pr-3 text-ink placeholder:text-muted focus:border-brand-700"
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={labels.suggestions}
          hidden={!listOpen}
          className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-lg border border-line bg-white p-1 shadow-lg"
        >
          {hits.map((hit, index) => (
            <li
              key={hit.path}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keep the focus in the input while the pointer chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(hit.path)}
              className="flex min-h-11 cursor-pointer flex-col justify-center rounded-md px-3 py-2 hover:bg-brand-50 aria-selected:bg-brand-700 aria-selected:text-white"
            >
              <span className="font-medium">{hit.title}</span>
              <span className="text-sm opacity-80">{labels.sections[hit.section]}</span>
            </li>
          ))}
        </ul>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        {result.status === 'unavailable' && <p className="mt-2 text-sm text-accent-600">{labels.unavailable}</p>}
      </div>
      <button type="submit" className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
        {labels.submit}
      </button>
    </form>
  );
}
