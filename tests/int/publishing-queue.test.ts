/**
 * The rebuild queue: a burst of publishes of one market waits as one build,
 * and only one build of a market runs at a time, whichever server asks.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { startBuilder } from '@/features/publishing/builder';
import type { LiveSite } from '@/features/publishing/live-site';
import { claimBuild, enqueueBuild, finishBuild } from '@/features/publishing/queue';
import { siteBuilds } from '@/features/publishing/table';
import { describeEachDatabase } from './databases';
import { eventually } from '../support/poll';

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

  it('queues a rebuild once the served build holds a job opening past its deadline, so the opening leaves the careers page', async () => {
    const { db } = database;
    await db.delete(siteBuilds).where(eq(siteBuilds.market, 'bih'));
    // Another server's build of bih is running: this one only queues (one build per market at a time).
    await enqueueBuild(db, 'bih', 'ana@example.com');
    const running = (await claimBuild(db, 'bih', HOUR))!;
    const served = {
      market: 'bih',
      buildId: () => '20261120T080000-1',
      // The earliest deadline among the served build's openings: long past.
      openingsCloseOn: () => '2026-11-20',
      switchTo: () => assert.fail('no newer build exists to switch to'),
    } as unknown as LiveSite;
    const builder = startBuilder({ db, live: served, root: process.cwd(), logger: pino({ level: 'silent' }), pollMs: 20, timeoutMs: HOUR, builds: true });
    try {
      const queued = await eventually('the deadline rebuild', async () =>
        (await db.select().from(siteBuilds).where(and(eq(siteBuilds.market, 'bih'), eq(siteBuilds.status, 'queued'))))[0]);
      assert.equal(queued.requestedBy, 'job opening deadline');
    } finally {
      await builder.stop();
    }
    const queuedRows = await db.select().from(siteBuilds).where(and(eq(siteBuilds.market, 'bih'), eq(siteBuilds.status, 'queued')));
    assert.equal(queuedRows.length, 1, 'once per served build, however many checks ran');
    assert.equal(queuedRows[0]!.publishes, 1);
    await finishBuild(db, running.id, { buildId: '20261123T120000-test' });
  });
});
