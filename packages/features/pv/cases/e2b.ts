/**
 * ICH E2B(R3) batches of stored cases, for the case download, the filtered
 * list's export and the operator CLI alike: each follow-up names the case it
 * adds to (C.1.10.r) and keeps that case's first receipt (C.1.4); the
 * officer's coding, causality and narrative go with each report.
 */
import { inArray } from 'drizzle-orm';
import type { Market } from '@/config/markets';
import { e2bBatch, type E2bAssessment, type E2bCase } from '@/features/pv/exports/e2b/writer';
import { exportCaseOf } from '@/features/pv/exports/export-case';
import { reports } from '@/features/pv/intake/table';
import type { Db } from '@/platform/db/database';
import { codedEventsOf } from '@/features/pv/coding/events';
import { assessmentsOf } from './assessment';
import { cases } from './table';

/** The human reports among `references`, in that order, as one batch sent by `market`'s company. */
export async function e2bOfCases(db: Db, references: readonly string[], market: Market): Promise<string> {
  if (references.length === 0) return e2bBatch([], { market });
  const [reportRows, caseRows] = await Promise.all([
    db
      .select()
      .from(reports)
      .where(inArray(reports.reference, [...references])),
    db
      .select({
        reportId: cases.reportId,
        reference: cases.reference,
        followUpOf: cases.followUpOf,
        serious: cases.serious,
        expectedness: cases.expectedness,
        narrative: cases.narrative,
      })
      .from(cases)
      .where(inArray(cases.reference, [...references])),
  ]);
  const reportIds = caseRows.map((row) => row.reportId);
  const [assessments, codedEvents] = await Promise.all([assessmentsOf(db, reportIds), codedEventsOf(db, reportIds)]);
  const caseOf = new Map(caseRows.map((row) => [row.reference, row]));
  const rootIds = [...new Set(caseRows.map((row) => row.followUpOf).filter((id): id is string => id !== null))];
  const roots = rootIds.length
    ? await db
        .select({ reportId: cases.reportId, reference: cases.reference, receivedAt: cases.receivedAt })
        .from(cases)
        .where(inArray(cases.reportId, rootIds))
    : [];
  const rootOf = new Map(caseRows.map((row) => [row.reference, roots.find((root) => root.reportId === row.followUpOf)]));
  const byReference = new Map(reportRows.map((row) => [row.reference, row]));
  const batch: E2bCase[] = references.flatMap((reference) => {
    const report = byReference.get(reference);
    if (!report || report.kind !== 'human') return [];
    const root = rootOf.get(reference);
    const row = caseOf.get(reference)!;
    const assessment: E2bAssessment = {
      ...assessments.get(row.reportId)!,
      events: codedEvents.get(row.reportId)!.filter((event) => event.dictionary === 'meddra'),
      narrative: row.narrative,
      expedited: row.expectedness === null ? undefined : row.serious && row.expectedness === 'unlisted',
    };
    return [{ ...exportCaseOf(report), followUpOf: root && { reference: root.reference, receivedAt: root.receivedAt }, assessment }];
  });
  return e2bBatch(batch, { market });
}
