/**
 * Dates as staff read them: one form per admin language, with the year, as the language writes it
 * (hr "1. prosinca 2026.", bs "1. decembra 2026.", sl "1. december 2026", en "1 December 2026"),
 * and the time on a 24-hour clock.
 *
 * Payload formats its own dates (lists, a document's meta, versions, date fields and their picker)
 * with date-fns, one pattern for every language (`admin.dateFormat`) and the admin language's
 * date-fns locale. The locales here carry this table in their `formatLong`, so that Payload's
 * `PPP` (a day) and `PPPp` (a day and time) come out in each language's form; our own components
 * format through `formatAdminDate` with the same locales. The CMS build hands the locales to
 * Payload (apps/cms/next.config.mjs), as Payload loads a locale only by the name of one of date-fns's.
 */
import { TZDate } from '@date-fns/tz';
import { format, type FormatLongWidth, type Locale } from 'date-fns';
import { bs } from 'date-fns/locale/bs';
import { enGB } from 'date-fns/locale/en-GB';
import { hr } from 'date-fns/locale/hr';
import { sl } from 'date-fns/locale/sl';
import { timeZoneOf } from '@/config/markets';
import type { AdminLanguage } from './admin-languages';

interface DateForms {
  /** A day: Payload's `PPP`. */
  date: string;
  /** A day and a time (`{{date}}`, `{{time}}`): Payload's `PPPp`. */
  dateTime: string;
  /** A day in figures, where space is short (the mark of a scheduled publish). */
  numericDate: string;
}

const TIME = 'HH:mm';

const dateForms: Record<AdminLanguage, DateForms> = {
  en: { date: 'd MMMM yyyy', dateTime: "{{date}} 'at' {{time}}", numericDate: 'd/M/yyyy' },
  hr: { date: 'd. MMMM yyyy.', dateTime: "{{date}} 'u' {{time}}", numericDate: 'd. M. yyyy.' },
  sl: { date: 'd. MMMM yyyy', dateTime: "{{date}} 'ob' {{time}}", numericDate: 'd. M. yyyy' },
  bs: { date: 'd. MMMM yyyy.', dateTime: "{{date}} 'u' {{time}}", numericDate: 'd. M. yyyy.' },
};

/**
 * Bosnian months, in the genitive after a day ("1. decembra 2026.") and in the nominative alone
 * (a calendar's heading, "decembar 2026"). date-fns's Bosnian locale has the nominative only.
 */
const bosnianMonths = {
  formatting: ['januara', 'februara', 'marta', 'aprila', 'maja', 'juna', 'jula', 'augusta', 'septembra', 'oktobra', 'novembra', 'decembra'],
  standalone: ['januar', 'februar', 'mart', 'april', 'maj', 'juni', 'juli', 'august', 'septembar', 'oktobar', 'novembar', 'decembar'],
  abbreviated: ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'],
} as const;

type Month = NonNullable<Locale['localize']>['month'];

const bosnianMonth: Month = (month, options) => {
  if (options?.width === 'narrow') return `${month + 1}.`;
  if (options?.width === 'abbreviated') return bosnianMonths.abbreviated[month]!;
  return bosnianMonths[options?.context === 'standalone' ? 'standalone' : 'formatting'][month]!;
};

/** A locale whose long formats are the table's; the full day (with the weekday) stays the language's own. */
function withForms(base: Locale, forms: DateForms, code: string): Locale {
  const own = base.formatLong!;
  const dates: Partial<Record<FormatLongWidth, string>> = { long: forms.date, medium: forms.date, short: forms.numericDate };
  return {
    ...base,
    code,
    formatLong: {
      date: ({ width = 'full' }) => dates[width] ?? own.date({ width }),
      time: ({ width = 'full' }) => (width === 'short' ? TIME : own.time({ width })),
      dateTime: () => forms.dateTime,
    },
  };
}

const bosnian: Locale = { ...bs, localize: { ...bs.localize!, month: bosnianMonth } };

export const adminDateLocales: Record<AdminLanguage, Locale> = {
  en: withForms(enGB, dateForms.en, 'en'),
  hr: withForms(hr, dateForms.hr, 'hr'),
  sl: withForms(sl, dateForms.sl, 'sl'),
  bs: withForms(bosnian, dateForms.bs, 'bs'),
};

/** Payload's patterns: a day, and a day with its time (`admin.dateFormat`). */
export const DATE_PATTERN = 'PPP';
export const DATE_TIME_PATTERN = 'PPPp';

const isAdminLanguage = (language: string): language is AdminLanguage => Object.hasOwn(adminDateLocales, language);

export type DateForm = 'date' | 'dateTime' | 'numericDateTime';

/**
 * A moment in the reader's admin language, in `timeZone` (else the browser's or the server's own):
 * a day, a day and time, or (where space is short) a day in figures and time.
 */
export function formatAdminDate(
  moment: Date | string | number,
  language: string,
  { form = 'dateTime', timeZone }: { form?: DateForm; timeZone?: string } = {},
): string {
  const locale = adminDateLocales[isAdminLanguage(language) ? language : 'en'];
  const date = timeZone ? new TZDate(new Date(moment).getTime(), timeZone) : new Date(moment);
  const pattern = form === 'date' ? DATE_PATTERN : form === 'dateTime' ? DATE_TIME_PATTERN : 'Pp';
  return format(date, pattern, { locale });
}

/** A moment of a record of `market` (a case, an application, a build) on that market's clock, wherever the reader sits. */
export function formatMarketDate(moment: Date | string | number, language: string, market: string, form?: DateForm): string {
  return formatAdminDate(moment, language, { form, timeZone: timeZoneOf(market) });
}
