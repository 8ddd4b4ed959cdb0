/**
 * How long an editor's publish still has to wait, from what the market's builds of the same kind
 * took: a number while there is one to give, "longer than usual" once the build is past it, and no
 * number before any build of that kind was measured (a made-up one would be wrong in both ways).
 */

/** How long a queued build waits, at most, for its market's publishes to pause. */
export const MAX_SETTLE_WAIT_MS = 60_000;

export type Wait = { kind: 'about'; seconds: number } | { kind: 'longer-than-usual' } | { kind: 'no-history' };

/** The middle of the measured durations (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * The wait of a build that starts in `startsInSeconds` (0 once it runs) and has run for
 * `ranSeconds`, given the durations of the market's latest builds of its kind.
 */
export function estimateWait(durations: readonly number[], startsInSeconds: number, ranSeconds: number): Wait {
  const usual = median(durations);
  if (usual === undefined) return { kind: 'no-history' };
  const left = Math.round(Math.max(0, startsInSeconds) + usual - ranSeconds);
  return left >= 1 ? { kind: 'about', seconds: left } : { kind: 'longer-than-usual' };
}
