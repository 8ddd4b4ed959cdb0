import type { Locale } from '@/config/markets';
import type { Messages } from '@/i18n/messages';
import { pathOf } from '@/routes';

/** The feature's catalogue without the e-mails' texts, which only the server words. */
type ApplicationLabels = Omit<Messages['applications'], 'mail'>;

/**
 * What the careers section hands the application form: only the careers page
 * carries these texts, not every page as with the contact overlay's.
 */
export interface ApplicationSetup {
  locale: Locale;
  labels: ApplicationLabels;
  consent: Messages['consent'];
  privacyPath: string;
}

/** The opening an application is for, as its button names it; null stands for an open application. */
export interface ApplyOpening {
  id: number;
  title: string;
}

export function applicationSetup(locale: Locale, t: Messages): ApplicationSetup {
  return { locale, labels: formLabels(t.applications), consent: t.consent, privacyPath: pathOf('pravila-privatnosti', locale) };
}

/** The page carries the texts in its payload: the mail's would only weigh it down. */
function formLabels(texts: Messages['applications']): ApplicationLabels {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => key !== 'mail')) as ApplicationLabels;
}
