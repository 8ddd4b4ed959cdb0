import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { liveStateOf, type BuildDurations } from './live-state';
import type { BuildKind, SiteBuild } from './table';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 9, 0, seconds));
let id = 0;
const build = (
  status: SiteBuild['status'],
  requested: number,
  started?: number,
  finished?: number,
  { error, kind = 'all' }: { error?: string; kind?: BuildKind } = {},
): SiteBuild => ({
  id: ++id,
  market: 'cro',
  status,
  requestedBy: 'ana@example.com',
  requestedAt: at(requested),
  firstRequestedAt: at(requested),
  publishes: 1,
  startedAt: started === undefined ? null : at(started),
  finishedAt: finished === undefined ? null : at(finished),
  buildId: null,
  error: error ?? null,
  leftOut: null,
  kind,
  rendered: status === 'succeeded' ? kind : null,
});
const SETTLE = 5000;
/** Full builds took about 90 s, news-only ones about 45 s. */
const measured: BuildDurations = { all: [88, 92, 90], news: [44, 46, 45] };
const unmeasured: BuildDurations = { all: [], news: [] };

describe('whether a publish is live', () => {
  it('is going live while its build waits or runs, with the time builds of its kind usually take', () => {
    assert.deepEqual(liveStateOf([build('queued', 100)], measured, at(100), at(101), SETTLE), {
      state: 'going-live',
      wait: { kind: 'about', seconds: 4 + 90 },
    });
    assert.deepEqual(liveStateOf([build('queued', 100, undefined, undefined, { kind: 'news' })], measured, at(100), at(101), SETTLE), {
      state: 'going-live',
      wait: { kind: 'about', seconds: 4 + 45 },
    });
    assert.deepEqual(liveStateOf([build('running', 100, 105, undefined, { kind: 'news' })], measured, at(100), at(125), SETTLE), {
      state: 'going-live',
      wait: { kind: 'about', seconds: 25 },
    });
  });

  it('waits for the build running ahead of its own, and says so once that one runs past its usual time', () => {
    const ahead = build('running', 50, 60);
    assert.deepEqual(liveStateOf([build('queued', 100, undefined, undefined, { kind: 'news' }), ahead], measured, at(100), at(101), SETTLE), {
      state: 'going-live',
      wait: { kind: 'about', seconds: 49 + 45 },
    });
    assert.deepEqual(liveStateOf([build('queued', 100), ahead], measured, at(100), at(160), SETTLE), {
      state: 'going-live',
      wait: { kind: 'longer-than-usual' },
    });
  });

  it('takes longer than usual once its build is past the usual time, and gives no number before one was measured', () => {
    assert.deepEqual(liveStateOf([build('running', 0, 5, undefined, { kind: 'news' })], measured, at(0), at(51), SETTLE), {
      state: 'going-live',
      wait: { kind: 'longer-than-usual' },
    });
    assert.deepEqual(liveStateOf([build('running', 0, 5)], unmeasured, at(0), at(51), SETTLE), { state: 'going-live', wait: { kind: 'no-history' } });
    assert.deepEqual(
      liveStateOf([build('queued', 0, undefined, undefined, { kind: 'news' })], { all: [90], news: [] }, at(0), at(1), SETTLE),
      { state: 'going-live', wait: { kind: 'no-history' } },
      'full builds say nothing of news-only ones',
    );
  });

  it('is live once a build that started after the publish succeeded, and failed when that build failed', () => {
    assert.deepEqual(liveStateOf([build('succeeded', 100, 105, 150)], measured, at(100), at(160), SETTLE), { state: 'live' });
    assert.deepEqual(liveStateOf([build('failed', 100, 105, 150, { error: 'exit 1\nsections: too short' })], measured, at(100), at(160), SETTLE), {
      state: 'failed',
      error: 'exit 1\nsections: too short',
    });
    // A build that started before the publish does not hold it.
    assert.equal(
      liveStateOf([build('succeeded', 90, 95, 150)], measured, at(100), at(160), SETTLE).state,
      'live',
      'nothing after it and nothing waiting: an earlier build holds it',
    );
    assert.equal(liveStateOf([build('queued', 100), build('running', 90, 95)], measured, at(100), at(110), SETTLE).state, 'going-live');
  });
});
