/** The staff catalogues per admin language, for `i18n.translations` of the Payload config. */
import { bs } from './bs';
import { en } from './en';
import { hr } from './hr';
import { sl } from './sl';
import { bsLabels } from './labels/bs';
import { enLabels } from './labels/en';
import { hrLabels } from './labels/hr';
import { slLabels } from './labels/sl';

/** Our own texts and the content's labels (labels/), per admin language. */
export const staffCatalogues = {
  en: { ...en, ...enLabels },
  hr: { ...hr, ...hrLabels },
  sl: { ...sl, ...slLabels },
  bs: { ...bs, ...bsLabels },
};

export const staffTranslations = {
  en: { staff: staffCatalogues.en },
  hr: { staff: staffCatalogues.hr },
  sl: { staff: staffCatalogues.sl },
  bs: { staff: staffCatalogues.bs },
};
