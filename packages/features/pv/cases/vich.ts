/**
 * The officer's work on veterinary cases as the VICH GL42 exports carry it, for the list's download
 * and the operator CLI alike: the ABON causality and the coded terms of the clinical signs, the
 * VeDDRA events where the officer coded any, else the code typed before a release was loaded.
 */
import { codedEventsOf } from '@/features/pv/coding/events';
import { vichAssessmentOf, type VichAssessment } from '@/features/pv/exports/vich/report';
import type { Db } from '@/platform/db/database';
import { assessmentsOf } from './assessment';

/** By report id: every id given has an assessment, empty where the officer has done nothing yet. */
export async function vichAssessmentsOf(db: Db, reportIds: readonly string[]): Promise<Map<string, VichAssessment>> {
  const [assessments, codedEvents] = await Promise.all([assessmentsOf(db, reportIds), codedEventsOf(db, reportIds)]);
  return new Map(reportIds.map((id) => [id, vichAssessmentOf(assessments.get(id)!, codedEvents.get(id) ?? [])]));
}
