import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { localesOf, markets } from '@/config/markets';
import { documentBodyHtml, documents, documentsFor, documentSourceFile, documentTitle, documentUrl, seedDocuments } from './downloads';
import { seedSnapshot } from './seed';
import { validateSnapshot } from './snapshot';

/** The PDF's /Title from its document information dictionary (literal or UTF-16 hex string). */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const hex = /\/Title\s*<([0-9A-Fa-f\s]*)>/.exec(text);
  if (hex?.[1] !== undefined) {
    const bytes = Buffer.from(hex[1].replace(/\s/g, ''), 'hex');
    if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
    return bytes.toString('latin1');
  }
  return /\/Title\s*\(((?:\\.|[^\\)])*)\)/.exec(text)?.[1] ?? '';
}

describe('documents', () => {
  it('has a Markdown source with a title for every locale of every document', () => {
    for (const doc of documents) {
      for (const locale of doc.locales) {
        assert.ok(existsSync(documentSourceFile(doc, locale)), `${doc.key}/${locale}.md is missing`);
        for (const market of doc.markets) {
          const title = documentTitle(market, locale, doc);
          assert.ok(title.trim().length > 0, `${doc.key}/${locale}.md has an empty title`);
          assert.doesNotMatch(title, /\{[\w.]+\}/, `${doc.key}/${locale}.md: unfilled placeholder in the title`);
        }
      }
    }
  });

  it('gives distinct, localized file names', () => {
    for (const doc of documents) {
      for (const locale of doc.locales) assert.match(doc.fileName(locale), /^[a-z0-9-]+\.pdf$/);
    }
    assert.equal(documents.find((d) => d.key === 'general-terms-of-business')?.fileName('hr'), 'opci-uvjeti-poslovanja.pdf');
  });

  it('offers the adverse reaction form in Croatia only', () => {
    assert.deepEqual(
      documentsFor('cro', 'hr').map((d) => d.key),
      ['certificates-summary', 'general-terms-of-business', 'adverse-reaction-report-form'],
    );
    assert.deepEqual(
      documentsFor('slo', 'en').map((d) => d.key),
      ['certificates-summary', 'general-terms-of-business'],
    );
    assert.deepEqual(
      documentsFor('bih', 'bs').map((d) => d.key),
      ['certificates-summary', 'general-terms-of-business'],
    );
    assert.deepEqual(documentsFor('bih', 'hr'), []);
  });

  it("renders every document by the site's Markdown rules: its title first, and nothing shown as markup or a placeholder", () => {
    for (const market of markets) {
      for (const locale of localesOf(market)) {
        for (const doc of documentsFor(market, locale)) {
          const html = documentBodyHtml(market, locale, doc);
          const where = `${doc.key} ${market} ${locale}`;
          assert.ok(html.startsWith(`<h1>${documentTitle(market, locale, doc).replaceAll('&', '&amp;')}</h1>\n`), where);
          // Raw HTML in the source would print as its own text (&lt;table…): the site's renderer shows no markup.
          assert.doesNotMatch(html, /&lt;|\{[\w.]+\}/, where);
        }
      }
    }
  });

  it('prints the adverse reaction form as Markdown tables: questions, room for the answers and boxes to tick', () => {
    const form = documents.find((doc) => doc.key === 'adverse-reaction-report-form')!;
    const html = documentBodyHtml('cro', 'en', form);
    assert.equal(html.match(/<table>/g)?.length, 7);
    assert.match(html, /<tr>\n<td>Full name \*<\/td>\n<td><\/td>\n<\/tr>/);
    assert.match(html, /<td>Description of the reaction \* <em>symptoms, course, treatment given, relevant test results<\/em><\/td>/);
    assert.match(html, /<td>☐\u00a0a person\u2003☐\u00a0an animal<\/td>/);
    assert.match(html, /<th>Name \*<\/th>\n<th>Strength and form<\/th>/);
  });

  it('has a generated PDF with a title for every market and locale where a document applies', () => {
    for (const market of markets) {
      for (const locale of localesOf(market)) {
        for (const doc of documentsFor(market, locale)) {
          const url = documentUrl(market, locale, doc);
          assert.equal(url, `/documents/${market}/${locale}/${doc.fileName(locale)}`);
          const file = path.join(process.cwd(), 'apps', 'site', 'public', url);
          assert.ok(existsSync(file), `${url} is missing: run npm run documents`);
          const pdf = readFileSync(file);
          assert.equal(pdf.subarray(0, 4).toString('latin1'), '%PDF', `${url} is not a PDF`);
          assert.equal(pdfTitle(pdf), documentTitle(market, locale, doc), `${url}: title`);
        }
      }
    }
  });
});

describe('documents as content', () => {
  it("seeds each market's documents page with the title and file of every PDF it offers", () => {
    for (const market of markets) {
      const seeded = seedDocuments(market);
      for (const locale of localesOf(market)) {
        const listed = seeded.flatMap((doc) => (doc.translations[locale] ? [{ key: doc.key, ...doc.translations[locale] }] : []));
        const expected = documentsFor(market, locale).map((doc) => ({ key: doc.key, title: documentTitle(market, locale, doc), file: doc.fileName(locale) }));
        assert.deepEqual(listed, expected, `${market} ${locale}`);
      }
    }
  });

  it('fails a snapshot whose document names a missing file, naming document, locale and field', () => {
    const seed = seedSnapshot('slo');
    const [first, ...rest] = seed.documents;
    const broken = { ...seed, documents: [{ ...first!, translations: { ...first!.translations, sl: { title: 'Povzetek', file: 'ni-ga.pdf' } } }, ...rest] };
    assert.throws(
      () => validateSnapshot(broken, 'test'),
      (error: Error) => {
        assert.match(error.message, new RegExp(`documents/${first!.key} \\(sl\\): file: public/documents/slo/sl/ni-ga.pdf does not exist`));
        return true;
      },
    );
  });
});
