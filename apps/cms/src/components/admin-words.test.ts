import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { brandOf, fileSize, placeholdersIn, sectionTitle, withBrand } from './admin-words';

describe("a section's title in the admin", () => {
  it('comes from its heading, with the brand as the site shows it', () => {
    assert.deepEqual(sectionTitle({ heading: 'Karijera u tvrtki {brand}' }, 2, 'Uvod', 'Farmadria'), {
      number: '03',
      words: 'Karijera u tvrtki Farmadria',
      fromKind: false,
    });
  });

  it("comes from a hero's title when it has no heading", () => {
    assert.equal(sectionTitle({ title: '{brand}: zdravlje od 1990.', eyebrow: 'O nama' }, 0, 'Uvod', 'Farmadria').words, 'Farmadria: zdravlje od 1990.');
  });

  it('is its kind when it has no heading, or only spaces', () => {
    assert.deepEqual(sectionTitle({ heading: '   ', body: 'Tekst' }, 9, 'Tekst', 'Farmadria'), { number: '10', words: 'Tekst', fromKind: true });
    assert.deepEqual(sectionTitle(undefined, 0, 'Brojke', 'Farmadria'), { number: '01', words: 'Brojke', fromKind: true });
  });

  it('keeps to one line of at most 70 characters', () => {
    const words = sectionTitle({ heading: `Prvi\nred ${'a'.repeat(100)}` }, 0, 'Tekst', 'Farmadria').words;
    assert.equal(words.length, 70);
    assert.match(words, /^Prvi red a+…$/);
  });

  it("leaves the company's facts as placeholders: only the brand is set in code", () => {
    assert.equal(withBrand('{brand} · {company.phone}', 'Farmadria'), 'Farmadria · {company.phone}');
  });

  it("is the market's brand, also for a document of several markets or of none yet", () => {
    assert.equal(brandOf('bih'), 'Farmadria');
    assert.equal(brandOf(undefined, ['slo', 'cro']), 'Farmadria');
    assert.equal(brandOf('mars', 'x'), 'Farmadria');
  });
});

describe("a file's size in the admin", () => {
  it("is in kB below a megabyte, in the language's digits", () => {
    assert.equal(fileSize(548_613, 'hr'), '536 kB');
    assert.equal(fileSize(548_613, 'en'), '536 kB');
  });

  it('is in MB with one decimal, a comma where the language writes one', () => {
    assert.equal(fileSize(1_468_006, 'hr'), '1,4 MB');
    assert.equal(fileSize(1_468_006, 'bs'), '1,4 MB');
    assert.equal(fileSize(1_468_006, 'sl'), '1,4 MB');
    assert.equal(fileSize(1_468_006, 'en'), '1.4 MB');
    assert.equal(fileSize(12 * 1024 * 1024, 'hr'), '12 MB');
  });

  it('is in bytes below a kilobyte', () => {
    assert.equal(fileSize(800, 'hr'), '800 B');
  });
});

describe('the placeholders a text of copy holds, for the hint under its box', () => {
  it("tell the brand apart from the company's facts, each once", () => {
    assert.deepEqual(placeholdersIn('Karijera u tvrtki {brand}: {company.phone}, {pv.email}, {brand}, {company.phone}'), {
      brand: true,
      facts: ['{company.phone}', '{pv.email}'],
    });
  });

  it("are the site's own only: a certificate's by its key, not other words in braces", () => {
    assert.deepEqual(placeholdersIn('{certificate.iso9001.validUntil} {company.fax} {od} {}'), { brand: false, facts: ['{certificate.iso9001.validUntil}'] });
  });

  it('are none in plain text or in what is not text', () => {
    assert.deepEqual(placeholdersIn('Obični tekst'), { brand: false, facts: [] });
    assert.deepEqual(placeholdersIn(undefined), { brand: false, facts: [] });
  });
});
