/**
 * Small groups stay private: the survey's answers are health data, and a count of one or two
 * in a group of people a reader knows tells that person's answer. Every figure the survey
 * team's back office sends, on screen or in the export, goes through here.
 *
 * What is covered:
 * - Groups. The finest groups the filters can make are market × respondent ("cells"). A cell
 *   with fewer than MIN_GROUP responses is left out of every figure, for every filter, so the
 *   difference of two filters (all markets minus one market, all respondents minus parents …)
 *   is always a union of cells of MIN_GROUP or more, never one person. That nothing is shown
 *   when a filter leaves no such cell is the same rule.
 * - Cells of a row. Within a shown group, every count of 1 to MIN_GROUP − 1 is withheld
 *   (primary suppression). The counts of a row (the five points and the skipped ones, or the
 *   values of a background question and the skipped ones) add up to the group's total, so a
 *   row with a single withheld count would give it away: the smallest other non-zero count is
 *   withheld with it (secondary suppression). A mean would give withheld counts away too, so a
 *   row with any withheld count has no mean.
 *
 * What is not covered, and why it is accepted:
 * - Differences of counts between two overlapping filters, inside groups of MIN_GROUP or more:
 *   "cro" minus "cro, self" can show that 2 of the parents (a group of at least 5) chose 1. That
 *   tells how many in a group of at least five answered so, not who; closing it would need an
 *   audit of every pair of filters across requests.
 * - Differences over time: a reader who looks before and after a response arrives can compare
 *   the two. The back office shows live counts by design; publishing only closed periods
 *   would close it, at the cost of the survey team's current view.
 * - Knowledge from outside (a reader who knows the answers of all but one member of a group).
 */

/** The fewest responses a shown figure may stand for. */
export const MIN_GROUP = 5;

/** A count as sent: the number, or null where it is withheld. */
export type Shown = number | null;

const small = (count: number) => count > 0 && count < MIN_GROUP;

/**
 * The counts of one row whose sum is known (the group's total), with the small ones withheld
 * and, where only one would be, the smallest other non-zero one withheld beside it.
 */
export function withheldRow(counts: readonly number[]): Shown[] {
  const withheld = new Set(counts.flatMap((count, index) => (small(count) ? [index] : [])));
  if (withheld.size === 1) {
    const complement = counts
      .map((count, index) => ({ count, index }))
      .filter(({ count, index }) => count > 0 && !withheld.has(index))
      .sort((a, b) => a.count - b.count)[0];
    // A row whose only non-zero count is small cannot exist in a shown group (its total is MIN_GROUP or more).
    if (complement) withheld.add(complement.index);
  }
  return counts.map((count, index) => (withheld.has(index) ? null : count));
}

/** The responses of the cells that hold MIN_GROUP or more, and whether any response was left out. */
export function inLargeCells<Row>(rows: readonly Row[], cellOf: (row: Row) => string): { kept: Row[]; leftOut: boolean } {
  const sizes = new Map<string, number>();
  for (const row of rows) sizes.set(cellOf(row), (sizes.get(cellOf(row)) ?? 0) + 1);
  const kept = rows.filter((row) => sizes.get(cellOf(row))! >= MIN_GROUP);
  return { kept, leftOut: kept.length < rows.length };
}
