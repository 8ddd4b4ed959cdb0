/** The admin around the features, in Slovenian; keys as en.ts. */
import type { TranslationOf } from '../translation-of';
import type { en } from './en';

export const sl = {
  nav: {
    label: 'Strokovne službe',
    reports: 'Poročila o neželenih učinkih',
    applications: 'Prijave za zaposlitev',
    survey: 'Rezultati ankete',
    secondFactor: 'Prijava v dveh korakih',
  },
  errors: {
    malformedValue: 'Zahteva vsebuje vrednost, ki tukaj ni veljavna (število, datum ali besedilo, ki ga ni mogoče shraniti).',
    otherMarket: 'Urejate samo vsebino za {markets}: izberite med temi trgi.',
    noMarket: 'Izberite trge, na katerih se to prikaže ({markets}): brez njih se ne bi prikazalo nikjer in tega ne bi mogli več odpreti.',
    queryShape: 'Poizvedba pri »{path}« ni pravilno sestavljena: navedite polje, nato operator in njegovo vrednost (and/or sprejme seznam takih pogojev).',
    queryField: '»{path}« ni polje te zbirke, po katerem bi bilo mogoče iskati.',
    queryOperator: '»{operator}« ni mogoče uporabiti za »{path}«; to polje sprejme: {operators}.',
    queryValue: 'Vrednost, podana za »{path}« ({operator}), ne ustreza polju.',
    queryOption: '»{path}« sprejme eno od teh vrednosti: {options}.',
    queryTooLarge: 'Poizvedba je prevelika: največ {count} pogojev, ugnezdenih največ {depth} ravni globoko.',
    querySort: 'Seznama ni mogoče razvrstiti po »{path}«: razvrstite po enem besedilu, številu, datumu ali izbiri.',
    querySelect: '»{path}« tukaj ni mogoče izbrati: izberite polja te zbirke s true ali false.',
    queryPopulate: '»{path}« ni zbirka, katere polja bi bilo mogoče izbrati.',
    queryEncoding: 'Parametri naslova niso pravilno zapisani: vsak %-zapis mora dati besedilo v UTF-8.',
    queryParameter: 'Parameter »{name}« ima vrednost, ki je ne sprejme.',
    otherLanguage: 'Delate samo v jezikih {locales}: po jeziku drugega trga ni mogoče iskati ali razvrščati.',
  },
  adminNames: {
    moreOptions: 'Več možnosti',
    previousPage: 'Prejšnja stran',
    nextPage: 'Naslednja stran',
    move: 'Premakni',
    selectRow: 'Izberi: {title}',
    dashboardMenu: 'Postavitev nadzorne plošče',
    clearDate: 'Počisti datum',
    monthSelect: 'Mesec',
    yearSelect: 'Leto',
    documentMenu: 'Dejanja z dokumentom',
    publishOptions: 'Možnosti objave',
    rowActions: 'Dejanja: {title}',
  },
} satisfies TranslationOf<typeof en>;
