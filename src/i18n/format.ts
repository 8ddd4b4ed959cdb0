import type { Locale } from '@/config/markets';

/**
 * Catalogue helpers without the catalogues, so client components can use
 * them without shipping every locale's strings to the browser.
 */

/** A catalogue entry with a form per plural category (one, two, few, other), chosen by the locale's rules. */
export type Plural = { one: string; two: string; few: string; other: string };

export function plural(forms: Plural, count: number, locale: Locale): string {
  const category = new Intl.PluralRules(locale).select(count);
  return category in forms ? forms[category as keyof Plural] : forms.other;
}

/** Fills {name} placeholders in a catalogue string. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
