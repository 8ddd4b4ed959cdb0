/**
 * A publish hands its build the content to build from (apps/cms/src/snapshot/hand-over.ts): the CMS stores
 * the market's snapshot in the database with the queued rebuild, so a build that cannot reach the CMS
 * at all (stopped right after the publish, its tables out of reach) still takes the publish live. A snapshot read earlier never
 * replaces one read later. Proven with one real build of bih, the smallest market, run by a public
 * server's builder (packages/features/publishing/builder.ts) into a folder of its own.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { createLocalReq, type Payload } from 'payload';
import { startBuilder } from '@/features/publishing/builder';
import type { LiveSite } from '@/features/publishing/live-site';
import { storedSnapshot, storeSnapshot } from '@/features/publishing/snapshots';
import { siteBuilds } from '@/features/publishing/table';
import { filesUnder } from '@/platform/static-site';
import type { OpenCms } from '../../apps/cms/src/open';
import { transactionConnection } from '../../apps/cms/src/payload-patches/transaction-connection';
import { openLocalCms } from '../support/cms';
import { describeEachDatabase } from './databases';

const root = path.resolve(import.meta.dirname, '..', '..');

/** The first published bih post, as read in Bosnian. */
async function bihPost(payload: Payload): Promise<{ id: number; title: string }> {
  const { docs } = await payload.find({
    collection: 'news',
    where: { marketsKey: { equals: 'bih' }, _status: { equals: 'published' } },
    locale: 'bs',
    sort: 'id',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  });
  return docs[0] as unknown as { id: number; title: string };
}

/** A builder's view of the served site: none yet; it answers the folder of the first build it switches to. */
function firstSwitch(): { live: LiveSite; switched: Promise<string> } {
  let resolve!: (dir: string) => void;
  const switched = new Promise<string>((done) => (resolve = done));
  const unused = () => {
    throw new Error('the builder does not serve');
  };
  const live = {
    market: 'bih',
    buildId: () => '',
    openingsCloseOn: () => undefined,
    switchTo: resolve,
    site: unused,
    profile: unused,
    jobs: unused,
  } satisfies LiveSite;
  return { live, switched };
}

describeEachDatabase(
  'A publish goes live from the snapshot the CMS stored',
  (database) => {
    let cms: OpenCms | undefined;
    let distDir: string;
    const title = 'Novi naslov objave, objavljen dok CMS radi';

    before(async () => {
      distDir = mkdtempSync(path.join(tmpdir(), 'publish-snapshot-dist-'));
      cms = await openLocalCms(database);
    });
    after(async () => {
      await cms?.close();
      rmSync(distDir, { recursive: true, force: true });
    });

    it('stores the snapshot with the queued rebuild, in the publish; one read earlier never replaces it', async () => {
      const post = await bihPost(cms!.payload);
      await cms!.payload.update({ collection: 'news', id: post.id, locale: 'bs', data: { title, _status: 'published' } as never, overrideAccess: true });
      const queued = await database.db
        .select()
        .from(siteBuilds)
        .where(and(eq(siteBuilds.market, 'bih'), eq(siteBuilds.status, 'queued')));
      assert.equal(queued.length, 1, 'the rebuild is queued');
      const stored = await storedSnapshot(database.db, 'bih');
      assert.ok(JSON.stringify(stored?.content).includes(title), 'the snapshot holds the publish');

      await storeSnapshot(database.db, 'bih', { market: 'bih', news: [] }, '2000-01-01 00:00:00+00');
      assert.deepEqual(await storedSnapshot(database.db, 'bih'), stored, 'an older snapshot is not stored over it');
    });

    it("writes in the request's transaction, which Payload's rollback undoes (payload-patches/transaction-connection.ts)", async () => {
      const { payload } = cms!;
      const before = await storedSnapshot(database.db, 'bih');
      const req = await createLocalReq({}, payload);
      const transaction = await payload.db.beginTransaction();
      assert.ok(transaction !== null, 'a transaction began');
      req.transactionID = transaction;
      try {
        const connection = await transactionConnection(req);
        assert.ok(connection, 'the transaction has a connection');
        await storeSnapshot(connection, 'bih', { market: 'bih', news: [] }, '2999-01-01 00:00:00+00');
        assert.equal((await storedSnapshot(connection, 'bih'))?.takenAt, '2999-01-01 00:00:00+00', 'written in the transaction');
      } finally {
        await payload.db.rollbackTransaction(transaction);
      }
      assert.deepEqual(await storedSnapshot(database.db, 'bih'), before, 'undone with it');
    });

    it('builds the publish and switches to it with the CMS stopped and its content out of reach', async () => {
      await cms!.close();
      cms = undefined;
      // Nor could the build open the CMS itself, as `npm run cms -- export` does: the CMS's tables (schema cms) are gone.
      await database.db.execute(sql`alter schema cms rename to cms_out_of_reach`);
      process.env.DIST_DIR = distDir;
      const { live, switched } = firstSwitch();
      const builder = startBuilder({
        db: database.db,
        live,
        root,
        logger: pino({ level: 'silent' }),
        pollMs: 100,
        settleMs: 0,
        timeoutMs: 10 * 60_000,
        builds: true,
      });
      try {
        const dir = await switched;
        const [build] = await database.db.select().from(siteBuilds).where(eq(siteBuilds.market, 'bih'));
        assert.equal(build?.status, 'succeeded', build?.error ?? undefined);
        const pages = filesUnder(dir).filter((file) => file.endsWith('.html'));
        assert.ok(
          pages.some((file) => readFileSync(file, 'utf8').includes(title)),
          'a page shows the published title',
        );
      } finally {
        await builder.stop();
      }
    });
  },
  { kinds: ['postgres'], seeded: true },
);
