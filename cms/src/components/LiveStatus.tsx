'use client';

import { useConfig, useDocumentInfo, useLocale } from '@payloadcms/ui';
import { useEffect, useState } from 'react';
import type { DocumentLiveState } from '../endpoints/builds';
import { useStaffTranslation } from '../i18n/use-staff-translation';

/** How often a document going live asks again. */
const POLL_MS = 2000;

/**
 * The document's place on the public site, beside Publish: a draft, going
 * live (with the time a build usually takes), live with a link to its page,
 * or not live because its build failed. It asks again after each save and,
 * while going live, every two seconds, so the editor never has to reload.
 */
export function LiveStatus() {
  const { id, collectionSlug, data, lastUpdateTime } = useDocumentInfo();
  const { code: locale } = useLocale();
  const { config } = useConfig();
  const { t } = useStaffTranslation();
  const [status, setStatus] = useState<DocumentLiveState>();
  const saved = `${String(data?.updatedAt)}|${String(data?._status)}|${lastUpdateTime}`;

  useEffect(() => {
    if (!id || !collectionSlug) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const query = new URLSearchParams({ collection: collectionSlug, id: String(id), locale });
    const check = async () => {
      const response = await fetch(`${config.serverURL}${config.routes.api}/builds/document?${query}`, { credentials: 'include' }).catch(() => undefined);
      if (stopped || !response?.ok) return;
      const next = (await response.json()) as DocumentLiveState;
      if (stopped) return;
      setStatus(next);
      if (next.state === 'going-live') timer = setTimeout(() => void check(), POLL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, collectionSlug, locale, saved, config.serverURL, config.routes.api]);

  if (!id || !status) return null;
  return (
    <div className="live-status" data-live-state={status.state}>
      <p className="field-label">{t('builds:liveStatus')}</p>
      <div role="status">
        {status.state === 'draft' && <p>{t('builds:draftOnly')}</p>}
        {status.state === 'going-live' && <p>{t('builds:goingLive', { seconds: status.expectedSeconds })}</p>}
        {status.state === 'failed' && <p>{t('builds:liveFailed')}</p>}
        {status.state === 'live' && (
          <p>
            <strong>{t('builds:live')}</strong>
            {status.url && (
              <>
                {' · '}
                <a href={status.url} target="_blank" rel="noopener">{t('builds:viewLive')}</a>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
