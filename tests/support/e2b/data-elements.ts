import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The ICH rows of FDA's E2B(R3) data-element table
 * (shared/e2b/fda-e2b-r3-data-elements.csv): each element's number, length,
 * data type, allowed values, allowed null flavours and XPath.
 */
/**
 * Copies of the two public FDA files the check reads (FAERS2022Scenario6.xml and the data-element
 * table), kept in the repository so that a clone anywhere, CI's included, can run it.
 */
export const E2B_REFERENCE_DIR = path.join(import.meta.dirname, 'reference');

export interface DataElement {
  number: string;
  name: string;
  maxLength?: number;
  type: string;
  allowedText: string;
  /** Codes listed as `1=…` in the allowed values, when the element is coded. */
  codes?: string[];
  nullFlavors: string[];
  xpaths: string[];
}

/** RFC 4180 rows: quoted fields may hold the separator (a comma, or the semicolon of European spreadsheets), quotes ("") and line breaks. */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endRow = () => {
    row.push(field);
    rows.push(row);
    row = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += char;
  }
  if (field !== '' || row.length) endRow();
  return rows;
}

const NULL_FLAVOR_COLUMNS = ['NI', 'MSK', 'UNK', 'NA', 'ASKU', 'NASK', 'NINF', 'PINF', 'OTH'];

let cached: Map<string, DataElement> | undefined;

/** ICH elements by number; FDA.* (U.S. regional) rows are left out. */
export function dataElements(): Map<string, DataElement> {
  if (cached) return cached;
  const rows = parseCsv(readFileSync(path.join(E2B_REFERENCE_DIR, 'fda-e2b-r3-data-elements.csv'), 'utf8'));
  const header = rows[1]!;
  const column = (name: string) => header.findIndex((title) => title.replace(/\s+/g, ' ').trim() === name);
  const [number, name, length, type, allowed, xpath, nullXpath] = [
    column('DATA ELEMENT NUMBER'),
    column('DATA ELEMENT NAME'),
    column('MAX LENGTH'),
    column('DATA TYPE'),
    column('VALUES ALLOWED'),
    column('Value'),
    column('Null'),
  ];
  const flavourStart = column('NI');
  cached = new Map();
  for (const row of rows.slice(2)) {
    if (row[0]?.trim() !== 'ICH' || !/^[A-Z]\./.test(row[number]?.trim() ?? '')) continue;
    const allowedText = row[allowed]!.replace(/\s+/g, ' ').trim();
    const codes = [...allowedText.matchAll(/(?:^|\s)(\d+)\s*=/g)].map((match) => match[1]!);
    const nullFlavors = NULL_FLAVOR_COLUMNS.filter(
      (flavour, index) => row[flavourStart + index]?.trim() === 'Yes' || new RegExp(`\\b${flavour}\\b`).test(allowedText.split('nullFlavor')[1] ?? ''),
    );
    cached.set(row[number]!.trim(), {
      number: row[number]!.trim(),
      name: row[name]!.trim(),
      maxLength: /^\d+$/.test(row[length]!.trim()) ? Number(row[length]!.trim()) : undefined,
      type: row[type]!.replace(/\s+/g, '').trim(),
      allowedText,
      codes: codes.length ? codes : undefined,
      nullFlavors,
      xpaths: [row[xpath], row[nullXpath]].map((x) => x?.trim() ?? '').filter((x) => x.startsWith('/') || x.startsWith('PORR') || x.startsWith('substring')),
    });
  }
  return cached;
}
