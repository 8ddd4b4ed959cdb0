import type { Locale } from '@/config/markets';
import en from '@/messages/en.json' with { type: 'json' };
import hr from '@/messages/hr.json' with { type: 'json' };
import sl from '@/messages/sl.json' with { type: 'json' };
import bs from '@/messages/bs.json' with { type: 'json' };

/** English is the reference catalogue: every other locale must have the same keys. */
export type Messages = typeof en;

const catalogues: Record<Locale, Messages> = { en, hr, sl, bs };

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/** Fills {name} placeholders in a catalogue string. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
