/**
 * Publishing that cannot fail, through the CMS's Local API on a seeded database, as editors of their
 * markets: Unpublish as the admin sends it (for no one locale) and Delete take a live post down and
 * queue its market's rebuild; Publish refuses what the build would refuse (a news item with a place,
 * an address another post has), at the field, in the editor's language, queuing nothing; Duplicate
 * gives the copy its own address in every language; and a build's export leaves out, naming it, a
 * document made invalid behind the CMS's back, keeping its live copy and everything else.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { Payload, TypedLocale } from 'payload';
import type { Locale } from '@/config/markets';
import { siteBuilds, siteRemovals } from '@/features/publishing/table';
import type { OpenCms } from '../../apps/cms/src/open';
import { fieldLabel } from '../../apps/cms/src/i18n/content-labels';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { describeEachDatabase } from './databases';
import { openLocalCms, testStaff, type TestPerson } from '../support/cms';

const hr = staffCatalogues.hr;
/** The admin's Unpublish and Delete send locale 'all', which Payload's types of update and delete leave out. */
const noOneLocale = 'all' as unknown as TypedLocale;

describeEachDatabase(
  'CMS publishing that cannot fail',
  (database) => {
    let cms: OpenCms;
    const payload = (): Payload => cms.payload;

    before(async () => {
      cms = await openLocalCms(database);
      const { createUser } = await import('../../apps/cms/src/cli/create-user');
      for (const person of [testStaff.cro, testStaff.slo]) await createUser(payload(), { ...person, markets: [...person.markets] } as never);
    });
    after(() => cms?.close());

    /** A Local API request as a test person whose admin speaks Croatian, as the admin's REST calls reach the operations. */
    async function as(person: TestPerson) {
      const [{ createLocalReq }, { initI18n }] = await Promise.all([import('payload'), import('@payloadcms/translations')]);
      const { docs } = await payload().find({ collection: 'users', where: { email: { equals: testStaff[person].email } }, overrideAccess: true });
      const i18n = await initI18n({ config: payload().config.i18n, context: 'api', language: 'hr' });
      return createLocalReq({ user: { ...docs[0]!, collection: 'users' }, req: { i18n } } as never, payload());
    }

    const queued = async (market: string) =>
      (
        await database.db
          .select()
          .from(siteBuilds)
          .where(and(eq(siteBuilds.market, market), eq(siteBuilds.status, 'queued')))
      ).length;
    const clearQueue = () => database.db.delete(siteBuilds);
    /** What the market's queued build is expected to render: the pages with news alone, or every page. */
    const queuedKind = async (market: string) =>
      (
        await database.db
          .select({ kind: siteBuilds.kind })
          .from(siteBuilds)
          .where(and(eq(siteBuilds.market, market), eq(siteBuilds.status, 'queued')))
      )[0]?.kind;

    /** The published cro posts, newest first. */
    const croPosts = async () =>
      (
        await payload().find({
          collection: 'news',
          where: { marketsKey: { equals: 'cro' }, _status: { equals: 'published' } },
          locale: 'hr',
          sort: '-date',
          depth: 0,
          overrideAccess: true,
        })
      ).docs as unknown as Array<{ id: number; title: string; slug: string }>;

    /** The refusal's messages by field, or undefined when the operation went through. */
    async function refusal(operation: Promise<unknown>): Promise<Array<{ path: string; message: string }> | undefined> {
      try {
        await operation;
        return undefined;
      } catch (error) {
        return (error as { data?: { errors?: Array<{ path: string; message: string }> } }).data?.errors ?? [{ path: '', message: (error as Error).message }];
      }
    }

    it("lets an editor unpublish a live post of their market as the admin's Unpublish sends it, for no one locale, and queues its rebuild; no other write without one locale", async () => {
      await clearQueue();
      const [post] = await croPosts();
      const unpublish = async (person: TestPerson, data: Record<string, unknown>) =>
        refusal(payload().update({ collection: 'news', id: post!.id, locale: noOneLocale, data: data as never, overrideAccess: false, req: await as(person) }));
      assert.ok(await unpublish('cro', { title: { en: 'Another text' } }), 'a text in no one locale');
      assert.ok(await unpublish('cro', { _status: 'draft', title: { sl: 'Besedilo drugega trga' } }), 'an unpublish carrying a text');
      assert.ok(await unpublish('slo', { _status: 'draft' }), "another market's post");
      assert.equal(await queued('cro'), 0);
      assert.equal(await unpublish('cro', { _status: 'draft' }), undefined, 'the unpublish itself');
      const stored = await payload().findByID({ collection: 'news', id: post!.id, locale: 'hr', draft: false, overrideAccess: true });
      assert.equal(stored._status, 'draft');
      assert.equal(stored.title, post!.title, 'its text is kept');
      assert.equal(await queued('cro'), 1, "the market's rebuild");
      assert.equal(await queuedKind('cro'), 'news', 'an article leaving: the pages with news alone');
    });

    it("queues a rebuild when a live post is deleted, and records the deletion for the editors of its market; a draft's deletion queues nothing", async () => {
      await clearQueue();
      const [, post] = await croPosts();
      // As the admin's Delete sends it: for no one locale.
      await payload().delete({ collection: 'news', id: post!.id, locale: noOneLocale, overrideAccess: false, req: await as('cro') });
      assert.equal(await queued('cro'), 1);
      assert.equal(await queuedKind('cro'), 'news');
      const removals = await database.db.select().from(siteRemovals).where(eq(siteRemovals.documentId, post!.id));
      assert.deepEqual(
        removals.map(({ market, collection, title, removedBy }) => ({ market, collection, title, removedBy })),
        [{ market: 'cro', collection: 'news', title: post!.title, removedBy: testStaff.cro.email }],
      );
      await clearQueue();
      const draft = await payload().create({
        collection: 'news',
        locale: 'hr',
        draft: true,
        data: { title: 'Skica za brisanje', markets: ['cro'], _status: 'draft' } as never,
        overrideAccess: false,
        req: await as('cro'),
      });
      await payload().delete({ collection: 'news', id: draft.id, overrideAccess: false, req: await as('cro') });
      assert.equal(await queued('cro'), 0);
    });

    it('refuses a news item with a place at Publish, at the field "Mjesto", in Croatian, queuing nothing; the place cleared is stored absent and the post publishes', async () => {
      await clearQueue();
      const text = {
        title: 'Isporuke za blagdane',
        slug: 'isporuke-za-blagdane-2026',
        excerpt: 'Raspored isporuka ljekarnama i bolnicama tijekom blagdana u prosincu 2026.',
        body: 'Tekst objave.',
      };
      const meta = { kind: 'news', date: '2026-12-01', markets: ['cro'], categories: ['company'], cover: 'warehouse' };
      const post = await payload().create({
        collection: 'news',
        locale: 'hr',
        draft: true,
        data: { ...text, ...meta, place: 'Zagreb', _status: 'draft' } as never,
        overrideAccess: false,
        req: await as('cro'),
      });
      const publish = async (data: Record<string, unknown>) =>
        refusal(
          payload().update({
            collection: 'news',
            id: post.id,
            locale: 'hr',
            data: { ...data, _status: 'published' } as never,
            overrideAccess: false,
            req: await as('cro'),
          }),
        );
      assert.deepEqual(await publish({}), [{ path: 'place', message: `${hr.fields.place} (hr): ${hr.contentProblems.newsPlace}` }]);
      assert.equal(await queued('cro'), 0, 'no build starts');
      assert.equal(await publish({ place: ' ' }), undefined, 'cleared (here to a space), it publishes');
      const stored = await payload().findByID({ collection: 'news', id: post.id, locale: 'hr', overrideAccess: true });
      assert.equal(stored.place, null, 'stored as absent, not as a text');
      assert.equal(await queued('cro'), 1);
      assert.equal(await queuedKind('cro'), 'all', "a new article's address is in every page's language switcher");
    });

    it('expects a news-only build for an edit of a live post that keeps its addresses, and a full one when an address changes', async () => {
      const [, , post] = await croPosts();
      const publish = async (data: Record<string, unknown>) => {
        await clearQueue();
        await payload().update({
          collection: 'news',
          id: post!.id,
          locale: 'hr',
          data: { ...data, _status: 'published' } as never,
          overrideAccess: false,
          req: await as('cro'),
        });
        return queuedKind('cro');
      };
      assert.equal(await publish({ excerpt: 'Izmijenjeni sažetak objave, s istom adresom na webu kao i prije izmjene.' }), 'news');
      assert.equal(await publish({ slug: `${post!.slug}-nova-adresa` }), 'all');
    });

    it("gives a post's copy its own address in every language, and refuses at a save an address another post has, naming the field and the language", async () => {
      const { docs } = await payload().find({
        collection: 'news',
        where: { marketsKey: { equals: 'cro' }, _status: { equals: 'published' } },
        locale: 'all',
        sort: '-date',
        depth: 0,
        overrideAccess: true,
      });
      const original = docs.find((doc) => Object.keys(doc.slug as unknown as object).length === 2) as unknown as { id: number };
      const copy = await payload().duplicate({
        collection: 'news',
        id: original!.id,
        locale: 'hr',
        data: { _status: 'draft' } as never,
        overrideAccess: false,
        req: await as('cro'),
      });
      const [before, after] = await Promise.all(
        [original!.id, copy.id].map((id) => payload().findByID({ collection: 'news', id, locale: 'all', draft: true, overrideAccess: true })),
      );
      const slugs = (doc: typeof before) => doc!.slug as unknown as Record<string, string>;
      assert.deepEqual(Object.keys(slugs(after)).sort(), Object.keys(slugs(before)).sort(), 'in each language of the original');
      for (const locale of Object.keys(slugs(before))) {
        assert.notEqual(slugs(after)[locale], slugs(before)[locale], `its own in ${locale}`);
      }
      const save = async (locale: Locale, slug: string, status = 'draft') =>
        refusal(
          payload().update({
            collection: 'news',
            id: copy.id,
            locale,
            draft: status === 'draft',
            data: { slug, _status: status } as never,
            overrideAccess: false,
            req: await as('cro'),
          }),
        );
      const taken = (locale: string) => [
        {
          path: 'slug',
          message: `${fieldLabel('slug')!.hr} (${locale}): ${hr.news.addressTaken
            .replace('{title}', String((before!.title as unknown as Record<string, string>)[locale]))
            .replace('{id}', String(original!.id))
            .replace('{address}', slugs(before)[locale]!)}`,
        },
      ];
      assert.deepEqual(await save('hr', slugs(before).hr!), taken('hr'), "a draft at the original's address");
      assert.equal(await save('hr', 'isporuke-kopija-nova-adresa'), undefined, 'its own Croatian address');
      // The English address made the original's behind the CMS's back: publishing (every language) refuses it, naming English.
      await database.db.execute(sql`update cms._news_v_locales set version_slug = ${slugs(before).en!}
        where _locale = 'en' and _parent_id = (select id from cms._news_v where parent_id = ${copy.id} order by id desc limit 1)`);
      assert.deepEqual(await save('hr', 'isporuke-kopija-nova-adresa', 'published'), taken('en'));
    });

    it('builds from the rest when a post is made invalid in the database: the export names the post and its field, keeps its live copy, and keeps everything else', async () => {
      const { exportForBuild, exportSnapshot } = await import('../../apps/cms/src/snapshot/export');
      const live = await exportSnapshot(payload(), 'cro');
      const [post] = await croPosts();
      await database.db.execute(sql`update cms.news_locales set place = 'Zagreb' where _locale = 'hr' and _parent_id = ${post!.id}`);
      await assert.rejects(exportSnapshot(payload(), 'cro'), /only events have a place/, 'the strict export refuses it');
      const { snapshot, leftOut } = await exportForBuild(payload(), 'cro', live);
      assert.deepEqual(snapshot, live, 'the live copy of the post, and the rest as it is');
      assert.deepEqual(
        leftOut.map(({ document, kept, problems }) => ({ document, kept, problems: problems.map(({ path, locale }) => ({ path, locale })) })),
        [{ document: `news/${post!.id}`, kept: true, problems: [{ path: ['place'], locale: 'hr' }] }],
      );
      const without = await exportForBuild(payload(), 'cro', undefined);
      assert.deepEqual(
        without.snapshot.news.map((item) => item.id),
        live.news.map((item) => item.id).filter((id) => id !== post!.id),
        'with no live build, it is left out',
      );
    });
  },
  { kinds: ['postgres'], seeded: true },
);
