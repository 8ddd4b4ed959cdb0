import { Suspense, type ReactNode } from 'react';
import { localeTags, localesOf, yearIn, type Locale } from '@/config/markets';
import { FOUNDED, type Site } from '@/content/site';
import { format, messagesFor } from '@/i18n/messages';
import { existsIn, pagesOf, pathOf, routesOf } from '@/routes';
import { ContactProvider } from '@/features/contact/ContactProvider';
import type { ContactSetup } from '@/features/contact/setup';
import { articleSwitchPaths } from '@/features/news/article';
import { openingSwitchPaths } from '@/features/careers/openings';
import { Footer } from './Footer';
import { Header } from './Header';
import type { HeaderData, NavMenu } from './nav';
import { NavigationProgress } from './NavigationProgress';

function menuPrefix(paths: string[]): string {
  const first = paths[0] ?? '/';
  return first.slice(0, first.lastIndexOf('/'));
}

function headerData(locale: Locale, site: Site): HeaderData {
  const t = messagesFor(locale);
  const menu = (id: NavMenu['id'], kind: 'department' | 'service'): NavMenu => {
    const keys = routesOf(site.market, kind);
    const items = keys.map((key) => ({ label: t.nav[key as keyof typeof t.nav], path: pathOf(key, locale) }));
    return { id, label: t.site[id], prefix: menuPrefix(items.map((i) => i.path)), items };
  };
  const pages = pagesOf(site.market);
  const languages = localesOf(site.market)
    .filter((other) => other !== locale)
    .map((other) => ({
      locale: other,
      tag: localeTags[other],
      label: t.languages[other],
      home: pathOf('home', other),
      paths: {
        ...Object.fromEntries(pages.filter((p) => p.locale === locale).map((p) => [p.path, pathOf(p.key, other)])),
        ...articleSwitchPaths(site.market, locale, other),
        ...openingSwitchPaths(site.market, locale, other),
      },
    }));
  const years = yearIn(site.market, new Date()) - FOUNDED;

  return {
    homePath: pathOf('home', locale),
    menus: [menu('departments', 'department'), menu('services', 'service')],
    links: (['o-nama', 'karijere', 'novosti-i-dogadanja'] as const).map((key) => ({
      label: { 'o-nama': t.site.aboutUs, karijere: t.site.careers, 'novosti-i-dogadanja': t.site.news }[key],
      path: pathOf(key, locale),
    })),
    contactLabel: t.site.contact,
    languages,
    search: { locale, resultsPath: pathOf('pretraga', locale), labels: t.search },
    anniversary: site.market === 'cro' ? { years: format(t.site.anniversary, { years }), since: t.site.anniversarySince } : undefined,
    labels: {
      homeLink: t.site.homeLink,
      mainNavigation: t.site.mainNavigation,
      openMenu: t.site.openMenu,
      closeMenu: t.site.closeMenu,
      languageSwitcher: t.site.languageSwitcher,
    },
  };
}

function contactSetup(locale: Locale, site: Site): ContactSetup {
  const t = messagesFor(locale);
  return {
    locale,
    labels: t.contact,
    consent: t.consent,
    recipients: site.profile.directory
      .filter((entry) => entry.selectable)
      .map((entry) => ({ key: entry.key, label: t.recipients[entry.key as keyof typeof t.recipients] ?? entry.key })),
    privacyPath: pathOf('pravila-privatnosti', locale),
    reportPath: existsIn('prijava-nuspojava', site.market) ? pathOf('prijava-nuspojava', locale) : undefined,
    thankYouPath: pathOf('hvala', locale),
  };
}

/** The <html> document every page of a locale shares: skip link, header, main, footer. */
export function SiteShell({ locale, site, banner, children }: { locale: Locale; site: Site; banner?: ReactNode; children: ReactNode }) {
  const t = messagesFor(locale);
  return (
    <html lang={localeTags[locale]}>
      <body className="flex min-h-screen flex-col bg-white">
        <a
          href="#main"
          className="sr-only z-[70] rounded-md bg-white px-4 py-3 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          {t.site.skipToContent}
        </a>
        {banner}
        <ContactProvider setup={contactSetup(locale, site)}>
          <Suspense fallback={null}>
            <NavigationProgress label={t.site.loading} />
          </Suspense>
          <Header data={headerData(locale, site)} />
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <Footer locale={locale} site={site} />
        </ContactProvider>
      </body>
    </html>
  );
}
