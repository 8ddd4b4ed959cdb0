/**
 * The adverse-effect report, described once: the steps of each flow, their
 * fields and rules. The validation (validation.ts), the stored codes
 * (record.ts), the form, the review page, the e-mails and the exports are all
 * derived from these definitions, so a field added here appears everywhere.
 * Labels live in the catalogue under report.fields.<key>, option texts under
 * report.options.<set>.<key>. Text limits follow the E2B(R3) element each
 * field is exported to.
 */
import type { OptionSet } from './options';

export { optionSets, type OptionSet } from './options';

type FieldKind = 'text' | 'textarea' | 'email' | 'tel' | 'partialDate' | 'integer' | 'decimal' | 'choice' | 'multi' | 'checkbox' | 'consent';

/** Shown (and validated) only while another field of the same scope has this value, or one of these values. */
export interface ShowIf {
  field: string;
  equals: string | boolean | readonly string[];
}

export interface FieldDef {
  key: string;
  kind: FieldKind;
  required?: boolean;
  /** Longest accepted text, or largest accepted number. */
  max?: number;
  options?: OptionSet;
  /** One condition, or several that must all hold. */
  showIf?: ShowIf | ShowIf[];
  autoComplete?: string;
}

export interface GroupDef {
  key: string;
  fields: FieldDef[];
  /** A list the reporter can grow and shrink, such as the medicines; new items start with `defaults`. */
  repeat?: { min: number; max: number; defaults?: Record<string, string> };
  /** At least one of these fields must be given while `showIf` holds (e.g. a batch number or "cannot find it"). */
  oneOf?: { fields: [string, string]; showIf?: ShowIf };
}

export type MinimumRule = 'reporter' | 'patient' | 'subject';

export interface StepDef {
  key: string;
  groups: GroupDef[];
  /** Pairs of date fields where the second may not precede the first. */
  dateOrder?: Array<[string, string]>;
  /** Pairs of counts where the first may not exceed the second. */
  atMost?: Array<[string, string]>;
  /** Rules of the minimum valid case that this step's data must meet. */
  minimum?: MinimumRule[];
}

/** The two flows of the form; every list of kinds (schema, store, form, table) is this one. */
export const REPORT_KINDS = ['human', 'veterinary'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const SHORT = 200;
const LONG = 4000;

type Extra = Partial<FieldDef>;
const text = (key: string, extra: Extra = {}): FieldDef => ({ key, kind: 'text', max: SHORT, ...extra });
const area = (key: string, extra: Extra = {}): FieldDef => ({ key, kind: 'textarea', max: LONG, ...extra });
const choice = (key: string, options: OptionSet, extra: Extra = {}): FieldDef => ({ key, kind: 'choice', options, ...extra });
const date = (key: string, extra: Extra = {}): FieldDef => ({ key, kind: 'partialDate', ...extra });
const check = (key: string, extra: Extra = {}): FieldDef => ({ key, kind: 'checkbox', ...extra });
const integer = (key: string, max: number, extra: Extra = {}): FieldDef => ({ key, kind: 'integer', max, ...extra });
const decimal = (key: string, max: number, extra: Extra = {}): FieldDef => ({ key, kind: 'decimal', max, ...extra });
const when = (field: string, equals: ShowIf['equals']) => ({ showIf: { field, equals } });

/** "This adds to report no. …": the server links the report to that case (a follow-up). */
const followUpField: FieldDef = { key: 'followUpOf', kind: 'text', max: 20, autoComplete: 'off' };

const consentFields: FieldDef[] = [area('questions'), check('contactPermission'), { key: 'legalAcknowledgement', kind: 'consent', required: true }];

/**
 * E.i.3.2a–f. In the veterinary flow, the date of death is not asked (the
 * outcome says it) and hospitalisation only for a person exposed.
 */
function seriousness(veterinaryPerson?: ShowIf): FieldDef[] {
  const serious: ShowIf = { field: 'serious', equals: 'yes' };
  return [
    choice('serious', 'yesNo'),
    check('seriousDeath', { showIf: serious }),
    ...(veterinaryPerson ? [] : [date('deathDate', when('seriousDeath', true))]),
    check('seriousLifeThreatening', { showIf: serious }),
    check('seriousHospitalisation', { showIf: veterinaryPerson ? [serious, veterinaryPerson] : serious }),
    check('seriousDisabling', { showIf: serious }),
    check('seriousCongenital', { showIf: serious }),
    check('seriousOther', { showIf: serious }),
  ];
}

const ANIMAL_REPORTS = ['animalReaction', 'lackOfEfficacy', 'residue', 'environmental'] as const;
const animal = when('reportType', ANIMAL_REPORTS);
const person = when('reportType', 'humanExposure');

export const flows: Record<ReportKind, StepDef[]> = {
  human: [
    {
      key: 'applicantAndPatient',
      groups: [
        {
          key: 'applicant',
          fields: [
            choice('consultedProfessional', 'yesNo', { required: true }),
            area('professionalComments', when('consultedProfessional', 'yes')),
            text('reporterName', { max: 100, autoComplete: 'name' }),
            choice('qualification', 'qualification', { required: true }),
            choice('onBehalfOf', 'behalf', { required: true }),
            text('institution', { max: 60 }),
            { key: 'phone', kind: 'tel', max: 33, autoComplete: 'tel' },
            { key: 'email', kind: 'email', max: 100, autoComplete: 'email' },
            followUpField,
          ],
        },
        {
          key: 'patient',
          fields: [
            text('initials', { max: 10 }),
            choice('ageFormat', 'ageFormat'),
            integer('age', 150, when('ageFormat', 'age')),
            choice('ageUnit', 'ageUnit', when('ageFormat', 'age')),
            date('birthDate', when('ageFormat', 'birthDate')),
            choice('ageGroup', 'ageGroup', when('ageFormat', 'ageGroup')),
            choice('gender', 'gender'),
            choice('pregnant', 'yesNoUnknown', when('gender', 'F')),
            integer('gestationWeeks', 45, when('pregnant', 'yes')),
            choice('breastfeeding', 'yesNoUnknown', when('gender', 'F')),
            choice('healthDetails', 'yesNo'),
            decimal('weight', 700, when('healthDetails', 'yes')),
            decimal('height', 300, when('healthDetails', 'yes')),
            area('patientInfo', when('healthDetails', 'yes')),
            area('testResults', { max: 2000, ...when('healthDetails', 'yes') }),
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
          repeat: { min: 1, max: 10, defaults: { role: 'suspect' } },
          oneOf: { fields: ['batch', 'batchUnknown'], showIf: { field: 'role', equals: 'suspect' } },
          fields: [
            choice('role', 'drugRole', { required: true }),
            text('name', { required: true }),
            text('batch', { max: 35 }),
            check('batchUnknown'),
            date('startDate'),
            date('stopDate'),
            choice('actionTaken', 'actionTaken'),
            text('condition'),
            choice('dechallenge', 'dechallenge', when('role', 'suspect')),
            choice('rechallenge', 'rechallenge', when('role', 'suspect')),
            choice('doseKnown', 'yesNo'),
            text('pharmaceuticalForm', { max: 60, ...when('doseKnown', 'yes') }),
            text('strength', when('doseKnown', 'yes')),
            decimal('doseAmount', 1_000_000, when('doseKnown', 'yes')),
            choice('doseUnit', 'doseUnit', when('doseKnown', 'yes')),
            choice('frequency', 'frequency', when('doseKnown', 'yes')),
            choice('route', 'route', when('doseKnown', 'yes')),
            text('routeOther', { max: 60, ...when('route', 'other') }),
            text('dailyDose', when('doseKnown', 'yes')),
            choice('unusual', 'yesNo'),
            { key: 'specialSituations', kind: 'multi', options: 'specialSituation', ...when('unusual', 'yes') },
            date('expiryDate', when('unusual', 'yes')),
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
          key: 'reactions',
          repeat: { min: 1, max: 10 },
          fields: [
            area('description', { required: true, max: 250 }),
            date('reactionStart'),
            date('reactionEnd'),
            choice('outcome', 'outcome'),
            ...seriousness(),
          ],
        },
        {
          key: 'treatment',
          fields: [area('course'), choice('treated', 'yesNoUnknown'), area('treatment', when('treated', 'yes')), check('doctorVisit')],
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
            { key: 'phone', kind: 'tel', max: 33, autoComplete: 'tel' },
            text('institution', { max: 60 }),
            followUpField,
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
            choice('reportType', 'vetReportType', { required: true }),
            choice('species', 'species', animal),
            text('speciesOther', { max: 100, ...when('species', 'other') }),
            text('breed', { max: 100, ...animal }),
            text('tagNumber', { max: 50, ...animal }),
            choice('animalGender', 'animalGender', animal),
            check('animalPregnant', when('animalGender', 'female')),
            check('animalLactating', when('animalGender', 'female')),
            decimal('animalAge', 100, animal),
            choice('animalAgeUnit', 'ageUnit', animal),
            decimal('weight', 10_000, animal),
            area('healthBefore', animal),
            text('treatmentReason', animal),
            integer('numberTreated', 1_000_000, animal),
            integer('numberAffected', 1_000_000, animal),
            integer('numberDied', 1_000_000, animal),
            integer('humanAge', 130, person),
            choice('humanGender', 'gender', person),
            choice('exposureRoute', 'exposureRoute', person),
            choice('exposureKind', 'exposureKind', person),
          ],
        },
        {
          key: 'effect',
          fields: [
            date('effectDate'),
            area('description', { required: true }),
            text('duration', { max: 100 }),
            choice('treated', 'yesNoUnknown'),
            area('treatment', when('treated', 'yes')),
            choice('vetOutcome', 'vetOutcome'),
            ...seriousness(person.showIf),
          ],
        },
      ],
      atMost: [
        ['numberAffected', 'numberTreated'],
        ['numberDied', 'numberTreated'],
      ],
      minimum: ['subject'],
    },
    {
      key: 'medicine',
      groups: [
        {
          key: 'products',
          repeat: { min: 1, max: 10, defaults: { role: 'suspect' } },
          oneOf: { fields: ['batch', 'batchUnknown'], showIf: { field: 'role', equals: 'suspect' } },
          fields: [
            choice('role', 'vetRole', { required: true }),
            text('name', { required: true }),
            decimal('doseAmount', 1_000_000),
            choice('doseUnit', 'doseUnit'),
            text('dose'),
            choice('route', 'vetRoute'),
            text('routeOther', { max: 60, ...when('route', 'other') }),
            choice('administeredBy', 'administeredBy'),
            choice('usedAsLabelled', 'yesNoUnknown'),
            date('therapyStart'),
            date('therapyEnd'),
            text('batch', { max: 35 }),
            check('batchUnknown'),
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

export function matches(condition: ShowIf, values: Record<string, unknown>): boolean {
  const value = values[condition.field];
  return Array.isArray(condition.equals) ? condition.equals.includes(value as string) : value === condition.equals;
}

/**
 * Whether a field is asked, given the answers in its scope: its condition
 * holds, and so does the condition of the field it depends on (a date of
 * death is asked only while death is ticked and the reaction is serious).
 * `siblings` are the fields of the same scope.
 */
export function isShown(field: FieldDef, values: Record<string, unknown>, siblings: readonly FieldDef[] = []): boolean {
  const conditions = field.showIf === undefined ? [] : Array.isArray(field.showIf) ? field.showIf : [field.showIf];
  return conditions.every((condition) => {
    if (!matches(condition, values)) return false;
    const parent = siblings.find((candidate) => candidate.key === condition.field);
    return !parent || parent === field || isShown(parent, values, siblings);
  });
}
