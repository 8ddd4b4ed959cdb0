import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { meddraBytes, meddraFiles, veddraCsv } from '../../../../tests/support/synthetic-dictionaries';
import { DictionaryFileError, foldTerm, rankTerms, type DictionaryTerm } from './dictionaries';
import { parseMeddra } from './meddra';
import { parseVeddra } from './veddra';

/** The refusal a parse ends in: its file, line and reason. */
function refusal(parse: () => unknown): { file: string; line: number | undefined; reason: string } {
  try {
    parse();
  } catch (error) {
    if (error instanceof DictionaryFileError) return { file: error.file, line: error.line, reason: error.reason };
    throw error;
  }
  assert.fail('the file was accepted');
}

/** A file of the synthetic release with one line replaced (1-based). */
function withLine(files: Record<string, string>, file: string, line: number, text: string) {
  const lines = files[file]!.split('\r\n');
  lines[line - 1] = text;
  return { ...files, [file]: lines.join('\r\n') };
}

describe('the MedDRA import (MSSO ASCII files)', () => {
  it('reads each LLT with its PT and the PT’s primary SOC, the version from meddra_release.asc, currency kept', () => {
    const release = parseMeddra(meddraBytes(meddraFiles('en', '27.1')));
    assert.equal(release.version, '27.1');
    assert.equal(release.terms.length, 6);
    assert.deepEqual(
      release.terms.find((term) => term.lltCode === '19200003'),
      {
        lltCode: '19200003',
        lltName: 'Test swollen lips',
        ptCode: '19100002',
        ptName: 'Test lip swelling',
        socCode: '19000001',
        socName: 'Test skin disorders',
        current: true,
      },
    );
    assert.equal(release.terms.find((term) => term.lltCode === '19200002')!.current, false);
  });

  it('reads a translation’s names (UTF-8) for the same codes, and English and Western European files as Windows-1252', () => {
    const croatian = parseMeddra(meddraBytes(meddraFiles('hr', '27.1')));
    assert.equal(croatian.terms.find((term) => term.lltCode === '19200003')!.lltName, 'Testne otečene usne');
    const files = meddraBytes(meddraFiles('en', '27.1'));
    files['llt.asc'] = Buffer.from(meddraFiles('en')['llt.asc']!.replace('Test rash$', 'Test rash é$'), 'latin1');
    assert.equal(parseMeddra(files).terms[0]!.lltName, 'Test rash é');
  });

  it('takes the version from --version when the release has no version file, and refuses a disagreement or none at all', () => {
    assert.equal(parseMeddra(meddraBytes(meddraFiles('en')), { version: '26.0' }).version, '26.0');
    assert.match(refusal(() => parseMeddra(meddraBytes(meddraFiles('en', '27.1')), { version: '26.0' })).reason, /says version 27\.1, not 26\.0/);
    assert.match(refusal(() => parseMeddra(meddraBytes(meddraFiles('en')))).reason, /give --version/);
    assert.match(refusal(() => parseMeddra(meddraBytes(meddraFiles('en')), { version: '27' })).reason, /not a MedDRA version/);
  });

  it('refuses a malformed line with its file and line number', () => {
    const files = meddraFiles('en', '27.1');
    const cases = [
      [withLine(files, 'llt.asc', 3, '19200002$Test rash of old wording'), 'llt.asc', 3, /at least 10 \$-separated fields/],
      [withLine(files, 'llt.asc', 2, '1920001$Test skin eruption$19100001$$$$$$$Y$$'), 'llt.asc', 2, /not a MedDRA code/],
      [withLine(files, 'llt.asc', 4, '19100002$Test lip swelling$19199999$$$$$$$Y$$'), 'llt.asc', 4, /PT 19199999 is not in pt\.asc/],
      [withLine(files, 'llt.asc', 5, '19200003$Test swollen lips$19100002$$$$$$$maybe$$'), 'llt.asc', 5, /llt_currency/],
      [withLine(files, 'pt.asc', 2, '19100002$$$19000001$$$$$$$$'), 'pt.asc', 2, /not a term name/],
      [
        withLine(files, 'mdhier.asc', 1, '19100001$19500001$19600001$19000001$Test rash$Test HLT$Test HLGT$Test skin disorders$TSkin$$19000001$X$'),
        'mdhier.asc',
        1,
        /primary_soc_fg/,
      ],
    ] as const;
    for (const [broken, file, line, reason] of cases) {
      const found = refusal(() => parseMeddra(meddraBytes(broken)));
      assert.deepEqual([found.file, found.line], [file, line], found.reason);
      assert.match(found.reason, reason);
    }
    const withoutPts = Object.fromEntries(Object.entries(files).filter(([name]) => name !== 'pt.asc'));
    assert.deepEqual(
      refusal(() => parseMeddra(meddraBytes(withoutPts))),
      { file: 'pt.asc', line: undefined, reason: 'the file is missing from the release' },
    );
  });
});

describe('the VeDDRA import (the EMA list as CSV)', () => {
  it('maps the columns by their headers, whatever their order, and reads quoted cells and the Version column', () => {
    const release = parseVeddra(Buffer.from(veddraCsv('14')));
    assert.equal(release.version, '14');
    assert.deepEqual(
      release.terms.map((term) => [term.lltCode, term.lltName, term.ptCode, term.socName]),
      [
        ['930001', 'Test emesis', '920001', 'Test digestive signs'],
        ['930002', 'Test vomiting; with "blood"', '920001', 'Test digestive signs'],
        ['930003', 'Test scratching', '920002', 'Test skin signs'],
      ],
    );
    const reordered =
      'llt name,LLT_CODE,pt code,PT Name,HLT code,HLT name,SOC code,SOC name\nTest emesis,930001,920001,Test vomiting,910001,Test vomiting signs,900001,Test digestive signs\n';
    assert.deepEqual(
      parseVeddra(Buffer.from(reordered), { version: '15' }).terms.map((term) => [term.lltCode, term.socCode]),
      [['930001', '900001']],
    );
  });

  it('refuses a row that does not fit with its line number, a missing column by name, and no version', () => {
    const lines = veddraCsv('14').split('\r\n');
    lines[1] = lines[1]!.replace('930001', 'A30001');
    assert.deepEqual(
      refusal(() => parseVeddra(Buffer.from(lines.join('\r\n')))),
      { file: 'VeDDRA CSV', line: 2, reason: 'LLT code "A30001" is not a VeDDRA code (digits)' },
    );
    assert.match(
      refusal(() => parseVeddra(Buffer.from('SOC code;SOC name;PT code;PT name;LLT code;LLT name\n1;a;2;b;3;c\n'), { version: '14' })).reason,
      /no column "HLT code", "HLT name"/,
    );
    assert.match(refusal(() => parseVeddra(Buffer.from(veddraCsv('14').replace(/^Version;/gm, 'Note;')))).reason, /give --version/);
  });
});

describe('the lookup', () => {
  const term = (lltCode: string, lltName: string, ptCode = lltCode): DictionaryTerm => ({
    lltCode,
    lltName,
    ptCode,
    ptName: '',
    socCode: '',
    socName: '',
    current: true,
  });

  it('folds case, diacritics (also đ) and punctuation alike', () => {
    assert.equal(foldTerm('  Otečene   USNE!'), 'otecene usne');
    assert.equal(foldTerm('Đurđica — ŽELUDAC'), 'durdica zeludac');
    assert.deepEqual(
      rankTerms('OTECENE usne', [term('19200003', 'Testne otečene usne', '19100002')]).map((found) => found.lltCode),
      ['19200003'],
    );
  });

  it('ranks the whole name first, then its start, then a word’s start, then anywhere; its own PT before the others; then the shorter', () => {
    const terms = [
      term('1', 'Kožni osipi'),
      term('2', 'Prosip'),
      term('3', 'Osip po koži', '9'),
      term('4', 'Osip'),
      term('5', 'Osip lica', '9'),
      term('6', 'Osip lica'),
    ];
    assert.deepEqual(
      rankTerms('osip', terms).map((found) => found.lltName),
      ['Osip', 'Osip lica', 'Osip lica', 'Osip po koži', 'Kožni osipi', 'Prosip'],
    );
    assert.deepEqual(
      rankTerms('osip', terms)
        .slice(1, 3)
        .map((found) => found.lltCode),
      ['6', '5'],
      'the LLT that is its own PT first',
    );
    assert.deepEqual(
      rankTerms('19', [term('19200003', 'a'), term('29100001', 'b'), term('19', 'c')]).map((found) => found.lltCode),
      ['19', '19200003'],
    );
    assert.deepEqual(rankTerms(' — ', terms), []);
  });
});
