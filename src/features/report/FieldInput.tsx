'use client';

import type { UseFormRegister } from 'react-hook-form';
import { FieldError, inputClass, RequiredMark } from '@/ui/form';
import { optionSets, type FieldDef } from './fields';
import type { ReportValues } from './validation';
import { fieldLabel, optionLabel, type ReportTexts } from './texts';

export const fieldId = (path: string) => `report-${path.replace(/\./g, '-')}`;

/** One field of the report, labelled, with its error and a required mark where it applies. */
export function FieldInput({ field, path, t, register, error, today, legalNote }: {
  field: FieldDef;
  path: string;
  t: ReportTexts;
  register: UseFormRegister<ReportValues>;
  error?: string;
  today: string;
  legalNote?: string;
}) {
  const id = fieldId(path);
  const label = fieldLabel(t, field.key);
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  const required = field.required && <RequiredMark label={t.requiredMark} />;
  const errorText = <FieldError id={errorId} message={error} />;
  const registration = register(path as never);

  if (field.kind === 'choice') {
    const options = optionSets[field.options!] as readonly string[];
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={!!error} id={id} tabIndex={-1}>
        <legend className="font-semibold">{label}{required}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          {options.map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value={option} {...registration} className="size-5 accent-brand-700" />
              {optionLabel(t, field.options!, option)}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }
  if (field.kind === 'checkbox' || field.kind === 'consent') {
    return (
      <div>
        {legalNote && <p className="mb-2 text-sm text-muted">{legalNote}</p>}
        <div className="flex items-start gap-3">
          <input id={id} type="checkbox" {...registration} aria-invalid={!!error} aria-describedby={describedBy} className="mt-1 size-5 shrink-0 accent-brand-700" />
          <label htmlFor={id}>{label}{required}</label>
        </div>
        {errorText}
      </div>
    );
  }
  const common = {
    id,
    ...registration,
    'aria-invalid': !!error,
    'aria-describedby': describedBy,
    className: inputClass,
    autoComplete: field.autoComplete ?? 'off',
  };
  return (
    <div>
      <label htmlFor={id} className="font-semibold">{label}{required}</label>
      {field.kind === 'textarea' ? (
        <textarea rows={4} maxLength={field.max} {...common} />
      ) : (
        <input
          {...common}
          type={field.kind === 'integer' || field.kind === 'decimal' ? 'text' : field.kind}
          inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'decimal' ? 'decimal' : undefined}
          max={field.kind === 'date' ? today : undefined}
          maxLength={field.kind === 'date' ? undefined : field.max && field.kind !== 'integer' && field.kind !== 'decimal' ? field.max : undefined}
        />
      )}
      {errorText}
    </div>
  );
}
