import { localeTags, type Locale } from '@/config/markets';
import { interpolate, type MessageVars } from '@/lib/placeholders';

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
export function format(template: string, values: MessageVars): string {
  return interpolate(template, values);
}

/** An ISO date (2024-06-18) as the locale writes it in full ("18 June 2024", "18. lipnja 2024."). */
export function formatDate(iso: string, locale: Locale): string {
  return dateFormatter(locale).format(new Date(`${iso}T00:00:00Z`));
}

/** A range of ISO dates, with what the two share written once. */
export function formatDateRange(start: string, end: string, locale: Locale): string {
  return dateFormatter(locale).formatRange(new Date(`${start}T00:00:00Z`), new Date(`${end}T00:00:00Z`));
}

function dateFormatter(locale: Locale) {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeZone: 'UTC' });
}
