import type { ReactNode } from 'react';
import { ErrorTextsProvider } from '@site/components/errors/ErrorView';
import type { Locale } from '@/config/markets';
import { currentSite } from '@/content/source';
import { messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import { SiteShell } from './SiteShell';
import '@site/app/globals.css';

/**
 * The root layout of one locale; each locale's route folder renders it with its own locale.
 * `banner`: the CMS's draft preview marks its pages with one (apps/cms/app/(preview)).
 */
export function RootLayout({ locale, banner, children }: { locale: Locale; banner?: ReactNode; children: ReactNode }) {
  const site = currentSite();
  return (
    <SiteShell locale={locale} site={site} banner={banner}>
      <ErrorTextsProvider value={{ ...messagesFor(locale).error, homePath: pathOf('home', locale) }}>{children}</ErrorTextsProvider>
    </SiteShell>
  );
}
