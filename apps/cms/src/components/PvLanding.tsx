/**
 * A role with no content lands on its back office, not on a dashboard that offers them only their
 * own account (the capability map: packages/features/staff/capabilities.ts): a PV officer on the
 * reports, HR on the job applications, the survey team on the survey results.
 */
import { redirect } from 'next/navigation';
import { contentMarketsOf, handlesApplications, readsSurveys, seesHealthData } from '@/features/staff/capabilities';
import type { Staff } from '../access';

export function PvLanding({ user }: { user?: Staff }) {
  if (!user || contentMarketsOf(user).length > 0) return null;
  if (seesHealthData(user)) redirect('/admin/cases');
  if (handlesApplications(user)) redirect('/admin/applications');
  if (readsSurveys(user)) redirect('/admin/survey');
  return null;
}
