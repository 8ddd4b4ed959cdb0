import type { SearchBoxSetup } from '@/features/search/SearchBox';
import type { NavItem } from '@/ui/nav-item';

/** Serializable navigation data handed from the server layout to client components. */
export interface NavMenu {
  id: 'departments' | 'services';
  label: string;
  /** Highlighted when the current path lies below this prefix. */
  prefix: string;
  items: NavItem[];
}

export interface LanguageOption {
  locale: string;
  tag: string;
  label: string;
  /** Equivalent page in this language for each page path of the current locale. */
  paths: Record<string, string>;
  home: string;
}

export interface HeaderData {
  homePath: string;
  menus: NavMenu[];
  links: NavItem[];
  contactLabel: string;
  languages: LanguageOption[];
  anniversary?: { years: string; since: string };
  search: SearchBoxSetup;
  labels: {
    homeLink: string;
    mainNavigation: string;
    openMenu: string;
    closeMenu: string;
    languageSwitcher: string;
  };
}

export function isBelow(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
