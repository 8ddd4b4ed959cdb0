/**
 * Whether a document's last publish is on its market's public site yet, from
 * the market's builds: a build takes its content when it starts, so the
 * publish is live once a build that started after it has succeeded.
 */
import type { BuildKind, SiteBuild } from './table';
import { estimateWait, MAX_SETTLE_WAIT_MS, type Wait } from './wait-estimate';

export type LiveState = { state: 'going-live'; wait: Wait } | { state: 'live' } | { state: 'failed'; error: string };

/** The durations in seconds of a market's latest succeeded builds of each kind (queue.ts `buildDurations`). */
export type BuildDurations = Record<BuildKind, readonly number[]>;

const secondsBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 1000;

/** What a running build has left, from the builds of its kind. */
const leftOfRunning = (build: SiteBuild, durations: BuildDurations, now: Date) =>
  estimateWait(durations[build.kind], 0, secondsBetween(build.startedAt ?? now, now));

/**
 * The wait of the build a publish is in. A queued build starts once its publishes have paused
 * (claimBuild in queue.ts) and the build running ahead of it, if any, has ended: while that one
 * runs past its usual time, so does the wait.
 */
function waitOf(pending: SiteBuild, builds: SiteBuild[], durations: BuildDurations, now: Date, settleMs: number): Wait {
  if (pending.status === 'running') return leftOfRunning(pending, durations, now);
  const settled = Math.min(pending.requestedAt.getTime() + settleMs, pending.firstRequestedAt.getTime() + MAX_SETTLE_WAIT_MS);
  const running = builds.find((build) => build.status === 'running');
  const ahead = running && leftOfRunning(running, durations, now);
  if (ahead && ahead.kind !== 'about') return ahead;
  return estimateWait(durations[pending.kind], Math.max((settled - now.getTime()) / 1000, ahead?.seconds ?? 0), 0);
}

/**
 * The state of a publish at `publishedAt`, given the market's recent builds (newest first).
 * A publish with no build after it and none waiting went live with an earlier build (the first
 * one from the seed, say); `durations`, `now` and `settleMs` estimate the wait.
 */
export function liveStateOf(builds: SiteBuild[], durations: BuildDurations, publishedAt: Date, now: Date, settleMs: number): LiveState {
  const after = builds.filter((build) => build.startedAt && build.startedAt >= publishedAt);
  const pending = builds.find((build) => build.status === 'queued' || build.status === 'running');
  const succeeded = after.find((build) => build.status === 'succeeded');
  if (succeeded) return { state: 'live' };
  if (pending) return { state: 'going-live', wait: waitOf(pending, builds, durations, now, settleMs) };
  const failed = after.find((build) => build.status === 'failed');
  if (failed) return { state: 'failed', error: failed.error ?? '' };
  return { state: 'live' };
}
