/**
 * The CMS's content round trip, through Payload's Local API on a scratch
 * database: the seed imports once (a second import changes nothing), the
 * export of every market equals the seed's snapshot — so a site built from
 * the CMS is the site built from the seed — and a content error forced into
 * the database fails the export naming document, locale and field. Job
 * openings leave the export the day after their deadline, and keep the publication day the CMS
 * stored at their first publish.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { markets } from '@/config/markets';
import { seedSnapshot } from '@/content/seed';
import { SnapshotError } from '@/content/snapshot';
import type { OpenCms } from '../../apps/cms/src/open';
import { describeEachDatabase } from './databases';
import { openLocalCms, requestAs, testStaff } from '../support/cms';

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

describeEachDatabase(
  'CMS seed and snapshot',
  (database) => {
    let cms: OpenCms;
    let exportSnapshot: typeof import('../../apps/cms/src/snapshot/export').exportSnapshot;
    let importSnapshots: typeof import('../../apps/cms/src/snapshot/import').importSnapshots;
    const seeds = markets.map((market) => seedSnapshot(market));
    const collections = ['pages', 'news', 'jobs', 'documents', 'company'] as const;

    before(async () => {
      ({ exportSnapshot } = await import('../../apps/cms/src/snapshot/export'));
      ({ importSnapshots } = await import('../../apps/cms/src/snapshot/import'));
      cms = await openLocalCms(database);
    });
    after(() => cms?.close());

    const counts = async () =>
      Object.fromEntries(
        await Promise.all(collections.map(async (collection) => [collection, (await cms.payload.count({ collection, overrideAccess: true })).totalDocs])),
      );
    const versions = async () =>
      Object.fromEntries(
        await Promise.all(
          collections.map(async (collection) => [collection, (await cms.payload.countVersions({ collection, overrideAccess: true })).totalDocs]),
        ),
      );

    it('imports the seed, and a second import changes nothing', async () => {
      const first = await importSnapshots(cms.payload, seeds);
      const pages = seeds.reduce((total, seed) => total + Object.keys(seed.pages).length, 0);
      const jobs = new Set(seeds.flatMap((seed) => seed.jobs.map((job) => job.id))).size;
      const documents = seeds.reduce((total, seed) => total + seed.documents.length, 0);
      assert.ok(jobs > 0 && documents > 0);
      assert.deepEqual(first.created, { pages, news: 28, jobs, documents, company: 3 });
      const before = { counts: await counts(), versions: await versions() };
      const second = await importSnapshots(cms.payload, seeds);
      assert.deepEqual(second.created, { pages: 0, news: 0, jobs: 0, documents: 0, company: 0 });
      assert.deepEqual({ counts: await counts(), versions: await versions() }, before);
    });

    for (const market of markets) {
      it(`exports ${market}'s published content equal to the seed snapshot`, async () => {
        const exported = await exportSnapshot(cms.payload, market);
        const seed = seeds.find((snapshot) => snapshot.market === market)!;
        const byId = <T extends { id: number }>(items: T[]) => [...items].sort((a, b) => a.id - b.id);
        assert.deepEqual(
          json({ ...exported, news: byId(exported.news), jobs: byId(exported.jobs) }),
          json({ ...seed, news: byId(seed.news), jobs: byId(seed.jobs) }),
        );
      });
    }

    it('leaves a draft out of the export until it is published', async () => {
      await cms.payload.update({
        collection: 'news',
        id: 30,
        locale: 'sl',
        draft: true,
        data: { title: 'Osnutek naslova' },
        overrideAccess: true,
        context: { skipRebuild: true },
      });
      const exported = await exportSnapshot(cms.payload, 'slo');
      const published = seeds.find((snapshot) => snapshot.market === 'slo')!.news.find((p) => p.id === 30)!.translations.sl!.title;
      assert.equal(exported.news.find((p) => p.id === 30)?.translations.sl?.title, published);
      assert.notEqual(published, 'Osnutek naslova');
    });

    it('leaves an opening out of the export from the day after its deadline', async () => {
      const [opening] = seeds.find((snapshot) => snapshot.market === 'slo')!.jobs;
      assert.ok(opening, 'the seed has an open slo opening');
      const ids = async (day: string) => (await exportSnapshot(cms.payload, 'slo', day)).jobs.map((job) => job.id);
      assert.ok((await ids(opening.deadline)).includes(opening.id), 'open on its deadline');
      const dayAfter = new Date(Date.parse(`${opening.deadline}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      assert.ok(!(await ids(dayAfter)).includes(opening.id), 'gone the day after');
    });

    it('leaves a draft opening out of the export until it is published', async () => {
      const data = {
        markets: ['bih'],
        contract: 'part-time',
        deadline: '2099-01-01T12:00:00.000Z',
        title: 'Nacrt pozicije',
        place: 'Tuzla',
        description: 'Nacrt.',
      };
      const draft = await cms.payload.create({
        collection: 'jobs',
        locale: 'bs',
        draft: true,
        data: { ...data, _status: 'draft' } as never,
        overrideAccess: true,
        context: { skipRebuild: true },
      });
      assert.ok(!(await exportSnapshot(cms.payload, 'bih')).jobs.some((job) => job.id === draft.id));
      await cms.payload.update({
        collection: 'jobs',
        id: draft.id,
        locale: 'bs',
        data: { _status: 'published' } as never,
        overrideAccess: true,
        context: { skipRebuild: true },
      });
      const { posted, ...exported } = (await exportSnapshot(cms.payload, 'bih')).jobs.find((job) => job.id === draft.id)!;
      assert.match(posted, /^\d{4}-\d{2}-\d{2}$/);
      assert.deepEqual(exported, {
        id: draft.id,
        markets: ['bih'],
        contract: 'part-time',
        deadline: '2099-01-01',
        translations: { bs: { title: 'Nacrt pozicije', place: 'Tuzla', description: 'Nacrt.' } },
      });
      await cms.payload.delete({ collection: 'jobs', id: draft.id, overrideAccess: true, context: { skipRebuild: true } });
    });

    it("stores an opening's publication day at its first publish, on its market's clock, and keeps it through edits, unpublishing and publishing again; an editor cannot set it", async (t) => {
      const { createUser } = await import('../../apps/cms/src/cli/create-user');
      await createUser(cms.payload, { ...testStaff.cro, markets: [...testStaff.cro.markets] } as never);
      const req = await requestAs(cms.payload, 'cro');
      // Past midnight in Zagreb, still the day before in UTC: the market's day counts.
      t.mock.timers.enable({ apis: ['Date'], now: Date.parse('2026-12-07T23:30:00Z') });
      const asEditor = { overrideAccess: false, req, context: { skipRebuild: true } } as const;
      // Each save a minute after the one before: versions of one moment would leave "the latest" undecided.
      const aMinuteLater = () => t.mock.timers.tick(60_000);
      const stored = async (id: number | string) =>
        ((await cms.payload.findByID({ collection: 'jobs', id, draft: true, depth: 0, overrideAccess: true })) as { posted?: string | null }).posted ??
        undefined;
      const data = {
        markets: ['cro'],
        contract: 'permanent',
        deadline: '2027-02-01T12:00:00.000Z',
        title: 'Ljekarnik (m/ž)',
        place: 'Zagreb',
        description: 'Opis.',
      };
      const forged = '2020-01-01T12:00:00.000Z';
      const opening = await cms.payload.create({
        collection: 'jobs',
        locale: 'hr',
        draft: true,
        data: { ...data, posted: forged, _status: 'draft' } as never,
        ...asEditor,
      });
      assert.equal(await stored(opening.id), undefined, 'a draft never published has no day');

      aMinuteLater();
      await cms.payload.update({ collection: 'jobs', id: opening.id, locale: 'hr', data: { _status: 'published' } as never, ...asEditor });
      assert.equal(await stored(opening.id), '2026-12-08T12:00:00.000Z');
      const postedOf = async () => (await exportSnapshot(cms.payload, 'cro', '2026-12-08')).jobs.find((job) => job.id === opening.id)?.posted;
      assert.equal(await postedOf(), '2026-12-08');

      t.mock.timers.setTime(Date.parse('2027-01-15T10:00:00Z'));
      aMinuteLater();
      await cms.payload.update({
        collection: 'jobs',
        id: opening.id,
        locale: 'hr',
        draft: true,
        data: { title: 'Ljekarnik/ljekarnica (m/ž)', posted: forged, _status: 'draft' } as never,
        ...asEditor,
      });
      aMinuteLater();
      await cms.payload.update({ collection: 'jobs', id: opening.id, locale: 'hr', data: { posted: forged, _status: 'published' } as never, ...asEditor });
      aMinuteLater();
      await cms.payload.update({ collection: 'jobs', id: opening.id, locale: 'hr', data: { _status: 'draft' } as never, ...asEditor });
      assert.equal(await postedOf(), undefined, 'unpublished');
      aMinuteLater();
      await cms.payload.update({ collection: 'jobs', id: opening.id, locale: 'hr', data: { _status: 'published' } as never, ...asEditor });
      assert.equal(await stored(opening.id), '2026-12-08T12:00:00.000Z');
      const republished = (await exportSnapshot(cms.payload, 'cro', '2027-01-15')).jobs.find((job) => job.id === opening.id);
      assert.deepEqual([republished?.translations.hr?.title, republished?.posted], ['Ljekarnik/ljekarnica (m/ž)', '2026-12-08']);
      t.mock.timers.reset();
      await cms.payload.delete({ collection: 'jobs', id: opening.id, overrideAccess: true, context: { skipRebuild: true } });
    });

    it('fails on a document naming a file that does not exist, naming document, locale and field', async () => {
      await database.db.execute(sql`
        update cms.documents_locales set file = 'nema-ga.pdf'
        where _locale = 'bs' and _parent_id = (select id from cms.documents where key = 'general-terms-of-business' and market = 'bih')`);
      await assert.rejects(exportSnapshot(cms.payload, 'bih'), (error: Error) => {
        assert.ok(error instanceof SnapshotError);
        assert.match(error.message, /documents\/general-terms-of-business \(bs\): file: public\/documents\/bih\/bs\/nema-ga.pdf does not exist/);
        return true;
      });
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
