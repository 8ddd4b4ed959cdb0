import type { Messages } from '@/i18n/messages';
import type { OptionSet } from './fields';
import type { ReportErrorCode } from './validation';

/**
 * The report's catalogue, read by the keys of fields.ts. Field, group and
 * step keys are plain strings there, so the lookups fall back to the key;
 * the catalogue test proves every key has its text in every locale.
 */
export type ReportTexts = Messages['report'];

const lookup = (table: object, key: string): string => (table as Record<string, string | undefined>)[key] ?? key;

export const fieldLabel = (t: ReportTexts, key: string) => lookup(t.fields, key);
export const groupLabel = (t: ReportTexts, key: string) => lookup(t.groups, key);
export const stepLabel = (t: ReportTexts, key: string) => lookup(t.steps, key);
export const errorText = (t: ReportTexts, code: ReportErrorCode | string) => lookup(t.errors, code);
export const optionLabel = (t: ReportTexts, set: OptionSet, value: string) => lookup(t.options[set], value);

/** The texts of a repeatable group (its item heading with {number}, add and remove). */
export function repeatTexts(t: ReportTexts, groupKey: string): ReportTexts['repeat']['medicines'] {
  const texts = (t.repeat as Record<string, ReportTexts['repeat']['medicines'] | undefined>)[groupKey];
  if (!texts) throw new Error(`report.repeat.${groupKey} is missing from the catalogue`);
  return texts;
}
