/** The admin around the features, in Croatian; keys as en.ts. */
import type { TranslationOf } from '../translation-of';
import type { en } from './en';

export const hr = {
  nav: {
    label: 'Stručne službe',
    reports: 'Prijave nuspojava',
    applications: 'Prijave za posao',
    survey: 'Rezultati ankete',
    secondFactor: 'Prijava u dva koraka',
  },
  errors: {
    malformedValue: 'Zahtjev sadrži vrijednost koja ovdje nije valjana (broj, datum ili tekst koji se ne može spremiti).',
    otherMarket: 'Uređujete samo sadržaj za {markets}: odaberite među tim tržištima.',
    noMarket: 'Odaberite tržišta na kojima se ovo prikazuje ({markets}): bez njih se ne bi prikazivalo nigdje i ne biste ga mogli ponovno otvoriti.',
    queryShape: 'Upit kod „{path}” nije ispravno sastavljen: navedite polje, zatim operator i njegovu vrijednost (and/or prima popis takvih uvjeta).',
    queryField: '„{path}” nije polje ove zbirke po kojem se može pretraživati.',
    queryOperator: '„{operator}” se ne može primijeniti na „{path}”; ono prima: {operators}.',
    queryValue: 'Vrijednost zadana za „{path}” ({operator}) ne odgovara polju.',
    queryOption: '„{path}” prima jednu od ovih vrijednosti: {options}.',
    queryTooLarge: 'Upit je prevelik: najviše {count} uvjeta, ugniježđenih najviše {depth} razina.',
    querySort: 'Popis se ne može poredati po „{path}”: poredajte po jednom tekstu, broju, datumu ili izboru.',
    querySelect: '„{path}” se ovdje ne može odabrati: odaberite polja ove zbirke s true ili false.',
    queryPopulate: '„{path}” nije zbirka čija se polja mogu odabrati.',
    queryEncoding: 'Parametri adrese nisu ispravno zapisani: svaki %-zapis mora davati tekst u UTF-8.',
    queryParameter: 'Parametar „{name}” ima vrijednost koju ne prima.',
    otherLanguage: 'Radite samo na jezicima {locales}: po jeziku drugog tržišta ne može se pretraživati ni poredati.',
  },
  adminNames: {
    moreOptions: 'Više mogućnosti',
    previousPage: 'Prethodna stranica',
    nextPage: 'Sljedeća stranica',
    move: 'Premjesti',
    selectRow: 'Odaberi: {title}',
    dashboardMenu: 'Raspored nadzorne ploče',
    clearDate: 'Obriši datum',
    monthSelect: 'Mjesec',
    yearSelect: 'Godina',
    documentMenu: 'Radnje s dokumentom',
    publishOptions: 'Mogućnosti objave',
    rowActions: 'Radnje: {title}',
  },
} satisfies TranslationOf<typeof en>;
