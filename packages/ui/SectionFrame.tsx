import type { ReactNode } from 'react';
import type { Locale } from '@/config/markets';
import { Markdown } from '@/ui/Markdown';

/** The common wrapper: a labelled region with an optional heading and intro. */
export function SectionFrame({
  id,
  heading,
  intro,
  locale,
  tone = 'plain',
  children,
}: {
  id: string;
  heading?: string;
  intro?: string;
  locale: Locale;
  tone?: 'plain' | 'tinted';
  children?: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={heading ? headingId : undefined} className={tone === 'tinted' ? 'bg-surface py-12' : 'py-10'}>
      <div className="mx-auto max-w-6xl px-4">
        {heading && (
          <h2 id={headingId} className="mb-4 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
            {heading}
          </h2>
        )}
        {intro && <Markdown text={intro} locale={locale} className="mb-6 max-w-3xl text-lg text-muted" />}
        {children}
      </div>
    </section>
  );
}
