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
  // Payload sets its untitled heading after mount (parents' effects run after children's): answer it whenever it does.
  const untitled = `[${i18n.t('general:untitled')}]`;
  useEffect(() => {
    if (id === undefined || id === null) {
      if (title === untitled || !title) setDocumentTitle(t('media:newFile'));
    }
  }, [id, title, untitled, setDocumentTitle, t]);
  return null;
}
