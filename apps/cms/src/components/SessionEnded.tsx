'use client';

import { useConfig } from '@payloadcms/ui';
import { useSearchParams } from 'next/navigation';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { SESSION_ENDED, STAFF_SESSION_SECONDS } from './session-watch';

/** Above the sign-in form, when the admin ended the session for want of activity (SessionWatch.tsx): why the person is here. */
export function SessionEnded() {
  const { config, getEntityConfig } = useConfig();
  const { t } = useStaffTranslation();
  const ended = useSearchParams().get(SESSION_ENDED.name) === SESSION_ENDED.value;
  if (!ended) return null;
  const seconds = getEntityConfig({ collectionSlug: config.admin.user })?.auth?.tokenExpiration ?? STAFF_SESSION_SECONDS;
  return (
    <div className="session-ended" role="status">
      <p>
        <strong>{t('session:ended', { minutes: seconds / 60 })}</strong>
      </p>
      <p>{t('session:endedKept')}</p>
    </div>
  );
}
