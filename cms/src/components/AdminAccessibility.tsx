'use client';

import { type ReactNode, useEffect } from 'react';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { mendAdminAccessibility } from './admin-accessibility';

/**
 * Wraps the whole admin: whenever Payload renders something new, its unnamed controls get names in
 * the admin's language and its misused roles are corrected (admin-accessibility.ts).
 */
export function AdminAccessibility({ children }: { children?: ReactNode }) {
  const { t } = useStaffTranslation();
  useEffect(() => {
    const names = {
      moreOptions: t('adminNames:moreOptions'),
      previousPage: t('adminNames:previousPage'),
      nextPage: t('adminNames:nextPage'),
      move: t('adminNames:move'),
      selectRow: (title: string) => t('adminNames:selectRow', { title }),
      dashboardMenu: t('adminNames:dashboardMenu'),
      clearDate: t('adminNames:clearDate'),
      monthSelect: t('adminNames:monthSelect'),
      yearSelect: t('adminNames:yearSelect'),
    };
    const mend = () => mendAdminAccessibility(document.body, names);
    // Only added and removed elements: what Payload renders anew. Our own changes are attributes, so they do not call it again.
    const observer = new MutationObserver(mend);
    observer.observe(document.body, { childList: true, subtree: true });
    mend();
    return () => observer.disconnect();
  }, [t]);
  return <>{children}</>;
}
