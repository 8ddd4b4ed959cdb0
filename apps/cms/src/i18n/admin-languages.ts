/**
 * The admin's languages: en, hr and sl as Payload ships them, with some of its
 * texts put right (payload-mends.ts), and Bosnian, which Payload lacks. Bosnian staff get our own texts in Bosnian (<feature>/bs.ts) and
 * Payload's own texts in its Croatian, the nearest it has, with Bosnian words where the standards differ (payload-mends.ts). Dates are each language's own (admin-dates.ts),
 * Bosnian with Bosnian months: Payload loads them by the date-fns names of payload-date-locales.ts.
 */
import type { SupportedLanguages } from '@payloadcms/translations';
import { en } from '@payloadcms/translations/languages/en';
import { hr } from '@payloadcms/translations/languages/hr';
import { sl } from '@payloadcms/translations/languages/sl';
import { inPayloadSyntax } from '@/lib/placeholders';
import { bosnianTexts, croatianMends, slovenianMends, type PayloadMends } from './payload-mends';

export const ADMIN_LANGUAGES = ['en', 'hr', 'sl', 'bs'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

type Language = typeof hr;
type Texts = Language['translations'];

/** Replaces some texts of one of Payload's namespaces. */
function mendNamespace<N extends keyof Texts>(texts: Texts, mend: PayloadMends, namespace: N): void {
  texts[namespace] = { ...texts[namespace], ...inPayloadSyntax(mend[namespace]) };
}

/** A language of Payload's with some of its texts replaced, namespace by namespace, in Payload's placeholder syntax: Payload fills the mends' placeholders itself. */
const withTexts = (language: Language, ...mends: PayloadMends[]): Language => {
  const translations = { ...language.translations };
  for (const mend of mends) {
    // The mends name only namespaces Payload has (`satisfies PayloadMends`, payload-mends.ts).
    for (const namespace of Object.keys(mend) as Array<keyof Texts>) mendNamespace(translations, mend, namespace);
  }
  return { ...language, translations };
};

/**
 * Payload's own English that reads wrong to our staff (Croatian, Slovenian and Bosnian:
 * payload-mends.ts). The account page's settings (language, theme) are headed by the product's
 * name, which staff never hear of.
 */
const englishMends = { general: { payloadSettings: 'Interface settings' } } as const satisfies PayloadMends;

/** Payload's texts in each admin language, as staff get them. */
export const payloadTexts: Record<AdminLanguage, Language> = {
  en: withTexts(en, englishMends),
  hr: withTexts(hr, croatianMends),
  sl: { ...withTexts(sl, slovenianMends), dateFNSKey: 'rs' },
  // Payload ships no Bosnian: its Croatian, mended, with the words the Bosnian standard writes otherwise.
  bs: { ...withTexts(hr, croatianMends, bosnianTexts), dateFNSKey: 'rs-Latin' },
};

/** Payload types its language keys as the languages it ships; Bosnian is ours. */
// allowed cast: SupportedLanguages admits only the language codes Payload ships, and Bosnian ('bs') is not one.
export const adminLanguages = payloadTexts as unknown as SupportedLanguages;

/** Payload's cookie for the admin's language (`${cookiePrefix}-lng`). */
export const LANGUAGE_COOKIE = 'payload-lng';

/**
 * The admin language a browser asks for, when it is Bosnian: Payload reads the
 * browser's language only among those it ships, so a Bosnian browser would get
 * English. Other languages are left to Payload. Accept-Language weights (q) rank.
 */
export function bosnianAskedFor(acceptLanguage: string | null): boolean {
  if (!acceptLanguage) return false;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), index };
    })
    .filter((item) => item.q > 0 && (ADMIN_LANGUAGES as readonly string[]).includes(item.base))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.base === 'bs';
}
