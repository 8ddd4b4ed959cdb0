import Link from 'next/link';
import type { ServerProps } from 'payload';
import { handlesApplications, readsSurveys, seesHealthData, usesSecondFactor } from '@/features/staff/capabilities';
import type { Staff } from '../access';
import { staffT } from '../i18n/catalogue';

/**
 * The back office in the admin's navigation: the reports, the job applications and the survey
 * results each for the roles that reach them (the capability map), and the two-step sign-in they
 * all sit behind.
 */
export function BackOfficeLinks({ user, i18n }: ServerProps) {
  const staff = user as Staff | undefined;
  if (!usesSecondFactor(staff)) return null;
  const t = staffT(i18n);
  return (
    <nav aria-label={t('nav:label')} style={{ display: 'grid', gap: '0.5rem', marginTop: '1rem' }}>
      {seesHealthData(staff) && <Link href="/admin/cases">{t('nav:reports')}</Link>}
      {handlesApplications(staff) && <Link href="/admin/applications">{t('nav:applications')}</Link>}
      {readsSurveys(staff) && <Link href="/admin/survey">{t('nav:survey')}</Link>}
      <Link href="/admin/second-factor">{t('nav:secondFactor')}</Link>
    </nav>
  );
}
