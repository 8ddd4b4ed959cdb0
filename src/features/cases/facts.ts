import type { ReportKind } from '@/features/report/fields';
import type { GroupValues, ReportValues } from '@/features/report/validation';

/**
 * What the back office filters, searches and screens duplicates by, read
 * once from a report when it arrives and kept beside it.
 */
export interface CaseFacts {
  serious: boolean;
  /** Suspect medicine names, normalised (see normaliseName). */
  suspects: string[];
  /** The reaction's (first) start date, YYYY-MM-DD, when the reporter gave one. */
  reactionStart: string | null;
  patientInitials: string | null;
  patientAge: number | null;
  patientSex: string | null;
  /** The reporter's e-mail and phone, normalised, for "same reporter contact". */
  reporterContacts: string[];
}

/** Lower case, no diacritics (also đ), words joined by single spaces: "Lijek-A  500mg" → "lijek a 500mg". */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const fullDate = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

function contactsOf(report: ReportValues): string[] {
  const email = text(report.email)?.toLowerCase();
  const phone = text(report.phone)?.replace(/[^\d+]/g, '');
  return [email, phone].filter((value): value is string => Boolean(value));
}

export function caseFacts(kind: ReportKind, report: ReportValues): CaseFacts {
  if (kind === 'human') {
    const medicines = (report.medicines as GroupValues[] | undefined) ?? [];
    const age = text(report.age);
    return {
      serious: report.hospitalAdmission === true,
      suspects: medicines.map((medicine) => text(medicine.name)).filter((name): name is string => Boolean(name)).map(normaliseName),
      reactionStart: fullDate(report.reactionStart),
      patientInitials: text(report.initials)?.replace(/[^\p{L}]/gu, '').toUpperCase() || null,
      patientAge: age && /^\d+$/.test(age) ? Number(age) : null,
      patientSex: text(report.gender),
      reporterContacts: contactsOf(report),
    };
  }
  const name = text(report.medicineName);
  const human = report.subject === 'human';
  const age = text(human ? report.humanAge : undefined);
  return {
    serious: false,
    suspects: name ? [normaliseName(name)] : [],
    reactionStart: fullDate(report.effectDate),
    patientInitials: text(report.tagNumber),
    patientAge: age && /^\d+$/.test(age) ? Number(age) : null,
    patientSex: text(human ? report.humanGender : report.animalGender),
    reporterContacts: contactsOf(report),
  };
}
