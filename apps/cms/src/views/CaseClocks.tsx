'use client';

import { useAuth } from '@payloadcms/ui';
import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { seesHealthData } from '@/features/staff/capabilities';
import type { CaseClocks as Clocks } from '@/features/pv/cases/clocks';
import type { Staff } from '../access';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { useStaffApi } from './api-client';

/**
 * The officer's dashboard figures: open reports of their markets, those due
 * within seven days and those overdue. Nothing for staff without reports, or
 * before the second factor (the list then says how to confirm).
 */
export function CaseClocks({ onShowOverdue }: { onShowOverdue?: () => void }) {
  const { user } = useAuth<Staff>();
  const { call } = useStaffApi();
  const { t } = useStaffTranslation();
  const [clocks, setClocks] = useState<Clocks>();
  const id = useId();
  const handlesReports = seesHealthData(user ?? undefined);

  useEffect(() => {
    if (!handlesReports) return;
    void call<Clocks>('GET', '/cases/clocks').then(({ status, body }) => setClocks(status === 200 ? body : undefined));
  }, [call, handlesReports]);

  if (!clocks) return null;
  const figure = (label: string, value: number, testId: string, warn = false) => (
    <div className="back-office__figure" data-testid={testId}>
      <dt>{label}</dt>
      <dd className={warn && value > 0 ? 'back-office__figure--warn' : undefined}>{value}</dd>
    </div>
  );
  return (
    <section className="back-office__clocks" aria-labelledby={`${id}-clocks`}>
      <h2 id={`${id}-clocks`}>{t('clocks:label')}</h2>
      <dl>
        {figure(t('clocks:open'), clocks.open, 'clocks-open')}
        {figure(t('clocks:dueThisWeek'), clocks.dueThisWeek, 'clocks-due-this-week')}
        {figure(t('clocks:overdue'), clocks.overdue, 'clocks-overdue', true)}
      </dl>
      {clocks.overdue > 0 &&
        (onShowOverdue ? (
          <button type="button" className="btn btn--style-secondary btn--size-small" onClick={onShowOverdue}>
            {t('clocks:showOverdue')}
          </button>
        ) : (
          <Link href="/admin/cases?overdue=1">{t('clocks:showOverdue')}</Link>
        ))}
    </section>
  );
}
