'use client';

import { useForm, useFormFields } from '@payloadcms/ui';
import { useEffect, useRef } from 'react';
import { followFileField, type KeptRefusal } from '../collections/media/upload-refusal';

/** In the media library's form: keeps a refused upload's reason at its file field (see upload-refusal.ts). It shows nothing itself. */
export function KeepUploadRefusal() {
  const file = useFormFields(([fields]) => fields.file);
  const { dispatchFields } = useForm();
  const kept = useRef<KeptRefusal | undefined>(undefined);

  useEffect(() => {
    if (!file) return;
    const next = followFileField(kept.current, file);
    kept.current = next.kept;
    if (next.restore) dispatchFields({ type: 'UPDATE', path: 'file', valid: false, errorMessage: next.restore });
  }, [file, dispatchFields]);

  return null;
}
