import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { estimateWait, median } from './wait-estimate';

describe("the estimate of a publish's wait", () => {
  it('is the median of the builds measured, less the time the build has run', () => {
    // The news-only builds of a market: one slow outlier does not move the usual time.
    const news = [41, 48, 44, 120, 46];
    assert.equal(median(news), 46);
    assert.equal(median([40, 50]), 45);
    assert.deepEqual(estimateWait(news, 0, 0), { kind: 'about', seconds: 46 });
    assert.deepEqual(estimateWait(news, 0, 30), { kind: 'about', seconds: 16 });
    assert.deepEqual(estimateWait(news, 5, 0), { kind: 'about', seconds: 51 }, 'a queued build waits for its publishes to settle first');
  });

  it('says "longer than usual" once the build is past the usual time, never a stuck second', () => {
    assert.deepEqual(estimateWait([46], 0, 45.4), { kind: 'about', seconds: 1 });
    assert.deepEqual(estimateWait([46], 0, 45.6), { kind: 'longer-than-usual' });
    assert.deepEqual(estimateWait([46], 0, 92), { kind: 'longer-than-usual' });
  });

  it('gives no number before any build of the kind was measured', () => {
    assert.equal(median([]), undefined);
    assert.deepEqual(estimateWait([], 5, 0), { kind: 'no-history' });
    assert.deepEqual(estimateWait([], 0, 200), { kind: 'no-history' });
  });
});
