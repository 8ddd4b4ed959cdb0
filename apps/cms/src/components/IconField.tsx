'use client';

import { FieldError, useField } from '@payloadcms/ui';
import { useId, useState } from 'react';
import type { IconName } from '@/content/page-schema';
import { iconComponents } from '@/ui/icons';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { labelText } from './label-text';

interface Props {
  path: string;
  field: { name: string; label?: unknown; required?: boolean; options: { label: unknown; value: string }[] };
  readOnly?: boolean;
}

const isIconName = (value: unknown): value is IconName => typeof value === 'string' && Object.hasOwn(iconComponents, value);

function IconDrawing({ name }: { name: string }) {
  if (!isIconName(name)) return null;
  const Drawing = iconComponents[name];
  return <Drawing aria-hidden focusable={false} size={28} strokeWidth={1.5} />;
}

/**
 * The icon of a section or card, chosen by its picture and its name in the editor's language
 * instead of a code such as "Building2". The chosen icon shows; the choices (radio buttons, so
 * arrow keys move through them) open under it.
 */
export function IconField({ path, field, readOnly }: Props) {
  const { value, setValue, showError, errorMessage } = useField<string>({ path });
  const { t, language } = useStaffTranslation();
  const [open, setOpen] = useState(!value);
  const choicesId = useId();
  const nameOf = (option: Props['field']['options'][number]) => labelText(option.label, language, option.value);
  const chosen = field.options.find((option) => option.value === value);

  return (
    <fieldset className="field-type icon-picker" data-icon-picker={path} disabled={readOnly}>
      <legend className="field-label">
        {labelText(field.label, language, field.name)}
        {field.required && <span className="required">*</span>}
      </legend>
      <FieldError path={path} showError={showError} message={errorMessage} />
      <div className="icon-picker__chosen">
        {chosen ? <IconDrawing name={chosen.value} /> : null}
        <span data-icon-chosen>{chosen ? nameOf(chosen) : t('pages:noIcon')}</span>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small icon-picker__toggle"
          aria-expanded={open}
          aria-controls={choicesId}
          onClick={() => setOpen(!open)}
        >
          {open && chosen ? t('pages:closeIcons') : t('pages:chooseIcon')}
        </button>
      </div>
      <div id={choicesId} className="icon-picker__choices" hidden={!open}>
        {field.options.map((option) => (
          <label key={option.value} className="icon-picker__choice" data-icon-option={option.value}>
            <input
              type="radio"
              className="icon-picker__input"
              name={path}
              value={option.value}
              checked={value === option.value}
              onChange={() => setValue(option.value)}
            />
            <IconDrawing name={option.value} />
            <span>{nameOf(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
