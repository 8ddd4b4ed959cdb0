'use client';

import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useContact } from '@/features/contact/ContactProvider';
import { SearchButton, type SearchBoxSetup } from '@/features/search/SearchBox';
import { AppLink } from '@/ui/AppLink';
import { isBelow } from './nav';

/*
 * The header is a server component: its menus are <details> that open and close without
 * JavaScript. These islands add what needs a script: the current page's marks, closing
 * menus on Escape, on leaving them and on navigation, and the search box.
 */

// The search box's code comes when a visitor first opens it, not with every page.
const SearchPanel = dynamic(() => import('@/features/search/SearchPanel').then((module) => module.SearchPanel), { ssr: false });

interface SearchControls {
  open: boolean;
  toggle(): void;
  close(restoreFocus: boolean): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

const SearchContext = createContext<SearchControls | null>(null);

function useSearchControls(): SearchControls {
  const controls = useContext(SearchContext);
  if (!controls) throw new Error('the search islands need a HeaderFrame');
  return controls;
}

const OPEN_MENUS = 'details[open]';

function closeMenu(menu: HTMLDetailsElement, focusSummary: boolean) {
  menu.open = false;
  if (focusSummary) menu.querySelector('summary')?.focus();
}

function closeAllMenus(header: HTMLElement) {
  for (const menu of header.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS)) closeMenu(menu, false);
}

/** The menu Escape closes: the one holding the focus, else any open one. */
function menuForEscape(header: HTMLElement): HTMLDetailsElement | null {
  return document.activeElement?.closest<HTMLDetailsElement>(OPEN_MENUS) ?? header.querySelector<HTMLDetailsElement>(OPEN_MENUS);
}

function useCloseMenusOnNavigation(header: RefObject<HTMLElement | null>, pathname: string) {
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname || !header.current) return;
    shownPath.current = pathname;
    closeAllMenus(header.current);
  }, [header, pathname]);
}

function useEscapeClosesMenus(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = event.key === 'Escape' && header.current ? menuForEscape(header.current) : null;
      if (menu) closeMenu(menu, true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [header]);
}

/** `toggle` does not bubble, so the header listens in the capture phase. */
function useMobileMenuOpened(header: RefObject<HTMLElement | null>, onOpened: () => void) {
  const latest = useRef(onOpened);
  useEffect(() => {
    latest.current = onOpened;
  });
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const onToggle = (event: Event) => {
      const menu = event.target as HTMLDetailsElement;
      if (menu.open && menu.hasAttribute('data-mobile-menu')) latest.current();
    };
    element.addEventListener('toggle', onToggle, true);
    return () => element.removeEventListener('toggle', onToggle, true);
  }, [header]);
}

/** A dropdown closes when the focus leaves it, by Tab or by a click elsewhere. */
function closeDropdownsLeft(event: FocusEvent<HTMLElement>) {
  for (const dropdown of event.currentTarget.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')) {
    if (!dropdown.contains(event.relatedTarget as Node | null)) closeMenu(dropdown, false);
  }
}

/**
 * A link or button in a menu closes it as it acts; a button (the contact form's) hands the focus
 * to the menu's summary first, so closing what it opened returns there. Capture runs before the button's own handler.
 */
function closeMenuOfControl(event: MouseEvent<HTMLElement>) {
  const control = (event.target as Element).closest('a, button');
  const menu = control?.closest<HTMLDetailsElement>(OPEN_MENUS);
  if (control && menu) closeMenu(menu, control.tagName === 'BUTTON');
}

/** The <header> element and the little state its islands share. */
export function HeaderFrame({ className, children }: { className: string; children: ReactNode }) {
  const pathname = usePathname();
  const header = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { closeContact } = useContact();
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchPath, setSearchPath] = useState(pathname);

  if (searchPath !== pathname) {
    setSearchPath(pathname);
    setSearchOpen(false);
  }
  useCloseMenusOnNavigation(header, pathname);
  useEscapeClosesMenus(header);
  // Opening the mobile menu closes the contact form, as the specification sets, and the search box.
  useMobileMenuOpened(header, () => {
    closeContact();
    setSearchOpen(false);
  });

  const search: SearchControls = {
    open: searchOpen,
    buttonRef,
    toggle() {
      // One panel at a time: the search box and the mobile menu share the space below the header.
      if (!searchOpen && header.current) closeAllMenus(header.current);
      setSearchOpen(!searchOpen);
    },
    close(restoreFocus) {
      setSearchOpen(false);
      if (restoreFocus) buttonRef.current?.focus();
    },
  };

  return (
    <SearchContext.Provider value={search}>
      <header ref={header} className={className} onBlur={closeDropdownsLeft} onClickCapture={closeMenuOfControl}>
        {children}
      </header>
    </SearchContext.Provider>
  );
}

export function SearchToggle({ labels }: { labels: SearchBoxSetup['labels'] }) {
  const { open, toggle, buttonRef } = useSearchControls();
  return <SearchButton open={open} onToggle={toggle} labels={labels} buttonRef={buttonRef} />;
}

/** Below the header row; the box's code loads when it first opens. */
export function SearchSlot({ setup }: { setup: SearchBoxSetup }) {
  const { open, close } = useSearchControls();
  return (
    <div id="site-search" hidden={!open} className="border-t border-line bg-white">
      {open && <SearchPanel setup={setup} onClose={close} />}
    </div>
  );
}

/** A header link marked as the current page when the path is `href` (or lies below it, with `below`). */
export function CurrentLink({ below = false, ...props }: ComponentProps<typeof AppLink> & { href: string; below?: boolean }) {
  const pathname = usePathname();
  const current = below ? isBelow(pathname, props.href) : pathname === props.href;
  return <AppLink {...props} aria-current={current ? 'page' : undefined} />;
}

/** A menu's summary, marked while the current page lies in the menu. */
export function MenuSummary({ prefix, className, children }: { prefix: string; className: string; children: ReactNode }) {
  const active = isBelow(usePathname(), prefix);
  return (
    <summary data-active={active || undefined} className={className}>
      {children}
    </summary>
  );
}
