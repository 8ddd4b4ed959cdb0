/**
 * The CMS's content round trip, through Payload's Local API on a scratch
 * database: the seed imports once (a second import changes nothing), the
 * export of every market equals the seed's snapshot — so a site built from
 * the CMS is the site built from the seed — and a content error forced into
 * the database fails the export naming document, locale and field.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { markets } from '@/config/markets';
import { seedSnapshot } from '@/content/seed';
import { SnapshotError } from '@/content/snapshot';
import type { OpenCms } from '../../cms/src/open';
import { describeEachDatabase } from './databases';

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describeEachDatabase(
  'CMS seed and snapshot',
  (database) => {
    let cms: OpenCms;
    let exportSnapshot: typeof import('../../cms/src/snapshot/export').exportSnapshot;
    let importSnapshots: typeof import('../../cms/src/snapshot/import').importSnapshots;
    const seeds = markets.map((market) => seedSnapshot(market));

    before(async () => {
      // The Payload config reads the environment when it is imported.
      process.env.DATABASE_URL = database.url;
      process.env.DATA_DIR = database.dataDir;
      ({ exportSnapshot } = await import('../../cms/src/snapshot/export'));
      ({ importSnapshots } = await import('../../cms/src/snapshot/import'));
      cms = await (await import('../../cms/src/open')).openCms();
    });
    after(() => cms?.close());

    const counts = async () =>
      Object.fromEntries(
        await Promise.all(
          (['pages', 'news', 'company'] as const).map(async (collection) => [collection, (await cms.payload.count({ collection, overrideAccess: true })).totalDocs]),
        ),
      );
    const versions = () => database.db.execute(sql`select (select count(*) from cms._pages_v)::int + (select count(*) from cms._news_v)::int + (select count(*) from cms._company_v)::int as n`);

    it('imports the seed, and a second import changes nothing', async () => {
      const first = await importSnapshots(cms.payload, seeds);
      const pages = seeds.reduce((total, seed) => total + Object.keys(seed.pages).length, 0);
      assert.deepEqual(first.created, { pages, news: 28, company: 3 });
      const before = { counts: await counts(), versions: await versions() };
      const second = await importSnapshots(cms.payload, seeds);
      assert.deepEqual(second.created, { pages: 0, news: 0, company: 0 });
      assert.deepEqual({ counts: await counts(), versions: await versions() }, before);
    });

    for (const market of markets) {
      it(`exports ${market}'s published content equal to the seed snapshot`, async () => {
        const exported = await exportSnapshot(cms.payload, market);
        const seed = seeds.find((snapshot) => snapshot.market === market)!;
        assert.deepEqual(json({ ...exported, news: [...exported.news].sort((a, b) => a.id - b.id) }), json({ ...seed, news: [...seed.news].sort((a, b) => a.id - b.id) }));
      });
    }

    it('leaves a draft out of the export until it is published', async () => {
      await cms.payload.update({ collection: 'news', id: 30, locale: 'sl', draft: true, data: { title: 'Osnutek naslova' }, overrideAccess: true, context: { skipRebuild: true } });
      const exported = await exportSnapshot(cms.payload, 'slo');
      const published = seeds.find((snapshot) => snapshot.market === 'slo')!.news.find((p) => p.id === 30)!.translations.sl!.title;
      assert.equal(exported.news.find((p) => p.id === 30)?.translations.sl?.title, published);
      assert.notEqual(published, 'Osnutek naslova');
    });

    it('fails on a content error forced into the database, naming document, locale and field', async () => {
      await database.db.execute(sql`
        update cms.pages_locales set title = repeat('x', 90)
        where _locale = 'hr' and _parent_id = (select id from cms.pages where route_key = 'o-nama' and market = 'cro')`);
      await assert.rejects(exportSnapshot(cms.payload, 'cro'), (error: Error) => {
        assert.ok(error instanceof SnapshotError);
        assert.match(error.message, /pages\/o-nama \(hr\): title: .*70/);
        return true;
      });
    });
  },
  { kinds: ['postgres'] },
);

