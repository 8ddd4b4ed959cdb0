import type { CompanyFacts, DirectoryEntry } from '@/content/company-facts';
import type { Market } from '@/config/markets';
import { COMPANY_DOMAIN } from '@/content/link-targets';

/**
 * Per-market company data. Settings (brand, address of the site, which
 * locations lead, whether reports are taken) are code; the facts that staff
 * change (addresses, phone numbers, registration data, contact directory,
 * pharmacovigilance, orders, press contact, certificates) are content: edited
 * in the CMS, which the values below seed. The company is a fictional
 * placeholder; addresses use the reserved .example domain.
 */
export type { DirectoryEntry, Identifier } from '@/content/company-facts';

export interface MarketSettings {
  brandName: string;
  siteUrl: string;
  /** Locations shown first on the About page; the rest of the group follows. */
  homeLocations: string[];
  /** Adverse-effect reporting: whether the site takes reports. */
  reportingEnabled: boolean;
}

/** What the pages and the server use: a market's settings and its current facts. */
export type MarketProfile = Omit<MarketSettings, 'reportingEnabled'> &
  Omit<CompanyFacts, 'pharmacovigilance'> & {
    /** Adverse-effect reporting: whether the site takes reports, and the pharmacovigilance team's own address and line. */
    pharmacovigilance: { reportingEnabled: boolean; email: string; phone: string };
  };

type SeedProfile = MarketSettings & CompanyFacts;

function entry(key: string, local: string, tel: string, selectable = false, mail2?: string): DirectoryEntry {
  return { key, mail: `${local}@hr.${COMPANY_DOMAIN}`, tel, selectable, ...(mail2 ? { mail2 } : {}) };
}

/** The group's management systems are certified as one multi-site organisation, so every market shows the same certificates. */
const groupCertificates: CompanyFacts['certificates'] = [
  { key: 'iso-9001', name: 'ISO 9001:2015', number: 'QCA-9001-0427', issuer: 'Q-Cert Adria d.o.o.', issued: '2024-07-15', validUntil: '2027-07-14' },
  { key: 'iso-14001', name: 'ISO 14001:2015', number: 'QCA-14001-0428', issuer: 'Q-Cert Adria d.o.o.', issued: '2024-07-15', validUntil: '2027-07-14' },
];

/** Repackaging for every market is done in the GMP unit at Sveta Nedelja, under HALMED's certificate. */
const gmpCertificate: CompanyFacts['certificates'][number] = {
  key: 'gmp',
  name: 'GMP',
  number: 'HR/GMP/2026/0312',
  issuer: 'HALMED',
  issued: '2026-03-18',
  validUntil: '2029-03-17',
};

const cro: SeedProfile = {
  brandName: 'Farmadria',
  siteUrl: `https://hr.${COMPANY_DOMAIN}`,
  email: `info@hr.${COMPANY_DOMAIN}`,
  phone: '+385 1 3380 100',
  address: 'Industrijska ulica 12, 10431 Sveta Nedelja, Hrvatska',
  dataProtectionOfficer: { name: 'Ivana Horvat', email: `zastita.podataka@hr.${COMPANY_DOMAIN}` },
  careersEmail: `karijere@hr.${COMPANY_DOMAIN}`,
  registration: {
    legalName: 'Farmadria d.d.',
    seat: 'Industrijska ulica 12, 10431 Sveta Nedelja',
    court: 'Trgovački sud u Zagrebu',
    registrationNumber: { name: 'MBS', value: '080417267' },
    taxId: { name: 'OIB', value: '48271390562' },
    shareCapital: '30.000.000,00 EUR',
    bankAccounts: [
      { iban: 'HR94 2497 0041 1572 0468 1', bank: 'Sljemenska banka d.d.' },
      { iban: 'HR07 2563 0053 2059 1873 4', bank: 'Kvarnerska banka d.d.' },
    ],
    management: ['Marko Kovačević', 'Ana Jurić'],
    wholesaleLicence: { number: 'UP/I-530-09/17-02/41', issuer: 'HALMED', issued: '2017-11-06' },
  },
  directory: [
    entry('info', 'info', '+385 1 3380 100', true),
    entry('management', 'uprava', '+385 1 3380 101'),
    entry('administration', 'administracija', '+385 1 3380 102'),
    entry('medicines', 'prodaja', '+385 1 3380 110', true, `nabava@hr.${COMPANY_DOMAIN}`),
    entry('sales-vukovar', 'prodaja.vukovar', '+385 32 440 110', true),
    entry('sales-dugopolje', 'prodaja.dugopolje', '+385 21 550 110', true),
    entry('sales-rijeka', 'prodaja.rijeka', '+385 51 660 110', true),
    entry('procurement', 'nabava', '+385 1 3380 111'),
    entry('diagnostics', 'dijagnostika', '+385 1 3380 120', true),
    entry('equipment', 'medicinska.oprema', '+385 1 3380 130', true),
    entry('dental', 'stomatologija', '+385 1 3380 140', true),
    entry('dental-dugopolje', 'stomatologija.dugopolje', '+385 21 550 140'),
    entry('dental-rijeka', 'stomatologija.rijeka', '+385 51 660 140'),
    entry('dental-vukovar', 'stomatologija.vukovar', '+385 32 440 140'),
    entry('veterinary', 'veterina', '+385 1 3380 150', true),
    entry('marketing', 'marketing', '+385 1 3380 160', true),
    entry('cochlear', 'cochlear', '+385 1 3380 161', true),
    entry('logistics', 'logistika', '+385 1 3380 170', true),
    entry('regulatory', 'registracije', '+385 1 3380 180', true),
    entry('clinical-trials', 'klinicke.studije', '+385 1 3380 181', true),
    entry('quality', 'kvaliteta', '+385 1 3380 182'),
    entry('service', 'servis', '+385 1 3380 190', true),
    entry('informatics', 'informatika', '+385 1 3380 103'),
    entry('accounting', 'racunovodstvo', '+385 1 3380 104'),
    entry('occupational-safety', 'zastita.na.radu', '+385 1 3380 105'),
    entry('legal-hr', 'pravni.poslovi', '+385 1 3380 106'),
    entry('public-procurement', 'javna.nabava', '+385 1 3380 107'),
    entry('foreign-trade', 'vanjska.trgovina', '+385 1 3380 108'),
  ],
  homeLocations: ['sveta-nedelja', 'vukovar', 'dugopolje', 'rijeka'],
  reportingEnabled: true,
  pharmacovigilance: { email: `farmakovigilancija@hr.${COMPANY_DOMAIN}`, phone: '+385 1 3380 185' },
  serviceLine: '+385 1 3380 195',
  orders: { email: `narudzbe@hr.${COMPANY_DOMAIN}`, phone: '+385 1 3380 115', hours: '7:30–16:00', cutOff: '15:00', sameDayCutOff: '10:00' },
  salesContacts: ['medicines', 'sales-vukovar', 'sales-dugopolje', 'sales-rijeka', 'diagnostics', 'dental', 'veterinary', 'equipment'],
  press: { name: 'Petra Babić', email: `mediji@hr.${COMPANY_DOMAIN}`, phone: '+385 1 3380 165' },
  certificates: [
    ...groupCertificates,
    { key: 'gdp', name: 'GDP', number: 'HR/GDP/2025/0086', issuer: 'HALMED', issued: '2025-04-09', validUntil: '2028-04-08' },
    gmpCertificate,
  ],
};

function sloEntry(key: string, local: string, tel: string, selectable = true): DirectoryEntry {
  return { key, mail: `${local}@si.${COMPANY_DOMAIN}`, tel, selectable };
}

const slo: SeedProfile = {
  brandName: 'Farmadria',
  siteUrl: `https://si.${COMPANY_DOMAIN}`,
  email: `info@si.${COMPANY_DOMAIN}`,
  phone: '+386 1 530 4100',
  address: 'Obrtna cesta 8, 1236 Trzin, Slovenija',
  dataProtectionOfficer: { name: 'Maja Novak', email: `varstvo.podatkov@si.${COMPANY_DOMAIN}` },
  careersEmail: `kariera@si.${COMPANY_DOMAIN}`,
  registration: {
    legalName: 'Farmadria d.o.o.',
    seat: 'Obrtna cesta 8, 1236 Trzin',
    court: 'Okrožno sodišče v Ljubljani',
    registrationNumber: { name: 'Matična številka', value: '5839149000' },
    taxId: { name: 'ID za DDV', value: 'SI46182730' },
    shareCapital: '500.000,00 EUR',
    bankAccounts: [{ iban: 'SI56 1025 0048 1726 364', bank: 'Savinjska banka d.d.' }],
    management: ['Tomaž Kranjc'],
    wholesaleLicence: { number: '1041-14/2009-6', issuer: 'JAZMP', issued: '2009-05-19' },
  },
  directory: [
    sloEntry('info', 'info', '+386 1 530 4100'),
    sloEntry('sales', 'prodaja', '+386 1 530 4110'),
    sloEntry('diagnostics', 'diagnostika', '+386 1 530 4120'),
    sloEntry('informatics', 'informatika', '+386 1 530 4103', false),
    sloEntry('marketing', 'zastopstva', '+386 1 530 4160'),
    sloEntry('equipment', 'medicinska.oprema', '+386 1 530 4130'),
    sloEntry('assisted-reproduction', 'oploditev', '+386 1 530 4135'),
    sloEntry('regulatory', 'registracije', '+386 1 530 4180'),
    sloEntry('dental', 'dentalna.oprema', '+386 1 530 4140'),
    sloEntry('medicines', 'veleprodaja', '+386 1 530 4111'),
    sloEntry('veterinary', 'veterina', '+386 1 530 4150'),
  ],
  homeLocations: ['trzin'],
  reportingEnabled: false,
  pharmacovigilance: { email: `farmakovigilanca@si.${COMPANY_DOMAIN}`, phone: '+386 1 530 4185' },
  orders: { email: `narocila@si.${COMPANY_DOMAIN}`, phone: '+386 1 530 4115', hours: '7:30–16:00', cutOff: '15:00', sameDayCutOff: '10:00' },
  salesContacts: ['medicines', 'sales', 'diagnostics', 'dental', 'veterinary', 'equipment'],
  press: { name: 'Nina Zupan', email: `mediji@si.${COMPANY_DOMAIN}`, phone: '+386 1 530 4165' },
  certificates: [
    ...groupCertificates,
    { key: 'gdp', name: 'GDP', number: 'SI/GDP/2025/0017', issuer: 'JAZMP', issued: '2025-02-03', validUntil: '2028-02-02' },
    gmpCertificate,
  ],
};

const bih: SeedProfile = {
  brandName: 'Farmadria',
  siteUrl: `https://ba.${COMPANY_DOMAIN}`,
  email: `info@ba.${COMPANY_DOMAIN}`,
  phone: '+387 33 770 100',
  address: 'Rustempašina 20, 71000 Sarajevo, Bosna i Hercegovina',
  dataProtectionOfficer: { name: 'Amra Hodžić', email: `zastita.podataka@ba.${COMPANY_DOMAIN}` },
  careersEmail: `karijere@ba.${COMPANY_DOMAIN}`,
  registration: {
    legalName: 'Farmadria d.o.o. Sarajevo',
    seat: 'Rustempašina 20, 71000 Sarajevo',
    court: 'Općinski sud u Sarajevu',
    registrationNumber: { name: 'MBS', value: '65-01-0417-12' },
    taxId: { name: 'JIB', value: '4201847365099' },
    shareCapital: '100.000,00 KM',
    bankAccounts: [{ iban: 'BA39 1990 3452 6107 4948', bank: 'Miljacka banka d.d. Sarajevo' }],
    management: ['Emir Begović'],
    wholesaleLicence: { number: '10-07.3-2-1843/12', issuer: 'ALMBIH', issued: '2012-03-15' },
  },
  // The contact form offers only the general inbox; the sales desk is listed for customers.
  directory: [
    { key: 'info', mail: `info@ba.${COMPANY_DOMAIN}`, tel: '+387 33 770 100', selectable: true },
    { key: 'sales', mail: `prodaja@ba.${COMPANY_DOMAIN}`, tel: '+387 33 770 110', selectable: false },
  ],
  homeLocations: ['sarajevo'],
  reportingEnabled: false,
  pharmacovigilance: { email: `farmakovigilanca@ba.${COMPANY_DOMAIN}`, phone: '+387 33 770 185' },
  orders: { email: `narudzbe@ba.${COMPANY_DOMAIN}`, phone: '+387 33 770 115', hours: '8:00–16:00', cutOff: '14:00', sameDayCutOff: '10:00' },
  salesContacts: ['sales'],
  press: { name: 'Lejla Mehmedović', email: `mediji@ba.${COMPANY_DOMAIN}`, phone: '+387 33 770 165' },
  certificates: [
    ...groupCertificates,
    { key: 'gdp', name: 'GDP', number: 'BA/GDP/2024/0093', issuer: 'ALMBIH', issued: '2024-11-20', validUntil: '2027-11-19' },
    gmpCertificate,
  ],
};

const seeds: Record<Market, SeedProfile> = { cro, slo, bih };

export const marketSettings: Record<Market, MarketSettings> = {
  cro: split(cro).settings,
  slo: split(slo).settings,
  bih: split(bih).settings,
};

/** A seed profile's market settings, and the rest: its facts. */
function split({ brandName, siteUrl, homeLocations, reportingEnabled, ...facts }: SeedProfile): { settings: MarketSettings; facts: CompanyFacts } {
  return { settings: { brandName, siteUrl, homeLocations, reportingEnabled }, facts };
}

/** The facts the CMS is seeded with. */
export function seedFacts(market: Market): CompanyFacts {
  return split(seeds[market]).facts;
}

/** A market's profile: its settings with the given facts (from the content snapshot). */
export function profileOf(market: Market, facts: CompanyFacts): MarketProfile {
  const { reportingEnabled, ...settings } = marketSettings[market];
  const { pharmacovigilance, ...rest } = facts;
  return { ...settings, ...rest, pharmacovigilance: { reportingEnabled, ...pharmacovigilance } };
}

/** The profiles with the seed's facts: what the site shows before anyone edits it (tests build from these). */
export const marketProfiles: Record<Market, MarketProfile> = {
  cro: profileOf('cro', seedFacts('cro')),
  slo: profileOf('slo', seedFacts('slo')),
  bih: profileOf('bih', seedFacts('bih')),
};

/** The group's parent company, whose national rankings every market's About page quotes. */
export const groupParent: CompanyFacts['registration'] = cro.registration;

/** The directory entry a page preselects, falling back to the general inbox. */
export function recipientFor(directory: readonly DirectoryEntry[], key: string | undefined): DirectoryEntry {
  return directory.find((e) => e.key === key && e.selectable) ?? directory.find((e) => e.key === 'info')!;
}

export interface Location {
  key: string;
  city: string;
  /** "Street and number, postal code and place", as a letter is addressed. */
  address: string;
  /** The county, region or canton, in the country's own name for it. */
  region: string;
  country: 'HR' | 'SI' | 'BA';
  tel1: string;
  tel2?: string;
}

/** The group's sites, in every market's About page. */
export const locations: Location[] = [
  {
    key: 'sveta-nedelja',
    city: 'Sveta Nedelja',
    address: 'Industrijska ulica 12, 10431 Sveta Nedelja',
    region: 'Zagrebačka županija',
    country: 'HR',
    tel1: '+385 1 3380 100',
    tel2: '+385 1 3380 199',
  },
  {
    key: 'vukovar',
    city: 'Vukovar',
    address: 'Ulica Dr. Franje Tuđmana 40, 32000 Vukovar',
    region: 'Vukovarsko-srijemska županija',
    country: 'HR',
    tel1: '+385 32 440 100',
    tel2: '+385 32 440 199',
  },
  {
    key: 'dugopolje',
    city: 'Dugopolje',
    address: 'Poslovna zona Podi 5, 21204 Dugopolje',
    region: 'Splitsko-dalmatinska županija',
    country: 'HR',
    tel1: '+385 21 550 100',
    tel2: '+385 21 550 199',
  },
  {
    key: 'rijeka',
    city: 'Rijeka',
    address: 'Industrijska zona Kukuljanovo 30, 51227 Kukuljanovo',
    region: 'Primorsko-goranska županija',
    country: 'HR',
    tel1: '+385 51 660 100',
    tel2: '+385 51 660 199',
  },
  {
    key: 'trzin',
    city: 'Trzin / Ljubljana',
    address: 'Obrtna cesta 8, 1236 Trzin',
    region: 'Osrednjeslovenska',
    country: 'SI',
    tel1: '+386 1 530 4100',
    tel2: '+386 1 530 4199',
  },
  {
    key: 'sarajevo',
    city: 'Sarajevo',
    address: 'Rustempašina 20, 71000 Sarajevo',
    region: 'Kanton Sarajevo',
    country: 'BA',
    tel1: '+387 33 770 100',
    tel2: '+387 33 770 199',
  },
];

/** A location's address as schema.org's PostalAddress, from its "street, postal code place" form. */
export function postalAddressOf(location: Location) {
  const match = /^(.+), (\d{4,5}) (.+)$/.exec(location.address);
  if (!match) throw new Error(`${location.key}: the address is not "street, postal code place": ${location.address}`);
  return {
    '@type': 'PostalAddress',
    streetAddress: match[1]!,
    postalCode: match[2]!,
    addressLocality: match[3]!,
    addressRegion: location.region,
    addressCountry: location.country,
  };
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}

export function mapLink(location: Location): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${location.address}, ${location.country}`)}`;
}
