import { defaultLocale, localeRouting, localesOf, prefixOf, type Locale, type Market } from '@/config/markets';
import { legacyRedirects, routeTable, type RouteDef, type RouteKey, type RouteKind } from './table';

export { type RouteKey, type RouteKind };

export const routeKeys = Object.keys(routeTable) as RouteKey[];

/** Whether a text (a `route:` link's target, a field's value) names a route of the table. */
export function isRouteKey(value: string): value is RouteKey {
  return Object.hasOwn(routeTable, value);
}

export function routeDef(key: RouteKey): RouteDef {
  return routeTable[key];
}

export function existsIn(key: RouteKey, market: Market): boolean {
  return routeDef(key).markets.includes(market);
}

export function routesOf(market: Market, kind?: RouteKind): RouteKey[] {
  return routeKeys.filter((key) => existsIn(key, market) && (!kind || routeDef(key).kind === kind));
}

/** The path of a route in a locale: the locale's slugs, under its prefix. */
export function pathOf(key: RouteKey, locale: Locale): string {
  const { slugs, prefix } = localeRouting[locale];
  const path = routeDef(key).paths[slugs];
  return prefix && path === '/' ? prefix : `${prefix}${path}`;
}

export interface PageAddress {
  key: RouteKey;
  locale: Locale;
  path: string;
}

/** Every page a market builds: each of its routes in each of its locales. */
export function pagesOf(market: Market): PageAddress[] {
  return routesOf(market).flatMap((key) => localesOf(market).map((locale) => ({ key, locale, path: pathOf(key, locale) })));
}

/** Whether search engines and the site search should see the route (the search page should not). */
export function isIndexed(key: RouteKey): boolean {
  return routeDef(key).indexed !== false;
}

/** The route at a path, or undefined when the market has no page there. */
export function routeAt(market: Market, path: string): PageAddress | undefined {
  return pagesOf(market).find((page) => page.path === path);
}

/** The URL segments of a path, as a catch-all route receives them. */
export function segmentsOf(path: string, locale: Locale): string[] {
  return path.slice(prefixOf(locale).length).split('/').filter(Boolean);
}

/** The path a locale's catch-all route serves for these segments. */
export function pathOfSegments(locale: Locale, segments: readonly string[]): string {
  return `${prefixOf(locale)}/${segments.join('/')}`.replace(/(.)\/$/, '$1');
}

/** The locale a request path belongs to, for choosing the 404 page's language. */
export function localeOfPath(market: Market, path: string): Locale {
  const prefixed = localesOf(market).find((locale) => {
    const prefix = prefixOf(locale);
    return prefix && (path === prefix || path.startsWith(`${prefix}/`));
  });
  return prefixed ?? defaultLocale(market);
}

/** Equivalent pages in every locale of the market, for hreflang and the language switcher. */
export function alternatesOf(market: Market, key: RouteKey): Array<{ locale: Locale; path: string }> {
  return localesOf(market).map((locale) => ({ locale, path: pathOf(key, locale) }));
}

/** The chain from the top-level page down to this one, for breadcrumbs. */
export function parentOf(key: RouteKey): RouteKey | undefined {
  return routeDef(key).parent as RouteKey | undefined;
}

export function ancestorsOf(key: RouteKey): RouteKey[] {
  const parent = parentOf(key);
  return parent ? [...ancestorsOf(parent), parent] : [];
}

export function childrenOf(market: Market, key: RouteKey): RouteKey[] {
  return routesOf(market).filter((child) => parentOf(child) === key);
}

/** Permanent redirects of a market: legacy paths plus trailing-slash variants. */
export function redirectsOf(market: Market): Map<string, string> {
  const redirects = new Map<string, string>();
  for (const { from, to, locale } of legacyRedirects) {
    if (!existsIn(to, market)) continue;
    redirects.set(from, pathOf(to, locale === 'en' ? 'en' : defaultLocale(market)));
  }
  return redirects;
}
