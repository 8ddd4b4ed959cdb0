import type { Locale } from '@/config/markets';
import type { Messages } from '@/i18n/messages';
import { pathOf } from '@/routes';

/** What the survey section hands its islands: their texts and the privacy policy they link. */
export interface SurveySetup {
  locale: Locale;
  texts: Messages['survey'];
  /** The question before Google reCAPTCHA may load, as every form asks it. */
  consent: Messages['consent'];
  privacyPath: string;
}

export function surveySetup(locale: Locale, t: Messages): SurveySetup {
  return { locale, texts: t.survey, consent: t.consent, privacyPath: pathOf('pravila-privatnosti', locale) };
}
