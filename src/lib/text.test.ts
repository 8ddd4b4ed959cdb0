import assert from 'node:assert/strict';
import { it } from 'node:test';
import { csvCell } from './text';

it('writes CSV cells that no spreadsheet reads as a formula', () => {
  assert.equal(csvCell("=cmd|' /C calc'!A0"), `"'=cmd|' /C calc'!A0"`);
  for (const formula of ['@SUM(1+1)*cmd', '+HYPERLINK("https://evil.example")', '-2+3', '\tTAB', '\rCR']) assert.ok(csvCell(formula).startsWith(`"'`), formula);
  assert.equal(csvCell('Ana "Ančica" Horvat'), '"Ana ""Ančica"" Horvat"');
  assert.equal(csvCell(-5), '"-5"', 'a number stays a number');
  assert.equal(csvCell(undefined), '""');
});
