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
  'viewed',
  'e2b-downloaded',
  'list-exported',
  'deletion-due',
  'deleted',
] as const;
export type CaseEventType = (typeof CASE_EVENT_TYPES)[number];
