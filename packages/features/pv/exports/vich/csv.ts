import { codedCells, table } from '../csv';
import type { Code } from '@/features/pv/intake/options';
import type { ReportTexts } from '@/features/pv/intake/texts';
import { PRODUCT_ELEMENTS, PRODUCTS, REPORT_ELEMENTS, vichReport, type VichCase, type VichElement, type VichLabelWords, type VichRecord } from './report';

/**
 * The CSV export of veterinary reports, flattened as the human CSV is: one
 * row per report, one per product (joined by A.4.1_unique_aer_id and
 * numbered). A coded element has a code column and a label column, in the
 * report's language or, for the back office, the officer's. Headed by the
 * GL42 element names, or by the officer's words for them (VichSheetWords).
 * Veterinary reports have one description of the clinical signs, so no file
 * of reactions.
 */
export interface VichCsvFiles {
  'vich-reports.csv': string;
  'vich-products.csv': string;
}

/** The CSV's own words: its headers, and the labels of the officer's assessment. */
export interface VichSheetWords extends VichLabelWords {
  /** The header of an element's column (its code column). */
  header(name: string): string;
  /** The header of an element's label column. */
  labelHeader(name: string): string;
}

/** Without the staff catalogue (the operator's CLI, tests): the element names, and the assessment's codes as its labels. */
export const VICH_SHEET_CODES: VichSheetWords = {
  header: (name) => name,
  labelHeader: (name) => `${name}_label`,
  causality: (result) => result,
};

const ID = 'A.4.1_unique_aer_id';
export const PRODUCT_NUMBER = 'B.2_product_number';

function cellsOf<Source>(element: VichElement<Source>, record: Readonly<Record<string, unknown>>, t: ReportTexts, words: VichSheetWords): unknown[] {
  const code = record[element.name];
  if (!element.label) return codedCells(code);
  const codes = (Array.isArray(code) ? code : code === undefined ? [] : [code]) as Code[];
  return codedCells(
    code,
    codes.map((one) => element.label!(t, one, words)),
  );
}

export function vichCsv(cases: Array<VichCase & { t: ReportTexts }>, words: VichSheetWords = VICH_SHEET_CODES): VichCsvFiles {
  const reports = cases.map((c) => ({ report: vichReport(c), t: c.t }));
  const columnsOf = <Source>(element: VichElement<Source>) =>
    element.label ? [words.header(element.name), words.labelHeader(element.name)] : [words.header(element.name)];
  return {
    'vich-reports.csv': table(
      REPORT_ELEMENTS.flatMap(columnsOf),
      reports.map(({ report, t }) => REPORT_ELEMENTS.flatMap((element) => cellsOf(element, report, t, words))),
    ),
    'vich-products.csv': table(
      [words.header(ID), words.header(PRODUCT_NUMBER), ...PRODUCT_ELEMENTS.flatMap(columnsOf)],
      reports.flatMap(({ report, t }) =>
        (report[PRODUCTS] as VichRecord[]).map((product, index) => [
          report[ID],
          index + 1,
          ...PRODUCT_ELEMENTS.flatMap((element) => cellsOf(element, product, t, words)),
        ]),
      ),
    ),
  };
}
