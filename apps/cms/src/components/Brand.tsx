/**
 * Our emblem and name in the admin, in place of Payload's (admin.components.graphics):
 * the full logo on the sign-in page, the emblem in the navigation. Drawn from the
 * site's own emblem (packages/ui/Emblem.tsx).
 */
import { marketSettings } from '@/content/company';
import { Emblem } from '@/ui/Emblem';
import { cmsEnv } from '../env';

/** The sign-in page's logo: the emblem and the name (the page's heading names the CMS). */
export function AdminLogo() {
  return (
    <span data-brand="logo" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.75rem' }}>
      <Emblem size={48} />
      <span style={{ fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em', color: 'var(--theme-text)' }}>
        {marketSettings[cmsEnv().env.MARKET].brandName}
      </span>
    </span>
  );
}

/** The navigation's small mark, beside the breadcrumbs. */
export function AdminIcon() {
  // Payload's navigation gives its mark an 18 px square.
  return (
    <span data-brand="icon" style={{ display: 'inline-flex' }}>
      <Emblem size={18} />
    </span>
  );
}
