'use client';

import { useField } from '@payloadcms/ui';
import { useEffect, useState } from 'react';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { labelText } from './label-text';

interface MediaOption {
  id: number;
  filename: string;
  thumbnailURL?: string | null;
}

interface Props {
  path: string;
  field: { name: string; label?: unknown };
  readOnly?: boolean;
  kind: 'image' | 'pdf';
}

const queryOf = (kind: Props['kind']) =>
  `depth=0&limit=200&sort=-updatedAt&${kind === 'image' ? 'where[mimeType][contains]=image/' : 'where[mimeType][equals]=application/pdf'}`;

const labelOf = ({ name, label }: Props['field'], language: string) => labelText(label, language, name.charAt(0).toUpperCase() + name.slice(1));

/**
 * A photo (or PDF) of the media library for a field inside a page section. Sections are stored
 * as JSON, where Payload's upload field keeps nothing, so the section holds the file's number
 * and this picker offers the editor's files by name and thumbnail, as radio buttons.
 */
export function MediaIdField({ path, field, readOnly, kind }: Props) {
  const { value, setValue } = useField<number | null>({ path });
  const { t, language } = useStaffTranslation();
  const [files, setFiles] = useState<MediaOption[] | 'failed' | undefined>();

  useEffect(() => {
    let current = true;
    fetch(`/api/media?${queryOf(kind)}`, { credentials: 'include' })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((json: { docs: MediaOption[] }) => current && setFiles(json.docs))
      .catch(() => current && setFiles('failed'));
    return () => {
      current = false;
    };
  }, [kind]);

  return (
    <fieldset className="field-type" data-media-picker={path} disabled={readOnly} style={{ border: 0, padding: 0, margin: '0 0 1.5rem' }}>
      <legend className="field-label">{labelOf(field, language)}</legend>
      {files === undefined && <p>{t('media:pickerLoading')}</p>}
      {files === 'failed' && <p role="alert">{t('media:pickerFailed')}</p>}
      {Array.isArray(files) && files.length === 0 && <p>{t('media:pickerEmpty')}</p>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <label style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: 44 }}>
          <input type="radio" name={path} checked={value == null} onChange={() => setValue(null)} />
          {t('media:pickerNone')}
        </label>
        {(Array.isArray(files) ? files : []).map((file) => (
          <label key={file.id} style={{ display: 'grid', gap: '0.25rem', width: 168 }} data-media-option={file.id}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the thumbnail Payload cut at upload: nothing for next/image to optimise */}
            {file.thumbnailURL && <img src={file.thumbnailURL} alt="" width={168} height={84} style={{ objectFit: 'cover' }} />}
            <span style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', minHeight: 44, overflowWrap: 'anywhere' }}>
              <input type="radio" name={path} checked={value === file.id} onChange={() => setValue(file.id)} />
              {file.filename}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
