'use client';

import { Globe } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useCallback, useState } from 'react';
import { QueryReader } from '@/ui/QueryReader';
import type { LanguageOption } from './nav';

/** What the page in the other language understands the same way: the news category and the search words (not the page number). */
const KEPT_PARAMETERS = ['category', 'q'];

function keptQuery(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of KEPT_PARAMETERS) {
    const value = query.get(name);
    if (value) kept.set(name, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * Links to the same page in the market's other language, with the same news
 * category or search. Switching loads a new document on purpose: each
 * language has its own root layout and <html lang>.
 */
export function LanguageSwitcher({ label, languages }: { label: string; languages: LanguageOption[] }) {
  const pathname = usePathname();
  const [query, setQuery] = useState('');
  const readQuery = useCallback((params: URLSearchParams) => setQuery(keptQuery(params)), []);
  return (
    <nav aria-label={label}>
      <ul className="flex items-center">
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              href={language.paths[pathname] ? language.paths[pathname] + query : language.home}
              data-document-load
              hrefLang={language.tag}
              lang={language.tag}
              className="inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-md px-3 text-[0.95rem] font-medium text-ink hover:bg-brand-50"
            >
              <Globe aria-hidden className="size-4" />
              {language.label}
            </a>
          </li>
        ))}
      </ul>
      <QueryReader onQuery={readQuery} />
    </nav>
  );
}
