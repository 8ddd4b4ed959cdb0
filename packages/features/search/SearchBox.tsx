'use client';

import { Search, X } from 'lucide-react';
import type { Locale } from '@/config/markets';
import type { Messages } from '@/i18n/messages';

export interface SearchBoxSetup {
  locale: Locale;
  resultsPath: string;
  labels: Messages['search'];
}

/** The header's search button; the box itself is SearchPanel (its own chunk, loaded when first opened), below the header row. */
export function SearchButton({
  open,
  onToggle,
  labels,
  buttonRef,
}: {
  open: boolean;
  onToggle: () => void;
  labels: Messages['search'];
  buttonRef: React.RefObject<HTMLButtonElement | null>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls="site-search"
      aria-label={open ? labels.close : labels.open}
      onClick={onToggle}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-brand-50"
    >
      {open ? <X aria-hidden /> : <Search aria-hidden />}
    </button>
  );
}
