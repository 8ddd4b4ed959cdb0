import { ChevronDown, Menu, X } from 'lucide-react';
import { AppLink } from '@/ui/AppLink';
import { AnniversaryBadge, Logo } from '@/ui/art/Logo';
import { OpenContactButton } from '@/features/contact/ContactProvider';
import { CurrentLink, HeaderFrame, MenuSummary, SearchSlot, SearchToggle } from './HeaderIslands';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { HeaderData, NavMenu } from './nav';

const linkBase =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-[0.95rem] font-medium text-ink hover:bg-brand-50 hover:text-brand-800';
/** A <summary> drawn as a button: no disclosure triangle (the ::-webkit one is Safari's). */
const summaryBase = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';

/** A disclosure (not an ARIA menu): the links show below it; one dropdown is open at a time by the shared name. */
function Dropdown({ menu }: { menu: NavMenu }) {
  return (
    <details name="header-menu" data-dropdown className="group relative">
      <MenuSummary
        prefix={menu.prefix}
        className={`${linkBase} ${summaryBase} gap-1 data-[active]:text-brand-700 data-[active]:underline data-[active]:decoration-2 data-[active]:underline-offset-8`}
      >
        {menu.label}
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </MenuSummary>
      <ul className="absolute left-0 top-full z-50 mt-1 w-80 rounded-lg border border-line bg-white p-2 shadow-lg">
        {menu.items.map((item) => (
          <li key={item.path}>
            <CurrentLink
              href={item.path}
              className="flex min-h-11 items-center rounded-md px-3 py-2 text-ink hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
            >
              {item.label}
            </CurrentLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The toggle's name says what pressing it does; CSS shows the one that applies, so it needs no script. */
function MobileMenuToggle({ labels }: { labels: HeaderData['labels'] }) {
  return (
    <summary id="mobile-menu-toggle" className={`${summaryBase} inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-50`}>
      <Menu aria-hidden className="group-open:hidden" />
      <X aria-hidden className="hidden group-open:block" />
      <span className="sr-only group-open:hidden">{labels.openMenu}</span>
      <span className="sr-only hidden group-open:inline">{labels.closeMenu}</span>
    </summary>
  );
}

/** Below the header row, over the page; it scrolls on its own when taller than the window. */
function MobileMenu({ data }: { data: HeaderData }) {
  return (
    <details data-mobile-menu className="group shrink-0 nav:hidden">
      <MobileMenuToggle labels={data.labels} />
      <div id="mobile-menu" className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-line bg-white shadow-lg">
        <nav aria-label={data.labels.mainNavigation} className="mx-auto max-w-6xl px-4 py-4">
          {data.menus.map((menu) => (
            <section key={menu.id} className="mb-4">
              <h2 className="px-3 text-sm font-semibold uppercase tracking-wide text-muted">{menu.label}</h2>
              <ul>
                {menu.items.map((item) => (
                  <li key={item.path}>
                    <CurrentLink href={item.path} className={`${linkBase} w-full aria-[current=page]:text-brand-700`}>
                      {item.label}
                    </CurrentLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <ul className="border-t border-line pt-3">
            {data.links.map((item) => (
              <li key={item.path}>
                <AppLink href={item.path} className={`${linkBase} w-full`}>
                  {item.label}
                </AppLink>
              </li>
            ))}
            <li>
              <OpenContactButton className={`${linkBase} w-full`}>{data.contactLabel}</OpenContactButton>
            </li>
          </ul>
        </nav>
        <div className="mx-auto max-w-6xl border-t border-line px-4 py-3 sm:hidden">
          <LanguageSwitcher label={data.labels.languageSwitcher} languages={data.languages} />
        </div>
      </div>
    </details>
  );
}

export function Header({ data }: { data: HeaderData }) {
  return (
    <HeaderFrame className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div data-header-row className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2">
        {/* The link's name contains its visible text, the word mark (WCAG 2.5.3); the badge is not part of it. */}
        <AppLink href={data.homePath} aria-label={data.labels.homeLink} className="flex min-h-11 shrink-0 items-center rounded-md">
          <Logo />
        </AppLink>
        {/* The spare width of the row: the badge shows only when it fits here, so it is the first thing a narrow header drops. */}
        <div className="@container min-w-0 flex-1 pl-1">
          {data.anniversary && <AnniversaryBadge years={data.anniversary.years} since={data.anniversary.since} />}
        </div>

        <nav aria-label={data.labels.mainNavigation} className="hidden shrink-0 items-center gap-1 nav:flex">
          {data.menus.map((menu) => (
            <Dropdown key={menu.id} menu={menu} />
          ))}
          {data.links.map((item) => (
            <CurrentLink key={item.path} href={item.path} below className={`${linkBase} aria-[current=page]:text-brand-700`}>
              {item.label}
            </CurrentLink>
          ))}
          <OpenContactButton className="ml-1 inline-flex min-h-11 items-center whitespace-nowrap rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {data.contactLabel}
          </OpenContactButton>
        </nav>

        <SearchToggle labels={data.search.labels} />

        {/* On narrow screens the switcher moves into the mobile menu, so the header row never overflows. */}
        <div className="hidden shrink-0 sm:block">
          <LanguageSwitcher label={data.labels.languageSwitcher} languages={data.languages} />
        </div>

        <MobileMenu data={data} />
      </div>
      <SearchSlot setup={data.search} />
    </HeaderFrame>
  );
}
