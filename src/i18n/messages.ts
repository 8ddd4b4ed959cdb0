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
import searchEn from '@/features/search/messages/en.json' with { type: 'json' };
import searchHr from '@/features/search/messages/hr.json' with { type: 'json' };
import searchSl from '@/features/search/messages/sl.json' with { type: 'json' };
import searchBs from '@/features/search/messages/bs.json' with { type: 'json' };

/**
 * One catalogue per locale: the site's strings (src/messages) plus each
 * feature's own (src/features/<feature>/messages) under the feature's name.
 * English is the reference: every other locale must have the same keys.
 */
const reference = { ...en, news: newsEn, report: reportEn, search: searchEn };
export type Messages = typeof reference;

const catalogues: Record<Locale, Messages> = {
  en: reference,
  hr: { ...hr, news: newsHr, report: reportHr, search: searchHr },
  sl: { ...sl, news: newsSl, report: reportSl, search: searchSl },
  bs: { ...bs, news: newsBs, report: reportBs, search: searchBs },
};

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

export { format, plural, type Plural } from './format';
