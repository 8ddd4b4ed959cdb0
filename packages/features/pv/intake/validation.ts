import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_IN_TEXT } from '@/lib/text';
import { flows, isShown, matches, REPORT_KINDS, type FieldDef, type GroupDef, type MinimumRule, type ReportKind, type StepDef } from './fields';
import { codeOf, optionKeys } from './options';
import { comparePartialDates, normalizePartialDate, type PartialDateInput } from './partial-date';

/**
 * Validation of the report, shared by the browser (one step at a time) and
 * the server (the whole report). Errors carry codes; each side words them in
 * the visitor's language from the catalogue (report.errors.<code>).
 */
export type ReportErrorCode =
  | 'required'
  | 'tooLong'
  | 'invalid'
  | 'futureDate'
  | 'endBeforeStart'
  | 'consent'
  | 'batchOrUnknown'
  | 'exceedsTreated'
  | 'minimumReporter'
  | 'minimumPatient'
  | 'minimumSubject';

/** An answer as the form holds it: text, a tick, the ticked options of a list, or a date's parts. */
export type FieldValue = string | boolean | string[] | PartialDateInput;
export type GroupValues = Record<string, FieldValue>;
export type ReportValues = Record<string, FieldValue | GroupValues[]> & { kind?: ReportKind };

export interface ReportIssue {
  path: Array<string | number>;
  code: ReportErrorCode;
}

const PHONE = /^[+()\d\s\-/.]{3,40}$/;
const DECIMAL = /^\d{1,7}([.,]\d{1,3})?$/;

/** Today as YYYY-MM-DD; the server allows one day ahead, for reporters east of UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A decimal as typed (a comma or a point) as a number. */
export const parseDecimal = (value: string) => Number(value.trim().replace(',', '.'));

function choiceIssue(field: FieldDef, value: unknown): ReportErrorCode | undefined {
  if (field.kind === 'multi') {
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || codeOf(field.options!, item) === undefined)) return 'invalid';
    return new Set(value).size === value.length ? undefined : 'invalid';
  }
  return typeof value === 'string' && codeOf(field.options!, value.trim()) !== undefined ? undefined : 'invalid';
}

function fieldIssue(field: FieldDef, given: unknown, today: string): ReportErrorCode | undefined {
  // Forms report an untouched radio group as null, and an untouched checkbox list as false: unanswered, not wrong.
  const raw = given ?? undefined;
  if (field.kind === 'checkbox') return raw === undefined || typeof raw === 'boolean' ? undefined : 'invalid';
  if (field.kind === 'consent') return raw === true ? undefined : 'consent';
  if (field.kind === 'multi') return raw === undefined || raw === false || (Array.isArray(raw) && raw.length === 0) ? undefined : choiceIssue(field, raw);
  if (field.kind === 'partialDate') {
    const date = normalizePartialDate(raw);
    if (date === undefined) return undefined;
    if (date === null) return 'invalid';
    return comparePartialDates(date, today) > 0 ? 'futureDate' : undefined;
  }
  if (raw !== undefined && typeof raw !== 'string') return 'invalid';
  const value = (raw ?? '').trim();
  if (value === '') return field.required ? 'required' : undefined;
  if ((field.kind === 'textarea' ? CONTROL_CHARACTERS_IN_TEXT : CONTROL_CHARACTERS).test(value)) return 'invalid';
  switch (field.kind) {
    case 'email':
      if (!z.email().safeParse(value).success) return 'invalid';
      break;
    case 'tel':
      if (!PHONE.test(value)) return 'invalid';
      break;
    case 'integer':
      return /^\d{1,7}$/.test(value) && Number(value) <= (field.max ?? Infinity) ? undefined : 'invalid';
    case 'decimal':
      return DECIMAL.test(value) && parseDecimal(value) <= (field.max ?? Infinity) ? undefined : 'invalid';
    case 'choice':
      return choiceIssue(field, value);
  }
  return field.max && value.length > field.max ? 'tooLong' : undefined;
}

const filled = (values: Record<string, unknown>, ...keys: string[]) =>
  keys.some((key) => {
    const value = values[key];
    return (typeof value === 'string' && value.trim() !== '') || (typeof value === 'object' && normalizePartialDate(value) != null);
  });

function minimumIssue(rule: MinimumRule, values: ReportValues): ReportIssue | undefined {
  if (rule === 'reporter' && !filled(values, 'reporterName', 'phone', 'email', 'institution')) {
    return { path: ['reporterName'], code: 'minimumReporter' };
  }
  if (rule === 'patient' && !filled(values, 'initials', 'age', 'birthDate', 'ageGroup', 'gender')) return { path: ['initials'], code: 'minimumPatient' };
  if (rule === 'subject') {
    if (values.reportType === 'humanExposure' && !filled(values, 'humanAge', 'humanGender')) return { path: ['humanAge'], code: 'minimumSubject' };
    const identifiesAnimal = filled(values, 'species', 'tagNumber', 'animalGender', 'animalAge');
    if (['animalReaction', 'lackOfEfficacy', 'residue'].includes(values.reportType as string) && !identifiesAnimal) {
      return { path: ['species'], code: 'minimumSubject' };
    }
  }
  return undefined;
}

/** The checks of one scope: the top level of a step, or one item of a repeatable group. */
function scopeIssues(step: StepDef, group: GroupDef, scope: Record<string, unknown>, prefix: Array<string | number>, today: string): ReportIssue[] {
  const issues: ReportIssue[] = [];
  const at = (key: string) => [...prefix, key];
  const add = (key: string, code: ReportErrorCode) => {
    if (!issues.some((issue) => issue.path.join('.') === at(key).join('.'))) issues.push({ path: at(key), code });
  };
  const shown = (key: string) => group.fields.some((field) => field.key === key && isShown(field, scope, group.fields));
  for (const field of group.fields) {
    if (!isShown(field, scope, group.fields)) continue;
    const code = fieldIssue(field, scope[field.key], today);
    if (code) add(field.key, code);
  }
  for (const [start, end] of step.dateOrder ?? []) {
    if (!shown(start) || !shown(end)) continue;
    const from = normalizePartialDate(scope[start]);
    const to = normalizePartialDate(scope[end]);
    if (from && to && comparePartialDates(to, from) < 0) add(end, 'endBeforeStart');
  }
  for (const [count, limit] of step.atMost ?? []) {
    if (!shown(count) || !shown(limit) || fieldIssue({ key: count, kind: 'integer' }, scope[count], today)) continue;
    if (filled(scope, count, limit) && Number(scope[count]) > Number(scope[limit])) add(count, 'exceedsTreated');
  }
  if (
    group.oneOf &&
    (!group.oneOf.showIf || matches(group.oneOf.showIf, scope)) &&
    !filled(scope, group.oneOf.fields[0]) &&
    scope[group.oneOf.fields[1]] !== true
  ) {
    add(group.oneOf.fields[0], 'batchOrUnknown');
  }
  return issues;
}

/** The issues of one step: its shown fields, its date order and counts, and its part of the minimum case. */
export function validateStep(step: StepDef, values: ReportValues, today: string): ReportIssue[] {
  const issues: ReportIssue[] = [];
  for (const group of step.groups) {
    if (group.repeat) {
      const items = Array.isArray(values[group.key]) ? (values[group.key] as GroupValues[]) : [];
      if (items.length < group.repeat.min || items.length > group.repeat.max) issues.push({ path: [group.key], code: 'required' });
      items.slice(0, group.repeat.max).forEach((item, index) => {
        const scope = item && typeof item === 'object' && !Array.isArray(item) ? item : {};
        issues.push(...scopeIssues(step, group, scope, [group.key, index], today));
      });
    } else {
      const found = scopeIssues(step, group, values, [], today);
      issues.push(...found.filter((issue) => !issues.some((other) => other.path.join('.') === issue.path.join('.'))));
    }
  }
  for (const rule of step.minimum ?? []) {
    const issue = minimumIssue(rule, values);
    if (issue && !issues.some((other) => other.path.join('.') === issue.path.join('.'))) issues.push(issue);
  }
  return issues;
}

/**
 * GVP VI.B.2's minimum valid case: an identifiable reporter and patient (the
 * steps' minimum rules), a suspect medicine and a reaction (required fields).
 * The form asks for all of it; reports of other ways in may lack some.
 */
export function meetsMinimumCase(kind: ReportKind, values: ReportValues): boolean {
  const rules = flows[kind].flatMap((step) => step.minimum ?? []);
  if (rules.some((rule) => minimumIssue(rule, values))) return false;
  const groupOf = (key: string) => (Array.isArray(values[key]) ? (values[key] as GroupValues[]) : []);
  const medicines = groupOf(kind === 'human' ? 'medicines' : 'products');
  const suspect = medicines.some((medicine) => filled(medicine, 'name') && ['suspect', 'interacting', undefined].includes(medicine.role as string | undefined));
  const reaction = kind === 'human' ? groupOf('reactions').some((item) => filled(item, 'description')) : filled(values, 'description');
  return suspect && reaction;
}

export function validateReport(kind: ReportKind, values: ReportValues, today: string): ReportIssue[] {
  return flows[kind].flatMap((step) => validateStep(step, values, today));
}

/** Only the defined and shown fields, trimmed, dates as ISO text (2026, 2026-11, 2026-11-05): what the server codes and stores. */
export function cleanReport(kind: ReportKind, values: ReportValues): ReportValues {
  const clean: ReportValues = { kind };
  const copy = (scope: Record<string, unknown>, fields: FieldDef[], target: Record<string, unknown>) => {
    for (const field of fields) {
      if (!isShown(field, scope, fields)) continue;
      const value = scope[field.key];
      if (field.kind === 'partialDate') {
        const date = normalizePartialDate(value);
        if (date) target[field.key] = date;
      } else if (field.kind === 'multi') {
        if (Array.isArray(value) && value.length) target[field.key] = optionKeys(field.options!).filter((key) => value.includes(key));
      } else if (typeof value === 'boolean') target[field.key] = value;
      else if (typeof value === 'string' && value.trim() !== '') target[field.key] = value.trim();
    }
  };
  for (const group of flows[kind].flatMap((step) => step.groups)) {
    if (group.repeat) {
      const items = Array.isArray(values[group.key]) ? (values[group.key] as GroupValues[]) : [];
      clean[group.key] = items.map((item) => {
        const target: GroupValues = {};
        copy(item ?? {}, group.fields, target);
        return target;
      });
    } else {
      copy(values, group.fields, clean);
    }
  }
  return clean;
}

/** The server's schema: a known kind, then every step of that flow; the result is the cleaned report. */
export function reportSchema(today: string) {
  return z
    .object({ kind: z.enum(REPORT_KINDS) }, { error: 'invalid' })
    .catchall(z.unknown())
    .superRefine((value, ctx) => {
      for (const issue of validateReport(value.kind, value as ReportValues, today)) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.code });
      }
    })
    .transform((value) => cleanReport(value.kind, value as ReportValues));
}
