import { localeTags, type Locale } from '@/config/markets';

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

/**
 * Replaces each placeholder that `lookup` knows (the pattern's first group is
 * its name). A value that ends with a full stop of its own, such as a legal
 * name ending in "d.d.", takes the place of the sentence's full stop after it.
 */
export function fillTemplate(template: string, placeholder: RegExp, lookup: (name: string) => string | undefined): string {
  const withStop = new RegExp(`${placeholder.source}(\\.?)`, 'g');
  return template.replace(withStop, (match, name: string, stop: string) => {
    const value = lookup(name);
    if (value === undefined) return match;
    return value.endsWith('.') ? value : value + stop;
  });
}

/** Fills {name} placeholders in a catalogue string. */
export function format(template: string, values: Record<string, string | number>): string {
  return fillTemplate(template, /\{(\w+)\}/, (name) => (name in values ? String(values[name]) : undefined));
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
