'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/config/markets';
import type { SearchHit } from './engine';
import { loadSearch } from './load';

export type SearchState = { status: 'idle' | 'loading' | 'unavailable'; query: string; hits: [] } | { status: 'ready'; query: string; hits: SearchHit[] };

/**
 * The hits for a query, searched after the visitor pauses typing for
 * `delay` ms. A query shorter than `minLength` gives no hits and loads nothing.
 */
interface SearchOptions {
  limit?: number;
  delay?: number;
  minLength?: number;
}

export function useSearch(locale: Locale, query: string, { limit, delay = 0, minLength = 1 }: SearchOptions = {}): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle', query: '', hits: [] });
  const trimmed = query.trim();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () => {
        if (trimmed.length < minLength) {
          setState({ status: 'idle', query: trimmed, hits: [] });
          return;
        }
        setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading', query: trimmed, hits: [] }));
        loadSearch(locale).then(
          (search) => current && setState({ status: 'ready', query: trimmed, hits: search(trimmed, limit) }),
          () => current && setState({ status: 'unavailable', query: trimmed, hits: [] }),
        );
      },
      trimmed.length < minLength ? 0 : delay,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [locale, trimmed, limit, delay, minLength]);

  return state;
}
