import type { ReportKind } from '@/features/pv/intake/fields';
import { meetsMinimumCase, type GroupValues, type ReportValues } from '@/features/pv/intake/validation';

/**
 * What the back office filters, searches and screens duplicates by, read
 * once from a report when it arrives and kept beside it.
 */
export interface CaseFacts {
  serious: boolean;
  /** Whether the report holds GVP's minimum valid case; its day 0 is when it first does. */
  valid: boolean;
  /** Suspect medicine names, normalised (see normaliseName). */
  suspects: string[];
  /** The same names as the reporter wrote them. */
  suspectNames: string[];
  /** The reaction's (first) start date, YYYY-MM-DD, when the reporter gave one. */
  reactionStart: string | null;
  patientInitials: string | null;
  patientAge: number | null;
  patientSex: string | null;
  /** The reporter's e-mail and phone, normalised, for "same reporter contact". */
  reporterContacts: string[];
}

/** Lower case, no diacritics (also đ), no spaces or punctuation: "Lijek-A  500 mg" and "lijek a 500mg" are one name. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const fullDate = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

function contactsOf(report: ReportValues): string[] {
  const email = text(report.email)?.toLowerCase();
  const phone = text(report.phone)?.replace(/[^\d+]/g, '');
  return [email, phone].filter((value): value is string => Boolean(value));
}

const groups = (report: ReportValues, key: string) => (report[key] as GroupValues[] | undefined) ?? [];
const wholeNumber = (value: unknown) => {
  const given = text(value);
  return given && /^\d+$/.test(given) ? Number(given) : null;
};
/** The earliest full date among these, if any was given to the day. */
const earliest = (values: unknown[]) =>
  values
    .map(fullDate)
    .filter((date): date is string => date !== null)
    .sort()[0] ?? null;

/** Serious when the reporter said so of any reaction (human) or of the event (veterinary). */
function isSeriousReport(report: ReportValues): boolean {
  return [...groups(report, 'reactions'), report].some((scope) => scope.serious === 'yes');
}

/** The facts of a report in its current shape (as `readReport` gives it, whatever version was stored). */
export function caseFacts(kind: ReportKind, report: ReportValues): CaseFacts {
  const medicines = groups(report, kind === 'human' ? 'medicines' : 'products');
  const names = medicines
    .filter((medicine) => medicine.role === undefined || medicine.role === 'suspect' || medicine.role === 'interacting')
    .map((medicine) => text(medicine.name))
    .filter((name): name is string => Boolean(name));
  const common = {
    serious: isSeriousReport(report),
    valid: meetsMinimumCase(kind, report),
    suspects: [...new Set(names.map(normaliseName))],
    suspectNames: [...new Set(names)],
    reporterContacts: contactsOf(report),
  };
  if (kind === 'human') {
    return {
      ...common,
      reactionStart: earliest(groups(report, 'reactions').map((reaction) => reaction.reactionStart)),
      patientInitials:
        text(report.initials)
          ?.replace(/[^\p{L}]/gu, '')
          .toUpperCase() || null,
      patientAge: report.ageUnit === undefined || report.ageUnit === 'years' ? wholeNumber(report.age) : null,
      patientSex: text(report.gender),
      reporterContacts: contactsOf(report),
    };
  }
  const person = report.subject === 'human';
  return {
    ...common,
    reactionStart: fullDate(report.effectDate),
    patientInitials: text(report.tagNumber),
    patientAge: person ? wholeNumber(report.humanAge) : null,
    patientSex: text(person ? report.humanGender : report.animalGender),
  };
}
