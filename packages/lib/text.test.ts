import assert from 'node:assert/strict';
import { it } from 'node:test';
import { keptAsText, readAsExcel } from '../../tests/support/spreadsheet';
import { csvCell, spreadsheetCsv } from './text';

it('writes CSV cells that no spreadsheet reads as a formula', () => {
  assert.equal(csvCell("=cmd|' /C calc'!A0"), `"'=cmd|' /C calc'!A0"`);
  for (const formula of ['@SUM(1+1)*cmd', '+HYPERLINK("https://evil.example")', '-2+3', '\tTAB', '\rCR']) assert.ok(csvCell(formula).startsWith(`"'`), formula);
  assert.equal(csvCell('Ana "Ančica" Horvat'), '"Ana ""Ančica"" Horvat"');
  assert.equal(csvCell(-5), '"-5"', 'a number stays a number');
  assert.equal(csvCell(undefined), '""');
});

it('writes a CSV file that Croatian Excel opens in columns, with dates, fractions and codes kept as the text they are', () => {
  const file = spreadsheetCsv([
    ['Vrijeme s implantatom', 'Broj'],
    ['4-10', 7],
    ['Ana; "Ančica"', 3.25],
    ['1/2', -5],
    ['0012', { at: new Date('2026-11-27T10:31:00Z'), timeZone: 'Europe/Zagreb' }],
    [{ day: '2026-11-27' }, '=1+1'],
  ]);
  const rows = readAsExcel(file);
  assert.deepEqual(rows, [
    ['Vrijeme s implantatom', 'Broj'],
    ["'4-10", '7'],
    ['Ana; "Ančica"', '3,25'],
    ["'1/2", '-5'],
    ["'0012", '2026-11-27 11:31'],
    ['2026-11-27', "'=1+1"],
  ]);
  assert.ok(
    rows
      .flat()
      .filter((cell) => /[a-z]|'/i.test(cell))
      .every(keptAsText),
  );
  for (const text of ['4-10', '12:30', '3,5', '1234567890123456', '1E5', 'Mar-10', '10 sij', 'TRUE', '50%']) assert.ok(csvCell(text).startsWith(`"'`), text);
  for (const text of ['4 do 10 godina', 'Marko 5', 'NUS-2026-000001', 'A.4.1_unique_aer_id']) assert.equal(csvCell(text), `"${text}"`, text);
  assert.equal(csvCell(12345678901234567890), `"'12345678901234567000"`, 'a number past 15 digits would be rounded: text');
});

it('writes an instant in the time zone it is given, and refuses one without', () => {
  const at = new Date('2026-11-27T10:31:00Z');
  assert.equal(csvCell({ at, timeZone: 'Europe/Sarajevo' }), '"2026-11-27 11:31"');
  assert.equal(csvCell({ at, timeZone: 'Europe/London' }), '"2026-11-27 10:31"');
  assert.equal(csvCell({ at: new Date('2026-12-31T23:30:00Z'), timeZone: 'Europe/Ljubljana' }), '"2027-01-01 00:30"', 'the new year has begun there');
  assert.throws(() => csvCell(at), TypeError);
});
