/**
 * The adverse-effect report, described once: the steps of each flow, their
 * fields and rules. The validation (validation.ts), the form, the review page and
 * the e-mails are all derived from these definitions, so a field added here
 * appears everywhere. Labels live in the catalogue under report.fields.<key>,
 * option texts under report.options.<set>.<value>.
 */
export const optionSets = {
  yesNo: ['yes', 'no'],
  yesNoUnknown: ['yes', 'no', 'unknown'],
  qualification: ['patient', 'physician', 'pharmacist', 'otherProfessional'],
  behalf: ['self', 'other'],
  gender: ['M', 'F'],
  animalGender: ['male', 'female', 'unknown'],
  outcome: ['recovered', 'recovering', 'notRecovered', 'unknown'],
  reporterType: ['veterinarian', 'owner', 'healthcareWorker', 'other'],
  subject: ['animal', 'human'],
} as const;

export type OptionSet = keyof typeof optionSets;

export type FieldKind = 'text' | 'textarea' | 'email' | 'tel' | 'date' | 'integer' | 'decimal' | 'choice' | 'checkbox' | 'consent';

export interface FieldDef {
  key: string;
  kind: FieldKind;
  required?: boolean;
  /** Longest accepted text, or largest accepted number. */
  max?: number;
  options?: OptionSet;
  /** Shown (and validated) only when another field of the same step has this value. */
  showIf?: { field: string; equals: string };
  autoComplete?: string;
}

export interface GroupDef {
  key: string;
  fields: FieldDef[];
  /** A list the reporter can grow and shrink, such as the suspected medicines. */
  repeat?: { min: number; max: number };
}

export interface StepDef {
  key: string;
  groups: GroupDef[];
  /** Pairs of date fields where the second may not precede the first. */
  dateOrder?: Array<[string, string]>;
  /** Rules of the minimum valid case that this step's data must meet. */
  minimum?: Array<'reporter' | 'patient' | 'subject'>;
}

/** The two flows of the form; every list of kinds (schema, store, form, table) is this one. */
export const REPORT_KINDS = ['human', 'veterinary'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const SHORT = 200;
const LONG = 4000;

const text = (key: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, kind: 'text', max: SHORT, ...extra });
const area = (key: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, kind: 'textarea', max: LONG, ...extra });
const choice = (key: string, options: OptionSet, extra: Partial<FieldDef> = {}): FieldDef => ({ key, kind: 'choice', options, ...extra });
const date = (key: string, extra: Partial<FieldDef> = {}): FieldDef => ({ key, kind: 'date', ...extra });

const consentFields: FieldDef[] = [
  area('questions'),
  { key: 'contactPermission', kind: 'checkbox' },
  { key: 'legalAcknowledgement', kind: 'consent', required: true },
];

export const flows: Record<ReportKind, StepDef[]> = {
  human: [
    {
      key: 'applicantAndPatient',
      groups: [
        {
          key: 'applicant',
          fields: [
            choice('consultedProfessional', 'yesNo', { required: true }),
            area('professionalComments', { showIf: { field: 'consultedProfessional', equals: 'yes' } }),
            text('reporterName', { max: 100, autoComplete: 'name' }),
            choice('qualification', 'qualification', { required: true }),
            choice('onBehalfOf', 'behalf', { required: true }),
            text('institution'),
            { key: 'phone', kind: 'tel', max: 40, autoComplete: 'tel' },
            { key: 'email', kind: 'email', max: 100, autoComplete: 'email' },
          ],
        },
        {
          key: 'patient',
          fields: [
            text('initials', { max: 10 }),
            { key: 'age', kind: 'integer', max: 130 },
            choice('gender', 'gender'),
            choice('pregnant', 'yesNoUnknown', { showIf: { field: 'gender', equals: 'F' } }),
            choice('breastfeeding', 'yesNoUnknown', { showIf: { field: 'gender', equals: 'F' } }),
            area('patientInfo'),
          ],
        },
      ],
      minimum: ['reporter', 'patient'],
    },
    {
      key: 'medicine',
      groups: [
        {
          key: 'medicines',
          repeat: { min: 1, max: 10 },
          fields: [
            text('name', { required: true }),
            text('pharmaceuticalForm'),
            text('strength'),
            text('dailyDose'),
            date('startDate'),
            text('batch', { max: 50 }),
            { key: 'batchUnknown', kind: 'checkbox' },
            choice('stopped', 'yesNo'),
            date('stopDate', { showIf: { field: 'stopped', equals: 'yes' } }),
            text('condition'),
          ],
        },
        { key: 'otherMedication', fields: [area('otherMedicines'), area('earlierMedication')] },
      ],
      dateOrder: [['startDate', 'stopDate']],
    },
    {
      key: 'reaction',
      groups: [
        {
          key: 'reaction',
          fields: [
            area('description', { required: true }),
            date('reactionStart'),
            date('reactionEnd'),
            choice('treated', 'yesNoUnknown'),
            area('treatment', { showIf: { field: 'treated', equals: 'yes' } }),
            choice('stoppedAfterWithdrawal', 'yesNoUnknown'),
            choice('reappeared', 'yesNoUnknown'),
            { key: 'doctorVisit', kind: 'checkbox' },
            { key: 'hospitalAdmission', kind: 'checkbox' },
            choice('outcome', 'outcome'),
          ],
        },
        { key: 'consent', fields: consentFields },
      ],
      dateOrder: [['reactionStart', 'reactionEnd']],
    },
  ],
  veterinary: [
    {
      key: 'applicant',
      groups: [
        {
          key: 'applicant',
          fields: [
            choice('reporterType', 'reporterType', { required: true }),
            text('reporterName', { max: 100, autoComplete: 'name' }),
            { key: 'email', kind: 'email', max: 100, autoComplete: 'email' },
            { key: 'phone', kind: 'tel', max: 40, autoComplete: 'tel' },
            text('institution'),
          ],
        },
      ],
      minimum: ['reporter'],
    },
    {
      key: 'effect',
      groups: [
        {
          key: 'subject',
          fields: [
            choice('subject', 'subject', { required: true }),
            text('tagNumber', { max: 50, showIf: { field: 'subject', equals: 'animal' } }),
            text('species', { showIf: { field: 'subject', equals: 'animal' } }),
            choice('animalGender', 'animalGender', { showIf: { field: 'subject', equals: 'animal' } }),
            text('animalAge', { max: 50, showIf: { field: 'subject', equals: 'animal' } }),
            { key: 'weight', kind: 'decimal', max: 10000, showIf: { field: 'subject', equals: 'animal' } },
            { key: 'numberTreated', kind: 'integer', max: 1_000_000, showIf: { field: 'subject', equals: 'animal' } },
            { key: 'numberAffected', kind: 'integer', max: 1_000_000, showIf: { field: 'subject', equals: 'animal' } },
            { key: 'humanAge', kind: 'integer', max: 130, showIf: { field: 'subject', equals: 'human' } },
            choice('humanGender', 'gender', { showIf: { field: 'subject', equals: 'human' } }),
          ],
        },
        {
          key: 'effect',
          fields: [
            date('effectDate'),
            area('description', { required: true }),
            text('duration', { max: 100 }),
            choice('treated', 'yesNoUnknown'),
            area('treatment', { showIf: { field: 'treated', equals: 'yes' } }),
          ],
        },
      ],
      minimum: ['subject'],
    },
    {
      key: 'medicine',
      groups: [
        {
          key: 'medicine',
          fields: [
            text('medicineName', { required: true }),
            text('dose'),
            text('dailyDose'),
            date('therapyStart'),
            date('therapyEnd'),
            text('batch', { max: 50 }),
            { key: 'batchUnknown', kind: 'checkbox' },
          ],
        },
      ],
      dateOrder: [['therapyStart', 'therapyEnd']],
    },
    { key: 'additional', groups: [{ key: 'additional', fields: consentFields }] },
  ],
};

/** Every field of a flow, as it appears in the payload (repeated groups as arrays). */
export function fieldsOf(kind: ReportKind): Array<{ group: GroupDef; field: FieldDef }> {
  return flows[kind].flatMap((step) => step.groups.flatMap((group) => group.fields.map((field) => ({ group, field }))));
}

export function isShown(field: FieldDef, values: Record<string, unknown>): boolean {
  return !field.showIf || values[field.showIf.field] === field.showIf.equals;
}
