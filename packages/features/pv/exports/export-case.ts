/** A stored report as every export (E2B, VICH GL42, CSV) takes it. */
import type { Locale, Market } from '@/config/markets';
import { messagesFor } from '@/i18n/messages';
import type { ReportKind } from '@/features/pv/intake/fields';
import { readReport } from '@/features/pv/intake/record';
import type { ReportRow } from '@/features/pv/intake/store';

/** The report in the current shape, with its receipt, market and the catalogue of its language. */
export function exportCaseOf(row: ReportRow) {
  const locale = row.locale as Locale;
  return {
    reference: row.reference,
    receivedAt: row.createdAt,
    market: row.market as Market,
    locale,
    ...readReport(row.kind as ReportKind, row.schemaVersion, row.payload),
    t: messagesFor(locale).report,
  };
}
