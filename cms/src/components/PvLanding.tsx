/**
 * A role with reports and no content (a PV officer) lands on the back office, not on a dashboard
 * that offers them only their own account (the capability map: src/features/staff/capabilities.ts).
 */
import { redirect } from 'next/navigation';
import { contentMarketsOf, seesHealthData } from '@/features/staff/capabilities';
import type { Staff } from '../access';

export function PvLanding({ user }: { user?: Staff }) {
  if (user && seesHealthData(user) && contentMarketsOf(user).length === 0) redirect('/admin/cases');
  return null;
}
