/**
 * Scheduling and history over the built CMS (apps/cms/.next): a publish or
 * unpublish scheduled the way the admin's schedule drawer does it (its server
 * function, as the editor) runs in the CMS server when it falls due — also
 * when the CMS was restarted in between — through the same hooks, so the
 * market's rebuild is queued; and the version history an editor may restore
 * stays within their markets.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { Payload } from 'payload';
import { readCategories } from '@/content/news';
import { siteBuilds } from '@/features/publishing/table';
import type { PendingSchedule } from '../../apps/cms/src/components/schedule';
import { staffInEnglish } from '../../apps/cms/src/i18n/catalogue';
import type { OpenCms } from '../../apps/cms/src/open';
import { describeEachDatabase } from './databases';
import {
  cmsSuiteKinds,
  openLocalCms,
  queueClock,
  requestAs,
  cmsRequest,
  startTestCms,
  testStaff,
  testStaffTokens,
  type TestCms,
  type TestPerson,
  cmsTestPort,
} from '../support/cms';
import { eventually } from '../support/poll';

const PORT = cmsTestPort('schedule');
const BASE = `http://127.0.0.1:${PORT}`;

const request = cmsRequest(BASE);

describeEachDatabase(
  'CMS scheduled publishing and version history',
  (database) => {
    let cms: TestCms | undefined;
    let local: OpenCms | undefined;
    let tokens: Record<TestPerson, string>;
    // The real time, but where a test sets the queue's clock itself.
    let clock: ReturnType<typeof queueClock>;

    before(async () => {
      clock = queueClock(database.dataDir);
      cms = await startTestCms(database, PORT, Object.values(testStaff), {
        // Every second, so that a publish a few seconds ahead runs within the test.
        env: { CMS_JOBS_CRON: '* * * * * *', ...clock.env },
      });
      // It schedules, and must not run the queue itself.
      local = await openLocalCms(database);
      tokens = await testStaffTokens(request);
    });

    after(async () => {
      await cms?.stop();
      await local?.close();
    });

    const payload = (): Payload => local!.payload;

    /** What the admin's schedule drawer calls (the `schedule-publish` server function, through our access guard), as `person`. */
    async function schedule(person: TestPerson, id: number, type: 'publish' | 'unpublish', date: Date): Promise<void> {
      const { schedulePublishHandler } = await import('@payloadcms/ui/utilities/schedulePublishHandler');
      const { guardServerFunctions } = await import('../../apps/cms/src/server-functions');
      const schedulePublish = guardServerFunctions({ schedulePublish: schedulePublishHandler, formState: async () => undefined })['schedule-publish']!;
      const req = await requestAs(payload(), person);
      const result = (await schedulePublish({ req, type, date, doc: { relationTo: 'news', value: String(id) } } as never)) as { error?: string };
      assert.equal(result.error, undefined);
    }

    const draftPost = async (title: string) =>
      (
        await payload().create({
          collection: 'news',
          locale: 'sl',
          draft: true,
          overrideAccess: true,
          context: { skipRebuild: true },
          data: {
            title,
            slug: title.toLowerCase().replaceAll(' ', '-'),
            excerpt: 'Napovednik objave, ki jo urednica načrtuje za kasneje, s povzetkom.',
            body: 'Besedilo.',
            kind: 'news',
            date: '2026-11-23',
            markets: ['slo'],
            categories: [readCategories()[0]!.id],
            cover: 'none',
            _status: 'draft',
          } as never,
        })
      ).id as number;

    const publishedStatus = async (id: number) =>
      ((await payload().findByID({ collection: 'news', id, draft: false, overrideAccess: true, depth: 0 })) as { _status?: string })._status;

    /** The slo rebuild the editor's scheduled change queued (enqueueBuild names the latest publisher). */
    const queuedBy = async (person: TestPerson) =>
      (
        await database.db
          .select()
          .from(siteBuilds)
          .where(and(eq(siteBuilds.market, 'slo'), eq(siteBuilds.status, 'queued'), eq(siteBuilds.requestedBy, testStaff[person].email)))
      )[0];

    const clearBuilds = () => database.db.delete(siteBuilds);

    it("publishes a draft when its time comes, as the editor who scheduled it, and queues its market's rebuild", async () => {
      await clearBuilds();
      const id = await draftPost('Objava ob uri');
      const at = new Date(Date.now() + 3000);
      await schedule('slo', id, 'publish', at);
      const [job] = (
        await payload().find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'schedulePublish' }, 'input.doc.value': { equals: String(id) } },
          overrideAccess: true,
        })
      ).docs;
      assert.ok(job, 'the job is stored');
      assert.equal(await publishedStatus(id), 'draft');
      assert.equal(await queuedBy('slo'), undefined);

      await eventually('the scheduled publish', async () => ((await publishedStatus(id)) === 'published' ? true : undefined));
      const published = (await payload().findByID({ collection: 'news', id, locale: 'sl', draft: false, overrideAccess: true })) as unknown as {
        title: string;
        updatedAt: string;
      };
      assert.equal(published.title, 'Objava ob uri');
      assert.ok(new Date(published.updatedAt) >= at, 'not before its time');
      assert.ok(await eventually('the slo rebuild', () => queuedBy('slo')));
      assert.doesNotMatch(cms!.output(), /Error in job queue|schedulePublish.*failed/i);
    });

    it('unpublishes a post when its time comes and queues the rebuild', async () => {
      await clearBuilds();
      const id = await draftPost('Umik ob uri');
      await payload().update({
        collection: 'news',
        id,
        locale: 'sl',
        overrideAccess: true,
        context: { skipRebuild: true },
        data: { _status: 'published' } as never,
      });
      assert.equal(await publishedStatus(id), 'published');
      await schedule('slo', id, 'unpublish', new Date(Date.now() + 2000));
      await eventually('the scheduled unpublish', async () => ((await publishedStatus(id)) === 'draft' ? true : undefined));
      assert.ok(await eventually('the slo rebuild', () => queuedBy('slo')));
    });

    it('runs a publish scheduled before a restart of the CMS', async (context) => {
      context.after(() => clock.release());
      await clearBuilds();
      const id = await draftPost('Objava po ponovnem zagonu');
      // A day ahead: the real clock does not reach it, however slowly this machine schedules, stops and starts.
      const at = new Date(Date.now() + 86_400_000);
      await schedule('slo', id, 'publish', at);
      await cms!.stop();
      assert.equal(await publishedStatus(id), 'draft', 'not run before the stop');
      await cms!.restart();
      clock.set(new Date(at.getTime() + 1000));
      await eventually('the publish after the restart', async () => ((await publishedStatus(id)) === 'published' ? true : undefined));
      assert.ok(await eventually('the slo rebuild', () => queuedBy('slo')));
    });

    it("lists a document's scheduled changes to those who may read it, until they have run (the drawer, the document's mark)", async () => {
      const id = await draftPost('Objava za pozneje');
      const at = new Date(Date.now() + 3000);
      await schedule('slo', id, 'publish', at);
      const pending = (person?: TestPerson, query = `collection=news&id=${id}`) =>
        request('GET', `/api/scheduled-publishes?${query}`, person && tokens[person]);
      const listed = await pending('slo');
      assert.equal(listed.status, 200, JSON.stringify(listed.json));
      assert.deepEqual(
        (listed.json.schedules as PendingSchedule[]).map(({ type, waitUntil }) => ({ type, waitUntil })),
        [{ type: 'publish', waitUntil: at.toISOString() }],
      );
      assert.equal((await pending('cro')).status, 403, "another market's editor");
      assert.equal((await pending()).status, 401);
      for (const query of ['collection=media&id=1', 'collection=users&id=1', `collection=news&id=${id}x`, 'collection=news']) {
        const refused = await pending('slo', query);
        assert.equal(refused.status, 400, query);
        assert.deepEqual(refused.json.errors, [{ message: staffInEnglish('schedule:badRequest') }]);
      }
      await eventually('the scheduled publish', async () => ((await publishedStatus(id)) === 'published' ? true : undefined));
      assert.deepEqual((await pending('slo')).json.schedules, [], 'once it has run');
    });

    it('takes a scheduled change only from someone who may make it: a cro editor cannot publish an slo post that way', async () => {
      const id = await draftPost('Tuja objava');
      await assert.rejects(schedule('cro', id, 'publish', new Date(Date.now() + 1000)), /not allowed/i);
      const { totalDocs } = await payload().count({ collection: 'payload-jobs', where: { 'input.doc.value': { equals: String(id) } }, overrideAccess: true });
      assert.equal(totalDocs, 0, 'nothing was queued');
      assert.equal(await publishedStatus(id), 'draft');
    });

    it('lets an slo editor list and restore versions of an slo post, and refuses other markets and roles', async () => {
      const slo = (await payload().find({ collection: 'news', where: { marketsKey: { equals: 'slo' } }, overrideAccess: true, limit: 1 })).docs[0]!;
      const cro = (await payload().find({ collection: 'news', where: { marketsKey: { equals: 'cro' } }, overrideAccess: true, limit: 1 })).docs[0]!;
      await payload().update({
        collection: 'news',
        id: slo.id,
        locale: 'sl',
        draft: true,
        overrideAccess: true,
        context: { skipRebuild: true },
        data: { title: 'Spremenjen naslov' } as never,
      });

      const versionsOf = (id: number | string, person: TestPerson) =>
        request('GET', `/api/news/versions?where[parent][equals]=${id}&sort=createdAt&depth=0`, tokens[person]);
      const listed = await versionsOf(slo.id, 'slo');
      assert.equal(listed.status, 200);
      const [original] = listed.json.docs as { id: number | string }[];
      assert.ok(original && (listed.json.docs as unknown[]).length >= 2, "the seed's version and the draft");

      const restored = await request('POST', `/api/news/versions/${original.id}?locale=sl`, tokens.slo);
      assert.equal(restored.status, 200, JSON.stringify(restored.json));
      const latest = (await payload().findByID({ collection: 'news', id: slo.id, locale: 'sl', draft: true, overrideAccess: true })) as unknown as {
        title: string;
      };
      assert.notEqual(latest.title, 'Spremenjen naslov');

      const croVersion = (await payload().findVersions({ collection: 'news', where: { parent: { equals: cro.id } }, overrideAccess: true, limit: 1 })).docs[0]!
        .id;
      assert.equal((await versionsOf(cro.id, 'slo')).json.totalDocs, 0, 'no cro history for the slo editor');
      assert.equal((await request('POST', `/api/news/versions/${croVersion}`, tokens.slo)).status, 403);
      assert.equal((await request('POST', `/api/news/versions/${croVersion}`, tokens.pv)).status, 403);
      assert.equal((await versionsOf(slo.id, 'pv')).status, 403);
      assert.equal((await request('POST', `/api/news/versions/${croVersion}?locale=hr`, tokens.cro)).status, 200);
    });
  },
  { kinds: cmsSuiteKinds('CMS scheduled publishing and version history'), seeded: true },
);
