import type { Locale, Market } from '@/config/markets';
import { COUNTRY, LANGUAGE } from '@/features/pv/exports/e2b/codes';
import { e2bSender, type E2bSender } from '@/features/pv/exports/e2b/sender';
import { keyOf, type Code, type OptionSet } from '@/features/pv/intake/options';
import type { StoredGroup, StoredReport } from '@/features/pv/intake/record';
import { fieldLabel, optionLabel, type ReportTexts } from '@/features/pv/intake/texts';

/**
 * Veterinary reports in the data elements of VICH GL42 (pharmacovigilance
 * of veterinary medicinal products): E2B(R3) is for human medicines. Each
 * element is named by its GL42 number where that is certain, else by its
 * GL42 section, and a descriptive name (README.md beside this file lists
 * them, with their codes). Values are the stored codes; the clinical signs
 * go in the reporter's words and, once the officer coded them, as the coded
 * terms the case holds, with the officer's ABON causality of each product.
 */
export interface VichCase {
  reference: string;
  receivedAt: Date;
  market: Market;
  locale: Locale;
  /** The coded report (readReport's `stored`, any schema version). */
  stored: StoredReport;
  /** The officer's assessment of the case, when it has one (vichAssessmentOf). */
  assessment?: VichAssessment;
}

/** One coded term of the clinical signs: a dictionary's code and term, and the dictionary's name and version (MedDRA 27.1, VeDDRA …). */
interface VichCodedTerm {
  code: string;
  term: string;
  dictionary: string;
  version: string;
}

/** What the officer made of a veterinary case: the coded clinical signs, and the ABON result per product (0-based position in the report). */
export interface VichAssessment {
  terms: VichCodedTerm[];
  causality: Array<{ product: number; result: string }>;
}

type VichValue = Code | boolean | Code[];
export type VichRecord = Record<string, VichValue>;
/** One report: its single elements, and its products under PRODUCTS. */
export type VichReport = Record<string, VichValue | VichRecord[]>;

/** The words of the CSV that are not the report's: the officer's ABON result, in the officer's language (the staff catalogue). */
export interface VichLabelWords {
  causality(result: string): string;
}

export interface VichElement<Source> {
  /** The JSON key and, in the codes' CSV, the header, e.g. A.4.1_unique_aer_id. */
  name: string;
  value: (source: Source) => VichValue | undefined;
  /** The label of one code in the report's language (an assessment's in the officer's), for the CSV; elements without one have no label column. */
  label?: (t: ReportTexts, code: Code, words: VichLabelWords) => string;
}

interface ReportSource {
  c: VichCase;
  stored: StoredReport;
  sender: E2bSender;
}

/** A product with its position in the report, and the case's assessment. */
export interface ProductSource {
  product: StoredGroup;
  index: number;
  assessment?: VichAssessment;
}

/** The coded terms' codes, terms or dictionaries, in the order the case holds them; none before the officer coded. */
const codedTerms =
  (pick: (term: VichCodedTerm) => string) =>
  ({ c }: ReportSource) => {
    const terms = c.assessment?.terms ?? [];
    return terms.length ? terms.map(pick) : undefined;
  };

/** The key under which a report holds its products (GL42 B.2, one per product). */
export const PRODUCTS = 'B.2_products';

const fromList = (set: OptionSet) => (t: ReportTexts, code: Code) => optionLabel(t, set, keyOf(set, code) ?? String(code));

const given = (value: unknown): VichValue | undefined =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;

/** A stored answer of the report. */
const answer =
  (key: string) =>
  ({ stored }: ReportSource) =>
    given(stored[key]);

/** The animal's sex, apart from its reproductive status, as GL42 asks them. */
const SEX: Record<string, string> = { male: 'male', maleNeutered: 'male', female: 'female', femaleNeutered: 'female', unknown: 'unknown' };
/** "Male" beside "Male, neutered" in the form reads as an intact animal. */
const REPRODUCTIVE_STATUS: Record<string, string> = { male: 'intact', female: 'intact', maleNeutered: 'neutered', femaleNeutered: 'neutered' };

/** The seriousness criteria the reporter ticked, as codes (the field without its `serious` prefix). */
const CRITERIA = ['Death', 'LifeThreatening', 'Hospitalisation', 'Disabling', 'Congenital', 'Other'] as const;
const criterionCode = (criterion: string) => criterion[0]!.toLowerCase() + criterion.slice(1);

function seriousnessCriteria({ stored }: ReportSource): string[] | undefined {
  if (stored.serious !== 'yes') return undefined;
  const ticked = CRITERIA.filter((criterion) => stored[`serious${criterion}`] === true).map(criterionCode);
  return ticked.length ? ticked : undefined;
}

function femalePhysiologicalStatus({ stored }: ReportSource): string[] | undefined {
  const status = [stored.animalPregnant === true ? 'pregnant' : undefined, stored.animalLactating === true ? 'lactating' : undefined].filter(
    (code): code is string => code !== undefined,
  );
  return status.length ? status : undefined;
}

export const REPORT_ELEMENTS: Array<VichElement<ReportSource>> = [
  // A.1 the recipient: the market's competent authority.
  { name: 'A.1_regulatory_authority', value: ({ sender }) => sender.receiverId },
  // A.2 the marketing authorisation holder sending the report: the company's PV function.
  { name: 'A.2_mah_business_name', value: ({ sender }) => sender.organisation },
  { name: 'A.2_mah_street', value: ({ sender }) => sender.street },
  { name: 'A.2_mah_postcode', value: ({ sender }) => sender.postcode },
  { name: 'A.2_mah_city', value: ({ sender }) => sender.city },
  { name: 'A.2_mah_country', value: ({ sender }) => sender.country },
  { name: 'A.2_mah_telephone', value: ({ sender }) => sender.phone },
  { name: 'A.2_mah_email', value: ({ sender }) => sender.email },
  // A.3 the primary reporter.
  { name: 'A.3_primary_reporter_type', value: answer('reporterType'), label: fromList('reporterType') },
  { name: 'A.3_primary_reporter_name', value: answer('reporterName') },
  { name: 'A.3_primary_reporter_organisation', value: answer('institution') },
  { name: 'A.3_primary_reporter_telephone', value: answer('phone') },
  { name: 'A.3_primary_reporter_email', value: answer('email') },
  { name: 'A.3_primary_reporter_country', value: ({ c }) => COUNTRY[c.market] },
  { name: 'A.3_primary_reporter_contact_permission', value: answer('contactPermission') },
  // A.4 identification of the report.
  { name: 'A.4.1_unique_aer_id', value: ({ c, sender }) => `${sender.caseIdPrefix}${c.reference}` },
  { name: 'A.4.2_original_receive_date', value: ({ c }) => c.receivedAt.toISOString().slice(0, 10) },
  { name: 'A.4_sender_reference', value: ({ c }) => c.reference },
  { name: 'A.4_follow_up_of', value: answer('followUpOf') },
  { name: 'A.4_report_language', value: ({ c }) => LANGUAGE[c.locale] },
  { name: 'A.4_type_of_information', value: answer('reportType'), label: fromList('vetReportType') },
  // B.1 the animals, or the person exposed.
  { name: 'B.1_number_of_animals_treated', value: answer('numberTreated') },
  { name: 'B.1_number_of_animals_affected', value: answer('numberAffected') },
  { name: 'B.1_species', value: answer('species'), label: fromList('species') },
  { name: 'B.1_species_text', value: answer('speciesOther') },
  { name: 'B.1_breed', value: answer('breed') },
  { name: 'B.1_animal_identification', value: answer('tagNumber') },
  { name: 'B.1_gender', value: ({ stored }) => SEX[stored.animalGender as string], label: fromList('animalGender') },
  { name: 'B.1_reproductive_status', value: ({ stored }) => REPRODUCTIVE_STATUS[stored.animalGender as string] },
  { name: 'B.1_female_physiological_status', value: femalePhysiologicalStatus },
  { name: 'B.1_age', value: answer('animalAge') },
  { name: 'B.1_age_unit', value: ({ stored }) => (typeof stored.animalAge === 'number' ? given(stored.animalAgeUnit) : undefined), label: fromList('ageUnit') },
  { name: 'B.1_weight_kg', value: answer('weight') },
  { name: 'B.1_health_status_prior_to_exposure', value: answer('healthBefore') },
  { name: 'B.1_human_age_years', value: answer('humanAge') },
  { name: 'B.1_human_gender', value: answer('humanGender'), label: fromList('gender') },
  { name: 'B.1_human_exposure_route', value: answer('exposureRoute'), label: fromList('exposureRoute') },
  { name: 'B.1_human_exposure_type', value: answer('exposureKind'), label: fromList('exposureKind') },
  // B.2 the use of the products (the products themselves are PRODUCTS).
  { name: 'B.2_reason_for_use', value: answer('treatmentReason') },
  // B.3 the adverse event.
  { name: 'B.3_onset_date', value: answer('effectDate') },
  { name: 'B.3_duration', value: answer('duration') },
  { name: 'B.3_clinical_signs_text', value: answer('description') },
  // The officer's coding of the clinical signs, one entry per coded term (MedDRA LLT today; VeDDRA terms fill it alike).
  { name: 'B.3_clinical_signs_term_code', value: codedTerms((term) => term.code) },
  { name: 'B.3_clinical_signs_term', value: codedTerms((term) => term.term) },
  { name: 'B.3_clinical_signs_terminology_version', value: codedTerms((term) => `${term.dictionary} ${term.version}`) },
  { name: 'B.3_serious', value: answer('serious'), label: fromList('yesNo') },
  {
    name: 'B.3_seriousness_criteria',
    value: seriousnessCriteria,
    label: (t, code) => fieldLabel(t, `serious${String(code)[0]!.toUpperCase()}${String(code).slice(1)}`),
  },
  { name: 'B.3_treated_for_ae', value: answer('treated'), label: fromList('yesNoUnknown') },
  { name: 'B.3_treatment_text', value: answer('treatment') },
  { name: 'B.3_additional_information', value: answer('questions') },
  // B.4 the outcome.
  { name: 'B.4_outcome_to_date', value: answer('vetOutcome'), label: fromList('vetOutcome') },
  { name: 'B.4_number_of_animals_died', value: answer('numberDied') },
];

/** One product: each is a row of its own in the CSV, joined to its report by A.4.1. */
export const PRODUCT_ELEMENTS: Array<VichElement<ProductSource>> = [
  { name: 'B.2_product_role', value: ({ product }) => given(product.role), label: fromList('vetRole') },
  { name: 'B.2_registered_name', value: ({ product }) => given(product.name) },
  { name: 'B.2_lot_number', value: ({ product }) => given(product.batch) },
  { name: 'B.2_lot_number_unknown', value: ({ product }) => given(product.batchUnknown) },
  { name: 'B.2_dose_amount', value: ({ product }) => given(product.doseAmount) },
  { name: 'B.2_dose_unit', value: ({ product }) => given(product.doseUnit), label: fromList('doseUnit') },
  { name: 'B.2_dose_text', value: ({ product }) => given(product.dose) },
  { name: 'B.2_route', value: ({ product }) => given(product.route), label: fromList('vetRoute') },
  { name: 'B.2_route_text', value: ({ product }) => given(product.routeOther) },
  { name: 'B.2_administered_by', value: ({ product }) => given(product.administeredBy), label: fromList('administeredBy') },
  { name: 'B.2_used_according_to_label', value: ({ product }) => given(product.usedAsLabelled), label: fromList('yesNoUnknown') },
  { name: 'B.2_first_exposure_date', value: ({ product }) => given(product.therapyStart) },
  { name: 'B.2_last_exposure_date', value: ({ product }) => given(product.therapyEnd) },
  // The officer's (the sender's) ABON causality of the event and this product (VICH GL24).
  {
    name: 'B.2_causality_assessment',
    value: ({ index, assessment }) => assessment?.causality.find((item) => item.product === index)?.result,
    label: (_t, code, words) => words.causality(String(code)),
  },
];

/** What the coding dictionaries are called in the files: a coded event names its dictionary in lower case. */
const DICTIONARY_NAMES: Record<string, string> = { meddra: 'MedDRA', veddra: 'VeDDRA' };

/**
 * The case's assessment as the export carries it: the coding and causality
 * of its one event (a veterinary report describes one), products by their
 * position. The coded events of that reaction, where the officer coded any
 * from a dictionary release, else the LLT code typed before one was loaded.
 */
export function vichAssessmentOf(
  assessment: {
    codes: ReadonlyArray<{ reaction: number; lltCode: string; lltTerm: string; meddraVersion: string }>;
    causality: ReadonlyArray<{ reaction: number; medicine: number; result: string }>;
  },
  events: ReadonlyArray<{ reaction: number; dictionary: string; version: string; lltCode: string; lltName: string }> = [],
): VichAssessment {
  const coded = events.filter((event) => event.reaction === 0);
  const terms =
    coded.length > 0
      ? coded.map((event) => ({
          code: event.lltCode,
          term: event.lltName,
          dictionary: DICTIONARY_NAMES[event.dictionary] ?? event.dictionary,
          version: event.version,
        }))
      : assessment.codes
          .filter((code) => code.reaction === 0)
          .map((code) => ({ code: code.lltCode, term: code.lltTerm, dictionary: 'MedDRA', version: code.meddraVersion }));
  return {
    terms,
    causality: assessment.causality.filter((item) => item.reaction === 0).map((item) => ({ product: item.medicine, result: item.result })),
  };
}

function elementsOf<Source>(elements: Array<VichElement<Source>>, source: Source): VichRecord {
  const record: VichRecord = {};
  for (const element of elements) {
    const value = element.value(source);
    if (value !== undefined) record[element.name] = value;
  }
  return record;
}

/** A stored veterinary report as GL42 data elements: codes only, elements without an answer left out. */
export function vichReport(c: VichCase): VichReport {
  if (c.stored.kind !== 'veterinary') throw new RangeError(`VICH GL42 is for veterinary reports, ${c.reference} is ${c.stored.kind}`);
  const products = (c.stored.products as StoredGroup[] | undefined) ?? [];
  return {
    ...elementsOf(REPORT_ELEMENTS, { c, stored: c.stored, sender: e2bSender(c.market) }),
    [PRODUCTS]: products.map((product, index) => elementsOf(PRODUCT_ELEMENTS, { product, index, assessment: c.assessment })),
  };
}
