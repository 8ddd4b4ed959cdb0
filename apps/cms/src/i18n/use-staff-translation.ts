'use client';

import { useTranslation } from '@payloadcms/ui';
import { useMemo } from 'react';
import { staffT } from './catalogue';

/** The staff catalogue in the admin's language, and the language, for our client views. */
export function useStaffTranslation() {
  const { i18n } = useTranslation();
  return useMemo(() => ({ t: staffT(i18n), language: i18n.language }), [i18n]);
}
