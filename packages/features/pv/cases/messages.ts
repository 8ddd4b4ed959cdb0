import { interpolate, type MessageVars } from '@/lib/placeholders';

/**
 * What the back office's case API and store answer staff, in English: the
 * source of the `api` section of the staff catalogue (apps/cms/src/i18n), which
 * translates it. Placeholders are `{name}` (packages/lib/placeholders.ts).
 */
export const caseMessages = {
  signInFirst: 'Sign in first.',
  roleHandlesNoReports: 'Your role does not handle reports.',
  secondFactorFirst: 'Your role needs a second step at sign-in: set it up once, or confirm your sign-in with it.',
  notYourMarket: 'You do not handle the {market} market.',
  unknownKind: 'Unknown kind {kind}.',
  unknownStatus: 'Unknown status {status}.',
  noCaseInYourMarkets: 'No case {reference} in your markets.',
  noCase: 'No case {reference}.',
  e2bHumanOnlyList: 'E2B(R3) is for human medicines; export veterinary reports as VICH GL42 CSV from the list.',
  e2bHumanOnly: 'E2B(R3) is for human medicines; export veterinary reports as VICH GL42 CSV.',
  unknownFormat: 'Unknown export format {format}: csv, e2b, vich-reports or vich-products.',
  vichVeterinaryOnly: 'VICH GL42 is for veterinary reports: filter the list by kind veterinary.',
  e2bOneMarket: 'Choose one market: each market’s E2B batch has its own sender.',
  noHumanReports: 'No human reports match these filters.',
  forwardTarget: 'Forward to the authority or to the marketing-authorisation holder.',
  duplicateDecision: 'Name the candidate and whether it is a duplicate.',
  notACaseAction: 'Not an action on a case.',
  notAListAction: 'Not an action on the list.',
  adminDecidesDeletions: 'Only an administrator decides deletions.',
  adminDeletes: 'Only an administrator deletes cases.',
  forwardUseForwardCase: 'Forwarding needs a recipient, a date and their reference: use forwardCase.',
  nullifyNeedsReason: 'Nullifying a case needs a reason.',
  closeHasOpenItems:
    '{reference} still waits for an answer from the reporter or for its report to the authority: confirm that you close it anyway, and give the reason.',
  closeNeedsReason: 'Closing a case with open items needs a reason.',
  cannotBecome: 'A {from} case cannot become {to}.',
  cannotBeForwarded: 'A {from} case cannot be forwarded.',
  forwardDate: 'The forwarding date must be YYYY-MM-DD.',
  forwardReference: "Give the recipient's reference.",
  notFlaggedDuplicate: '{candidate} is not flagged as a possible duplicate of {reference}.',
  withinRetention: '{reference} is within the retention period of {years} years.',
  mailPending: '{reference} still has mail to send; delete it once the mail is out.',
  notAnOfficer: '{person} is not a pharmacovigilance officer of the {market} market.',
  seriousnessNeedsReason: 'Give the reason for your seriousness assessment.',
  unknownExpectedness: 'Expectedness is listed or unlisted.',
  noSuchReaction: 'The report has no reaction {number}.',
  noSuchMedicine: 'The report has no suspect medicine {number}.',
  meddraCode: 'A MedDRA LLT code has 8 digits, starting with 1.',
  meddraVersion: 'A MedDRA version reads like 27.1.',
  meddraTerm: 'Give the LLT term (up to {max} characters).',
  unknownCausality:
    'Causality is one of the WHO-UMC categories (certain, probable, possible, unlikely, conditional or unassessable) for a human case, or ABON (A, B, O1, O or N) for a veterinary one.',
  causalityAbonOnly: 'A veterinary case is assessed on the ABON scale (A, B, O1, O or N), not WHO-UMC.',
  causalityWhoUmcOnly: 'A human case is assessed on the WHO-UMC scale (certain, probable, possible, unlikely, conditional or unassessable), not ABON.',
  noRelease: 'No {dictionary} release is imported: type the code, or ask an operator to import the release.',
  releaseChanged: 'A newer release ({version}) was imported meanwhile: search the term again.',
  unknownTerm: '{code} is not a current term of release {version}: pick one from the search.',
  unknownCriterion: 'Unknown seriousness criterion {criterion}.',
  unknownOutcome: 'The outcome is one of the E2B outcomes.',
  noSuchCodedEvent: 'The case has no such coded event.',
  narrativeTooLong: 'The narrative may hold up to {max} characters.',
  questionMissing: 'Write the question for the reporter.',
  questionTooLong: 'The question may hold up to {max} characters.',
  questionDueDate: 'The answer’s due date must be a date after today.',
  dueByDate: 'The due-date filter must be a date, YYYY-MM-DD.',
  noReporterEmail: 'The reporter of {reference} gave no e-mail address: contact them another way.',
} as const;

export type CaseMessageKey = keyof typeof caseMessages;
/** Renders a message in the reader's language; the CMS passes one backed by Payload's i18n. */
export type Translate = (key: CaseMessageKey, vars?: MessageVars) => string;

export const inEnglish: Translate = (key, vars) => interpolate(caseMessages[key], vars);
