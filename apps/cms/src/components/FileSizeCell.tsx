'use client';

import { useStaffTranslation } from '../i18n/use-staff-translation';
import { fileSize } from './admin-words';

/** The media library's column of sizes in kB or MB, in the admin language's numbers (not "548613"). */
export function FileSizeCell({ cellData }: { cellData?: unknown }) {
  const { language } = useStaffTranslation();
  return typeof cellData === 'number' ? <span>{fileSize(cellData, language)}</span> : null;
}
