import type { ReportKind } from './fields';
import type { ReportValues } from './validation';

/**
 * Reports stored under schema version 1 (one reaction, suspect medicines
 * only, free-text species and age) in the current form shape. Nothing is
 * dropped: what has no structured place any more goes to a free-text field.
 */
type V1 = Record<string, unknown>;

const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
const REACTION_TEXT_MAX = 250;

function definedOnly<T extends Record<string, unknown>>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

const afterWithdrawal: Record<string, string> = { yes: 'abated', no: 'didNotAbate' };
const onReadministration: Record<string, string> = { yes: 'recurred', no: 'didNotRecur' };

function human(v1: V1): ReportValues {
  const { age, patientInfo, medicines, description, reactionStart, reactionEnd, outcome, hospitalAdmission, stoppedAfterWithdrawal, reappeared, ...rest } = v1;
  const text = str(description) ?? '';
  const clipped = text.length > REACTION_TEXT_MAX ? `${text.slice(0, REACTION_TEXT_MAX - 1)}…` : text;
  const items = Array.isArray(medicines) ? (medicines as V1[]) : [];
  return definedOnly({
    ...(rest as ReportValues),
    ...(str(age) ? { ageFormat: 'age', age: str(age), ageUnit: 'years' } : {}),
    ...(str(patientInfo) ? { healthDetails: 'yes', patientInfo: str(patientInfo) } : {}),
    medicines: items.map(({ stopped, pharmaceuticalForm, strength, dailyDose, ...medicine }) =>
      definedOnly({
        ...(medicine as Record<string, string>),
        role: 'suspect',
        actionTaken: stopped === 'yes' ? 'withdrawn' : stopped === 'no' ? 'doseNotChanged' : undefined,
        dechallenge: afterWithdrawal[stoppedAfterWithdrawal as string],
        rechallenge: onReadministration[reappeared as string],
        ...(str(pharmaceuticalForm) || str(strength) || str(dailyDose)
          ? { doseKnown: 'yes', pharmaceuticalForm: str(pharmaceuticalForm), strength: str(strength), dailyDose: str(dailyDose) }
          : {}),
      }),
    ),
    reactions: [
      definedOnly({
        description: clipped,
        reactionStart: str(reactionStart),
        reactionEnd: str(reactionEnd),
        outcome: str(outcome),
        ...(hospitalAdmission === true ? { serious: 'yes', seriousHospitalisation: true } : {}),
      }),
    ],
    course: clipped === text ? undefined : text,
  }) as ReportValues;
}

function veterinary(v1: V1): ReportValues {
  const { subject, species, animalAge, medicineName, dose, dailyDose, therapyStart, therapyEnd, batch, batchUnknown, ...rest } = v1;
  const age = str(animalAge);
  const numericAge = age && /^\d{1,3}([.,]\d{1,2})?$/.test(age);
  return definedOnly({
    ...(rest as ReportValues),
    reportType: subject === 'human' ? 'humanExposure' : 'animalReaction',
    ...(str(species) ? { species: 'other', speciesOther: str(species) } : {}),
    ...(numericAge ? { animalAge: age, animalAgeUnit: 'years' } : {}),
    healthBefore: age && !numericAge ? `animalAge: ${age}` : undefined,
    products: [
      definedOnly({
        role: 'suspect',
        name: str(medicineName),
        dose: [str(dose), str(dailyDose)].filter(Boolean).join(' / ') || undefined,
        therapyStart: str(therapyStart),
        therapyEnd: str(therapyEnd),
        batch: str(batch),
        batchUnknown: typeof batchUnknown === 'boolean' ? batchUnknown : undefined,
      }),
    ],
  }) as ReportValues;
}

export function upgradeVersion1(kind: ReportKind, v1: V1): ReportValues {
  return kind === 'human' ? human(v1) : veterinary(v1);
}
