import Link from 'next/link';
import type { ServerProps } from 'payload';
import type { Staff } from '../access';

/** The back office in the admin's navigation, for the roles that handle reports. */
export function BackOfficeLinks({ user }: ServerProps) {
  const role = (user as Staff | undefined)?.role;
  if (role !== 'admin' && role !== 'pharmacovigilance') return null;
  return (
    <nav aria-label="Pharmacovigilance" style={{ display: 'grid', gap: '0.5rem', marginTop: '1rem' }}>
      <Link href="/admin/cases">Adverse-effect reports</Link>
      <Link href="/admin/second-factor">Two-step sign-in</Link>
    </nav>
  );
}
