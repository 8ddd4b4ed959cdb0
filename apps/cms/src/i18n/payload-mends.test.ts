import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { en } from '@payloadcms/translations/languages/en';
import { hr } from '@payloadcms/translations/languages/hr';
import { sl } from '@payloadcms/translations/languages/sl';
import { t as translate } from '@payloadcms/translations';
import { inPayloadSyntax } from '@/lib/placeholders';
import { payloadTexts } from './admin-languages';
import { bosnianTexts, croatianMends, croatianOnlyWordsIn, slovenianMends, type PayloadMends } from './payload-mends';
import { staffCatalogues } from './translations';

type Namespaced = Record<string, Record<string, string>>;
const textsOf = (language: keyof typeof payloadTexts) => payloadTexts[language].translations as unknown as Namespaced;
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]))].sort();

function* entries(mends: PayloadMends): Generator<[string, string, string]> {
  for (const [namespace, texts] of Object.entries(mends))
    for (const [key, text] of Object.entries(texts as Record<string, string>)) yield [namespace, key, text];
}

describe("Payload's Croatian, mended", () => {
  it('names a field, a language or a collection where the sentence needs no case of it', () => {
    const t = textsOf('hr');
    assert.equal(t.general!.searchBy!.replace('{{label}}', 'Naslov'), 'Pretraži: Naslov');
    assert.equal(t.version!.publishIn!.replace('{{locale}}', 'hrvatski'), 'Objavi samo hrvatski prijevod');
    assert.equal(t.general!.titleDeleted!.replace('{{label}}', 'Stranica').replace('{{title}}', 'O nama'), 'Izbrisano: Stranica „O nama”.');
    assert.equal(t.fields!.addLabel!.replace('{{label}}', 'Sekcija'), 'Dodaj: Sekcija');
  });

  it('says a block, a crop and clearing in words that mean them', () => {
    const t = textsOf('hr');
    assert.deepEqual([t.fields!.block, t.upload!.setCropArea, t.general!.clear], ['Blok', 'Postavi područje obrezivanja', 'Očisti']);
    // Payload's Croatian had a translator's prompt for "Restoring…".
    assert.equal(t.general!.restoring, 'Vraćanje…');
  });
});

describe('the mends', () => {
  it("name the list's create button by what it shows, then what it creates (WCAG 2.5.3)", () => {
    for (const language of ['hr', 'bs', 'sl'] as const) {
      const general = textsOf(language).general!;
      assert.ok(general.createNewLabel!.startsWith(general.createNew!), language);
    }
  });

  it('mend only texts Payload has, with the placeholders Payload fills', () => {
    const mended: [PayloadMends, { translations: unknown }][] = [
      [croatianMends, hr],
      [bosnianTexts, hr],
      [slovenianMends, sl],
    ];
    for (const [mends, language] of mended) {
      for (const [namespace, key, text] of entries(mends)) {
        const english = (en.translations as unknown as Namespaced)[namespace]?.[key];
        assert.ok(
          english !== undefined && (language.translations as Namespaced)[namespace]?.[key] !== undefined,
          `${namespace}:${key} is no text of Payload's`,
        );
        assert.deepEqual(placeholders(inPayloadSyntax(text)), placeholders(english), `${namespace}:${key}`);
      }
    }
  });
});

/** The namespaces of Payload's texts on the screens editors use. */
const EDITORS_NAMESPACES = ['general', 'version', 'upload', 'fields', 'validation', 'error', 'authentication', 'localization', 'operators'];

/** The Slovenian an editor reads: each text with its namespace and key. */
const slovenianShown = () => {
  const texts = textsOf('sl');
  return EDITORS_NAMESPACES.flatMap((namespace) => Object.entries(texts[namespace]!).map(([key, text]) => ({ where: `${namespace}:${key}`, text })));
};

/** Payload's text as the admin fills it, choosing among plural forms by the count as Payload does. */
const filled = (key: string, vars: Record<string, number | string>) => translate({ key, translations: textsOf('sl') as never, vars });

describe("Payload's Slovenian, mended", () => {
  it('names a field, a language or a collection where the sentence needs no case of it', () => {
    assert.equal(filled('general:searchBy', { label: 'Naslov' }), 'Išči: Naslov');
    assert.equal(filled('version:publishIn', { locale: 'hrvaščina' }), 'Objavi samo jezik: hrvaščina');
    assert.equal(filled('version:unpublishIn', { locale: 'hrvaščina' }), 'Umakni objavo samo za jezik: hrvaščina');
    assert.equal(filled('general:titleDeleted', { label: 'Stran', title: 'O nas' }), 'Izbrisano: Stran »O nas«.');
    assert.equal(filled('general:successfullyCreated', { label: 'Objava' }), 'Nov vnos je shranjen: Objava.');
    assert.equal(filled('fields:addLabel', { label: 'Razdelek' }), 'Dodaj: Razdelek');
    assert.equal(filled('localization:copyFromTo', { from: 'angleščina', to: 'slovenščina' }), 'Kopiranje: angleščina → slovenščina');
  });

  it('puts no field, collection or language name right after a preposition or an adjective that would have to agree with it', () => {
    // Numbers ({{count}}, {{total}}) may follow "od"; a name in the nominative may not ("Išči po Naslov", "Objavi v hrvaščina", "Nov Stran").
    const gluedName =
      /(?<!\p{L})(po|v|na|za|iz|z|s|od|do|pri|brez|o|k|med|pred|nad|pod|ob|nov|novega|obstoječ|vse|vseh|ta|trenutni|globalni)\s+(<\d>)?\{\{(label|locale|from|to|title|collection|collections|entityLabel|documentTitle|destination|docStatus)\}\}/iu;
    assert.deepEqual(
      slovenianShown()
        .filter(({ text }) => gluedName.test(text))
        .map(({ where, text }) => `${where}: ${text}`),
      [],
    );
    // Payload's own Slovenian had them: the check finds them.
    assert.match(sl.translations.general.searchBy, gluedName);
    assert.match(sl.translations.version.publishIn, gluedName);
  });

  it('never says how long ago after "pred", which would need the instrumental date-fns does not give ("pred 5 minut")', () => {
    assert.deepEqual(
      slovenianShown()
        .filter(({ text }) => /pred \{\{distance\}\}/.test(text))
        .map(({ where }) => where),
      [],
    );
    assert.equal(filled('version:lastSavedAgo', { distance: '5 minut' }), 'Od zadnjega shranjevanja: 5 minut');
  });

  it('counts so that every number agrees, though Payload gives 3 to 5 one form and has no dual', () => {
    const versions = [1, 2, 3, 5, 6, 50].map((count) => filled('version:versionCount', { count }));
    assert.deepEqual(versions, [
      'Najdena je 1 različica',
      'Najdene različice: 2',
      'Najdene različice: 3',
      'Najdene različice: 5',
      'Najdenih 6 različic',
      'Najdenih 50 različic',
    ]);
    const deleted = [1, 2, 5].map((count) => filled('general:deletedCountSuccessfully', { count, label: count > 1 ? 'Strani' : 'Stran' }));
    assert.deepEqual(deleted, ['Izbrisano: Stran (1).', 'Izbrisano: Strani (2).', 'Izbrisano: Strani (5).']);
    assert.equal(filled('general:aboutToDeleteCount', { count: 2, label: 'Računi zaposlenih' }), 'Izbrisali boste: Računi zaposlenih (2)');
  });

  it('says clearing, all languages, grouping and the language to publish in words that mean them', () => {
    const t = textsOf('sl');
    assert.deepEqual(
      [
        t.general!.clear,
        t.general!.allLocales,
        t.general!.groupByLabel!.replace(' {{label}}', ''),
        t.localization!.localeToPublish,
        t.version!.unpublishedSuccessfully,
      ],
      ['Počisti', 'Vsi jeziki', 'Združi po polju', 'Jezik za objavo', 'Objava je umaknjena.'],
    );
    // Payload's Slovenian had a translator's prompt for "Restoring…".
    assert.equal(t.general!.restoring, 'Obnavljanje …');
  });

  it('speaks no English and quotes with »…«', () => {
    const english = /(?<!\p{L})(true|false|the|and|or|of|please)(?!\p{L})/iu;
    assert.deepEqual(
      slovenianShown()
        .filter(({ text }) => english.test(text))
        .map(({ where }) => where),
      [],
    );
    // Straight quotes outside markup (the links of the account's e-mail keep theirs).
    assert.deepEqual(
      slovenianShown()
        .filter(({ text }) => /"/.test(text.replace(/<[^>]*>/g, '')))
        .map(({ where }) => where),
      [],
    );
    assert.deepEqual(
      slovenianShown()
        .filter(({ text }) => text.includes('...'))
        .map(({ where }) => where),
      [],
    );
  });

  it("fills the title of a scheduled publish (Payload's Slovenian asked for a {{naslov}} it never gets)", () => {
    assert.equal(filled('general:schedulePublishFor', { title: 'O nas' }), 'Načrtuj objavo: O nas');
  });
});

describe('the Bosnian admin', () => {
  it("meets none of the Croatian-only words in Payload's texts", () => {
    const found = Object.entries(textsOf('bs')).flatMap(([namespace, texts]) =>
      Object.entries(texts).flatMap(([key, text]) => croatianOnlyWordsIn(text).map((word) => `${namespace}:${key} ${word}`)),
    );
    assert.deepEqual(found, []);
  });

  it('meets none of them in our own texts either', () => {
    const found = Object.entries(staffCatalogues.bs as unknown as Namespaced).flatMap(([section, texts]) =>
      Object.entries(texts).flatMap(([key, text]) => croatianOnlyWordsIn(String(text)).map((word) => `${section}:${key} ${word}`)),
    );
    assert.deepEqual(found, []);
  });

  it('says create, save and point as Bosnian does', () => {
    const t = textsOf('bs');
    assert.deepEqual(
      [t.general!.createNew, t.general!.save, t.version!.saveDraft, t.upload!.focalPoint],
      ['Kreiraj novo', 'Sačuvaj', 'Sačuvaj nacrt', 'Središnja tačka'],
    );
  });

  it('finds the Croatian-only words in any form', () => {
    assert.deepEqual(croatianOnlyWordsIn('Izradi novo. Spremljeno! Središnja točka, Stupci, Nadzorna ploča'), [
      'izradi',
      'spremljeno',
      'točka',
      'stupci',
      'nadzorna',
    ]);
    assert.deepEqual(croatianOnlyWordsIn('Kreiraj novo. Sačuvano. Tačka, Kolone, Kontrolna ploča, prijevod'), []);
  });
});
