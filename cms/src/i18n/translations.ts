/** The staff catalogues per admin language, for `i18n.translations` of the Payload config. */
import { bs } from './bs';
import { en } from './en';
import { hr } from './hr';
import { sl } from './sl';

export const staffCatalogues = { en, hr, sl, bs };

export const staffTranslations = {
  en: { staff: en },
  hr: { staff: hr },
  sl: { staff: sl },
  bs: { staff: bs },
};
