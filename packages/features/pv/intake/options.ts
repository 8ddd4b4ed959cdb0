/**
 * The answer lists of the report. The form offers each list's keys (their
 * texts are report.options.<set>.<key> in the catalogue); what is stored is
 * the answer's code. Where ICH E2B(R3) codes a list, the code is E2B's
 * (numbers from fda-e2b-r3-data-elements.csv, UCUM units, EDQM routes), so
 * stored reports and every export speak the safety databases' language.
 * Lists E2B does not code keep their keys as codes.
 */
type Codes = Readonly<Record<string, number | string>>;

const keyed = <K extends string>(...keys: K[]) => Object.fromEntries(keys.map((key) => [key, key])) as Record<K, K>;

/**
 * EDQM Standard Terms, routes of administration (code system 0.4.0.127.0.16.1.1.2.6 in E2B),
 * checked against the EDQM value set published with HL7 Europe's unicom-ig; `other` carries free text.
 */
const EDQM_ROUTES = {
  oral: '20053000',
  sublingual: '20067000',
  cutaneous: '20003000',
  transdermal: '20070000',
  ocular: '20051000',
  auricular: '20001000',
  nasal: '20049000',
  inhalation: '20020000',
  intravenous: '20045000',
  intramuscular: '20035000',
  subcutaneous: '20066000',
  rectal: '20061000',
  vaginal: '20072000',
  inFeed: '20018000',
  inDrinkingWater: '20015700',
  pourOn: '20060000',
  spotOn: '20064000',
  intramammary: '20034000',
} as const;

const pick = <K extends keyof typeof EDQM_ROUTES>(...keys: K[]) =>
  ({ ...Object.fromEntries(keys.map((key) => [key, EDQM_ROUTES[key]])), other: 'other' }) as Record<K | 'other', string>;

export const optionSets = {
  yesNo: keyed('yes', 'no'),
  yesNoUnknown: keyed('yes', 'no', 'unknown'),
  /** C.2.r.4 */
  qualification: { patient: 5, physician: 1, pharmacist: 2, otherProfessional: 3 },
  behalf: keyed('self', 'other'),
  /** D.5 */
  gender: { M: 1, F: 2 },
  ageFormat: keyed('age', 'birthDate', 'ageGroup'),
  /** D.2.2b, UCUM */
  ageUnit: { years: 'a', months: 'mo', weeks: 'wk', days: 'd' },
  /** D.2.3 */
  ageGroup: { neonate: 1, infant: 2, child: 3, adolescent: 4, adult: 5, elderly: 6 },
  /** E.i.7 */
  outcome: { recovered: 1, recovering: 2, notRecovered: 3, recoveredWithSequelae: 4, fatal: 5, unknown: 0 },
  /** G.k.1 */
  drugRole: { suspect: 1, concomitant: 2, interacting: 3 },
  /** G.k.4.r.10.2b */
  route: pick(
    'oral',
    'sublingual',
    'cutaneous',
    'transdermal',
    'ocular',
    'nasal',
    'inhalation',
    'intravenous',
    'intramuscular',
    'subcutaneous',
    'rectal',
    'vaginal',
  ),
  /** G.k.4.r.1b, UCUM; {DF} is one dosage form (a tablet, a capsule, a sachet). */
  doseUnit: { mg: 'mg', g: 'g', microgram: 'ug', ml: 'mL', iu: '[iU]', dosageForm: '{DF}' },
  /** Turned into G.k.4.r.2 and G.k.4.r.3 by the E2B writer. */
  frequency: keyed('onceDaily', 'twiceDaily', 'threeTimesDaily', 'fourTimesDaily', 'weekly', 'asNeeded', 'once'),
  /** G.k.8 */
  actionTaken: { withdrawn: 1, doseReduced: 2, doseIncreased: 3, doseNotChanged: 4, unknown: 0, notApplicable: 9 },
  /** G.k.9.i.4 */
  rechallenge: { recurred: 1, didNotRecur: 2, unknownOutcome: 3, notRegiven: 4 },
  /** E2B(R3) has no coded dechallenge; it goes to G.k.11 and the narrative. */
  dechallenge: keyed('abated', 'didNotAbate', 'unknownOutcome', 'notStopped'),
  /** G.k.10.r; lack of effect has no G.k.10.r code and goes to G.k.11 and the narrative. */
  specialSituation: {
    overdose: 2,
    medicationError: 7,
    misuse: 8,
    abuse: 9,
    occupationalExposure: 10,
    offLabel: 11,
    pastExpiry: 4,
    counterfeit: 1,
    lackOfEffect: 'lackOfEffect',
  },
  reporterType: keyed('veterinarian', 'owner', 'healthcareWorker', 'other'),
  vetReportType: keyed('animalReaction', 'humanExposure', 'lackOfEfficacy', 'residue', 'environmental'),
  species: keyed('dog', 'cat', 'horse', 'cattle', 'pig', 'sheep', 'goat', 'rabbit', 'poultry', 'fish', 'other'),
  animalGender: keyed('male', 'maleNeutered', 'female', 'femaleNeutered', 'unknown'),
  vetOutcome: keyed('recovered', 'recovering', 'aliveWithSequelae', 'died', 'euthanised', 'unknown'),
  vetRole: keyed('suspect', 'concomitant'),
  vetRoute: pick(
    'oral',
    'inFeed',
    'inDrinkingWater',
    'subcutaneous',
    'intramuscular',
    'intravenous',
    'cutaneous',
    'pourOn',
    'spotOn',
    'intramammary',
    'ocular',
    'auricular',
  ),
  administeredBy: keyed('veterinarian', 'owner', 'other'),
  exposureRoute: keyed('skin', 'eye', 'mouth', 'injection', 'inhalation', 'other'),
  exposureKind: keyed('accidentalSelfInjection', 'spillOrSplash', 'accidentalSwallowing', 'whileTreatingAnimal', 'other'),
} as const satisfies Record<string, Codes>;

export type OptionSet = keyof typeof optionSets;
export type Code = number | string;

export function optionKeys(set: OptionSet): string[] {
  return Object.keys(optionSets[set]);
}

/** The stored code of an answer, or undefined for a key the list does not have. */
export function codeOf(set: OptionSet, key: string): Code | undefined {
  return Object.hasOwn(optionSets[set], key) ? (optionSets[set] as Codes)[key] : undefined;
}

/** The answer (form key) a stored code stands for. */
export function keyOf(set: OptionSet, code: unknown): string | undefined {
  return Object.entries(optionSets[set] as Codes).find(([, value]) => value === code)?.[0];
}
