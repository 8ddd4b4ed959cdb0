'use client';

import { type ReactNode, useEffect } from 'react';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { mendAdminAccessibility } from '../payload-patches/admin-accessibility';

/**
 * Wraps the whole admin: whenever Payload renders something new, its unnamed controls get names in
 * the admin's language and its misused roles are corrected (payload-patches/admin-accessibility.ts).
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
      documentMenu: t('adminNames:documentMenu'),
      publishOptions: t('adminNames:publishOptions'),
      rowActions: (title: string) => t('adminNames:rowActions', { title }),
    };
    const mend = () => mendAdminAccessibility(document.body, names);
    // Added and removed elements, what Payload renders anew, and changed texts. Our own changes are attributes, so they do not call it again.
    const observer = new MutationObserver(mend);
    // Text changes too: a row's menu is named by its row's title, which follows what the editor types.
    observer.observe(document.body, { childList: true, characterData: true, subtree: true });
    mend();
    return () => observer.disconnect();
  }, [t]);
  return <>{children}</>;
}
