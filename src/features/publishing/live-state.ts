/**
 * Whether a document's last publish is on its market's public site yet, from
 * the market's builds: a build takes its content when it starts, so the
 * publish is live once a build that started after it has succeeded.
 */
import type { SiteBuild } from './table';

export type LiveState =
  | { state: 'going-live'; expectedSeconds: number }
  | { state: 'live' }
  | { state: 'failed'; error: string };

/** What a build usually takes, when none has finished yet (the 2-core demo machine's cro build). */
const USUAL_BUILD_SECONDS = 60;

/** The median duration of the market's succeeded builds, in seconds. */
function usualBuildSeconds(builds: SiteBuild[]): number {
  const seconds = builds
    .filter((build) => build.status === 'succeeded' && build.startedAt && build.finishedAt)
    .map((build) => (build.finishedAt!.getTime() - build.startedAt!.getTime()) / 1000)
    .sort((a, b) => a - b);
  return seconds.length ? Math.round(seconds[Math.floor(seconds.length / 2)]!) : USUAL_BUILD_SECONDS;
}

/**
 * The state of a publish at `publishedAt`, given the market's recent builds (newest first).
 * A publish with no build after it and none waiting went live with an earlier build (the first
 * one from the seed, say); `now` and `settleMs` estimate the wait of a queued build.
 */
export function liveStateOf(builds: SiteBuild[], publishedAt: Date, now: Date, settleMs: number): LiveState {
  const after = builds.filter((build) => build.startedAt && build.startedAt >= publishedAt);
  const pending = builds.find((build) => build.status === 'queued' || build.status === 'running');
  const succeeded = after.find((build) => build.status === 'succeeded');
  if (succeeded) return { state: 'live' };
  const usual = usualBuildSeconds(builds);
  if (pending) {
    const elapsed = (now.getTime() - (pending.startedAt ?? pending.requestedAt).getTime()) / 1000;
    const settling = pending.status === 'queued' ? settleMs / 1000 : 0;
    return { state: 'going-live', expectedSeconds: Math.max(1, Math.round(settling + usual - (pending.status === 'running' ? elapsed : 0))) };
  }
  const failed = after.find((build) => build.status === 'failed');
  if (failed) return { state: 'failed', error: failed.error ?? '' };
  return { state: 'live' };
}
