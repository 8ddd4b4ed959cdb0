'use client';

import { useConfig, useDocumentInfo, useLocale, useModal } from '@payloadcms/ui';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DocumentLiveState } from '../endpoints/builds';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { waitText } from './wait-text';

/** How often a document going live (or leaving the site) asks again. */
const POLL_MS = 2000;

/** The states in which the build is still to do its part. */
const PENDING: ReadonlySet<DocumentLiveState['state']> = new Set(['going-live', 'taking-down', 'no-builder']);

/** Whether visitors see the document (some version of it) on the site now. */
const ON_THE_SITE: ReadonlySet<DocumentLiveState['state']> = new Set(['live', 'going-live', 'failed', 'taking-down', 'takedown-failed', 'no-builder']);

/**
 * The document's place on the public site, beside Publish: a draft, going
 * live (with the time builds of its kind usually take, or that it takes longer), live with a link to its page,
 * not live because its build failed or left it out (with the fields to mend),
 * leaving the site after Unpublish, gone, or waiting for a server of its
 * market that is not running. It asks again after each save and, while the
 * build is to come, every two seconds, so the editor never has to reload.
 */
export function LiveStatus() {
  const { id, collectionSlug, data, lastUpdateTime, hasPublishedDoc } = useDocumentInfo();
  const { code: locale } = useLocale();
  const { config } = useConfig();
  const { t } = useStaffTranslation();
  const [status, setStatus] = useState<DocumentLiveState>();
  // Unpublish changes none of the form's data Payload keeps here, only whether a published version exists.
  const saved = `${String(data?.updatedAt)}|${String(data?._status)}|${lastUpdateTime}|${hasPublishedDoc}`;

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
      if (PENDING.has(next.state)) timer = setTimeout(() => void check(), POLL_MS);
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
        {status.state === 'going-live' && <p>{waitText(t, status.wait, false)}</p>}
        {status.state === 'failed' && <p>{t('builds:liveFailed')}</p>}
        {status.state === 'taking-down' && <p>{waitText(t, status.wait, true)}</p>}
        {status.state === 'down' && <p>{t('builds:down')}</p>}
        {status.state === 'takedown-failed' && <p>{t('builds:takedownFailed')}</p>}
        {status.state === 'no-builder' && <p>{t(status.removing ? 'builds:noBuilderRemoving' : 'builds:noBuilder', { market: status.market })}</p>}
        {status.state === 'left-out' && (
          <>
            <p>{t(status.kept ? 'builds:leftOutKept' : 'builds:leftOutGone')}</p>
            <ul>
              {status.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        )}
        {status.state === 'live' && (
          <p>
            <strong>{t('builds:live')}</strong>
            {status.url && (
              <>
                {' · '}
                <a href={status.url} target="_blank" rel="noopener">
                  {t('builds:viewLive')}
                </a>
              </>
            )}
          </p>
        )}
      </div>
      {(ON_THE_SITE.has(status.state) || (status.state === 'left-out' && status.kept)) && <DeleteLeavesSite id={String(id)} />}
    </div>
  );
}

/**
 * In Payload's delete confirmation of a document on the site, that deleting it takes it off the
 * site too. Payload's modal has one text for every collection and document (`general:aboutToDelete`),
 * so this one is added to it while it is open (the modal is Payload's `delete-<id>`).
 */
function DeleteLeavesSite({ id }: { id: string }) {
  const { isModalOpen } = useModal();
  const { t } = useStaffTranslation();
  const open = isModalOpen(`delete-${id}`);
  const [body, setBody] = useState<Element | null>(null);

  useEffect(() => {
    if (!open) return;
    // The modal renders in its own container, after this status: found once it is there.
    const frame = requestAnimationFrame(() => setBody(document.querySelector('.delete-document .confirmation-modal__content')));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return open && body?.isConnected ? createPortal(<p data-leaves-site>{t('builds:deleteLeavesSite')}</p>, body) : null;
}
