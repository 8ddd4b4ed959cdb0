import Link from 'next/link';
import type { ServerProps } from 'payload';
import { seesHealthData } from '@/features/staff/capabilities';
import type { Staff } from '../access';
import { staffT } from '../i18n/catalogue';

/** The back office in the admin's navigation, for the roles that handle reports (the capability map's health data). */
export function BackOfficeLinks({ user, i18n }: ServerProps) {
  if (!seesHealthData(user as Staff | undefined)) return null;
  const t = staffT(i18n);
  return (
    <nav aria-label={t('nav:label')} style={{ display: 'grid', gap: '0.5rem', marginTop: '1rem' }}>
      <Link href="/admin/cases">{t('nav:reports')}</Link>
      <Link href="/admin/second-factor">{t('nav:secondFactor')}</Link>
    </nav>
  );
}
