/**
 * The words of the case list's CSV (packages/features/pv/exports/list-csv.ts) in an admin
 * language: the list's own column names and values, as the officer reads them on screen;
 * and the VICH GL42 files' headers, each element's GL42 number before its name in words
 * ("A.4.1 Jedinstveni broj prijave štetnog događaja"), with the officer's ABON results.
 */
import { isLocale } from '@/config/markets';
import type { CaseSheetWords } from '@/features/pv/exports/list-csv';
import type { VichSheetWords } from '@/features/pv/exports/vich/csv';
import type { StaffKey, StaffT } from './catalogue';
import { marketName } from './content-labels';

export function caseSheetWords(t: StaffT, language: string): CaseSheetWords {
  return {
    language: isLocale(language) ? language : undefined,
    header: {
      reference: t('cases:reference'),
      market: t('cases:market'),
      kind: t('cases:kind'),
      received: t('cases:received'),
      status: t('cases:status'),
      serious: t('cases:serious'),
      suspects: t('cases:suspects'),
      dayZero: t('case:dayZero'),
      due: t('case:dueOn'),
      overdue: t('case:overdue'),
      officer: t('case:officer'),
      duplicate: t('cases:duplicateColumn'),
    },
    market: (market) => marketName(market, language),
    kind: (kind) => t(`cases:${kind}` as StaffKey),
    status: (status) => t(`status:${status}` as StaffKey),
    serious: (serious) => t(serious ? 'seriousness:serious' : 'seriousness:notSerious'),
    overdue: t('case:overdue'),
    duplicate: (possible) => t(possible ? 'cases:possibleDuplicate' : 'cases:no'),
    vich: vichSheetWords(t),
  };
}

/** An element's GL42 number (the part of its name before the first '_'), then its name in the officer's words. */
function vichSheetWords(t: StaffT): VichSheetWords {
  const header = (name: string) => `${name.slice(0, name.indexOf('_'))} ${t(`vichSheet:${name}` as StaffKey)}`;
  return {
    header,
    labelHeader: (name) => t('vichSheet:labelColumn', { column: header(name) }),
    causality: (result) => t(`abon:${result}` as StaffKey),
  };
}
