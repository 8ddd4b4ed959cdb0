/**
 * Markets and locales: the two axes every build is cut along, declared here
 * and nowhere else. The route table, paths, the app's locale folders, the
 * catalogues, the company profiles and the test and build scripts derive from
 * this file; packages/config/markets.test.ts fails when one of them lags behind.
 */
export const markets = ['cro', 'slo', 'bih'] as const;
export type Market = (typeof markets)[number];

export const locales = ['hr', 'sl', 'bs', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The market's own language first: it is the default locale and has no URL prefix. */
export const marketLocales = {
  cro: ['hr', 'en'],
  slo: ['sl', 'en'],
  bih: ['bs', 'en'],
} as const satisfies Record<Market, readonly [Locale, ...Locale[]]>;

/** The slug sets the route table writes each path in. */
export const slugSets = ['hr', 'sl', 'en'] as const;
export type SlugSet = (typeof slugSets)[number];

/**
 * How a locale appears in URLs: the route table's slugs it uses (Bosnian reads
 * the Croatian ones) and its path prefix. A locale with a prefix has its own
 * app folder (apps/site/app/<prefix>); the market's default locale is served without one.
 */
export const localeRouting = {
  hr: { slugs: 'hr', prefix: '' },
  sl: { slugs: 'sl', prefix: '' },
  bs: { slugs: 'hr', prefix: '' },
  en: { slugs: 'en', prefix: '/en' },
} as const satisfies Record<Locale, { slugs: SlugSet; prefix: '' | `/${string}` }>;

/**
 * BCP 47 tags with region, for <html lang>, hreflang, og:locale and date and
 * number formats. The English copy is written in British spelling.
 */
export const localeTags: Record<Locale, string> = {
  hr: 'hr-HR',
  sl: 'sl-SI',
  bs: 'bs-BA',
  en: 'en-GB',
};

/** Each market's clock: its calendar days (day 0, due dates), its years (reference numbers) and the times its mail and screens show. */
export const marketTimeZones: Record<Market, string> = { cro: 'Europe/Zagreb', slo: 'Europe/Ljubljana', bih: 'Europe/Sarajevo' };

/** The time zone of a market as stored with a record; one no longer configured keeps Croatia's clock. */
export function timeZoneOf(market: string): string {
  return marketTimeZones[isMarket(market) ? market : 'cro'];
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a market. */
export function dayIn(market: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timeZoneOf(market) }).format(at);
}

/** The calendar year an instant falls in in a market: 00:30 on 1 January in Zagreb is still 31 December in UTC. */
export function yearIn(market: string, at: Date): number {
  return Number(dayIn(market, at).slice(0, 4));
}

/** Each market's country, as ISO 3166-1 alpha-2. */
export const marketCountries = { cro: 'HR', slo: 'SI', bih: 'BA' } as const satisfies Record<Market, string>;

export function defaultLocale(market: Market): Locale {
  return marketLocales[market][0];
}

export function localesOf(market: Market): readonly Locale[] {
  return marketLocales[market];
}

/** The URL prefix of a locale: '' or e.g. '/en'. */
export function prefixOf(locale: Locale): string {
  return localeRouting[locale].prefix;
}

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (markets as readonly string[]).includes(value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
