import { z } from 'zod';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_IN_TEXT } from '@/lib/text';
import { flows, isShown, optionSets, REPORT_KINDS, type FieldDef, type ReportKind, type StepDef } from './fields';

/**
 * Validation of the report, shared by the browser (one step at a time) and
 * the server (the whole report). Errors carry codes; each side words them in
 * the visitor's language from the catalogue (report.errors.<code>).
 */
export const REPORT_SCHEMA_VERSION = 1;

export type ReportErrorCode =
  | 'required' | 'tooLong' | 'invalid' | 'futureDate' | 'endBeforeStart' | 'consent'
  | 'minimumReporter' | 'minimumPatient' | 'minimumSubject';

export type FieldValue = string | boolean;
export type GroupValues = Record<string, FieldValue>;
export type ReportValues = Record<string, FieldValue | GroupValues[]> & { kind?: ReportKind };

export interface ReportIssue {
  path: Array<string | number>;
  code: ReportErrorCode;
}

const PHONE = /^[+()\d\s\-/.]{3,40}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today as YYYY-MM-DD; the server allows one day ahead, for reporters east of UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function validDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && isoDate(date) === value && Number(match[1]) >= 1900;
}

function fieldIssue(field: FieldDef, given: FieldValue | null | undefined, today: string): ReportErrorCode | undefined {
  // Forms report an untouched radio group as null: that is an unanswered question, not a wrong answer.
  const raw = given ?? undefined;
  if (field.kind === 'checkbox') return raw === undefined || typeof raw === 'boolean' ? undefined : 'invalid';
  if (field.kind === 'consent') return raw === true ? undefined : 'consent';
  if (raw !== undefined && typeof raw !== 'string') return 'invalid';
  const value = (raw ?? '').trim();
  if (value === '') return field.required ? 'required' : undefined;
  const multiline = field.kind === 'textarea';
  if ((multiline ? CONTROL_CHARACTERS_IN_TEXT : CONTROL_CHARACTERS).test(value)) return 'invalid';
  switch (field.kind) {
    case 'email':
      if (!z.email().safeParse(value).success) return 'invalid';
      break;
    case 'tel':
      if (!PHONE.test(value)) return 'invalid';
      break;
    case 'integer':
      if (!/^\d{1,7}$/.test(value) || Number(value) > (field.max ?? Infinity)) return 'invalid';
      return undefined;
    case 'decimal':
      if (!/^\d{1,6}([.,]\d{1,3})?$/.test(value) || Number(value.replace(',', '.')) > (field.max ?? Infinity)) return 'invalid';
      return undefined;
    case 'date':
      if (!validDate(value)) return 'invalid';
      return value > today ? 'futureDate' : undefined;
    case 'choice':
      return (optionSets[field.options!] as readonly string[]).includes(value) ? undefined : 'invalid';
  }
  return field.max && value.length > field.max ? 'tooLong' : undefined;
}

const filled = (values: Record<string, unknown>, ...keys: string[]) =>
  keys.some((key) => typeof values[key] === 'string' && (values[key] as string).trim() !== '');

function minimumIssues(rule: 'reporter' | 'patient' | 'subject', values: ReportValues): ReportIssue | undefined {
  if (rule === 'reporter' && !filled(values, 'reporterName', 'phone', 'email', 'institution')) {
    return { path: ['reporterName'], code: 'minimumReporter' };
  }
  if (rule === 'patient' && !filled(values, 'initials', 'age', 'gender')) return { path: ['initials'], code: 'minimumPatient' };
  if (rule === 'subject') {
    const identified = values.subject === 'human'
      ? filled(values, 'humanAge', 'humanGender')
      : filled(values, 'species', 'tagNumber', 'animalGender', 'animalAge');
    if (values.subject && !identified) return { path: [values.subject === 'human' ? 'humanAge' : 'species'], code: 'minimumSubject' };
  }
  return undefined;
}

/** The issues of one step: its shown fields, its date order, and its part of the minimum case. */
export function validateStep(step: StepDef, values: ReportValues, today: string): ReportIssue[] {
  const issues: ReportIssue[] = [];
  const check = (scope: Record<string, unknown>, fields: FieldDef[], prefix: Array<string | number>) => {
    for (const field of fields) {
      if (!isShown(field, scope)) continue;
      const code = fieldIssue(field, scope[field.key] as FieldValue | null | undefined, today);
      if (code) issues.push({ path: [...prefix, field.key], code });
    }
    for (const [start, end] of step.dateOrder ?? []) {
      const from = scope[start];
      const to = scope[end];
      if (typeof from === 'string' && typeof to === 'string' && validDate(from) && validDate(to) && to < from) {
        if (!issues.some((issue) => issue.path.join('.') === [...prefix, end].join('.'))) issues.push({ path: [...prefix, end], code: 'endBeforeStart' });
      }
    }
  };
  for (const group of step.groups) {
    if (group.repeat) {
      const items = Array.isArray(values[group.key]) ? (values[group.key] as GroupValues[]) : [];
      if (items.length < group.repeat.min || items.length > group.repeat.max) issues.push({ path: [group.key], code: 'required' });
      items.slice(0, group.repeat.max).forEach((item, index) => check(item ?? {}, group.fields, [group.key, index]));
    } else {
      check(values, group.fields, []);
    }
  }
  for (const rule of step.minimum ?? []) {
    const issue = minimumIssues(rule, values);
    if (issue && !issues.some((other) => other.path.join('.') === issue.path.join('.'))) issues.push(issue);
  }
  return issues;
}

export function validateReport(kind: ReportKind, values: ReportValues, today: string): ReportIssue[] {
  return flows[kind].flatMap((step) => validateStep(step, values, today));
}

/** Only the defined and shown fields, trimmed: what is stored and mailed. */
export function cleanReport(kind: ReportKind, values: ReportValues): ReportValues {
  const clean: ReportValues = { kind };
  const copy = (scope: Record<string, unknown>, fields: FieldDef[], target: Record<string, unknown>) => {
    for (const field of fields) {
      if (!isShown(field, scope)) continue;
      const value = scope[field.key];
      if (typeof value === 'boolean') target[field.key] = value;
      else if (typeof value === 'string' && value.trim() !== '') target[field.key] = value.trim();
    }
  };
  for (const step of flows[kind]) {
    for (const group of step.groups) {
      if (group.repeat) {
        clean[group.key] = ((values[group.key] as GroupValues[]) ?? []).map((item) => {
          const target: GroupValues = {};
          copy(item, group.fields, target);
          return target;
        });
      } else {
        copy(values, group.fields, clean);
      }
    }
  }
  return clean;
}

/** The server's schema: a known kind, then every step of that flow. */
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
