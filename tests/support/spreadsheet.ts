/**
 * A CSV file read the way Croatian Excel reads one opened by a double click: UTF-8 only behind
 * a byte order mark, cells split at semicolons, lines at CRLF, quotes around a cell (with ""
 * for a quote inside) taken away. Then each cell's text is what Excel sees: `keptAsText` says
 * whether Excel leaves it text, which for a cell that looks like a number or a date only a
 * leading apostrophe does.
 */
import assert from 'node:assert/strict';
import { parseCsv } from './e2b/data-elements';

export function readAsExcel(file: string): string[][] {
  assert.ok(file.startsWith('\uFEFF'), 'a byte order mark first, or Excel reads the UTF-8 as Windows-1250');
  const text = file.slice(1);
  const unquoted = text.replace(/"(?:[^"]|"")*"/g, '""');
  assert.doesNotMatch(unquoted, /[^\r]\n|\r[^\n]/, 'lines end in CRLF');
  assert.ok(text.endsWith('\r\n'), 'the last line too');
  return parseCsv(text, ';');
}

/** The rows of a file as records, by the header row's names. */
export function recordsOf(rows: string[][]): Array<Record<string, string>> {
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ''])));
}

/** Digits with the separators of dates, times, fractions and numbers: what Excel turns into a date or a number. */
const LOOKS_LIKE_A_VALUE = /^[\s(]*[\d.,:/\-\s%)]*\d[\d.,:/\-\s%)]*$/;

/** Whether Excel keeps a cell as the text it is rather than making it a date or number. */
export const keptAsText = (cell: string): boolean => cell.startsWith("'") || !LOOKS_LIKE_A_VALUE.test(cell);
