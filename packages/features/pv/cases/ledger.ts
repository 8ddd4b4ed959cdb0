/**
 * The case row and its timeline: what every change of a case goes through.
 * A change locks the row, applies itself and records its event in the same
 * transaction, so the timeline holds each step exactly once.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import type { MessageVars } from '@/lib/placeholders';
import { inEnglish, type CaseMessageKey } from './messages';
import type { CaseEventType } from './status';
import { caseEvents, cases, type CaseEventRow, type CaseRow } from './table';

export type { CaseEventRow, CaseRow };

/**
 * A case error an officer can act on: the message names what is wrong, in
 * English; its key and vars let the back office say it in the officer's language.
 */
export class CaseError extends Error {
  constructor(
    /** `scale`: a value of the wrong kind of case's scale (WHO-UMC on a veterinary case, ABON on a human one). */
    readonly code: 'not-found' | 'transition' | 'invalid' | 'scale',
    readonly key: CaseMessageKey,
    readonly vars: MessageVars = {},
  ) {
    super(inEnglish(key, vars));
  }
}

export interface NewCaseEvent {
  reportId: string;
  reference: string;
  actor: string;
  type: CaseEventType;
  data?: Record<string, unknown>;
  note?: string | null;
}

export async function recordEvent(db: Db, event: NewCaseEvent): Promise<void> {
  await db.insert(caseEvents).values({ ...event, data: event.data ?? {}, note: event.note ?? null });
}

export async function findCase(db: Db, reference: string, markets?: readonly string[]): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(cases).where(eq(cases.reference, reference));
  return row && (!markets || markets.includes(row.market)) ? row : undefined;
}

/** Locks the case row for the rest of the transaction, so two officers' changes apply one after the other. */
export async function lockCase(tx: Db, reference: string): Promise<CaseRow> {
  const [row] = await tx.select().from(cases).where(eq(cases.reference, reference)).for('update');
  if (!row) throw new CaseError('not-found', 'noCase', { reference });
  return row;
}

/** Every event of a case, oldest first. */
export async function caseTimeline(db: Db, reportId: string): Promise<CaseEventRow[]> {
  return db.select().from(caseEvents).where(eq(caseEvents.reportId, reportId)).orderBy(asc(caseEvents.at), asc(caseEvents.id));
}
