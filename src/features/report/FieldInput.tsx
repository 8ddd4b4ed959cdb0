'use client';

import type { UseFormRegister } from 'react-hook-form';
import type { Messages } from '@/i18n/messages';
import { optionSets, type FieldDef } from './fields';
import type { ReportValues } from './schema';

type ReportTexts = Messages['report'];

export const fieldId = (path: string) => `report-${path.replace(/\./g, '-')}`;

const inputClass =
  'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-ink aria-[invalid=true]:border-accent-600';

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
  const label = (t.fields as Record<string, string>)[field.key] ?? field.key;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;
  const required = field.required && (
    <span className="text-accent-600"> *<span className="sr-only"> ({t.requiredMark})</span></span>
  );
  const errorText = error && <p id={errorId} className="mt-1 text-sm font-medium text-accent-600">{error}</p>;
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
              {(t.options[field.options!] as Record<string, string>)[option]}
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
