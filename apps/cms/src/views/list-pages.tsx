'use client';

import { Button } from '@payloadcms/ui';
import { useEffect, useRef } from 'react';

/** The words of a list's pager, in the list's own namespace (the words agree with what is listed). */
export interface ListPagesWords {
  label: string;
  newer: string;
  older: string;
  pageOf: (page: number, pages: number) => string;
}

/**
 * A back-office list's pages: newer, where the reader is, older. A button that the move disables
 * hands the focus to the other one once the new page shows, so a keyboard reader is not dropped
 * to the page's start.
 */
export function ListPages({ page, pages, words, onPage }: { page: number; pages: number; words: ListPagesWords; onPage: (page: number) => void }) {
  const nav = useRef<HTMLElement>(null);
  const handOff = useRef<'newer' | 'older' | null>(null);
  useEffect(() => {
    const target = handOff.current;
    handOff.current = null;
    const [newer, older] = nav.current?.querySelectorAll('button') ?? [];
    if (target) (target === 'newer' ? newer : older)?.focus();
  }, [page]);
  const go = (next: number) => {
    handOff.current = next <= 1 ? 'older' : next >= pages ? 'newer' : null;
    onPage(next);
  };
  return (
    <nav ref={nav} aria-label={words.label} className="back-office__pages">
      <Button type="button" buttonStyle="secondary" margin={false} disabled={page <= 1} onClick={() => go(Math.min(page - 1, pages))}>
        {words.newer}
      </Button>
      <span>{words.pageOf(page, pages)}</span>
      <Button type="button" buttonStyle="secondary" margin={false} disabled={page >= pages} onClick={() => go(page + 1)}>
        {words.older}
      </Button>
    </nav>
  );
}

/** How many pages `total` rows fill, at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
