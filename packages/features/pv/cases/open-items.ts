/**
 * What a case still waits for: questions to the reporter without an answer,
 * and the report to the authority while its clock runs (day 0 is set and the
 * case has not been forwarded to the authority). Closing such a case asks
 * the officer first.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import type { Day } from './clocks';
import { caseEvents, followUpRequests, type CaseRow } from './table';

export interface OpenItems {
  questions: Array<{ id: string; question: string; dueOn: Day }>;
  /** The due date of the report to the authority, while it is not yet made. */
  reportDue: Day | null;
}

export async function openItemsOf(db: Db, row: Pick<CaseRow, 'reportId' | 'followUpOf' | 'dueOn'>): Promise<OpenItems> {
  const [questions, forwarded] = await Promise.all([
    db
      .select({ id: followUpRequests.id, question: followUpRequests.question, dueOn: followUpRequests.dueOn })
      .from(followUpRequests)
      .where(and(eq(followUpRequests.reportId, row.followUpOf ?? row.reportId), isNull(followUpRequests.answeredBy)))
      .orderBy(asc(followUpRequests.askedAt)),
    db
      .select({ id: caseEvents.id })
      .from(caseEvents)
      .where(and(eq(caseEvents.reportId, row.reportId), eq(caseEvents.type, 'forwarded'), sql`${caseEvents.data}->>'target' = 'authority'`))
      .limit(1),
  ]);
  return { questions, reportDue: row.dueOn && forwarded.length === 0 ? row.dueOn : null };
}

export const hasOpenItems = (items: OpenItems) => items.questions.length > 0 || items.reportDue !== null;
