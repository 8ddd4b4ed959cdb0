'use client';

import { useAuth, useConfig, useModal } from '@payloadcms/ui';
import { useRouter } from 'next/navigation';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { minutesLeft, SESSION_ENDING_EVENT, sessionMoments, sharedExpiry, shouldRenew, signInAfterEnd, STAFF_SESSION_SECONDS } from './session-watch';

/** Payload's own "stay logged in" modal, which comes only a minute before the end: the dialog here stands in for it. */
const PAYLOAD_REMINDER = 'stay-logged-in';

/**
 * Wraps the whole admin and keeps the staff session honest (session-watch.ts): a press of a key or
 * the pointer renews it, a dialog asks a few minutes before its end whether to stay signed in, and
 * at its end the open forms keep their unsaved changes (KeepUnsaved.tsx) before the sign-in page
 * says why the person is there. Tabs of the same person tell each other of a renewal (local
 * storage), so that no tab warns of, or ends, a session that another one kept alive.
 */
export function SessionWatch({ children }: { children?: ReactNode }) {
  const { user, tokenExpirationMs, refreshCookie, setUser, fetchFullUser } = useAuth();
  const { config, getEntityConfig } = useConfig();
  const { closeModal, isModalOpen, modalState } = useModal();
  const router = useRouter();
  const { t } = useStaffTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  // The warning belongs to the session it warns of: a renewed session (another expiry) has none.
  const [warned, setWarned] = useState<{ minutes: number; of: number }>();
  const warning = warned && warned.of === tokenExpirationMs ? warned : undefined;
  const renewing = useRef<number | undefined>(undefined);
  const sessionSeconds = getEntityConfig({ collectionSlug: config.admin.user })?.auth?.tokenExpiration ?? STAFF_SESSION_SECONDS;
  const userId = user?.id;

  useEffect(() => {
    if (!userId || !tokenExpirationMs) return;
    const shared = sharedExpiry(userId);
    if (tokenExpirationMs > shared.read()) shared.write(tokenExpirationMs);
    // Another tab renewed the session: this one takes it up (Payload's /me), and its timers with it.
    const renewedElsewhere = () => {
      if (shared.read() <= tokenExpirationMs) return false;
      void fetchFullUser();
      return true;
    };
    const { warnIn, endIn } = sessionMoments(tokenExpirationMs, Date.now());
    const warn = setTimeout(() => {
      if (!renewedElsewhere()) setWarned({ minutes: minutesLeft(tokenExpirationMs, Date.now()), of: tokenExpirationMs });
    }, warnIn);
    // Ended at once, without waiting on the network: Payload's own end, a moment later, would win.
    const end = setTimeout(async () => {
      if (renewedElsewhere()) return;
      window.dispatchEvent(new Event(SESSION_ENDING_EVENT));
      const here = window.location.pathname + window.location.search;
      setWarned(undefined);
      // Payload forgets the session at once, and its own timer of the end with it (which would lead
      // elsewhere). The server ends it before the sign-in page is asked for: still seeing the
      // session, it would send the person straight back.
      setUser(null);
      await fetch(`${config.serverURL}${config.routes.api}/${config.admin.user}/logout`, { method: 'POST', credentials: 'include' }).catch(() => undefined);
      router.replace(signInAfterEnd(config.routes.admin, here));
    }, endIn);
    const heard = (event: StorageEvent) => void (event.key === shared.key && renewedElsewhere());
    window.addEventListener('storage', heard);
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
      window.removeEventListener('storage', heard);
    };
  }, [userId, tokenExpirationMs, fetchFullUser, setUser, router, config.serverURL, config.routes.api, config.routes.admin, config.admin.user]);

  // A press renews a session that is older than a minute; presses in the dialog answer it instead.
  useEffect(() => {
    if (!userId || !tokenExpirationMs) return;
    const pressed = (event: Event) => {
      if (dialog.current?.contains(event.target as Node)) return;
      if (renewing.current === tokenExpirationMs || !shouldRenew(tokenExpirationMs, Date.now(), sessionSeconds)) return;
      renewing.current = tokenExpirationMs;
      refreshCookie(true);
    };
    document.addEventListener('keydown', pressed, true);
    document.addEventListener('pointerdown', pressed, true);
    return () => {
      document.removeEventListener('keydown', pressed, true);
      document.removeEventListener('pointerdown', pressed, true);
    };
  }, [userId, tokenExpirationMs, sessionSeconds, refreshCookie]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (warning && !element.open) element.showModal();
    if (!warning && element.open) element.close();
  }, [warning]);

  useLayoutEffect(() => {
    if (isModalOpen(PAYLOAD_REMINDER)) closeModal(PAYLOAD_REMINDER);
  }, [modalState, isModalOpen, closeModal]);

  const stay = () => {
    setWarned(undefined);
    refreshCookie(true);
  };

  return (
    <>
      {children}
      <dialog
        ref={dialog}
        className="session-warning"
        aria-labelledby="session-warning-title"
        aria-describedby="session-warning-text"
        onCancel={(event) => {
          // Escape: the person is there, which is all the question asks.
          event.preventDefault();
          stay();
        }}
      >
        {warning && (
          <>
            <h2 id="session-warning-title">{t('session:warningTitle')}</h2>
            <p id="session-warning-text">{t('session:warningText', { minutes: sessionSeconds / 60, left: warning.minutes })}</p>
            <p>{t('session:warningKept')}</p>
            <div className="session-warning__buttons">
              <button type="button" className="btn btn--style-primary btn--size-medium" autoFocus onClick={stay}>
                {t('session:staySignedIn')}
              </button>
              <a className="btn btn--style-secondary btn--size-medium" href={`${config.routes.admin}${config.admin.routes.logout}`}>
                {t('session:signOut')}
              </a>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
