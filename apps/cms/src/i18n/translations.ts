/**
 * The staff catalogues per admin language, composed here from the features' (<feature>/{en,hr,sl,bs}.ts,
 * en the reference of each) and the content's labels (labels/): the one place that lists them,
 * which catalogue.test.ts holds to the folders. Placeholders are `{name}` (packages/lib/placeholders.ts).
 */
import { inPayloadSyntax } from '@/lib/placeholders';
import { en as adminEn } from './admin/en';
import { hr as adminHr } from './admin/hr';
import { sl as adminSl } from './admin/sl';
import { bs as adminBs } from './admin/bs';
import { en as pvEn } from './pv/en';
import { hr as pvHr } from './pv/hr';
import { sl as pvSl } from './pv/sl';
import { bs as pvBs } from './pv/bs';
import { en as applicationsEn } from './applications/en';
import { hr as applicationsHr } from './applications/hr';
import { sl as applicationsSl } from './applications/sl';
import { bs as applicationsBs } from './applications/bs';
import { en as surveyEn } from './survey/en';
import { hr as surveyHr } from './survey/hr';
import { sl as surveySl } from './survey/sl';
import { bs as surveyBs } from './survey/bs';
import { en as contentEn } from './content/en';
import { hr as contentHr } from './content/hr';
import { sl as contentSl } from './content/sl';
import { bs as contentBs } from './content/bs';
import { en as publishingEn } from './publishing/en';
import { hr as publishingHr } from './publishing/hr';
import { sl as publishingSl } from './publishing/sl';
import { bs as publishingBs } from './publishing/bs';
import { en as staffEn } from './staff/en';
import { hr as staffHr } from './staff/hr';
import { sl as staffSl } from './staff/sl';
import { bs as staffBs } from './staff/bs';
import { en as labelsEn } from './labels/en';
import { hr as labelsHr } from './labels/hr';
import { sl as labelsSl } from './labels/sl';
import { bs as labelsBs } from './labels/bs';

/** Our own texts and the content's labels, per admin language; the sections of all features in one namespace. */
export const staffCatalogues = {
  en: { ...adminEn, ...pvEn, ...applicationsEn, ...surveyEn, ...contentEn, ...publishingEn, ...staffEn, ...labelsEn },
  hr: { ...adminHr, ...pvHr, ...applicationsHr, ...surveyHr, ...contentHr, ...publishingHr, ...staffHr, ...labelsHr },
  sl: { ...adminSl, ...pvSl, ...applicationsSl, ...surveySl, ...contentSl, ...publishingSl, ...staffSl, ...labelsSl },
  bs: { ...adminBs, ...pvBs, ...applicationsBs, ...surveyBs, ...contentBs, ...publishingBs, ...staffBs, ...labelsBs },
};

/** The catalogues as Payload fills them, in its own syntax (inPayloadSyntax). */
export const staffTranslations = {
  en: { staff: inPayloadSyntax(staffCatalogues.en) },
  hr: { staff: inPayloadSyntax(staffCatalogues.hr) },
  sl: { staff: inPayloadSyntax(staffCatalogues.sl) },
  bs: { staff: inPayloadSyntax(staffCatalogues.bs) },
};
