'use client';

import { useConfig } from '@payloadcms/ui';
import { useEffect, useState } from 'react';
import type { RemovalState } from '../endpoints/builds';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { waitText } from './wait-text';

/** How often the list asks again while a deleted document is still leaving the site. */
const POLL_MS = 2000;

const leaving = (removal: RemovalState) => removal.live.state === 'taking-down' || removal.live.state === 'no-builder';

/** What the editor is told of one deleted document: leaving the site, gone, still there, or waiting for a server. */
function stateOf(removal: RemovalState, t: ReturnType<typeof useStaffTranslation>['t']): string {
  const { live } = removal;
  if (live.state === 'taking-down') return waitText(t, live.wait, true);
  if (live.state === 'no-builder') return t('builds:noBuilderRemoving', { market: live.market });
  if (live.state === 'takedown-failed') return t('builds:takedownFailed');
  return t('builds:down');
}

/**
 * Above a collection's list, the live documents of the editor's markets deleted in the last hour and
 * how far each has left the site: the deleted document has no page of its own to say so, and the
 * admin comes here after a delete.
 */
export function RemovalStatus({ collectionSlug }: { collectionSlug?: string }) {
  const { config } = useConfig();
  const { t } = useStaffTranslation();
  const [removals, setRemovals] = useState<RemovalState[]>([]);

  useEffect(() => {
    if (!collectionSlug) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      const response = await fetch(`${config.serverURL}${config.routes.api}/builds/removals?collection=${encodeURIComponent(collectionSlug)}`, {
        credentials: 'include',
      }).catch(() => undefined);
      if (stopped || !response?.ok) return;
      const latest = ((await response.json()) as { removals: RemovalState[] }).removals;
      if (stopped) return;
      setRemovals(latest);
      if (latest.some(leaving)) timer = setTimeout(() => void check(), POLL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [collectionSlug, config.serverURL, config.routes.api]);

  if (removals.length === 0) return null;
  return (
    <section className="removal-status" aria-labelledby="removal-status" data-testid="removal-status">
      <h2 id="removal-status">{t('builds:removals')}</h2>
      <ul role="status">
        {removals.map((removal) => (
          <li key={removal.id} data-live-state={removal.live.state}>
            {t('builds:removalOf', { title: removal.title, who: removal.removedBy })}: {stateOf(removal, t)}
          </li>
        ))}
      </ul>
    </section>
  );
}
