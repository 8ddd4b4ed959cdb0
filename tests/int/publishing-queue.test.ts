/**
 * The rebuild queue: a burst of publishes of one market waits as one build,
 * and only one build of a market runs at a time, whichever server asks.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { claimBuild, enqueueBuild, finishBuild } from '@/features/publishing/queue';
import { siteBuilds } from '@/features/publishing/table';
import { describeEachDatabase } from './databases';

const HOUR = 3_600_000;

describeEachDatabase('the rebuild queue', (database) => {
  it('joins a burst of publishes into one waiting build, and runs one build per market at a time', async () => {
    const { db } = database;
    await db.delete(siteBuilds).where(inArray(siteBuilds.market, ['bih', 'slo']));
    for (const editor of ['ana@example.com', 'marko@example.com', 'iva@example.com']) await enqueueBuild(db, 'bih', editor);
    await enqueueBuild(db, 'slo', 'maja@example.com');

    const waiting = await db
      .select({ market: siteBuilds.market, publishes: siteBuilds.publishes, requestedBy: siteBuilds.requestedBy })
      .from(siteBuilds)
      .where(and(inArray(siteBuilds.market, ['bih', 'slo']), eq(siteBuilds.status, 'queued')))
      .orderBy(siteBuilds.market);
    assert.deepEqual(waiting.map((row) => [row.market, row.publishes, row.requestedBy]), [['bih', 3, 'iva@example.com'], ['slo', 1, 'maja@example.com']]);

    const [first, second] = await Promise.all([claimBuild(db, 'bih', HOUR), claimBuild(db, 'bih', HOUR)]);
    assert.equal([first, second].filter(Boolean).length, 1, 'two servers asking at once: one builds');
    const running = (first ?? second)!;

    await enqueueBuild(db, 'bih', 'ana@example.com');
    assert.equal(await claimBuild(db, 'bih', HOUR), undefined, 'a publish during the build waits for it');
    await finishBuild(db, running.id, { buildId: '20261123T120000-test' });
    assert.equal((await claimBuild(db, 'bih', HOUR))?.requestedBy, 'ana@example.com', 'and is built next');
  });
});
