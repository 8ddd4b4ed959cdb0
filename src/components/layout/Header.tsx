'use client';

import { ChevronDown, Menu, X } from 'lucide-react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { AppLink } from '@/ui/AppLink';
import { AnniversaryBadge, Logo } from '@/components/art/Logo';
import { OpenContactButton, useContact } from '@/features/contact/ContactProvider';
import { SearchButton } from '@/features/search/SearchBox';
import { LanguageSwitcher } from './LanguageSwitcher';
import { isBelow, type HeaderData, type NavMenu } from './nav';

// The search box's code comes when a visitor first opens it, not with every page.
const SearchPanel = dynamic(() => import('@/features/search/SearchPanel').then((module) => module.SearchPanel), { ssr: false });

const linkBase =
  'inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-[0.95rem] font-medium text-ink hover:bg-brand-50 hover:text-brand-800';

function Dropdown({ menu, open, onToggle, onClose }: { menu: NavMenu; open: boolean; onToggle: () => void; onClose: () => void }) {
  const pathname = usePathname();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const active = isBelow(pathname, menu.prefix);

  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          onClose();
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-active={active || undefined}
        onClick={onToggle}
        className={`${linkBase} gap-1 data-[active]:text-brand-700 data-[active]:underline data-[active]:decoration-2 data-[active]:underline-offset-8`}
      >
        {menu.label}
        <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 w-80 rounded-lg border border-line bg-white p-2 shadow-lg"
      >
        {menu.items.map((item) => (
          <li key={item.path}>
            <AppLink
              href={item.path}
              onClick={onClose}
              aria-current={pathname === item.path ? 'page' : undefined}
              className="flex min-h-11 items-center rounded-md px-3 py-2 text-ink hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MobileMenu({ data, onNavigate, onContact }: { data: HeaderData; onNavigate: () => void; onContact: () => void }) {
  const pathname = usePathname();
  return (
    <div className="border-t border-line bg-white nav:hidden">
      <nav aria-label={data.labels.mainNavigation} className="mx-auto max-w-6xl px-4 py-4">
        {data.menus.map((menu) => (
          <section key={menu.id} className="mb-4">
            <h2 className="px-3 text-sm font-semibold uppercase tracking-wide text-muted">{menu.label}</h2>
            <ul>
              {menu.items.map((item) => (
                <li key={item.path}>
                  <AppLink
                    href={item.path}
                    onClick={onNavigate}
                    aria-current={pathname === item.path ? 'page' : undefined}
                    className={`${linkBase} w-full aria-[current=page]:text-brand-700`}
                  >
                    {item.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <ul className="border-t border-line pt-3">
          {data.links.map((item) => (
            <li key={item.path}>
              <AppLink href={item.path} onClick={onNavigate} className={`${linkBase} w-full`}>
                {item.label}
              </AppLink>
            </li>
          ))}
          <li>
            <OpenContactButton beforeOpen={onContact} className={`${linkBase} w-full`}>{data.contactLabel}</OpenContactButton>
          </li>
        </ul>
      </nav>
      <div className="mx-auto max-w-6xl border-t border-line px-4 py-3 sm:hidden">
        <LanguageSwitcher label={data.labels.languageSwitcher} languages={data.languages} />
      </div>
    </div>
  );
}

export function Header({ data }: { data: HeaderData }) {
  const pathname = usePathname();
  const [openMenu, setOpenMenu] = useState<NavMenu['id'] | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const toggle = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const { closeContact } = useContact();

  // A route change closes every open menu and the search box.
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpenMenu(null);
    setMobileOpen(false);
    setSearchOpen(false);
  }

  const closeSearch = (restoreFocus: boolean) => {
    setSearchOpen(false);
    if (restoreFocus) searchButton.current?.focus();
  };

  useEffect(() => {
    if (!mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMobileOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
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
            <Dropdown
              key={menu.id}
              menu={menu}
              open={openMenu === menu.id}
              onToggle={() => setOpenMenu(openMenu === menu.id ? null : menu.id)}
              onClose={() => setOpenMenu(null)}
            />
          ))}
          {data.links.map((item) => (
            <AppLink
              key={item.path}
              href={item.path}
              aria-current={isBelow(pathname, item.path) ? 'page' : undefined}
              className={`${linkBase} aria-[current=page]:text-brand-700`}
            >
              {item.label}
            </AppLink>
          ))}
          <OpenContactButton className="ml-1 inline-flex min-h-11 items-center whitespace-nowrap rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800">
            {data.contactLabel}
          </OpenContactButton>
        </nav>

        <SearchButton
          open={searchOpen}
          labels={data.search.labels}
          buttonRef={searchButton}
          onToggle={() => {
            // One panel at a time: the search box and the mobile menu share the space below the header.
            if (!searchOpen) setMobileOpen(false);
            setSearchOpen(!searchOpen);
          }}
        />

        {/* On narrow screens the switcher moves into the mobile menu, so the header row never overflows. */}
        <div className="hidden shrink-0 sm:block">
          <LanguageSwitcher label={data.labels.languageSwitcher} languages={data.languages} />
        </div>

        <button
          ref={toggle}
          type="button"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink hover:bg-brand-50 nav:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? data.labels.closeMenu : data.labels.openMenu}
          onClick={() => {
            // Opening the mobile menu closes the contact form, as the specification sets.
            // Opening it also closes the search box.
            if (!mobileOpen) {
              closeContact();
              setSearchOpen(false);
            }
            setMobileOpen(!mobileOpen);
          }}
        >
          {mobileOpen ? <X aria-hidden /> : <Menu aria-hidden />}
        </button>
      </div>
      <div id="site-search" hidden={!searchOpen} className="border-t border-line bg-white">
        {searchOpen && <SearchPanel setup={data.search} onClose={closeSearch} />}
      </div>
      <div id="mobile-menu" hidden={!mobileOpen}>
        {mobileOpen && (
          <MobileMenu
            data={data}
            onNavigate={() => setMobileOpen(false)}
            onContact={() => {
              setMobileOpen(false);
              toggle.current?.focus();
            }}
          />
        )}
      </div>
    </header>
  );
}
