'use client';

import { FieldError } from '@/ui/form';

export interface Choice<T> {
  value: T;
  label: string;
}

interface ChoiceGroupProps<T extends string | number> {
  /** The field's path as the schema and the server name it (`answers.phone`), also its `data-field`. */
  path: string;
  /** The question; or, where a heading already asks it, that heading's id. */
  label?: string;
  labelledBy?: string;
  choices: ReadonlyArray<Choice<T>>;
  value: T | null;
  onChange: (value: T | null) => void;
  /** Shown once answered: a chosen radio button cannot be unchosen by itself. */
  clear?: { text: string; label: string };
  error?: string;
  required?: boolean;
  /** `scale`: the five agreement points side by side on wider screens. */
  layout?: 'scale' | 'list';
}

const layouts = {
  scale: 'grid gap-2 sm:grid-cols-5',
  list: 'grid gap-2 sm:grid-cols-2',
};

const choiceClass =
  'flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 py-2.5 hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';
const scaleChoiceClass = `${choiceClass} sm:flex-col sm:gap-2 sm:px-2 sm:text-center sm:text-sm`;

/**
 * One question answered by a choice: native radio buttons (arrow keys move
 * between them), each with its visible label, in a labelled radiogroup.
 */
export function ChoiceGroup<T extends string | number>(props: ChoiceGroupProps<T>) {
  const { path, label, labelledBy, choices, value, onChange, clear, error, required, layout = 'list' } = props;
  const id = `survey-${path.replace(/\./g, '-')}`;
  const clearAnswer = () => {
    onChange(null);
    // The button goes with the answer; the focus stays in the question.
    document.getElementById(`${id}-0`)?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy ?? `${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      data-field={path}
      className={label ? 'rounded-xl border border-line bg-white p-3 sm:p-5' : undefined}
    >
      {label && (
        <p id={`${id}-label`} className="font-semibold text-ink">
          {label}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
      <div className={`${label ? 'mt-3 ' : ''}${layouts[layout]}`}>
        {choices.map((choice, index) => (
          <label key={String(choice.value)} className={layout === 'scale' ? scaleChoiceClass : choiceClass}>
            <input
              type="radio"
              id={`${id}-${index}`}
              name={id}
              value={String(choice.value)}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-6 shrink-0 accent-brand-700"
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {clear && value !== null && (
        <button
          type="button"
          onClick={clearAnswer}
          aria-label={clear.label}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {clear.text}
        </button>
      )}
    </div>
  );
}
