import { codedCells, codedColumns, table } from '../csv';
import type { Code } from '@/features/pv/intake/options';
import type { ReportTexts } from '@/features/pv/intake/texts';
import { PRODUCT_ELEMENTS, PRODUCTS, REPORT_ELEMENTS, vichReport, type VichCase, type VichElement, type VichRecord } from './report';

/**
 * The CSV export of veterinary reports, flattened as the human CSV is but
 * headed by the GL42 element names: one row per report, one per product
 * (joined by A.4.1_unique_aer_id and numbered). A coded element has a code
 * column and a `_label` column in the report's language. Veterinary reports
 * have one description of the clinical signs, so no file of reactions.
 */
export interface VichCsvFiles { 'vich-reports.csv': string; 'vich-products.csv': string }

const ID = 'A.4.1_unique_aer_id';

const columnsOf = <Source>(element: VichElement<Source>) => codedColumns(element.name, element.label !== undefined);

function cellsOf<Source>(element: VichElement<Source>, record: Readonly<Record<string, unknown>>, t: ReportTexts): unknown[] {
  const code = record[element.name];
  if (!element.label) return codedCells(code);
  const codes = (Array.isArray(code) ? code : code === undefined ? [] : [code]) as Code[];
  return codedCells(code, codes.map((one) => element.label!(t, one)));
}

export function vichCsv(cases: Array<VichCase & { t: ReportTexts }>): VichCsvFiles {
  const reports = cases.map((c) => ({ report: vichReport(c), t: c.t }));
  return {
    'vich-reports.csv': table(
      REPORT_ELEMENTS.flatMap(columnsOf),
      reports.map(({ report, t }) => REPORT_ELEMENTS.flatMap((element) => cellsOf(element, report, t))),
    ),
    'vich-products.csv': table(
      [ID, 'B.2_product_number', ...PRODUCT_ELEMENTS.flatMap(columnsOf)],
      reports.flatMap(({ report, t }) => (report[PRODUCTS] as VichRecord[]).map((product, index) =>
        [report[ID], index + 1, ...PRODUCT_ELEMENTS.flatMap((element) => cellsOf(element, product, t))])),
    ),
  };
}
