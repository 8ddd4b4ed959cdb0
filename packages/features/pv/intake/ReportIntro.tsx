import type { Ref } from 'react';
import { FieldError, primaryButton } from '@/ui/form';
import { REPORT_KINDS, type ReportKind } from './fields';
import type { ReportTexts } from './texts';

export const FORM_FRAME = 'relative rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8';

/** The heading of each of the form's screens (focused when the screen opens), with "Step 1 of 3" above a step's. */
export function StepHeading({ title, heading, step }: { title: string; heading?: Ref<HTMLHeadingElement>; step?: string }) {
  return (
    <div className="mb-6" data-step-heading>
      {step && <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{step}</p>}
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        {title}
      </h2>
    </div>
  );
}

interface ReportIntroProps {
  t: ReportTexts;
  heading?: Ref<HTMLHeadingElement>;
  choices?: Ref<HTMLFieldSetElement>;
  chosenKind: ReportKind | '';
  kindMissing: boolean;
  onChoose: (kind: ReportKind) => void;
  onStart: () => void;
}

/**
 * The form's first screen: the choice of the report's kind, and Start. The page's
 * HTML carries it before the form's code has loaded (ReportFormLoader); its
 * `data-replay` names let the page's loader repeat a press on the same control
 * of the form that replaces it (packages/next-export/defer-scripts.ts).
 */
export function ReportIntro({ t, heading, choices, chosenKind, kindMissing, onChoose, onStart }: ReportIntroProps) {
  return (
    <>
      <StepHeading title={t.formLabel} heading={heading} />
      <fieldset ref={choices}>
        <legend className="font-semibold">{t.chooseKind}</legend>
        <FieldError id="report-kind-error" message={kindMissing ? t.chooseKindMissing : undefined} />
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {REPORT_KINDS.map((option) => (
            <label
              key={option}
              data-replay={`report-kind-${option}`}
              className="flex cursor-pointer gap-3 rounded-xl border border-line p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="report-kind"
                value={option}
                checked={chosenKind === option}
                onChange={() => onChoose(option)}
                aria-describedby={kindMissing ? 'report-kind-error' : undefined}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span>
                <span className="block font-semibold">{t.kinds[option]}</span>
                <span className="block text-sm text-muted">{t.kinds[`${option}Hint`]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-4 text-sm text-muted">{t.draftNote}</p>
      <div className="mt-6">
        <button type="button" className={primaryButton} onClick={onStart} data-replay="report-start">
          {t.start}
        </button>
      </div>
    </>
  );
}
