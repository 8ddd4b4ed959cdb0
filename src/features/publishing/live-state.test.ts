import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { liveStateOf } from './live-state';
import type { SiteBuild } from './table';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 27, 9, 0, seconds));
let id = 0;
const build = (status: SiteBuild['status'], requested: number, started?: number, finished?: number, error?: string): SiteBuild => ({
  id: ++id, market: 'cro', status, requestedBy: 'ana@example.com', requestedAt: at(requested), firstRequestedAt: at(requested), publishes: 1,
  startedAt: started === undefined ? null : at(started), finishedAt: finished === undefined ? null : at(finished), buildId: null, error: error ?? null, leftOut: null,
});
const SETTLE = 5000;

describe('whether a publish is live', () => {
  it('is going live while its build waits or runs, with the time a build usually takes', () => {
    const earlier = [build('succeeded', 0, 1, 41), build('succeeded', 0, 2, 52)];
    assert.deepEqual(liveStateOf([build('queued', 100), ...earlier.reverse()], at(100), at(101), SETTLE), { state: 'going-live', expectedSeconds: 5 + 50 });
    assert.deepEqual(liveStateOf([build('running', 100, 105), ...earlier], at(100), at(125), SETTLE), { state: 'going-live', expectedSeconds: 30 });
  });

  it('is live once a build that started after the publish succeeded, and failed when that build failed', () => {
    assert.deepEqual(liveStateOf([build('succeeded', 100, 105, 150)], at(100), at(160), SETTLE), { state: 'live' });
    assert.deepEqual(liveStateOf([build('failed', 100, 105, 150, 'exit 1\nsections: too short')], at(100), at(160), SETTLE), { state: 'failed', error: 'exit 1\nsections: too short' });
    // A build that started before the publish does not hold it.
    assert.equal(liveStateOf([build('succeeded', 90, 95, 150)], at(100), at(160), SETTLE).state, 'live', 'nothing after it and nothing waiting: an earlier build holds it');
    assert.equal(liveStateOf([build('queued', 100), build('running', 90, 95)], at(100), at(110), SETTLE).state, 'going-live');
  });
});
