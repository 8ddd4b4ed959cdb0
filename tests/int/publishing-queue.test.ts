/**
 * The rebuild queue: a burst of publishes of one market waits as one build,
 * which starts once the market's publishes pause, and only one build of a
 * market runs at a time, whichever server asks; a market none of whose
 * servers builds is known as such.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { startBuilder } from '@/features/publishing/builder';
import type { LiveSite } from '@/features/publishing/live-site';
import {
  BUILDER_GONE_AFTER_MS,
  buildDurations,
  claimBuild,
  enqueueBuild,
  finishBuild,
  heartbeat,
  marketsWithBuilder,
  USUAL_OF_LAST,
} from '@/features/publishing/queue';
import { siteBuilders, siteBuilds } from '@/features/publishing/table';
import { describeEachDatabase } from './databases';
import { eventually } from '../support/poll';

const HOUR = 3_600_000;
const SECOND = 1000;
/** Claims as a server does, with a pause (PUBLISH_SETTLE_MS) of 5 s. */
const claimAt = (db: Parameters<typeof claimBuild>[0], market: 'bih' | 'slo', at = new Date()) =>
  claimBuild(db, market, { staleAfterMs: HOUR, settleMs: 5 * SECOND, at });

describeEachDatabase('the rebuild queue', (database) => {
  it('joins a burst of publishes into one waiting build, and runs one build per market at a time', async () => {
    const { db } = database;
    await db.delete(siteBuilds).where(inArray(siteBuilds.market, ['bih', 'slo']));
    const minuteAgo = new Date(Date.now() - 60 * SECOND);
    for (const editor of ['ana@example.com', 'marko@example.com', 'iva@example.com']) await enqueueBuild(db, 'bih', editor, { at: minuteAgo });
    await enqueueBuild(db, 'slo', 'maja@example.com', { at: minuteAgo });

    const waiting = await db
      .select({ market: siteBuilds.market, publishes: siteBuilds.publishes, requestedBy: siteBuilds.requestedBy })
      .from(siteBuilds)
      .where(and(inArray(siteBuilds.market, ['bih', 'slo']), eq(siteBuilds.status, 'queued')))
      .orderBy(siteBuilds.market);
    assert.deepEqual(
      waiting.map((row) => [row.market, row.publishes, row.requestedBy]),
      [
        ['bih', 3, 'iva@example.com'],
        ['slo', 1, 'maja@example.com'],
      ],
    );

    const [first, second] = await Promise.all([claimAt(db, 'bih'), claimAt(db, 'bih')]);
    assert.equal([first, second].filter(Boolean).length, 1, 'two servers asking at once: one builds');
    const running = (first ?? second)!;

    await enqueueBuild(db, 'bih', 'ana@example.com', { at: minuteAgo });
    assert.equal(await claimAt(db, 'bih'), undefined, 'a publish during the build waits for it');
    await finishBuild(db, running.id, { buildId: '20261123T120000-test' });
    assert.equal((await claimAt(db, 'bih'))?.requestedBy, 'ana@example.com', 'and is built next');
  });

  it('two publishes 3 s apart make one build: it starts once the market has been quiet for the pause', async () => {
    const { db } = database;
    await db.delete(siteBuilds).where(eq(siteBuilds.market, 'bih'));
    const start = new Date('2026-11-27T09:00:00Z');
    const after = (ms: number) => new Date(start.getTime() + ms);
    // A server asks every second, as PUBLISH_POLL_MS does.
    const claims: Array<Awaited<ReturnType<typeof claimAt>>> = [];
    await enqueueBuild(db, 'bih', 'ana@example.com', { at: start });
    for (let second = 1; second <= 3; second++) claims.push(await claimAt(db, 'bih', after(second * SECOND)));
    await enqueueBuild(db, 'bih', 'marko@example.com', { at: after(3 * SECOND) });
    for (let second = 4; second <= 12; second++) claims.push(await claimAt(db, 'bih', after(second * SECOND)));

    const started = claims.flatMap((claim, index) => (claim ? [{ second: index + 1, publishes: claim.publishes, requestedBy: claim.requestedBy }] : []));
    assert.deepEqual(started, [{ second: 8, publishes: 2, requestedBy: 'marko@example.com' }], 'one build, 5 s after the last publish, holding both');
    const builds = await db.select().from(siteBuilds).where(eq(siteBuilds.market, 'bih'));
    assert.equal(builds.length, 1);
  });

  it('a market publishing without a pause still gets its build a minute after the first publish', async () => {
    const { db } = database;
    await db.delete(siteBuilds).where(eq(siteBuilds.market, 'bih'));
    const start = new Date('2026-11-27T09:00:00Z');
    const after = (ms: number) => new Date(start.getTime() + ms);
    // A publish every 2 s, at 0, 2, 4, ... s; a server asking in between, at 1, 3, 5, ... s.
    let claimedAtSecond: number | undefined;
    let publishes = 0;
    for (let second = 0; claimedAtSecond === undefined && second <= 90; second += 2) {
      await enqueueBuild(db, 'bih', `editor${second}@example.com`, { at: after(second * SECOND) });
      const claim = await claimAt(db, 'bih', after((second + 1) * SECOND));
      if (claim) [claimedAtSecond, publishes] = [second + 1, claim.publishes];
    }
    assert.equal(claimedAtSecond, 61, 'claimed at the first check past a minute after the first publish');
    assert.equal(publishes, 31);
  });

  it('queues a rebuild once the served build holds a job opening past its deadline, so the opening leaves the careers page', async () => {
    const { db } = database;
    await db.delete(siteBuilds).where(eq(siteBuilds.market, 'bih'));
    // Another server's build of bih is running: this one only queues (one build per market at a time).
    await enqueueBuild(db, 'bih', 'ana@example.com', { at: new Date(Date.now() - 60 * SECOND) });
    const running = (await claimAt(db, 'bih'))!;
    const served = {
      market: 'bih',
      buildId: () => '20261120T080000-1',
      // The earliest deadline among the served build's openings: long past.
      openingsCloseOn: () => '2026-11-20',
      switchTo: () => assert.fail('no newer build exists to switch to'),
    } as unknown as LiveSite;
    const builder = startBuilder({
      db,
      live: served,
      root: process.cwd(),
      logger: pino({ level: 'silent' }),
      pollMs: 20,
      settleMs: 5 * SECOND,
      timeoutMs: HOUR,
      builds: true,
    });
    try {
      const queued = await eventually(
        'the deadline rebuild',
        async () =>
          (
            await db
              .select()
              .from(siteBuilds)
              .where(and(eq(siteBuilds.market, 'bih'), eq(siteBuilds.status, 'queued')))
          )[0],
      );
      assert.equal(queued.requestedBy, 'job opening deadline');
    } finally {
      await builder.stop();
    }
    const queuedRows = await db
      .select()
      .from(siteBuilds)
      .where(and(eq(siteBuilds.market, 'bih'), eq(siteBuilds.status, 'queued')));
    assert.equal(queuedRows.length, 1, 'once per served build, however many checks ran');
    assert.equal(queuedRows[0]!.publishes, 1);
    await finishBuild(db, running.id, { buildId: '20261123T120000-test' });
  });

  it('keeps a burst of news changes a news-only build until another change joins it; the usual time of each kind is its latest succeeded builds', async () => {
    const { db } = database;
    await db.delete(siteBuilds).where(eq(siteBuilds.market, 'bih'));
    const kindQueued = async () =>
      (
        await db
          .select({ kind: siteBuilds.kind })
          .from(siteBuilds)
          .where(and(eq(siteBuilds.market, 'bih'), eq(siteBuilds.status, 'queued')))
      )[0]?.kind;
    await enqueueBuild(db, 'bih', 'ana@example.com', { kind: 'news' });
    await enqueueBuild(db, 'bih', 'marko@example.com', { kind: 'news' });
    assert.equal(await kindQueued(), 'news');
    await enqueueBuild(db, 'bih', 'iva@example.com');
    await enqueueBuild(db, 'bih', 'ana@example.com', { kind: 'news' });
    assert.equal(await kindQueued(), 'all', 'a page changed in the burst: every page renders');

    await db.delete(siteBuilds).where(eq(siteBuilds.market, 'bih'));
    const start = new Date('2026-11-27T09:00:00Z');
    const ran = (seconds: number, rendered: 'all' | 'news' | null, status: 'succeeded' | 'failed' = 'succeeded') => ({
      market: 'bih',
      requestedBy: 'ana@example.com',
      status,
      kind: rendered ?? 'all',
      rendered,
      startedAt: start,
      finishedAt: new Date(start.getTime() + seconds * SECOND),
    });
    // Oldest first: nine news-only builds (40 s, 41 s, …), two full ones, and builds that say nothing of their kind's time.
    await db
      .insert(siteBuilds)
      .values([...Array.from({ length: 9 }, (_, index) => ran(40 + index, 'news')), ran(95, 'all'), ran(90, 'all'), ran(300, 'news', 'failed'), ran(12, null)]);
    assert.deepEqual(await buildDurations(db, 'bih'), {
      news: [48, 47, 46, 45, 44, 43, 42].slice(0, USUAL_OF_LAST),
      all: [90, 95],
    });
    assert.deepEqual(await buildDurations(db, 'slo'), { all: [], news: [] }, "another market's builds are not this one's");
    await db.delete(siteBuilds).where(eq(siteBuilds.market, 'bih'));
  });

  it('knows the markets some server builds: from its heartbeat, until it stops or its heartbeat is missed', async () => {
    const { db } = database;
    await db.delete(siteBuilders);
    const now = new Date('2026-11-27T09:00:00Z');
    assert.deepEqual(await marketsWithBuilder(db, now), [], 'no server has run');
    await heartbeat(db, 'cro', 'web-1:101', now);
    await heartbeat(db, 'slo', 'web-2:202', new Date(now.getTime() - BUILDER_GONE_AFTER_MS - SECOND));
    assert.deepEqual(await marketsWithBuilder(db, now), ['cro'], 'the slo server missed its heartbeats (it crashed)');

    const served = { market: 'bih', buildId: () => '20261120T080000-1', openingsCloseOn: () => undefined, switchTo: () => undefined } as unknown as LiveSite;
    const follower = startBuilder({
      db,
      live: served,
      root: process.cwd(),
      logger: pino({ level: 'silent' }),
      pollMs: 20,
      settleMs: SECOND,
      timeoutMs: HOUR,
      builds: false,
    });
    const builder = startBuilder({
      db,
      live: served,
      root: process.cwd(),
      logger: pino({ level: 'silent' }),
      pollMs: 20,
      settleMs: SECOND,
      timeoutMs: HOUR,
      builds: true,
    });
    try {
      await eventually("the builder's first heartbeat", async () => (await marketsWithBuilder(db)).includes('bih') || undefined);
    } finally {
      await builder.stop();
      await follower.stop();
    }
    assert.equal((await marketsWithBuilder(db)).includes('bih'), false, 'a server that stops leaves at once; one that only follows never counted');
  });
});
