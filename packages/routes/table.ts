import { markets, type Market, type SlugSet } from '@/config/markets';

/**
 * The one route table. Pages, menus, the language switcher, canonical and
 * hreflang links, the sitemap and redirects are all derived from it.
 *
 * Paths are written once per slug set, without the locale prefix; which
 * locale reads which slugs, under which prefix, is in packages/config/markets.ts.
 */
export type RouteKind =
  'home' | 'department' | 'service' | 'brand' | 'product' | 'company' | 'news' | 'careers' | 'documents' | 'legal' | 'report' | 'search' | 'confirmation';

export interface RouteDef {
  kind: RouteKind;
  paths: Record<SlugSet, string>;
  markets: readonly Market[];
  /** The route key of the page this one belongs under, for breadcrumbs and brand lists. */
  parent?: string;
  /** Contact-directory key preselected by the page's call to action. */
  recipient?: string;
  /** False keeps the page out of the sitemap, out of search engines (robots) and out of site search. */
  indexed?: false;
}

const ALL: readonly Market[] = markets;
const CRO_SLO: readonly Market[] = ['cro', 'slo'];
const CRO: readonly Market[] = ['cro'];

const MEDICINES = '/sluzbe/lijekovi-i-medicinski-proizvodi';
const MEDICINES_SL = '/storitve/zdravila-in-medicinski-pripomocki';
const MEDICINES_EN = '/departments/medicinal-products-and-medical-devices';
const MARKETING = '/sluzbe/marketing-zastupstva';
const MARKETING_SL = '/storitve/marketinska-zastopstva';
const MARKETING_EN = '/departments/marketing';

/** A brand or product page under a department: the same slug in every language unless given. */
function brand(parent: string, base: Record<SlugSet, string>, slug: string | Record<SlugSet, string>, kind: RouteKind = 'brand'): RouteDef {
  const s = typeof slug === 'string' ? { hr: slug, sl: slug, en: slug } : slug;
  return {
    kind,
    parent,
    markets: CRO_SLO,
    recipient: 'marketing',
    paths: { hr: `${base.hr}/${s.hr}`, sl: `${base.sl}/${s.sl}`, en: `${base.en}/${s.en}` },
  };
}

const medicinesBase = { hr: MEDICINES, sl: MEDICINES_SL, en: MEDICINES_EN };
const marketingBase = { hr: MARKETING, sl: MARKETING_SL, en: MARKETING_EN };
const cochlearBase = { hr: `${MEDICINES}/cochlear-ltd`, sl: `${MEDICINES_SL}/cochlear-ltd`, en: `${MEDICINES_EN}/cochlear-ltd` };
const galdermaBase = { hr: `${MARKETING}/galderma`, sl: `${MARKETING_SL}/galderma`, en: `${MARKETING_EN}/galderma` };
const daylongBase = { hr: `${galdermaBase.hr}/daylong`, sl: `${galdermaBase.sl}/daylong`, en: `${galdermaBase.en}/daylong` };
const rowaBase = { hr: `${MARKETING}/rowa`, sl: `${MARKETING_SL}/rowa`, en: `${MARKETING_EN}/rowa` };
const schmidgallBase = { hr: `${MARKETING}/schmidgall`, sl: `${MARKETING_SL}/schmidgall`, en: `${MARKETING_EN}/schmidgall` };

export const routeTable = {
  home: { kind: 'home', markets: ALL, paths: { hr: '/', sl: '/', en: '/' } },

  // Departments
  'sluzbe-lijekovi-i-medicinski-proizvodi': {
    kind: 'department',
    markets: CRO_SLO,
    recipient: 'medicines',
    paths: { hr: MEDICINES, sl: MEDICINES_SL, en: MEDICINES_EN },
  },
  'sluzbe-dijagnostika': {
    kind: 'department',
    markets: ALL,
    recipient: 'diagnostics',
    paths: { hr: '/sluzbe/dijagnostika', sl: '/storitve/diagnostika', en: '/departments/laboratory-diagnostics' },
  },
  'sluzbe-veterina': {
    kind: 'department',
    markets: ALL,
    recipient: 'veterinary',
    paths: { hr: '/sluzbe/veterina', sl: '/storitve/veterina', en: '/departments/animal-health' },
  },
  'sluzbe-stomatologija-i-zubna-tehnika': {
    kind: 'department',
    markets: ALL,
    recipient: 'dental',
    paths: {
      hr: '/sluzbe/stomatologija-i-zubna-tehnika',
      sl: '/storitve/dentalna-medicina-in-zobna-tehnika',
      en: '/departments/dental-medicine-and-dental-technics',
    },
  },
  'sluzbe-marketing-zastupstva': {
    kind: 'department',
    markets: CRO_SLO,
    recipient: 'marketing',
    paths: { hr: MARKETING, sl: MARKETING_SL, en: MARKETING_EN },
  },
  'sluzbe-medicinska-oprema': {
    kind: 'department',
    markets: ALL,
    recipient: 'equipment',
    paths: { hr: '/sluzbe/medicinska-oprema', sl: '/storitve/medicinska-oprema', en: '/departments/medical-devices-and-equipment' },
  },

  // Services
  'nase-usluge-skladistenje-i-transport': {
    kind: 'service',
    markets: ALL,
    recipient: 'logistics',
    paths: {
      hr: '/nase-usluge/skladistenje-i-transport',
      sl: '/nase-storitve/skladiscenje-in-transport',
      en: '/services/warehousing-and-transport',
    },
  },
  'nase-usluge-registracije': {
    kind: 'service',
    markets: ALL,
    recipient: 'regulatory',
    paths: { hr: '/nase-usluge/registracije', sl: '/nase-storitve/registracije', en: '/services/regulatory-affairs' },
  },
  'nase-usluge-klinicke-studije': {
    kind: 'service',
    markets: CRO,
    recipient: 'clinical-trials',
    paths: { hr: '/nase-usluge/klinicke-studije', sl: '/nase-storitve/klinicne-studije', en: '/services/clinical-trials' },
  },
  'nase-usluge-sekundarno-opremanje': {
    kind: 'service',
    markets: ALL,
    recipient: 'quality',
    paths: {
      hr: '/nase-usluge/sekundarno-opremanje',
      sl: '/nase-storitve/sekundarno-pakiranje',
      en: '/services/repackaging-and-relabeling',
    },
  },
  'nase-usluge-servis': {
    kind: 'service',
    markets: CRO,
    recipient: 'service',
    paths: { hr: '/nase-usluge/servis', sl: '/nase-storitve/servis', en: '/services/service' },
  },

  // Brands and products
  'cochlear-ltd': { ...brand('sluzbe-lijekovi-i-medicinski-proizvodi', medicinesBase, 'cochlear-ltd'), recipient: 'cochlear' },
  'cochlear-ltd-nucleus': { ...brand('cochlear-ltd', cochlearBase, 'nucleus', 'product'), recipient: 'cochlear' },
  'cochlear-ltd-dobrobit-i-kohlearni-implantat': {
    ...brand('cochlear-ltd', cochlearBase, { hr: 'dobrobit-i-kohlearni-implantat', sl: 'dobro-pocutje-in-polzni-vsadek', en: 'well-being-survey' }, 'product'),
    recipient: 'cochlear',
  },
  galderma: brand('sluzbe-marketing-zastupstva', marketingBase, 'galderma'),
  'galderma-actinica': brand('galderma', galdermaBase, 'actinica', 'product'),
  'galderma-cetaphil': brand('galderma', galdermaBase, 'cetaphil', 'product'),
  'galderma-daylong': brand('galderma', galdermaBase, 'daylong', 'product'),
  'galderma-daylong-sunscreen': brand('galderma-daylong', daylongBase, { hr: 'zastita-od-sunca', sl: 'zascita-pred-soncem', en: 'sunscreen' }, 'product'),
  'galderma-excipial': brand('galderma', galdermaBase, 'excipial', 'product'),
  'neostrata-company-inc': brand('sluzbe-marketing-zastupstva', marketingBase, 'neostrata-company-inc'),
  talika: brand('sluzbe-marketing-zastupstva', marketingBase, 'talika'),
  embryolisse: brand('sluzbe-marketing-zastupstva', marketingBase, 'embryolisse'),
  rowa: brand('sluzbe-marketing-zastupstva', marketingBase, 'rowa'),
  'rowa-rowatinex': brand('rowa', rowaBase, 'rowatinex', 'product'),
  'rowa-rowachol': brand('rowa', rowaBase, 'rowachol', 'product'),
  schmidgall: brand('sluzbe-marketing-zastupstva', marketingBase, 'schmidgall'),
  'schmidgall-carmol-kapi': brand('schmidgall', schmidgallBase, { hr: 'carmol-kapi', sl: 'carmol-kapljice', en: 'carmol-drops' }, 'product'),
  'schmidgall-carmol-pastille': brand('schmidgall', schmidgallBase, { hr: 'carmol-pastille', sl: 'carmol-pastile', en: 'carmol-lozenges' }, 'product'),

  // Company
  'o-nama': { kind: 'company', markets: ALL, paths: { hr: '/o-nama', sl: '/o-nas', en: '/about-us' } },
  'o-nama-podaci-o-tvrtki': {
    kind: 'company',
    markets: ALL,
    parent: 'o-nama',
    paths: { hr: '/o-nama/podaci-o-tvrtki', sl: '/o-nas/podatki-o-podjetju', en: '/about-us/company-information' },
  },
  'za-kupce': {
    kind: 'company',
    markets: ALL,
    recipient: 'medicines',
    paths: { hr: '/za-kupce', sl: '/za-stranke', en: '/for-customers' },
  },
  karijere: { kind: 'careers', markets: ALL, paths: { hr: '/karijere', sl: '/kariera', en: '/careers' } },
  'novosti-i-dogadanja': {
    kind: 'news',
    markets: ALL,
    paths: { hr: '/novosti-i-dogadanja', sl: '/novice-in-dogodki', en: '/news-and-events' },
  },
  file: { kind: 'documents', markets: ALL, paths: { hr: '/file', sl: '/dokumenti', en: '/file' } },
  'prijava-nuspojava': {
    kind: 'report',
    markets: CRO,
    paths: { hr: '/prijava-nuspojava', sl: '/porocanje-o-nezelenih-ucinkih', en: '/reporting-side-effects' },
  },

  // Site search: the results of a query in ?q=, built in the browser from the static index.
  pretraga: {
    kind: 'search',
    markets: ALL,
    indexed: false,
    paths: { hr: '/pretraga', sl: '/iskanje', en: '/search' },
  },

  // The thank-you page after a contact message, for where the thank-you overlay cannot open.
  hvala: {
    kind: 'confirmation',
    markets: ALL,
    indexed: false,
    paths: { hr: '/hvala', sl: '/hvala', en: '/thank-you' },
  },

  // Legal
  cookies: { kind: 'legal', markets: ALL, paths: { hr: '/cookies', sl: '/piskotki', en: '/cookie-policy' } },
  'pravila-privatnosti': {
    kind: 'legal',
    markets: ALL,
    paths: { hr: '/pravila-privatnosti', sl: '/politika-zasebnosti', en: '/privacy-policy' },
  },
  'uvjeti-koristenja': {
    kind: 'legal',
    markets: ALL,
    paths: { hr: '/uvjeti-koristenja', sl: '/pogoji-uporabe', en: '/terms-of-use' },
  },
  'obavijest-o-videonadzoru': {
    kind: 'legal',
    markets: ALL,
    paths: { hr: '/obavijest-o-videonadzoru', sl: '/obvestilo-o-videonadzoru', en: '/notice-of-video-surveillance' },
  },
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routeTable;

/** Legacy or mistyped paths that answer 301 to a route of the table, per locale. */
export const legacyRedirects: ReadonlyArray<{ from: string; to: RouteKey; locale: 'en' | 'default' }> = [
  { from: '/en/karijere', to: 'karijere', locale: 'en' },
  { from: '/en/sluzbe/marketing-zastupstva/galderma/daylong', to: 'galderma-daylong', locale: 'en' },
  { from: '/reporting-side-effects', to: 'prijava-nuspojava', locale: 'en' },
];
