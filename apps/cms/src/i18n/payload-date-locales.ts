/**
 * The admin languages' date-fns locales (admin-dates.ts) under the names Payload imports them by.
 * Payload loads a language's locale only from date-fns, by one of the keys it knows
 * (`dateFNSKey`): the CMS build points these imports here instead (apps/cms/next.config.mjs):
 * English as `date-fns/locale/en-US`, Slovenian as `date-fns/locale/sr` and Bosnian as
 * `date-fns/locale/sr-Latn` — the two Serbian keys, which no admin language uses, as Slovenian's
 * and Croatian's own modules are what their locales here are made from. Croatian is date-fns's
 * as it is (admin-dates.test.ts checks that it writes the same).
 */
import { adminDateLocales } from './admin-dates';

export const { en: enUS, sl: sr, bs: srLatn } = adminDateLocales;
