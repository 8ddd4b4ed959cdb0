'use client';

import { useDocumentInfo, useDocumentTitle, useTranslation } from '@payloadcms/ui';
import { useEffect } from 'react';
import { useStaffTranslation } from '../i18n/use-staff-translation';

/**
 * A new file's heading, page or drawer, says "Nova datoteka": Payload heads a document by its file
 * name, and a file not yet saved has none, so it showed "[Bez naslova]" over the upload form.
 */
export function NewFileTitle() {
  const { id } = useDocumentInfo();
  const { title, setDocumentTitle } = useDocumentTitle();
  const { i18n } = useTranslation();
  const { t } = useStaffTranslation();
  // Payload's providers set their untitled heading in their own effects, which run after this
  // one (parents' after children's): the next frame comes after them all, as Payload's own
  // SetDocumentTitle does it. A chosen file's name then heads the form, as Payload sets it.
  const untitled = `[${i18n.t('general:untitled')}]`;
  useEffect(() => {
    if ((id !== undefined && id !== null) || (title && title !== untitled)) return;
    const frame = requestAnimationFrame(() => setDocumentTitle(t('media:newFile')));
    return () => cancelAnimationFrame(frame);
  }, [id, title, untitled, setDocumentTitle, t]);
  return null;
}
