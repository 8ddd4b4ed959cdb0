import type { Locale } from '@/config/markets';
import en from '@/messages/en.json' with { type: 'json' };
import hr from '@/messages/hr.json' with { type: 'json' };
import sl from '@/messages/sl.json' with { type: 'json' };
import bs from '@/messages/bs.json' with { type: 'json' };
import applicationsEn from '@/messages/applications/en.json' with { type: 'json' };
import applicationsHr from '@/messages/applications/hr.json' with { type: 'json' };
import applicationsSl from '@/messages/applications/sl.json' with { type: 'json' };
import applicationsBs from '@/messages/applications/bs.json' with { type: 'json' };
import newsEn from '@/messages/news/en.json' with { type: 'json' };
import newsHr from '@/messages/news/hr.json' with { type: 'json' };
import newsSl from '@/messages/news/sl.json' with { type: 'json' };
import newsBs from '@/messages/news/bs.json' with { type: 'json' };
import reportEn from '@/messages/report/en.json' with { type: 'json' };
import reportHr from '@/messages/report/hr.json' with { type: 'json' };
import reportSl from '@/messages/report/sl.json' with { type: 'json' };
import reportBs from '@/messages/report/bs.json' with { type: 'json' };
import searchEn from '@/messages/search/en.json' with { type: 'json' };
import searchHr from '@/messages/search/hr.json' with { type: 'json' };
import searchSl from '@/messages/search/sl.json' with { type: 'json' };
import searchBs from '@/messages/search/bs.json' with { type: 'json' };
import surveyEn from '@/messages/survey/en.json' with { type: 'json' };
import surveyHr from '@/messages/survey/hr.json' with { type: 'json' };
import surveySl from '@/messages/survey/sl.json' with { type: 'json' };
import surveyBs from '@/messages/survey/bs.json' with { type: 'json' };

/**
 * One catalogue per locale: the site's strings (packages/messages/<locale>.json) plus
 * those of the features with many (packages/messages/<feature>/<locale>.json) under the feature's name.
 * English is the reference: every other locale must have the same keys.
 */
const reference = { ...en, applications: applicationsEn, news: newsEn, report: reportEn, search: searchEn, survey: surveyEn };
export type Messages = typeof reference;

const catalogues: Record<Locale, Messages> = {
  en: reference,
  hr: { ...hr, applications: applicationsHr, news: newsHr, report: reportHr, search: searchHr, survey: surveyHr },
  sl: { ...sl, applications: applicationsSl, news: newsSl, report: reportSl, search: searchSl, survey: surveySl },
  bs: { ...bs, applications: applicationsBs, news: newsBs, report: reportBs, search: searchBs, survey: surveyBs },
};

export function messagesFor(locale: Locale): Messages {
  return catalogues[locale];
}

export { format, plural } from './format';
