/**
 * The admin's languages: en, hr and sl as Payload ships them, with a few of its
 * texts put right (`payloadTextsMended`), and Bosnian, which Payload lacks. Bosnian staff get our own texts in Bosnian (bs.ts) and
 * Payload's own texts in Croatian, the nearest it has. Dates are each language's own (admin-dates.ts),
 * Bosnian with Bosnian months: Payload loads them by the date-fns names of payload-date-locales.ts.
 */
import type { SupportedLanguages } from '@payloadcms/translations';
import { en } from '@payloadcms/translations/languages/en';
import { hr } from '@payloadcms/translations/languages/hr';
import { sl } from '@payloadcms/translations/languages/sl';

export const ADMIN_LANGUAGES = ['en', 'hr', 'sl', 'bs'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

type Language = typeof hr;

/** A language of Payload's with some of its general texts put right. */
const withGeneral = (language: Language, general: Partial<Language['translations']['general']>): Language => ({
  ...language,
  translations: { ...language.translations, general: { ...language.translations.general, ...general } },
});

/**
 * Payload's own texts that read wrong to our staff. The line of a new document puts an adjective
 * before the collection's name, which cannot agree with it in Croatian or Slovenian ("Izrađivanje
 * novog Datoteka"): a neutral "new entry" goes before it instead. The account page's settings
 * (language, theme) are headed by the product's name, which staff never hear of.
 */
export const payloadTextsMended = {
  en: { payloadSettings: 'Interface settings' },
  hr: { creatingNewLabel: 'Novi unos: {{label}}', payloadSettings: 'Postavke sučelja' },
  sl: { creatingNewLabel: 'Nov vnos: {{label}}', payloadSettings: 'Nastavitve vmesnika' },
  bs: { creatingNewLabel: 'Novi unos: {{label}}', payloadSettings: 'Postavke interfejsa' },
} as const satisfies Record<AdminLanguage, Partial<Language['translations']['general']>>;

/** Payload's texts in each admin language, as staff get them. */
export const payloadTexts: Record<AdminLanguage, Language> = {
  en: withGeneral(en as unknown as Language, payloadTextsMended.en),
  hr: withGeneral(hr, payloadTextsMended.hr),
  sl: { ...withGeneral(sl as unknown as Language, payloadTextsMended.sl), dateFNSKey: 'rs' },
  // Payload ships no Bosnian: its Croatian texts, under the language's own name.
  bs: { ...withGeneral(hr, { thisLanguage: 'Bosanski', ...payloadTextsMended.bs }), dateFNSKey: 'rs-Latin' },
};

/** Payload types its language keys as the languages it ships; Bosnian is ours. */
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
