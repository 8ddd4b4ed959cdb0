'use client';

import { format } from '@/i18n/format';
import type { ReportKind } from './fields';
import { flows } from './fields';
import type { ReportValues } from './validation';
import { reportSections } from './sections';
import { stepLabel, type ReportTexts } from './texts';

/** The whole report as the pharmacovigilance team will read it, step by step, each with a way back to change it. */
export function ReportReview({ kind, values, t, onEdit }: { kind: ReportKind; values: ReportValues; t: ReportTexts; onEdit: (stepIndex: number) => void }) {
  const sections = reportSections(kind, values, t, 'review');
  return flows[kind].map((step, index) => (
    <section key={step.key} aria-labelledby={`review-${step.key}`} className="mb-6 rounded-xl border border-line p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`review-${step.key}`} className="text-lg font-semibold text-brand-900">
          {stepLabel(t, step.key)}
        </h3>
        <button type="button" className="min-h-11 font-semibold text-brand-700 underline underline-offset-4" onClick={() => onEdit(index)}>
          {format(t.actions.edit, { step: stepLabel(t, step.key) })}
        </button>
      </div>
      {sections
        .filter((section) => section.step === step.key)
        .map((section) => (
          <div key={section.heading} className="mt-4">
            <h4 className="font-semibold text-brand-900">{section.heading}</h4>
            <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,18rem)_1fr]">
              {section.rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-medium text-muted">{label}</dt>
                  <dd className="whitespace-pre-wrap">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
    </section>
  ));
}
