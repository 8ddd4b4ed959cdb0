'use client';

import { useSearchParams } from 'next/navigation';
import { Suspense, useEffect } from 'react';

function Reader({ onQuery }: { onQuery: (query: URLSearchParams) => void }) {
  const query = useSearchParams().toString();
  useEffect(() => onQuery(new URLSearchParams(query)), [query, onQuery]);
  return null;
}

/**
 * Reports the page's query string once the script runs, and again whenever it
 * changes. A static export cannot know the query, so whatever reads it waits
 * for the browser; keeping that reader this small means the rest of the page
 * hydrates the prerendered markup instead of replacing it.
 */
export function QueryReader({ onQuery }: { onQuery: (query: URLSearchParams) => void }) {
  return (
    <Suspense fallback={null}>
      <Reader onQuery={onQuery} />
    </Suspense>
  );
}
