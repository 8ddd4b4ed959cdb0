/** Markets and locales: the two axes every build is cut along. */
export const markets = ['cro', 'slo', 'bih'] as const;
export type Market = (typeof markets)[number];

export const locales = ['hr', 'sl', 'bs', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The market's own language first: it is the default locale and has no URL prefix. */
export const marketLocales = {
  cro: ['hr', 'en'],
  slo: ['sl', 'en'],
  bih: ['bs', 'en'],
} as const satisfies Record<Market, readonly [Locale, 'en']>;

export function defaultLocale(market: Market): Locale {
  return marketLocales[market][0];
}

export function localesOf(market: Market): readonly Locale[] {
  return marketLocales[market];
}

/** BCP 47 tags with region, for <html lang>, hreflang and og:locale. */
export const localeTags: Record<Locale, string> = {
  hr: 'hr-HR',
  sl: 'sl-SI',
  bs: 'bs-BA',
  en: 'en-US',
};

export function isMarket(value: unknown): value is Market {
  return typeof value === 'string' && (markets as readonly string[]).includes(value);
}
