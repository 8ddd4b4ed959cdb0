import { format } from '@/i18n/format';
import { flows } from '@/features/pv/intake/fields';
import { displayValue } from '@/features/pv/intake/sections';
import { fieldLabel, repeatTexts, type ReportTexts } from '@/features/pv/intake/texts';
import type { FieldValue, GroupValues, ReportValues } from '@/features/pv/intake/validation';

/** Free-text answers that have no structured E2B element of their own, or that tell the story best in the reporter's words. */
const REPORT_TEXTS = [
  'course',
  'treated',
  'treatment',
  'doctorVisit',
  'consultedProfessional',
  'professionalComments',
  'pregnant',
  'breastfeeding',
  'patientInfo',
  'testResults',
  'otherMedicines',
  'earlierMedication',
  'questions',
];
const MEDICINE_TEXTS = ['dechallenge', 'specialSituations', 'expiryDate', 'dailyDose'];

const fieldsByKey = new Map(flows.human.flatMap((step) => step.groups.flatMap((group) => group.fields)).map((field) => [field.key, field]));

function line(t: ReportTexts, key: string, value: unknown): string | undefined {
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  return `${fieldLabel(t, key)}: ${displayValue(t, fieldsByKey.get(key)!, value as FieldValue)}`;
}

/**
 * H.1: the case in the reporter's words, assembled from the free texts of
 * the report (labelled in the report's language): each reaction as
 * described, then the course, the treatment and what else was said.
 */
export function caseNarrative(values: ReportValues, t: ReportTexts): string {
  const reactions = (values.reactions as GroupValues[] | undefined) ?? [];
  const medicines = (values.medicines as GroupValues[] | undefined) ?? [];
  const lines = [
    ...reactions.map((reaction, index) => `${format(repeatTexts(t, 'reactions').item, { number: index + 1 })}: ${reaction.description as string}`),
    ...REPORT_TEXTS.map((key) => line(t, key, values[key])),
    ...medicines.flatMap((medicine) => {
      const details = MEDICINE_TEXTS.map((key) => line(t, key, medicine[key])).filter(Boolean);
      return details.length ? [`${medicine.name as string}: ${details.join('; ')}`] : [];
    }),
  ];
  return lines.filter(Boolean).join('\n');
}

/** G.k.11: what E2B cannot code about one medicine, in words. */
export function additionalDrugInformation(medicine: GroupValues, t: ReportTexts): string | undefined {
  const text = ['dechallenge', 'specialSituations', 'expiryDate']
    .map((key) => line(t, key, medicine[key]))
    .filter(Boolean)
    .join('; ');
  return text || undefined;
}

/** G.k.4.r.8: the dose as the reporter gave it beside the structured parts. */
export function dosageText(medicine: GroupValues, t: ReportTexts): string | undefined {
  const frequency = medicine.frequency === 'asNeeded' || medicine.frequency === 'once' ? 'frequency' : undefined;
  const keys = ['strength', 'dailyDose', ...(frequency ? [frequency] : [])];
  const text = keys
    .map((key) => line(t, key, medicine[key]))
    .filter(Boolean)
    .join('; ');
  return text || undefined;
}
