import type { Locale } from '@/config/markets';
import en from '@/messages/en.json' with { type: 'json' };
import hr from '@/messages/hr.json' with { type: 'json' };
import sl from '@/messages/sl.json' with { type: 'json' };
import bs from '@/messages/bs.json' with { type: 'json' };
import newsEn from '@/features/news/messages/en.json' with { type: 'json' };
import newsHr from '@/features/news/messages/hr.json' with { type: 'json' };
import newsSl from '@/features/news/messages/sl.json' with { type: 'json' };
import newsBs from '@/features/news/messages/bs.json' with { type: 'json' };
import reportEn from '@/features/report/messages/en.json' with { type: 'json' };
import reportHr from '@/features/report/messages/hr.json' with { type: 'json' };
import reportSl from '@/features/report/messages/sl.json' with { type: 'json' };
import reportBs from '@/features/report/messages/bs.json' with { type: 'json' };

/**
 * One catalogue per locale: the site's strings (src/messages) plus each
 * feature's own (src/features/<feature>/messages) under the feature's name.
 * English is the reference: every other locale must have the same keys.
 */
const reference = { ...en, news: newsEn, report: reportEn };
export type Messages = typeof reference;

const catalogues: Record<Locale, Messages> = {
  en: reference,
  hr: { ...hr, news: newsHr, report: reportHr },
  sl: { ...sl, news: newsSl, report: reportSl },
  bs: { ...bs, news: newsBs, report: reportBs },
};

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

/** Fills {name} placeholders in a catalogue string. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
