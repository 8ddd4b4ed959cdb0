/**
 * The staff catalogue as Payload custom translations (namespace `staff`),
 * and `staffT`, Payload's `t` limited to our keys.
 */
import type { TFunction } from '@payloadcms/translations';
import { interpolate, type MessageVars } from '@/lib/placeholders';
import type { TranslationOf } from './translation-of';
import { staffCatalogues } from './translations';

/** The shape every language's catalogue has: the sections and keys of the English. */
export type StaffCatalogue = TranslationOf<WholeCatalogue>;

/** A key of our texts or of the content's labels (labels/): both are merged into the `staff` namespace. */
export type StaffKey = { [Section in keyof WholeCatalogue]: `${Section}:${keyof WholeCatalogue[Section] & string}` }[keyof WholeCatalogue];

export type StaffT = (key: StaffKey, vars?: MessageVars) => string;

/**
 * Our keys through Payload's `t` (server `req.i18n` or the client's
 * `useTranslation`): Payload types only its own keys, ours are merged in at
 * runtime from `i18n.translations` of the config.
 */
export function staffT(i18n: { t: TFunction<never> }): StaffT {
  const t = i18n.t as (key: string, vars?: MessageVars) => string;
  return (key, vars) => t(`staff:${key}`, vars);
}

/** One admin language's catalogue outside a request (operator CLI, tests); English for a language it lacks. */
export function staffIn(language: string): StaffT {
  const catalogue = staffCatalogues[language as keyof typeof staffCatalogues] ?? staffCatalogues.en;
  return (key, vars) => {
    const [section, name] = key.split(':') as [keyof WholeCatalogue, string];
    return interpolate((catalogue[section] as Record<string, string>)[name] ?? key, vars);
  };
}

/** The catalogue's English outside a request (operator CLI, tests). */
export const staffInEnglish: StaffT = staffIn('en');

/** Our texts in a language as Payload's `i18n` gives them, outside a request: for what the CMS renders itself (the preview). */
export function staffI18nIn(language: keyof typeof staffCatalogues): { language: string; t: TFunction<never> } {
  const t = (key: string, vars?: MessageVars) => {
    const [, section, name] = key.split(':') as [string, keyof WholeCatalogue, string];
    return interpolate((staffCatalogues[language][section] as Record<string, string> | undefined)?.[name] ?? key, vars);
  };
  return { language, t };
}

/** The locale of numbers and language names in the reader's language (dates: admin-dates.ts). */
export function dateLocale(language: string): string {
  if (language === 'en') return 'en-GB';
  // Browsers' date data for Bosnian is a stub ("2026 M11 27"); Serbian Latin in Bosnia writes dates as Bosnian does.
  if (language === 'bs') return 'sr-Latn-BA';
  return language;
}

/** Every section of a language's catalogue: our texts and the content's labels (labels/). */
type WholeCatalogue = (typeof staffCatalogues)['en'];

/** One of our texts in every admin language, for a field's label or description in the config. */
export function inEveryLanguage<Section extends keyof WholeCatalogue>(section: Section, key: keyof WholeCatalogue[Section] & string): Record<string, string> {
  return Object.fromEntries(Object.entries(staffCatalogues).map(([language, catalogue]) => [language, (catalogue[section] as Record<string, string>)[key]!]));
}
