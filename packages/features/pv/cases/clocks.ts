/**
 * The reporting clocks: day 0 is the market's calendar day on which the
 * minimum valid case was known; a human case is due 15 days later when
 * serious, 90 when not (GVP Module VI); a veterinary case 30 days later,
 * serious or not (Regulation (EU) 2019/6, Art. 76(2); see status.ts). Due
 * and overdue count only for open cases.
 */
import { and, count, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { dayIn, isMarket } from '@/config/markets';
import type { Db } from '@/platform/db/database';
import { daysToReport, OPEN_STATUSES } from './status';
import { cases } from './table';

/** A calendar day, YYYY-MM-DD. */
export type Day = string;

export { dayIn };

export function addDays(day: Day, days: number): Day {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const dueOnOf = (kind: string, dayZero: Day | null, serious: boolean): Day | null => (dayZero ? addDays(dayZero, daysToReport(kind, serious)) : null);

const isOpen = inArray(cases.status, [...OPEN_STATUSES]);

/**
 * A condition on the due date against each market's own today, one branch
 * per market, so the (market, due_on) index answers it.
 */
function againstToday(markets: readonly string[], now: Date, test: (today: Day) => SQL): SQL | undefined {
  const branches = markets.filter(isMarket).map((market) => and(eq(cases.market, market), test(dayIn(market, now))));
  return or(...branches);
}

/** An open case whose due date has passed: the JS twin of `overdue`, for one case in hand. */
export const isOverdue = (row: { market: string; status: string; dueOn: Day | null }, now: Date): boolean =>
  (OPEN_STATUSES as readonly string[]).includes(row.status) && row.dueOn !== null && row.dueOn < dayIn(row.market, now);

/** Open cases whose due date has passed. */
export const overdue = (markets: readonly string[], now: Date) =>
  and(
    isOpen,
    againstToday(markets, now, (today) => lt(cases.dueOn, today)),
  );

/** Open cases due on or before `day`. */
export const dueBy = (day: Day) => and(isOpen, lte(cases.dueOn, day));

/** Open cases due from today to six days on: this week's work. */
const dueThisWeek = (markets: readonly string[], now: Date) =>
  and(
    isOpen,
    againstToday(markets, now, (today) => and(gte(cases.dueOn, today), lte(cases.dueOn, addDays(today, 6)))!),
  );

export interface CaseClocks {
  open: number;
  dueThisWeek: number;
  overdue: number;
}

/** The officer's dashboard: open cases of their markets, those due this week and those overdue. */
export async function caseClocks(db: Db, markets: readonly string[], now = new Date()): Promise<CaseClocks> {
  if (markets.length === 0) return { open: 0, dueThisWeek: 0, overdue: 0 };
  const [row] = await db
    .select({
      open: count(),
      dueThisWeek: sql<number>`count(*) filter (where ${dueThisWeek(markets, now)})`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${overdue(markets, now)})`.mapWith(Number),
    })
    .from(cases)
    .where(and(inArray(cases.market, [...markets]), isOpen));
  return row ?? { open: 0, dueThisWeek: 0, overdue: 0 };
}
