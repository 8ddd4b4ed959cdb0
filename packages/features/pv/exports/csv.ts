/**
 * The CSV export, flattened: one row per report, one per medicine (human
 * medicines and veterinary products) and one per reaction, each with a header
 * row. A coded answer has two columns: its code and its label in the report's
 * language. The exports pass human reports; veterinary ones go out as VICH
 * GL42 elements (vich/csv.ts), with the helpers below.
 */
import { fieldsOf, REPORT_KINDS, type FieldDef, type ReportKind } from '@/features/pv/intake/fields';
import type { ReadReport } from '@/features/pv/intake/record';
import { optionLabel, type ReportTexts } from '@/features/pv/intake/texts';
import { spreadsheetCsv } from '@/lib/text';

export interface CsvReport extends ReadReport {
  reference: string;
  kind: ReportKind;
  market: string;
  locale: string;
  createdAt: Date;
  schemaVersion: number;
  t: ReportTexts;
}

export interface CsvFiles {
  'reports.csv': string;
  'medicines.csv': string;
  'reactions.csv': string;
}

const ITEM_GROUPS = { 'medicines.csv': ['medicines', 'products'], 'reactions.csv': ['reactions'] } as const;
const unique = (fields: FieldDef[]) => [...new Map(fields.map((field) => [field.key, field])).values()];

/** The columns of a value: its code, and beside it its label where the value comes from a list. */
const codedColumns = (name: string, labelled: boolean) => (labelled ? [name, `${name}_label`] : [name]);

/** The cells of a value: the codes of a multiple answer joined by ';', and likewise their labels. */
export function codedCells(code: unknown, labels?: string[]): unknown[] {
  const shown = Array.isArray(code) ? code.join(';') : code;
  return labels ? [shown, labels.join(';')] : [shown];
}

const columnsOf = (field: FieldDef) => codedColumns(field.key, field.options !== undefined);

function cellsOf(field: FieldDef, code: unknown, value: unknown, t: ReportTexts): unknown[] {
  if (!field.options) return codedCells(code);
  const keys = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return codedCells(
    code,
    keys.map((key) => optionLabel(t, field.options!, String(key))),
  );
}

/** One CSV file for a spreadsheet (spreadsheetCsv): a header row, then the rows. */
export function table(header: string[], rows: unknown[][]): string {
  return spreadsheetCsv([header, ...rows]);
}

export function reportsToCsv(reports: CsvReport[]): CsvFiles {
  const meta = ['reference', 'kind', 'market', 'locale', 'created_at', 'schema_version'];
  const metaOf = (r: CsvReport) => [r.reference, r.kind, r.market, r.locale, r.createdAt.toISOString(), r.schemaVersion];
  const all = REPORT_KINDS.flatMap((kind) => fieldsOf(kind));
  const single = unique(all.filter(({ group }) => !group.repeat).map(({ field }) => field));
  const files = {
    'reports.csv': table(
      [...meta, ...single.flatMap(columnsOf)],
      reports.map((r) => [...metaOf(r), ...single.flatMap((f) => cellsOf(f, r.stored[f.key], r.values[f.key], r.t))]),
    ),
  } as CsvFiles;
  for (const [file, groups] of Object.entries(ITEM_GROUPS) as Array<[keyof CsvFiles, readonly string[]]>) {
    const fields = unique(all.filter(({ group }) => groups.includes(group.key)).map(({ field }) => field));
    const rows = reports.flatMap((r) =>
      groups.flatMap((groupKey) => {
        const coded = (r.stored[groupKey] ?? []) as Array<Record<string, unknown>>;
        const values = (r.values[groupKey] ?? []) as Array<Record<string, unknown>>;
        return coded.map((item, index) => [r.reference, index + 1, ...fields.flatMap((f) => cellsOf(f, item[f.key], values[index]?.[f.key], r.t))]);
      }),
    );
    files[file] = table(['reference', 'number', ...fields.flatMap(columnsOf)], rows);
  }
  return files;
}
