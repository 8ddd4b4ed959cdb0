'use client';

import { useAuth, useDocumentInfo, useForm, useFormModified, useLocale } from '@payloadcms/ui';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { dateLocale } from '../i18n/catalogue';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { keepWork, keptKey, parseKept, SESSION_ENDING_EVENT } from './session-watch';

/** The tab's storage changes only by this form's own hand, which renders anew itself. */
const unchanging = () => () => {};

/**
 * In every market collection's form: when the session ends with changes unsaved (SessionWatch.tsx),
 * keeps them in this tab's storage, and offers them back when the person, signed in again, opens
 * the same document in the same language. Only this tab keeps them, until it is closed.
 */
export function KeepUnsaved() {
  const { getData, reset, setModified } = useForm();
  const modified = useFormModified();
  const { id, collectionSlug } = useDocumentInfo();
  const { code: locale } = useLocale();
  const { user } = useAuth();
  const { t, language } = useStaffTranslation();
  const unsaved = useRef(modified);
  const key = user?.id && collectionSlug ? keptKey({ user: user.id, collection: collectionSlug, id: id ?? 'new', locale }) : undefined;
  // Read in the browser only: the server renders no offer, so hydration meets none either.
  const stored = useSyncExternalStore(
    unchanging,
    () => (key ? sessionStorage.getItem(key) : null),
    () => null,
  );
  const [answered, setAnswered] = useState<string | null>(null);
  const kept = useMemo(() => (stored !== answered ? parseKept(stored) : undefined), [stored, answered]);

  useEffect(() => {
    unsaved.current = modified;
  }, [modified]);

  useEffect(() => {
    if (!key) return;
    const keep = () => {
      if (!unsaved.current) return;
      // A file chosen for upload cannot be kept: the rest of the form can.
      const data = getData();
      delete data.file;
      keepWork(sessionStorage, key, data, new Date());
      // Kept: leaving the form now asks nothing (Payload's "leave without saving?").
      setModified(false);
    };
    window.addEventListener(SESSION_ENDING_EVENT, keep);
    return () => window.removeEventListener(SESSION_ENDING_EVENT, keep);
  }, [key, getData, setModified]);

  if (!kept || !key) return null;
  const forget = () => {
    sessionStorage.removeItem(key);
    setAnswered(stored);
  };
  const putBack = async () => {
    await reset(kept.data);
    setModified(true);
    forget();
  };
  const time = new Date(kept.savedAt).toLocaleTimeString(dateLocale(language), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (
    <section className="kept-work" aria-labelledby="kept-work-title" data-kept-work="">
      <h2 id="kept-work-title">{t('session:keptTitle')}</h2>
      <p>{t('session:keptText', { time })}</p>
      <div className="kept-work__buttons">
        <button type="button" className="btn btn--style-primary btn--size-small" onClick={() => void putBack()}>
          {t('session:putBack')}
        </button>
        <button type="button" className="btn btn--style-secondary btn--size-small" onClick={forget}>
          {t('session:discard')}
        </button>
      </div>
    </section>
  );
}
