import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { en } from '@payloadcms/translations/languages/en';
import { hr } from '@payloadcms/translations/languages/hr';
import { payloadTexts } from './admin-languages';
import { bosnianTexts, croatianMends, croatianOnlyWordsIn, type PayloadMends } from './payload-mends';
import { staffCatalogues } from './translations';

type Namespaced = Record<string, Record<string, string>>;
const textsOf = (language: keyof typeof payloadTexts) => payloadTexts[language].translations as unknown as Namespaced;
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]))].sort();

function* entries(mends: PayloadMends): Generator<[string, string, string]> {
  for (const [namespace, texts] of Object.entries(mends)) for (const [key, text] of Object.entries(texts as Record<string, string>)) yield [namespace, key, text];
}

describe('Payload\'s Croatian, mended', () => {
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

  it('names the list\'s create button by what it shows, then what it creates (WCAG 2.5.3)', () => {
    for (const language of ['hr', 'bs'] as const) {
      const general = textsOf(language).general!;
      assert.ok(general.createNewLabel!.startsWith(general.createNew!), language);
    }
  });

  it('mends only texts Payload has, with the placeholders Payload fills', () => {
    for (const [namespace, key, text] of [...entries(croatianMends), ...entries(bosnianTexts)]) {
      const english = (en.translations as unknown as Namespaced)[namespace]?.[key];
      assert.ok(english !== undefined && (hr.translations as unknown as Namespaced)[namespace]?.[key] !== undefined, `${namespace}:${key} is no text of Payload's`);
      assert.deepEqual(placeholders(text), placeholders(english), `${namespace}:${key}`);
    }
  });
});

describe('the Bosnian admin', () => {
  it('meets none of the Croatian-only words in Payload\'s texts', () => {
    const found = Object.entries(textsOf('bs')).flatMap(([namespace, texts]) =>
      Object.entries(texts).flatMap(([key, text]) => croatianOnlyWordsIn(text).map((word) => `${namespace}:${key} ${word}`)));
    assert.deepEqual(found, []);
  });

  it('meets none of them in our own texts either', () => {
    const found = Object.entries(staffCatalogues.bs as unknown as Namespaced).flatMap(([section, texts]) =>
      Object.entries(texts).flatMap(([key, text]) => croatianOnlyWordsIn(String(text)).map((word) => `${section}:${key} ${word}`)));
    assert.deepEqual(found, []);
  });

  it('says create, save and point as Bosnian does', () => {
    const t = textsOf('bs');
    assert.deepEqual([t.general!.createNew, t.general!.save, t.version!.saveDraft, t.upload!.focalPoint], ['Kreiraj novo', 'Sačuvaj', 'Sačuvaj nacrt', 'Središnja tačka']);
  });

  it('finds the Croatian-only words in any form', () => {
    assert.deepEqual(croatianOnlyWordsIn('Izradi novo. Spremljeno! Središnja točka, Stupci, Nadzorna ploča'), ['izradi', 'spremljeno', 'točka', 'stupci', 'nadzorna']);
    assert.deepEqual(croatianOnlyWordsIn('Kreiraj novo. Sačuvano. Tačka, Kolone, Kontrolna ploča, prijevod'), []);
  });
});
