import { marketCountries, type Locale, type Market } from '@/config/markets';

/**
 * Fixed values of the ICH E2B(R3) message: object identifiers and code
 * systems as fda-e2b-r3-data-elements.csv and the ICH example instances
 * give them, and the few translations between our answers and E2B's.
 */
export const OID = {
  batchNumber: '2.16.840.1.113883.3.989.2.1.3.22',
  batchSender: '2.16.840.1.113883.3.989.2.1.3.13',
  batchReceiver: '2.16.840.1.113883.3.989.2.1.3.14',
  messageId: '2.16.840.1.113883.3.989.2.1.3.1',
  messageSender: '2.16.840.1.113883.3.989.2.1.3.11',
  messageReceiver: '2.16.840.1.113883.3.989.2.1.3.12',
  caseId: '2.16.840.1.113883.3.989.2.1.3.1',
  worldwideCaseId: '2.16.840.1.113883.3.989.2.1.3.2',
  interaction: '2.16.840.1.113883.1.6',
  triggerEvent: '2.16.840.1.113883.1.18',
  actCode: '2.16.840.1.113883.5.4',
  messageType: '2.16.840.1.113883.3.989.2.1.1.1',
  reportType: '2.16.840.1.113883.3.989.2.1.1.2',
  firstSender: '2.16.840.1.113883.3.989.2.1.1.3',
  qualification: '2.16.840.1.113883.3.989.2.1.1.6',
  senderType: '2.16.840.1.113883.3.989.2.1.1.7',
  ageGroup: '2.16.840.1.113883.3.989.2.1.1.9',
  outcome: '2.16.840.1.113883.3.989.2.1.1.11',
  drugRole: '2.16.840.1.113883.3.989.2.1.1.13',
  actionTaken: '2.16.840.1.113883.3.989.2.1.1.15',
  rechallenge: '2.16.840.1.113883.3.989.2.1.1.16',
  additionalDrugInfo: '2.16.840.1.113883.3.989.2.1.1.17',
  observation: '2.16.840.1.113883.3.989.2.1.1.19',
  organizer: '2.16.840.1.113883.3.989.2.1.1.20',
  assessmentSource: '2.16.840.1.113883.3.989.2.1.1.21',
  relatedReport: '2.16.840.1.113883.3.989.2.1.1.22',
  characteristic: '2.16.840.1.113883.3.989.2.1.1.23',
  sex: '1.0.5218',
  country: '1.0.3166.1.2.2',
  meddra: '2.16.840.1.113883.6.163',
  edqmRoute: '0.4.0.127.0.16.1.1.2.6',
} as const;

/** Codes of the observations, organizers and characteristics in OID.observation, OID.organizer and OID.characteristic. */
export const OBSERVATION = {
  additionalDocuments: '1',
  additionalInformation: '2',
  age: '3',
  ageGroup: '4',
  weight: '7',
  codedDrugInformation: '9',
  height: '17',
  gestationPeriod: '16',
  medicalHistoryText: '18',
  indication: '19',
  drugRole: '20',
  lifeThreatening: '21',
  localCriteria: '23',
  causality: '39',
  otherMedicallyImportant: '26',
  outcome: '27',
  reaction: '29',
  rechallenge: '31',
  hospitalisation: '33',
  death: '34',
  disability: '35',
  congenitalAnomaly: '12',
} as const;
export const ORGANIZER = { medicalHistory: '1', tests: '3', drugs: '4' } as const;

/** E.i.1.1b and H.5.r.1b: ISO 639-2 codes of the site's languages. */
export const LANGUAGE: Record<Locale, string> = { hr: 'hrv', sl: 'slv', bs: 'bos', en: 'eng' };

/** The country of each market: C.2.r.3, E.i.9 and C.3.4.5. */
export const COUNTRY: Record<Market, string> = marketCountries;

/** N.1.4 and N.2.r.3: the competent authority of each market. */
export const RECEIVER: Record<Market, string> = { cro: 'HALMED', slo: 'JAZMP', bih: 'ALMBIH' };

/** G.k.4.r.2 and G.k.4.r.3 of the frequencies that have a regular interval (UCUM units). */
export const DOSING_INTERVAL: Record<string, { value: number; unit: string }> = {
  onceDaily: { value: 1, unit: 'd' },
  twiceDaily: { value: 12, unit: 'h' },
  threeTimesDaily: { value: 8, unit: 'h' },
  fourTimesDaily: { value: 6, unit: 'h' },
  weekly: { value: 1, unit: 'wk' },
};

/** E.i.3.2a–f: the seriousness criteria, their form field, the officer's criterion (SERIOUSNESS_CRITERIA) and their observation code. */
export const SERIOUSNESS = [
  ['seriousDeath', 'death', OBSERVATION.death],
  ['seriousLifeThreatening', 'lifeThreatening', OBSERVATION.lifeThreatening],
  ['seriousHospitalisation', 'hospitalisation', OBSERVATION.hospitalisation],
  ['seriousDisabling', 'disabling', OBSERVATION.disability],
  ['seriousCongenital', 'congenital', OBSERVATION.congenitalAnomaly],
  ['seriousOther', 'other', OBSERVATION.otherMedicallyImportant],
] as const;
