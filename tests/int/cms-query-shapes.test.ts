/**
 * Queries over the built CMS (apps/cms/.next) that Payload itself would answer with a 5xx, as an attacker
 * with an editor's password, or none, tried them: a fuzz over the REST query grammar (every operator
 * on every kind of field of every collection, with odd values, and the sort, select, populate,
 * depth, limit, page, locale, draft parameters), every collection read anonymously, an editor
 * asking for another market's language, and GraphQL's suggestions.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import fc from 'fast-check';
import type { FlattenedField, SanitizedCollectionConfig } from 'payload';
import { validOperators } from 'payload/shared';
import type { OpenCms } from '../../apps/cms/src/open';
import { describeEachDatabase } from './databases';
import { cmsSuiteKinds, cmsTestPort, openLocalCms, startTestCms, testStaff, testStaffTokens, cmsRequest, type TestCms, type TestPerson } from '../support/cms';

const PORT = cmsTestPort('queryShapes');
const BASE = `http://127.0.0.1:${PORT}`;
const request = cmsRequest(BASE);

/** Fixed, so a failing case comes back on every run. */
const SEED = 20_261_201;

/** Texts only the shared post's sl and bs locales hold, published and in a draft. */
const markers = { slPublished: 'SLMARKERPUBLISHED', slDraft: 'SLMARKERDRAFT', bsPublished: 'BSMARKERPUBLISHED', bsDraft: 'BSMARKERDRAFT' } as const;
const otherMarketText = new RegExp(Object.values(markers).join('|'));

interface Answer {
  status: number;
  text: string;
}

async function get(path: string, token?: string): Promise<Answer> {
  const response = await fetch(BASE + path, { headers: token ? { Authorization: `JWT ${token}` } : {} });
  return { status: response.status, text: await response.text() };
}

async function graphql(query: string, token?: string, variables?: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(`${BASE}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, text: await response.text() };
}

/** One path of each kind of field in a collection (its first), with the field it ends on. */
function pathsByKind(fields: readonly FlattenedField[], prefix = ''): Map<string, string> {
  const kinds = new Map<string, string>();
  const walk = (list: readonly FlattenedField[], under: string) => {
    for (const field of list) {
      const path = `${under}${field.name}`;
      const kind = [
        field.type,
        field.localized && 'localized',
        'hasMany' in field && field.hasMany && 'many',
        'relationTo' in field && Array.isArray(field.relationTo) && 'polymorphic',
      ]
        .filter(Boolean)
        .join(' ');
      if (!kinds.has(kind)) kinds.set(kind, path);
      if (field.type === 'group' || field.type === 'tab' || field.type === 'array') walk(field.flattenedFields, `${path}.`);
      if (kind.endsWith('polymorphic'))
        for (const part of ['value', 'relationTo']) if (!kinds.has(`${kind}.${part}`)) kinds.set(`${kind}.${part}`, `${path}.${part}`);
      if (field.localized && !kinds.has(`${kind} with locale`)) kinds.set(`${kind} with locale`, `${path}.hr`);
      if (field.type === 'json' && !kinds.has('json path')) kinds.set('json path', `${path}.doc.value`);
    }
  };
  walk(fields, prefix);
  kinds.set('id', `${prefix}id`);
  kinds.set('unknown', `${prefix}nothingHere`);
  return kinds;
}

/** Odd and ordinary values, as query-string pieces for a key. */
const values: ((key: string) => string)[] = [
  (key) => `${key}=a`,
  (key) => `${key}=1`,
  (key) => `${key}=2026-05-01T00:00:00.000Z`,
  (key) => `${key}=true`,
  (key) => `${key}=maybe`,
  (key) => `${key}=%C0%AF`,
  (key) => `${key}=null`,
  (key) => `${key}=1e400`,
  (key) => `${key}=${'9'.repeat(40)}`,
  (key) => `${key}=-1`,
  (key) => `${key}=1,2`,
  (key) => `${key}=10,20,1000`,
  (key) => `${key}[0]=a&${key}[1]=b`,
  (key) => `${key}[x]=1`,
  (key) => `${key}[x][y]=1`,
  (key) => `${key}=`,
  (key) => `${key}=%00`,
  (key) => `${key}=%25`,
  (key) => `${key}=cro`,
  (key) => `${key}=%F0%9F%92%8A`,
];

/** The other parameters of a list, each with ordinary and odd values. */
const parameterPieces = (paths: string[]): string[] => [
  ...paths.flatMap((path) => [`sort=${path}`, `sort=-${path}`, `select[${path}]=true`, `select[${path}]=maybe`, `select[${path}][x]=true`]),
  'sort=',
  'sort=nothingHere',
  'sort=a,b,c,d,e,f',
  'sort[0][x]=1',
  'sort=-',
  'select=abc',
  'select[nothingHere]=true',
  'populate[media][alt]=true',
  'populate[nothingHere][x]=true',
  'populate=abc',
  'populate[media]=maybe',
  'populate[news][title][x]=true',
  ...['depth', 'limit', 'page'].flatMap((name) => ['abc', '-1', '11', '1e400', '1.5', '', '0', '2', '100000000', '%C0%AF'].map((value) => `${name}=${value}`)),
  'locale=xx',
  'locale=all',
  'locale=*',
  'locale=',
  'locale[0]=hr',
  'locale=sl',
  'locale=hr',
  'locale=%C0%AF',
  'fallback-locale=xx',
  'fallback-locale=sl',
  'fallback-locale=none',
  'fallback-locale[0]=sl',
  'draft=maybe',
  'draft=true',
  'draft=1',
  'trash=maybe',
  'pagination=maybe',
  'pagination=false',
  'where=notjson',
  'where={"title":{"near":"1"}}',
  'where={"id":{"equals":1}}',
  'where[or]=x',
  'where[or][0]=x',
  'where[and][0][title][like]=a',
  'where[or][0][and][0][or][0][and][0][or][0][and][0][or][0][and][0][or][0][and][0][id][equals]=1',
  'joins[x][limit]=1',
];

describeEachDatabase(
  'CMS query shapes',
  (database) => {
    /** The post shared by all three markets, and its latest version. */
    const ids = { sharedPost: 0, sharedVersion: 0 };
    let tokens: Record<TestPerson, string>;
    let cms: TestCms | undefined;
    let local: OpenCms | undefined;

    before(async () => {
      cms = await startTestCms(database, PORT, Object.values(testStaff), {
        async prepare(payload) {
          const shared = (await payload.find({ collection: 'news', where: { marketsKey: { equals: 'cro+slo+bih' } }, limit: 1, overrideAccess: true }))
            .docs[0]!;
          ids.sharedPost = shared.id as number;
          const save = (locale: 'sl' | 'bs', data: Record<string, unknown>, draft: boolean) =>
            payload.update({
              collection: 'news',
              id: ids.sharedPost,
              locale,
              draft,
              data: data as never,
              overrideAccess: true,
              context: { skipRebuild: true },
            });
          // The subtitle is left empty in hr: a fallback to sl or bs would fill it.
          await payload.update({
            collection: 'news',
            id: ids.sharedPost,
            locale: 'hr',
            data: { subtitle: null } as never,
            overrideAccess: true,
            context: { skipRebuild: true },
          });
          await save('sl', { subtitle: markers.slPublished }, false);
          await save('bs', { subtitle: markers.bsPublished }, false);
          await save('sl', { title: `${markers.slDraft} naslov` }, true);
          await save('bs', { title: `${markers.bsDraft} naslov` }, true);
          const versions = await payload.findVersions({
            collection: 'news',
            where: { parent: { equals: ids.sharedPost } },
            sort: '-updatedAt',
            limit: 1,
            overrideAccess: true,
          });
          ids.sharedVersion = Number(versions.docs[0]!.id);
        },
      });
      local = await openLocalCms(database);
      tokens = await testStaffTokens(request);
    });

    after(async () => {
      await cms?.stop();
      await local?.close();
    });

    const collections = (): SanitizedCollectionConfig[] => local!.payload.config.collections;

    /** Runs the requests one after another; answers those that got a 5xx, or (anonymously) a 2xx. */
    async function misanswered(paths: string[], token: string | undefined): Promise<string[]> {
      const wrong: string[] = [];
      for (const path of paths) {
        const { status, text } = await get(path, token);
        const unclear = status === 400 && !/"message":"[^"]{12,}/.test(text);
        if (status >= 500 || (!token && status < 400) || unclear) wrong.push(`${status} ${path} ${text.slice(0, 160)}`);
      }
      return wrong;
    }

    /** Every operator on one path of each kind of field of every collection (its versions too), each with a value fast-check picks. */
    function whereCases(): string[] {
      const cases: string[] = [];
      for (const collection of collections()) {
        const routes: [string, Map<string, string>][] = [[`/api/${collection.slug}`, pathsByKind(collection.flattenedFields)]];
        if (collection.versions) routes.push([`/api/${collection.slug}/versions`, pathsByKind(collection.flattenedFields, 'version.')]);
        for (const [route, kinds] of routes)
          for (const path of kinds.values()) for (const operator of validOperators) cases.push(`${route}?#where[${path}][${operator}]`);
      }
      const picks = fc.sample(fc.nat({ max: values.length - 1 }), { seed: SEED, numRuns: cases.length });
      return cases.map((pattern, index) => {
        const [route, key] = pattern.split('?#') as [string, string];
        return `${route}?${values[picks[index]!]!(key)}${index % 3 === 0 ? '&locale=hr' : ''}`;
      });
    }

    /** Lists with two or three of the other parameters at once, fast-check's choice. */
    function parameterCases(): string[] {
      return collections().flatMap((collection, index) => {
        const kinds = [...pathsByKind(collection.flattenedFields).values()];
        const sortedAndSelected = fc.sample(fc.constantFrom(...kinds), { seed: SEED + index, numRuns: 3 });
        const pieces = parameterPieces(sortedAndSelected);
        const combinations = fc.sample(fc.uniqueArray(fc.constantFrom(...pieces), { minLength: 2, maxLength: 3 }), { seed: SEED + index, numRuns: 15 });
        const route = `/api/${collection.slug}`;
        return [...pieces.map((piece) => `${route}?${piece}`), ...combinations.map((chosen) => `${route}?${chosen.join('&')}`), `${route}/count?${pieces[0]}`];
      });
    }

    it('answers every operator on every kind of field, and every odd parameter, with no 5xx, as an editor and anonymously', { timeout: 900_000 }, async (t) => {
      const cases = [...whereCases(), ...parameterCases()];
      // Without a session nearly everything stops at the access rules: a quarter of the cases, fast-check's choice, is plenty.
      const anonymous = cases.filter((_, index) => fc.sample(fc.nat({ max: 3 }), { seed: SEED + index, numRuns: 1 })[0] === 0);
      assert.ok(cases.length + anonymous.length < 5000, `a bounded fuzz (${cases.length} + ${anonymous.length} requests)`);
      t.diagnostic(`${cases.length} requests as an editor, ${anonymous.length} anonymously`);
      const wrong = [
        ...(await misanswered(cases, tokens.cro)).map((line) => `editor: ${line}`),
        ...(await misanswered(anonymous, undefined)).map((line) => `anonymous: ${line}`),
      ];
      assert.deepEqual(
        wrong.slice(0, 20),
        [],
        `${wrong.length} of ${cases.length + anonymous.length} requests got a 5xx, an unclear 400 or (anonymously) an answer`,
      );
    });

    it('refuses the shapes the attack found with a 400 that says why, in the staff language', async () => {
      const found = [
        '/api/news?where[title][like]=a',
        '/api/pages?where[routeKey][near]=1,2',
        '/api/pages?where[routeKey][within]=1',
        '/api/pages?where[routeKey][intersects]=1',
        '/api/news?where[markets][all]=cro',
        '/api/news?where[title][exists]=maybe',
        '/api/news?where[title][equals]=%C0%AF',
        '/api/pages?where[sections][like]=a',
        '/api/pages?sort=-sections',
        '/api/news?where=notjson',
        '/api/news?draft=maybe',
        '/api/news?depth=abc',
      ];
      for (const path of found) {
        const { status, text } = await get(path, tokens.cro);
        if (path === '/api/news?where[title][like]=a') assert.equal(status, 200, `${path}: read in the default locale (${text.slice(0, 200)})`);
        else assert.equal(status, 400, `${path}: ${text.slice(0, 200)}`);
      }
      assert.equal((await get('/api/news/versions?sort=version.title', tokens.cro)).status, 200, 'versions sort by their title');
      const croatian = await fetch(`${BASE}/api/pages?where[routeKey][near]=1,2`, { headers: { Authorization: `JWT ${tokens.cro}`, 'accept-language': 'hr' } });
      assert.match(await croatian.text(), /„near” se ne može primijeniti na „routeKey”/, 'in the staff language');
    });

    it('answers an anonymous read of every collection, internal ones included, with nothing but 401, 403 or 404', async () => {
      const slugs = collections().map((collection) => collection.slug);
      for (const internal of ['payload-locked-documents', 'payload-preferences', 'payload-migrations', 'payload-jobs'] as const)
        assert.ok(slugs.includes(internal), internal);
      const reads = slugs.flatMap((slug) => [
        `/api/${slug}`,
        `/api/${slug}/1`,
        `/api/${slug}/count`,
        `/api/${slug}/versions`,
        `/api/${slug}/versions/1`,
        `/api/${slug}/locale`,
        `/api/${slug}?where[id][near]=1,2`,
        `/api/${slug}?where[id][all]=1`,
      ]);
      const answers = await Promise.all(reads.map(async (path) => [path, (await get(path)).status] as const));
      assert.deepEqual(
        answers.filter(([, status]) => ![401, 403, 404].includes(status)),
        [],
      );
      // The editor keeps the admin's locks and preferences.
      assert.equal((await get('/api/payload-locked-documents', tokens.cro)).status, 200);
      assert.equal((await get('/api/payload-preferences/locale', tokens.cro)).status, 200);
    });

    it('shows a cro editor no Slovenian or Bosnian text of a shared post, drafts and versions included, over REST and GraphQL', async () => {
      const post = ids.sharedPost;
      // Reachable at all: the admin sees the markers, and the editor the post in Croatian.
      assert.match((await get(`/api/news/${post}?locale=all&draft=true`, tokens.admin)).text, new RegExp(markers.slDraft));
      assert.match((await get(`/api/news/${post}?locale=sl`, tokens.admin)).text, new RegExp(markers.slPublished));
      const croatian = JSON.parse((await get(`/api/news/${post}?locale=hr&draft=true`, tokens.cro)).text) as { title?: string };
      assert.ok(croatian.title && !otherMarketText.test(croatian.title), 'the editor reads the Croatian title');

      const rest = [
        ...['sl', 'bs', 'all', '*'].flatMap((locale) => [
          `/api/news/${post}?locale=${locale}`,
          `/api/news/${post}?locale=${locale}&draft=true`,
          `/api/news?locale=${locale}&draft=true&limit=100`,
          `/api/news/versions?locale=${locale}&limit=100`,
          `/api/news/versions/${ids.sharedVersion}?locale=${locale}`,
          `/api/news/${post}?locale=${locale}&depth=2`,
        ]),
        `/api/news/${post}?locale=hr&fallback-locale=sl`,
        `/api/news/${post}?locale=hr&fallback-locale=bs&draft=true`,
        `/api/news/${post}?fallback-locale=sl`,
        `/api/payload-locked-documents?locale=all&depth=2`,
      ];
      for (const path of rest) {
        const { status, text } = await get(path, tokens.cro);
        assert.ok(status < 500, `${path}: ${status}`);
        assert.doesNotMatch(text, otherMarketText, path);
      }
      const probes = [
        `/api/news?where[title.sl][like]=${markers.slDraft}&draft=true`,
        `/api/news?locale=all&where[title][like]=${markers.slDraft}`,
        `/api/news/versions?where[version.subtitle.sl][exists]=true`,
        `/api/news?locale=all&sort=title`,
      ];
      for (const path of probes) assert.equal((await get(path, tokens.cro)).status, 403, `${path}: a search in another market's language`);
      assert.equal((await get('/api/news?sort=title.bs', tokens.cro)).status, 400, 'a sort names no locale');

      const queries = [
        `{ News(id: ${post}, locale: sl, draft: true) { title subtitle } }`,
        `{ News(id: ${post}, locale: bs) { title subtitle } }`,
        `{ News(id: ${post}, locale: hr, fallbackLocale: sl) { title subtitle } }`,
        `{ allNews(locale: sl, draft: true, limit: 100) { docs { title subtitle } } }`,
        `{ allNews(locale: all, draft: true, limit: 100) { docs { title subtitle } } }`,
        `{ versionsallNews(locale: sl, limit: 100) { docs { version { title subtitle } } } }`,
        `{ versionNews(id: ${ids.sharedVersion}, locale: bs) { version { title subtitle } } }`,
        `{ allNews(locale: hr, where: { title__sl: { like: "${markers.slDraft}" } }) { docs { id } } }`,
      ];
      for (const query of queries) {
        const { status, text } = await graphql(query, tokens.cro);
        assert.ok(status < 500, `${query}: ${status}`);
        assert.doesNotMatch(text, otherMarketText, query);
      }
      const adminView = await graphql(`{ News(id: ${post}, locale: sl, draft: true) { title } }`, tokens.admin);
      assert.match(adminView.text, new RegExp(markers.slDraft), 'the GraphQL query reaches the markers for an admin');
    });

    it('names no collection or field in a GraphQL error: no "Did you mean"', async () => {
      const misspelt = [
        '{ Newz { docs { id } } }',
        '{ allNews { docs { titel } } }',
        '{ allNews(limt: 1) { docs { id } } }',
        '{ allNews(where: { titel: { equals: "a" } }) { docs { id } } }',
        'query ($where: News_wher) { allNews(where: $where) { docs { id } } }',
      ];
      for (const query of misspelt) {
        const { text } = await graphql(query, tokens.cro);
        assert.match(text, /"errors"/, query);
        assert.doesNotMatch(text, /Did you mean/i, query);
      }
      const wrongVariable = await graphql('query ($locale: LocaleInputType) { allNews(locale: $locale) { docs { id } } }', tokens.cro, { locale: 'sll' });
      assert.match(wrongVariable.text, /"errors"/);
      assert.doesNotMatch(wrongVariable.text, /Did you mean/i);
    });
  },
  { kinds: cmsSuiteKinds('CMS query-shape tests'), seeded: true },
);
