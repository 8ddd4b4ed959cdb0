import { format } from '@/i18n/format';
import { flows, isShown, type FieldDef, type ReportKind } from './fields';
import { normalizePartialDate } from './partial-date';
import type { FieldValue, GroupValues, ReportValues } from './validation';
import { fieldLabel, groupLabel, optionLabel, repeatTexts, type ReportTexts } from './texts';

/**
 * The report in words, in the order of the form: what the review step shows
 * the reporter and the e-mail shows the pharmacovigilance team.
 */
export interface ReportSection {
  /** The step of the form the section belongs to. */
  step: string;
  heading: string;
  rows: Array<[string, string]>;
}

/** An answer in words: option texts, yes/no for checkboxes, dates as ISO text of their precision. */
export function displayValue(t: ReportTexts, field: FieldDef, value: FieldValue | undefined): string {
  if (field.kind === 'partialDate') return normalizePartialDate(value) || t.review.notGiven;
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t.review.notGiven;
  if (typeof value === 'boolean') return value ? t.review.yes : t.review.no;
  if (Array.isArray(value)) return value.map((key) => optionLabel(t, field.options!, key)).join(', ');
  if (typeof value !== 'string') return t.review.notGiven;
  if (field.options) return optionLabel(t, field.options, value);
  // A number as the reader writes it, whether typed ("5,8") or decoded from the stored number ("5.8").
  if (field.kind === 'decimal') return value.replace(/[.,]/, t.review.decimalSeparator);
  return value;
}

/**
 * `mail` lists the answers given (the report as stored); `review` lists every
 * question shown, marking the unanswered ones, and leaves out the consent,
 * which the reporter has just given on the same page.
 */
export type SectionsView = 'mail' | 'review';

export function reportSections(kind: ReportKind, report: ReportValues, t: ReportTexts, view: SectionsView = 'mail'): ReportSection[] {
  const listed = (field: FieldDef, scope: Record<string, unknown>, fields: FieldDef[]) =>
    view === 'mail' ? field.key in scope : isShown(field, scope, fields) && field.kind !== 'consent';
  const rowsOf = (fields: FieldDef[], scope: Record<string, unknown>) =>
    fields
      .filter((field) => listed(field, scope, fields))
      .map((field): [string, string] => [fieldLabel(t, field.key), displayValue(t, field, scope[field.key] as FieldValue)]);

  return flows[kind].flatMap((step) =>
    step.groups.flatMap((group): ReportSection[] => {
      if (group.repeat) {
        const items = (report[group.key] as GroupValues[] | undefined) ?? [];
        return items.map((item, index) => ({
          step: step.key,
          heading: format(repeatTexts(t, group.key).item, { number: index + 1 }),
          rows: rowsOf(group.fields, item),
        }));
      }
      const rows = rowsOf(group.fields, report);
      return rows.length ? [{ step: step.key, heading: groupLabel(t, group.key), rows }] : [];
    }),
  );
}
