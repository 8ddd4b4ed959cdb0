/**
 * Reads the EMA's VeDDRA list of clinical terms in its CSV form (the spreadsheet saved as CSV, comma or
 * semicolon separated, UTF-8 or Windows-1252). The columns are found by their header, whatever their
 * order, case or spacing (see VEDDRA_COLUMNS and the README's PV section); other columns are ignored.
 * Each row is one LLT with its PT, HLT and SOC. The version comes from a `Version` column, else from the
 * operator. A row that does not fit is refused with its line number, and then nothing is stored.
 */
import { DictionaryFileError, linesOf, TERM_NAME_MAX, type DictionaryTerm, type ParsedRelease } from './dictionaries';

/** Our field ← the list's column header. */
const VEDDRA_COLUMNS = {
  socCode: 'SOC code',
  socName: 'SOC name',
  hltCode: 'HLT code',
  hltName: 'HLT name',
  ptCode: 'PT code',
  ptName: 'PT name',
  lltCode: 'LLT code',
  lltName: 'LLT name',
} as const;
const VERSION_COLUMN = 'Version';
type Column = keyof typeof VEDDRA_COLUMNS;

const CODE = /^\d{1,10}$/;
/** VeDDRA versions read like 14 or 2.1. */
const VEDDRA_VERSION = /^\d{1,3}(\.\d{1,3})?$/;

const header = (name: string) =>
  name
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

/** RFC 4180 records, each with the line it starts on (a quoted field may hold line breaks). */
function csvRecords(lines: string[], file: string): Array<{ line: number; cells: string[] }> {
  const separator = (lines[0] ?? '').split(';').length > (lines[0] ?? '').split(',').length ? ';' : ',';
  const found: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let start = 1;
  lines.forEach((text, index) => {
    if (!quoted) start = index + 1;
    for (let at = 0; at < text.length; at++) {
      const char = text[at]!;
      if (quoted) {
        if (char === '"' && text[at + 1] === '"') {
          cell += '"';
          at++;
        } else if (char === '"') quoted = false;
        else cell += char;
      } else if (char === '"' && cell === '') quoted = true;
      else if (char === separator) {
        cells.push(cell);
        cell = '';
      } else cell += char;
    }
    if (quoted) cell += '\n';
    else {
      cells.push(cell);
      found.push({ line: start, cells: cells.map((value) => value.trim()) });
      cells = [];
      cell = '';
    }
  });
  if (quoted) throw new DictionaryFileError(file, start, 'a quoted field is never closed');
  return found;
}

export function parseVeddra(bytes: Uint8Array, options: { version?: string; file?: string } = {}): ParsedRelease {
  const file = options.file ?? 'VeDDRA CSV';
  const [head, ...rows] = csvRecords(linesOf(bytes), file);
  if (!head) throw new DictionaryFileError(file, undefined, 'the file is empty');
  const headers = head.cells.map(header);
  const columnOf = (name: string) => headers.indexOf(header(name));
  const columns = Object.fromEntries(Object.entries(VEDDRA_COLUMNS).map(([field, name]) => [field, columnOf(name)])) as Record<Column, number>;
  const missing = Object.entries(columns)
    .filter(([, at]) => at < 0)
    .map(([field]) => VEDDRA_COLUMNS[field as Column]);
  if (missing.length) throw new DictionaryFileError(file, 1, `no column ${missing.map((name) => `"${name}"`).join(', ')}`);
  const versionColumn = columnOf(VERSION_COLUMN);
  const versions = new Set<string>();
  const terms = rows
    .filter(({ cells }) => cells.some((value) => value !== ''))
    .map(({ line, cells }): DictionaryTerm => {
      const value = (column: Column) => cells[columns[column]] ?? '';
      for (const column of ['socCode', 'hltCode', 'ptCode', 'lltCode'] as const) {
        if (!CODE.test(value(column))) throw new DictionaryFileError(file, line, `${VEDDRA_COLUMNS[column]} "${value(column)}" is not a VeDDRA code (digits)`);
      }
      for (const column of ['socName', 'hltName', 'ptName', 'lltName'] as const) {
        const name = value(column);
        if (!name || name.length > TERM_NAME_MAX)
          throw new DictionaryFileError(file, line, `${VEDDRA_COLUMNS[column]} is not a term name (1 to ${TERM_NAME_MAX} characters)`);
      }
      if (versionColumn >= 0 && cells[versionColumn]) versions.add(cells[versionColumn]!);
      return {
        lltCode: value('lltCode'),
        lltName: value('lltName'),
        ptCode: value('ptCode'),
        ptName: value('ptName'),
        socCode: value('socCode'),
        socName: value('socName'),
        current: true,
      };
    });
  if (terms.length === 0) throw new DictionaryFileError(file, undefined, 'the list holds no terms');
  if (versions.size > 1) throw new DictionaryFileError(file, undefined, `the rows name several versions: ${[...versions].join(', ')}`);
  const [stated] = versions;
  if (stated && options.version && stated !== options.version)
    throw new DictionaryFileError(file, undefined, `the list says version ${stated}, not ${options.version}`);
  const version = stated ?? options.version;
  if (!version) throw new DictionaryFileError(file, undefined, 'the list has no Version column: give --version');
  if (!VEDDRA_VERSION.test(version)) throw new DictionaryFileError(file, undefined, `"${version}" is not a VeDDRA version such as 14 or 2.1`);
  return { version, terms };
}
