/** The staff catalogues per admin language, for `i18n.translations` of the Payload config. */
import { inPayloadSyntax } from '@/lib/placeholders';
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

/** The catalogues as Payload fills them, in its own syntax (inPayloadSyntax). */
export const staffTranslations = {
  en: { staff: inPayloadSyntax(staffCatalogues.en) },
  hr: { staff: inPayloadSyntax(staffCatalogues.hr) },
  sl: { staff: inPayloadSyntax(staffCatalogues.sl) },
  bs: { staff: inPayloadSyntax(staffCatalogues.bs) },
};
