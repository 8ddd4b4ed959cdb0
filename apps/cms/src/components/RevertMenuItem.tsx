'use client';

import { PopupList, useDocumentInfo, useModal, useTranslation } from '@payloadcms/ui';

/**
 * "Revert to published" in the document's menu. Payload puts it right after the status, the first
 * control of the document, where a slip throws the draft away but for its confirmation; there it is
 * hidden (payload-patches/payload-look.css) and this item opens the same confirmation, which Payload keeps rendering
 * beside the status.
 */
export function RevertMenuItem() {
  const { id, docPermissions, hasPublishedDoc, unpublishedVersionCount, isTrashed } = useDocumentInfo();
  const { toggleModal } = useModal();
  const { t } = useTranslation();
  // Payload's own condition for offering it (its Status element): a published document with changes since.
  if (isTrashed || !docPermissions?.update || !hasPublishedDoc || unpublishedVersionCount <= 0) return null;
  return (
    <PopupList.Button id="action-revert-menu" onClick={() => toggleModal(`confirm-revert-${id}`)}>
      {t('version:revertToPublished')}
    </PopupList.Button>
  );
}
