/**
 * A pharmacovigilance case's life: received → in assessment → forwarded (to
 * the authority and/or the marketing-authorisation holder) → closed, or
 * nullified with a reason. A closed case is reopened by a follow-up or by an
 * officer; a nullified one stays so.
 */
export const CASE_STATUSES = ['received', 'in-assessment', 'forwarded', 'closed', 'nullified'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

const NEXT: Record<CaseStatus, readonly CaseStatus[]> = {
  received: ['in-assessment', 'nullified'],
  'in-assessment': ['forwarded', 'closed', 'nullified'],
  forwarded: ['forwarded', 'closed', 'nullified'],
  closed: ['in-assessment'],
  nullified: [],
};

/** A case still waiting for the officer's work: its due date counts. Forwarded, closed and nullified cases are done with. */
export const OPEN_STATUSES = ['received', 'in-assessment'] as const satisfies readonly CaseStatus[];

export function canMove(from: CaseStatus, to: CaseStatus): boolean {
  return NEXT[from].includes(to);
}

export function isCaseStatus(value: unknown): value is CaseStatus {
  return typeof value === 'string' && (CASE_STATUSES as readonly string[]).includes(value);
}

/** Who a case is forwarded to: the market's medicines authority, or the marketing-authorisation holder. */
export const FORWARD_TARGETS = ['authority', 'mah'] as const;
export type ForwardTarget = (typeof FORWARD_TARGETS)[number];

/**
 * What the timeline records. Changes of a case and every look at it: reports
 * are health data (GDPR Article 9), so who saw them is part of the record.
 */
export const CASE_EVENT_TYPES = [
  'received',
  'status-changed',
  'forwarded',
  'follow-up-received',
  'duplicate-flagged',
  'duplicate-confirmed',
  'duplicate-dismissed',
  'clock-changed',
  'assigned',
  'seriousness-assessed',
  'expectedness-assessed',
  'reaction-coded',
  'event-coded',
  'event-removed',
  'causality-assessed',
  'narrative-edited',
  'follow-up-requested',
  'follow-up-request-answered',
  'reporter-answered',
  'viewed',
  'e2b-downloaded',
  'list-exported',
  'deletion-due',
  'deleted',
] as const;
export type CaseEventType = (typeof CASE_EVENT_TYPES)[number];

/**
 * GVP Module VI's clocks for human medicines: a valid serious case is due to
 * the authority 15 days after day 0 (when the minimum information was known),
 * a non-serious one 90.
 */
const DAYS_TO_REPORT = { serious: 15, nonSerious: 90 } as const;
/**
 * Veterinary medicines, Regulation (EU) 2019/6, Art. 76(2): the marketing
 * authorisation holder records every suspected adverse event reported to it
 * in the Union pharmacovigilance database "without delay and no later than
 * within 30 days of receipt of the suspected adverse event report". Our
 * reading: one clock for serious and non-serious events alike (the article
 * makes no difference), counted from day 0 as for human cases, since the
 * report is received as a case once its minimum information is there.
 */
const VETERINARY_DAYS_TO_RECORD = 30;

/** The days from day 0 to the due date: the veterinary clock for veterinary cases, GVP VI's for human ones. */
export const daysToReport = (kind: string, serious: boolean): number =>
  kind === 'veterinary' ? VETERINARY_DAYS_TO_RECORD : serious ? DAYS_TO_REPORT.serious : DAYS_TO_REPORT.nonSerious;

/** The officer's judgement whether a reaction is in the medicine's reference safety information. */
export const EXPECTEDNESS = ['listed', 'unlisted'] as const;
export type Expectedness = (typeof EXPECTEDNESS)[number];

/** The WHO-UMC causality categories, strongest first: human cases. */
export const WHO_UMC = ['certain', 'probable', 'possible', 'unlikely', 'conditional', 'unassessable'] as const;
type WhoUmc = (typeof WHO_UMC)[number];

/**
 * The ABON causality categories of veterinary pharmacovigilance (VICH GL24,
 * EMA's guideline on veterinary causality assessment): A probable, B
 * possible, O1 inconclusive, O unclassifiable, N unlikely. Stored as these
 * codes, which no WHO-UMC category shares.
 */
export const ABON = ['A', 'B', 'O1', 'O', 'N'] as const;
type Abon = (typeof ABON)[number];

export type Causality = WhoUmc | Abon;

/** The scale a case's causality is assessed on: ABON for veterinary cases, WHO-UMC for human ones. */
export const causalityScaleOf = (kind: string) =>
  kind === 'veterinary' ? ({ name: 'ABON', results: ABON } as const) : ({ name: 'WHO-UMC', results: WHO_UMC } as const);
export const isCausality = (value: unknown): value is Causality => typeof value === 'string' && ([...WHO_UMC, ...ABON] as readonly string[]).includes(value);

/** Limits of what officers type: E2B's H.1 holds 100,000 characters, an LLT name is short. */
export const NARRATIVE_MAX = 100_000;
export const MEDDRA_TERM_MAX = 250;
export const QUESTION_MAX = 2000;
/** A reporter's short answer under a question: a few paragraphs; more belongs in the full follow-up form. */
export const ANSWER_MAX = 5000;
