/**
 * The case list as CSV for the officer's spreadsheet: one row per case, headed and worded in
 * the officer's admin language, dates as dates (spreadsheetCsv in packages/lib/text.ts).
 */
import { timeZoneOf, type Locale } from '@/config/markets';
import type { CaseListRow } from '@/features/pv/cases/store';
import { spreadsheetCsv } from '@/lib/text';
import { VICH_SHEET_CODES, type VichSheetWords } from './vich/csv';

const CASE_LIST_COLUMNS = [
  'reference',
  'market',
  'kind',
  'received',
  'status',
  'serious',
  'suspects',
  'dayZero',
  'due',
  'overdue',
  'officer',
  'duplicate',
] as const;
type CaseListColumn = (typeof CASE_LIST_COLUMNS)[number];

/** The list's words in the officer's language, from the staff catalogue (apps/cms/src/i18n/case-sheet.ts). */
export interface CaseSheetWords {
  /** The officer's language, for the labels of the VICH files' codes too; without it, each report's own. */
  language?: Locale;
  header: Record<CaseListColumn, string>;
  market(market: string): string;
  kind(kind: string): string;
  status(status: string): string;
  serious(serious: boolean): string;
  overdue: string;
  duplicate(possible: boolean): string;
  /** The VICH GL42 files' headers and the officer's ABON results, in words. */
  vich: VichSheetWords;
}

/** Without the catalogue (the operator's tools, tests that do not ask for words): the codes, as the API has them. */
export const CASE_SHEET_CODES: CaseSheetWords = {
  header: Object.fromEntries(CASE_LIST_COLUMNS.map((column) => [column, column])) as CaseSheetWords['header'],
  market: (market) => market,
  kind: (kind) => kind,
  status: (status) => status,
  serious: (serious) => String(serious),
  overdue: 'true',
  duplicate: (possible) => String(possible),
  vich: VICH_SHEET_CODES,
};

export function caseListCsv(rows: readonly CaseListRow[], words: CaseSheetWords): string {
  const cells = (row: CaseListRow): Record<CaseListColumn, unknown> => ({
    reference: row.reference,
    market: words.market(row.market),
    kind: words.kind(row.kind),
    received: { at: row.receivedAt, timeZone: timeZoneOf(row.market) },
    status: words.status(row.status),
    serious: words.serious(row.serious),
    suspects: row.suspectNames.join('; '),
    dayZero: row.dayZero ? { day: row.dayZero } : '',
    due: row.dueOn ? { day: row.dueOn } : '',
    overdue: row.overdue ? words.overdue : '',
    officer: row.assignee ?? '',
    duplicate: words.duplicate(row.possibleDuplicate),
  });
  return spreadsheetCsv([CASE_LIST_COLUMNS.map((column) => words.header[column]), ...rows.map((row) => CASE_LIST_COLUMNS.map((column) => cells(row)[column]))]);
}
