import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PRODUCT_NUMBER } from '@/features/pv/exports/vich/csv';
import { PRODUCT_ELEMENTS, REPORT_ELEMENTS } from '@/features/pv/exports/vich/report';
import { ABON } from '@/features/pv/cases/status';
import { caseSheetWords } from './case-sheet';
import { staffIn } from './catalogue';
import { en } from './pv/en';
import { staffCatalogues } from './translations';

const ELEMENTS = [...REPORT_ELEMENTS, ...PRODUCT_ELEMENTS].map((element) => element.name);

describe("the VICH GL42 files in the officer's words", () => {
  it('have a header in words for every element, and no more', () => {
    const headers = Object.keys(en.vichSheet).filter((key) => key !== 'labelColumn');
    assert.deepEqual(headers.sort(), [...ELEMENTS, PRODUCT_NUMBER].sort());
  });

  it('head each column by its GL42 number and its name in each admin language, all headers of a file distinct', () => {
    for (const language of Object.keys(staffCatalogues)) {
      const { vich } = caseSheetWords(staffIn(language), language);
      const headers = [...ELEMENTS, PRODUCT_NUMBER].flatMap((name) => [vich.header(name), vich.labelHeader(name)]);
      assert.equal(new Set(headers).size, headers.length, language);
      assert.equal(vich.header('A.4.1_unique_aer_id'), `A.4.1 ${staffCatalogues[language as keyof typeof staffCatalogues].vichSheet['A.4.1_unique_aer_id']}`);
      for (const header of headers) assert.doesNotMatch(header, /_|vichSheet:/, `${language}: ${header} is in words`);
    }
    assert.equal(caseSheetWords(staffIn('hr'), 'hr').vich.labelHeader('B.1_species'), 'B.1 Vrsta životinje (riječima)');
  });

  it('word the ABON results in the officer’s language', () => {
    const croatian = caseSheetWords(staffIn('hr'), 'hr').vich;
    assert.deepEqual(
      ABON.map((result) => croatian.causality(result)),
      ['A (vjerojatna)', 'B (moguća)', 'O1 (bez zaključka)', 'O (neklasificirana)', 'N (malo vjerojatna)'],
    );
  });
});
