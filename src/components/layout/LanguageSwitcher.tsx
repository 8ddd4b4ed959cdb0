'use client';

import { Globe } from 'lucide-react';
import { usePathname } from 'next/navigation';
import type { LanguageOption } from './nav';

/**
 * Links to the same page in the market's other language. Switching loads a
 * new document on purpose: each language has its own root layout and <html lang>.
 */
export function LanguageSwitcher({ label, languages }: { label: string; languages: LanguageOption[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label={label}>
      <ul className="flex items-center">
        {languages.map((language) => (
          <li key={language.locale}>
            <a
              href={language.paths[pathname] ?? language.home}
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
    </nav>
  );
}
