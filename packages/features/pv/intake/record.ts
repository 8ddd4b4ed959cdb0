import { flows, type FieldDef, type ReportKind } from './fields';
import { codeOf, keyOf, type Code } from './options';
import { cleanReport, parseDecimal, type FieldValue, type ReportValues } from './validation';
import { upgradeVersion1 } from './version1';

/**
 * The stored report: what the reporter answered, coded. Numbers are
 * numbers, dates ISO text of the known precision, answers from a list their
 * code (E2B's where E2B has one, see options.ts). The report's schema version
 * is stored beside it; older versions are upgraded when read, so every
 * reader (review, e-mail, exports) sees the current shape.
 */
export const REPORT_SCHEMA_VERSION = 2;

type StoredValue = Code | boolean | Code[];
export type StoredGroup = Record<string, StoredValue>;
export type StoredReport = Record<string, StoredValue | StoredGroup[]> & { kind: ReportKind };

function encodeValue(field: FieldDef, value: FieldValue): StoredValue | undefined {
  switch (field.kind) {
    case 'choice':
      return codeOf(field.options!, value as string);
    case 'multi':
      return (value as string[]).map((key) => codeOf(field.options!, key)!);
    case 'integer':
    case 'decimal':
      return parseDecimal(value as string);
    default:
      return value as string | boolean;
  }
}

function decodeValue(field: FieldDef, value: unknown): FieldValue | undefined {
  switch (field.kind) {
    case 'choice':
      return keyOf(field.options!, value);
    case 'multi':
      return Array.isArray(value) ? value.map((code) => keyOf(field.options!, code)).filter((key): key is string => key !== undefined) : undefined;
    case 'integer':
    case 'decimal':
      return typeof value === 'number' ? String(value) : undefined;
    case 'checkbox':
    case 'consent':
      return typeof value === 'boolean' ? value : undefined;
    default:
      return typeof value === 'string' ? value : undefined;
  }
}

function mapScopes<From, To>(
  kind: ReportKind,
  report: Record<string, unknown>,
  each: (field: FieldDef, value: From) => To | undefined,
): Record<string, unknown> {
  const out: Record<string, unknown> = { kind };
  const copy = (scope: Record<string, unknown>, fields: FieldDef[], target: Record<string, unknown>) => {
    for (const field of fields) {
      if (scope[field.key] === undefined) continue;
      const mapped = each(field, scope[field.key] as From);
      if (mapped !== undefined) target[field.key] = mapped;
    }
  };
  for (const group of flows[kind].flatMap((step) => step.groups)) {
    if (group.repeat) {
      const items = Array.isArray(report[group.key]) ? (report[group.key] as Array<Record<string, unknown>>) : [];
      out[group.key] = items.map((item) => {
        const target: Record<string, unknown> = {};
        copy(item ?? {}, group.fields, target);
        return target;
      });
    } else copy(report, group.fields, out);
  }
  return out;
}

/** A cleaned report (cleanReport's result) in its stored, coded form. */
export function encodeReport(kind: ReportKind, clean: ReportValues): StoredReport {
  return mapScopes<FieldValue, StoredValue>(kind, clean, encodeValue) as StoredReport;
}

/** A stored report of the current version as the form holds it (answer keys, numbers as text). */
export function decodeReport(kind: ReportKind, stored: Record<string, unknown>): ReportValues {
  return mapScopes<unknown, FieldValue>(kind, stored, decodeValue) as ReportValues;
}

export interface ReadReport {
  /** The report as the form holds it: what the review and the e-mails render. */
  values: ReportValues;
  /** The report coded: what the exports write. */
  stored: StoredReport;
}

/** A stored report of any version, in the current shape. */
export function readReport(kind: ReportKind, schemaVersion: number, payload: unknown): ReadReport {
  const record = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  if (schemaVersion === 1) {
    const values = cleanReport(kind, upgradeVersion1(kind, record));
    return { values, stored: encodeReport(kind, values) };
  }
  if (schemaVersion !== REPORT_SCHEMA_VERSION) throw new RangeError(`Unknown report schema version ${schemaVersion}`);
  const values = decodeReport(kind, record);
  return { values, stored: encodeReport(kind, values) };
}
