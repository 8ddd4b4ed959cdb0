'use client';

import type { Path, UseFormRegister } from 'react-hook-form';
import { FieldError, inputClass, RequiredMark } from '@/ui/form';
import type { FieldDef } from './fields';
import { optionKeys } from './options';
import type { ReportValues } from './validation';
import { fieldLabel, optionLabel, type ReportTexts } from './texts';

export const fieldId = (path: string) => `report-${path.replace(/\./g, '-')}`;

/** One field of the report, labelled, with its error and a required mark where it applies. */
export function FieldInput({
  field,
  path,
  t,
  register,
  error,
  legalNote,
}: {
  field: FieldDef;
  path: string;
  t: ReportTexts;
  register: UseFormRegister<ReportValues>;
  error?: string;
  legalNote?: string;
}) {
  const id = fieldId(path);
  const label = fieldLabel(t, field.key);
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  const required = field.required && <RequiredMark label={t.requiredMark} />;
  const errorText = <FieldError id={errorId} message={error} />;
  // A date registers its three parts instead.
  const registration = field.kind === 'partialDate' ? undefined : register(path as Path<ReportValues>);

  if (field.kind === 'partialDate') {
    const hintId = `${id}-hint`;
    const part = (name: 'day' | 'month' | 'year', width: string) => (
      <label className="grid gap-1 text-sm font-medium">
        {t.dateParts[name]}
        <input
          id={name === 'day' ? id : `${id}-${name}`}
          {...register(`${path}.${name}` as Path<ReportValues>)}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={name === 'year' ? 4 : 2}
          aria-invalid={!!error}
          aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
          className={`${inputClass} ${width}`}
        />
      </label>
    );
    return (
      <fieldset aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}>
        <legend className="font-semibold">
          {label}
          {required}
        </legend>
        <p id={hintId} className="text-sm text-muted">
          {t.dateParts.hint}
        </p>
        <div className="mt-1 flex flex-wrap gap-3">
          {part('day', 'w-16')}
          {part('month', 'w-16')}
          {part('year', 'w-24')}
        </div>
        {errorText}
      </fieldset>
    );
  }
  if (field.kind === 'multi') {
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={!!error} id={id} tabIndex={-1}>
        <legend className="font-semibold">
          {label}
          {required}
        </legend>
        <div className="mt-1 grid gap-1">
          {optionKeys(field.options!).map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" value={option} {...registration} className="size-5 shrink-0 accent-brand-700" />
              {optionLabel(t, field.options!, option)}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }
  if (field.kind === 'choice') {
    const options = optionKeys(field.options!);
    return (
      <fieldset aria-describedby={describedBy} aria-invalid={!!error} id={id} tabIndex={-1}>
        <legend className="font-semibold">
          {label}
          {required}
        </legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          {options.map((option) => (
            <label key={option} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value={option} {...registration} className="size-5 shrink-0 accent-brand-700" />
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
          <input
            id={id}
            type="checkbox"
            {...registration}
            aria-invalid={!!error}
            aria-describedby={describedBy}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={id}>
            {label}
            {required}
          </label>
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
      <label htmlFor={id} className="font-semibold">
        {label}
        {required}
      </label>
      {field.kind === 'textarea' ? (
        <textarea rows={4} maxLength={field.max} {...common} />
      ) : (
        <input
          {...common}
          type={field.kind === 'integer' || field.kind === 'decimal' ? 'text' : field.kind}
          inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'decimal' ? 'decimal' : undefined}
          maxLength={field.max && field.kind !== 'integer' && field.kind !== 'decimal' ? field.max : undefined}
        />
      )}
      {errorText}
    </div>
  );
}
