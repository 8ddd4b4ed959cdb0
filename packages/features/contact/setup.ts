import type { Locale } from '@/config/markets';
import type { Messages } from '@/i18n/messages';

/** What the server layout hands the contact overlay: its texts, the market's recipients and the links it shows. */
export interface ContactSetup {
  locale: Locale;
  labels: Messages['contact'];
  consent: Messages['consent'];
  recipients: Array<{ key: string; label: string }>;
  privacyPath: string;
  reportPath?: string;
  /** The thank-you page, shown instead of the overlay where a modal dialog cannot open. */
  thankYouPath: string;
}
