/**
 * The CMS over its REST and GraphQL API, as the built admin app serves it
 * (apps/cms/.next, made by `npm test` or `npm start`): every role against allowed
 * and denied operations (pages, news, job openings, documents), weak passwords, the lockout, the login rate limit
 * per address and the disabled first-user form.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { describeEachDatabase } from './databases';
import { cmsSuiteKinds, homePageId, cmsRequest, startTestCms, testStaff, testStaffTokens, type TestCms, type TestPerson, cmsTestPort } from '../support/cms';
import { eventually } from '../support/poll';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { generate } from 'otplib';

const PORT = cmsTestPort('api');
const BASE = `http://127.0.0.1:${PORT}`;

const people = testStaff;
type Person = TestPerson;
const request = cmsRequest(BASE);

describeEachDatabase(
  'CMS API: roles, passwords and logins',
  (database) => {
    let cms: TestCms | undefined;
    const tokens = {} as Record<Person, string>;
    const ids = { croHome: 0, sloHome: 0, croJob: 0, croDocument: 0, sloDocument: 0, draftJob: 0 };

    before(async () => {
      cms = await startTestCms(database, PORT, Object.values(people), {
        env: { CMS_LOGIN_RATE_LIMIT: '10/15m', TRUST_PROXY: '1' },
        async prepare(payload) {
          ids.croHome = await homePageId(payload, 'cro');
          ids.sloHome = await homePageId(payload, 'slo');
          const first = async (collection: 'jobs' | 'documents', where: Record<string, unknown>) =>
            (await payload.find({ collection, where: where as never, overrideAccess: true, sort: 'id', limit: 1 })).docs[0]!.id as number;
          ids.croJob = await first('jobs', { markets: { equals: 'cro' } });
          ids.croDocument = await first('documents', { market: { equals: 'cro' } });
          ids.sloDocument = await first('documents', { market: { equals: 'slo' } });
          const draft = await payload.create({
            collection: 'jobs',
            locale: 'sl',
            draft: true,
            overrideAccess: true,
            context: { skipRebuild: true },
            data: {
              markets: ['slo'],
              contract: 'fixed-term',
              deadline: '2099-01-01T12:00:00.000Z',
              title: 'Osnutek',
              place: 'Trzin',
              description: 'Osnutek.',
              _status: 'draft',
            } as never,
          });
          ids.draftJob = draft.id as number;
        },
      });
      Object.assign(tokens, await testStaffTokens(request));
      // The admin confirms the sign-in with an authenticator; newAdmin has not set one up.
      const enrolment = await request('POST', '/api/second-factor/enrol', tokens.admin);
      const confirmed = await request('POST', '/api/second-factor/confirm', tokens.admin, {
        code: await generate({ secret: enrolment.json.secret as string }),
      });
      assert.equal(confirmed.status, 200, 'the admin confirms the sign-in');
    });

    after(() => cms?.stop());

    it('lets an editor change their own market and answers 403 for everything of another market', async () => {
      const cases: [Person, string, string, unknown, number][] = [
        ['slo', 'GET', `/api/pages/${ids.sloHome}?locale=sl&draft=true`, undefined, 200],
        ['slo', 'PATCH', `/api/pages/${ids.sloHome}?locale=sl&draft=true`, { _status: 'draft' }, 200],
        ['slo', 'GET', `/api/pages/${ids.croHome}?draft=true`, undefined, 403],
        ['slo', 'PATCH', `/api/pages/${ids.croHome}?locale=en&draft=true`, { title: 'x' }, 403],
        ['slo', 'DELETE', `/api/pages/${ids.croHome}`, undefined, 403],
        ['slo', 'PATCH', `/api/pages/${ids.sloHome}?locale=hr&draft=true`, { title: 'x' }, 403],
        ['slo', 'PATCH', '/api/news/1?locale=sl&draft=true', { title: 'x' }, 403],
        ['slo', 'POST', '/api/news?locale=en&draft=true', { title: 'x', markets: ['cro'], _status: 'draft' }, 403],
        ['slo', 'POST', '/api/users', { email: 'new@example.com', password: 'a long enough one', role: 'admin' }, 403],
        ['cro', 'PATCH', `/api/pages/${ids.croHome}?locale=hr&draft=true`, { _status: 'draft' }, 200],
        ['cro', 'GET', `/api/pages/${ids.sloHome}`, undefined, 403],
        ['pv', 'GET', '/api/pages', undefined, 403],
        ['pv', 'GET', '/api/news', undefined, 403],
        ['pv', 'GET', '/api/company', undefined, 403],
        ['admin', 'GET', `/api/pages/${ids.croHome}?draft=true`, undefined, 200],
        ['admin', 'GET', `/api/pages/${ids.sloHome}?draft=true`, undefined, 200],
      ];
      for (const [who, method, url, body, status] of cases) {
        assert.equal((await request(method, url, tokens[who], body)).status, status, `${who} ${method} ${url}`);
      }
      const anonymous = await request('GET', '/api/pages');
      assert.equal(anonymous.status, 403, 'nobody reads anonymously');
    });

    it("keeps job openings and documents to their markets' editors, like news", async () => {
      const job = {
        markets: ['cro'],
        contract: 'permanent',
        deadline: '2099-01-01',
        title: 'Skladištar (m/ž)',
        place: 'Zagreb',
        description: 'Opis.',
        _status: 'draft',
      };
      const document = { market: 'cro', key: 'price-list', type: 'pdf', title: 'Cjenik', file: 'cjenik.pdf', _status: 'draft' };
      const cases: [Person | 'anonymous', string, string, unknown, number][] = [
        ['slo', 'POST', '/api/jobs?locale=en&draft=true', { ...job, title: 'Warehouse associate' }, 403],
        ['slo', 'PATCH', `/api/jobs/${ids.croJob}?locale=en&draft=true`, { title: 'x' }, 403],
        ['slo', 'DELETE', `/api/jobs/${ids.croJob}`, undefined, 403],
        ['slo', 'GET', `/api/jobs/${ids.croJob}?draft=true`, undefined, 403],
        ['slo', 'POST', '/api/documents?locale=en&draft=true', { ...document, title: 'Price list', file: 'price-list.pdf' }, 403],
        ['slo', 'PATCH', `/api/documents/${ids.croDocument}?locale=en&draft=true`, { title: 'x' }, 403],
        ['slo', 'DELETE', `/api/documents/${ids.croDocument}`, undefined, 403],
        ['slo', 'PATCH', `/api/documents/${ids.sloDocument}?locale=sl&draft=true`, { _status: 'draft' }, 200],
        ['slo', 'GET', `/api/jobs/${ids.draftJob}?draft=true&locale=sl`, undefined, 200],
        ['cro', 'POST', '/api/jobs?locale=hr&draft=true', job, 201],
        ['cro', 'POST', '/api/documents?locale=hr&draft=true', document, 201],
        ['cro', 'PATCH', `/api/jobs/${ids.croJob}?locale=hr&draft=true`, { _status: 'draft' }, 200],
        ['pv', 'GET', '/api/jobs', undefined, 403],
        ['pv', 'GET', '/api/documents', undefined, 403],
        ['pv', 'POST', '/api/jobs?locale=en&draft=true', job, 403],
        ['pv', 'PATCH', `/api/jobs/${ids.croJob}?locale=en&draft=true`, { title: 'x' }, 403],
        ['pv', 'DELETE', `/api/jobs/${ids.croJob}`, undefined, 403],
        ['pv', 'POST', '/api/documents?locale=en&draft=true', document, 403],
        ['pv', 'PATCH', `/api/documents/${ids.croDocument}?locale=en&draft=true`, { title: 'x' }, 403],
        ['pv', 'DELETE', `/api/documents/${ids.croDocument}`, undefined, 403],
        ['anonymous', 'GET', `/api/jobs/${ids.draftJob}?draft=true`, undefined, 403],
        ['anonymous', 'GET', '/api/jobs?draft=true', undefined, 403],
        ['anonymous', 'GET', '/api/documents?draft=true', undefined, 403],
        ['anonymous', 'POST', '/api/jobs?locale=en', job, 403],
      ];
      for (const [who, method, url, body, status] of cases) {
        assert.equal((await request(method, url, who === 'anonymous' ? undefined : tokens[who], body)).status, status, `${who} ${method} ${url}`);
      }
      const list = await request('GET', '/api/jobs?limit=200&depth=0&draft=true', tokens.slo);
      assert.deepEqual([...new Set((list.json.docs as { markets: string[] }[]).flatMap((doc) => doc.markets))], ['slo']);
    });

    it("opens an editor's documents in their market's language from the first sign-in, and leaves an administrator in English", async () => {
      const localeOf = async (person: Person) => (await request('GET', '/api/payload-preferences/locale', tokens[person])).json.value;
      assert.equal(await localeOf('cro'), 'hr');
      assert.equal(await localeOf('slo'), 'sl');
      assert.equal((await localeOf('admin')) ?? null, null, 'no preference: the default, English');
      // A choice the editor makes in the switcher is kept at the next sign-in.
      assert.equal((await request('POST', '/api/payload-preferences/locale', tokens.cro, { value: 'en' })).status, 200);
      const again = await request('POST', '/api/users/login', undefined, { email: people.cro.email, password: people.cro.password });
      assert.equal((await request('GET', '/api/payload-preferences/locale', again.json.token as string)).json.value, 'en');
    });

    it("keeps an editor's post in their market when they choose none, and says why another market is refused, in their language", async () => {
      const send = async (method: string, url: string, person: Person, language: string, body: Record<string, unknown>) => {
        const response = await fetch(BASE + url, {
          method,
          headers: { 'content-type': 'application/json', 'accept-language': language, Authorization: `JWT ${tokens[person]}` },
          body: JSON.stringify(body),
        });
        return { status: response.status, json: (await response.json()) as { doc?: { id: number; markets?: string[] }; errors?: unknown } };
      };
      const unplaced = await send('POST', '/api/news?locale=hr&draft=true', 'cro', 'hr', { title: 'Bez tržišta', _status: 'draft' });
      assert.equal(unplaced.status, 201);
      assert.deepEqual(unplaced.json.doc?.markets, ['cro'], "the editor's one market");
      assert.equal((await request('GET', `/api/news/${unplaced.json.doc!.id}?draft=true`, tokens.cro)).status, 200, 'and they can open it again');

      const own = await send('POST', '/api/news?locale=sl&draft=true', 'slo', 'sl', { title: 'Osnutek', markets: ['slo'], _status: 'draft' });
      const widened = await send('PATCH', `/api/news/${own.json.doc!.id}?locale=sl&draft=true`, 'slo', 'sl', { markets: ['slo', 'cro'] });
      assert.equal(widened.status, 403);
      assert.ok(
        JSON.stringify(widened.json.errors).includes(staffCatalogues.sl.errors.otherMarket.replace('{markets}', 'Slovenija')),
        JSON.stringify(widened.json.errors),
      );
      assert.deepEqual((await request('GET', `/api/news/${own.json.doc!.id}?draft=true`, tokens.slo)).json.markets, ['slo'], 'nothing changed');
    });

    it("makes a post's address from its title, and refuses a malformed address or a page the site has no route for at a draft save, in the editor's language, saving nothing", async () => {
      const save = async (url: string, body: Record<string, unknown>) => {
        const response = await fetch(BASE + url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'hr-HR,hr;q=0.9', Authorization: `JWT ${tokens.cro}` },
          body: JSON.stringify(body),
        });
        return { status: response.status, json: (await response.json()) as { doc?: { slug?: string }; errors?: unknown } };
      };
      const count = async (collection: string) =>
        (await request('GET', `/api/${collection}?limit=0&draft=true&depth=0`, tokens.admin)).json.totalDocs as number;
      const hr = staffCatalogues.hr;

      const made = await save('/api/news?locale=hr&draft=true', { title: 'Otvoren novi centar u Đakovu', markets: ['cro'], _status: 'draft' });
      assert.equal(made.status, 201);
      assert.equal(made.json.doc?.slug, 'otvoren-novi-centar-u-dakovu');
      const kept = await save('/api/news?locale=hr&draft=true', {
        title: 'Otvoren novi centar u Đakovu',
        slug: 'novi-centar-dakovo',
        markets: ['cro'],
        _status: 'draft',
      });
      assert.equal(kept.json.doc?.slug, 'novi-centar-dakovo', 'an address the editor wrote stays');

      const posts = await count('news');
      const badAddress = await save('/api/news?locale=hr&draft=true', { title: 'Novi centar', slug: 'Novi centar!', markets: ['cro'], _status: 'draft' });
      assert.equal(badAddress.status, 400);
      assert.ok(
        JSON.stringify(badAddress.json.errors).includes(hr.news.slugInvalid.replace('{example}', 'novi-centar')),
        JSON.stringify(badAddress.json.errors),
      );
      // The admin's notice shows the error's message: ours in Croatian, not Payload's "The following field is invalid: slug".
      assert.match((badAddress.json.errors as { message: string }[])[0]!.message, new RegExp(`^${hr.validation.intro}: ${hr.news.slugInvalid.slice(0, 20)}`));
      assert.equal(await count('news'), posts);

      const pages = await count('pages');
      const unknown = await save('/api/pages?locale=hr&draft=true', { routeKey: 'zimska-akcija', market: 'cro', title: 'Zimska akcija', _status: 'draft' });
      assert.equal(unknown.status, 400);
      assert.ok(JSON.stringify(unknown.json.errors).includes(hr.pages.unknownRoute.replace('{key}', 'zimska-akcija')), JSON.stringify(unknown.json.errors));
      // A route of the cro site only, for a Slovenian page: in the slo editor's language.
      const elsewhere = await fetch(`${BASE}/api/pages?locale=sl&draft=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'sl', Authorization: `JWT ${tokens.slo}` },
        body: JSON.stringify({ routeKey: 'nase-usluge-klinicke-studije', market: 'slo', title: 'Klinične študije', _status: 'draft' }),
      });
      assert.equal(elsewhere.status, 400);
      const expected = staffCatalogues.sl.pages.routeNotInMarket.replace('{key}', 'nase-usluge-klinicke-studije').replace('{market}', 'Slovenija');
      assert.ok(JSON.stringify(((await elsewhere.json()) as { errors: unknown }).errors).includes(expected));
      assert.equal(await count('pages'), pages);
    });

    it('tells whether a document is live, with its page on the site, only to staff of its market', async () => {
      const live = (who?: Person, query = `collection=pages&id=${ids.croHome}&locale=hr`) =>
        request('GET', `/api/builds/document?${query}`, who && tokens[who]);
      const cro = await live('cro');
      assert.equal(cro.status, 200);
      // The seeded home page went live with the site's first build; its page is the market's home.
      assert.deepEqual(cro.json, { state: 'live', url: 'https://hr.farmadria.example/' });
      assert.equal((await live('cro', `collection=pages&id=${ids.croHome}&locale=en`)).json.url, 'https://hr.farmadria.example/en');
      assert.equal((await live('cro', `collection=jobs&id=${ids.croJob}&locale=hr`)).json.url, 'https://hr.farmadria.example/karijere');
      assert.deepEqual((await live('slo', `collection=jobs&id=${ids.draftJob}&locale=sl`)).json, { state: 'draft' });
      assert.equal((await live('admin')).status, 200);
      for (const [who, query, status] of [
        ['slo', undefined, 403],
        ['pv', undefined, 403],
        [undefined, undefined, 401],
        ['cro', `collection=users&id=1&locale=hr`, 400],
        ['cro', `collection=pages&id=${ids.croHome}&locale=xx`, 400],
        ['cro', `collection=pages&id=1%20or%201=1&locale=hr`, 400],
      ] as Array<[Person | undefined, string | undefined, number]>) {
        assert.equal((await live(who, query)).status, status, `${who ?? 'anonymous'} ${query ?? 'the cro home page'}`);
      }
      assert.equal((await request('GET', '/api/builds', tokens.pv)).status, 403, 'the PV team has no site builds');
      assert.equal((await request('GET', '/api/builds')).status, 401);
    });

    it("lists and queries (REST and GraphQL) only the editor's markets", async () => {
      const list = await request('GET', '/api/pages?limit=200&depth=0&draft=true', tokens.slo);
      assert.deepEqual([...new Set((list.json.docs as { market: string }[]).map((doc) => doc.market))], ['slo']);
      const graph = await request('POST', '/api/graphql', tokens.slo, { query: '{ Pages(where: { market: { equals: cro } }, draft: true) { totalDocs } }' });
      assert.deepEqual(graph.json.data, { Pages: { totalDocs: 0 } });
      // The admin's document view reads the versions: it must work for an editor, within their markets.
      const versions = await request('GET', '/api/pages/versions?limit=200&depth=0', tokens.slo);
      assert.equal(versions.status, 200, JSON.stringify(versions.json));
      const markets = (versions.json.docs as { version: { market: string } }[]).map((doc) => doc.version.market);
      assert.ok(markets.length > 0, 'the slo home page was saved above');
      assert.deepEqual([...new Set(markets)], ['slo']);
      for (const collection of ['news', 'jobs', 'documents']) {
        assert.equal((await request('GET', `/api/${collection}/versions?limit=5`, tokens.slo)).status, 200, collection);
      }
      const others = await request('POST', '/api/graphql', tokens.slo, {
        query:
          '{ Jobs(where: { markets: { in: [cro, bih] } }, draft: true) { totalDocs } Downloads(where: { market: { equals: cro } }, draft: true) { totalDocs } }',
      });
      assert.deepEqual(others.json.data, { Jobs: { totalDocs: 0 }, Downloads: { totalDocs: 0 } });
    });

    it('lets only an admin with a confirmed sign-in manage accounts', async () => {
      const account = { email: 'unconfirmed.try@example.com', password: 'a long enough one here', role: 'pharmacovigilance', markets: [] };
      assert.equal((await request('POST', '/api/users', tokens.newAdmin, account)).status, 403, 'create');
      const sloId = ((await request('GET', '/api/users/me', tokens.slo)).json.user as { id: number }).id;
      const promoted = await request('PATCH', `/api/users/${sloId}`, tokens.newAdmin, { role: 'admin' });
      assert.notEqual(promoted.status, 200, 'change a role');
      assert.equal(((await request('GET', '/api/users/me', tokens.slo)).json.user as { role: string }).role, 'editor');
      assert.equal((await request('DELETE', `/api/users/${sloId}`, tokens.newAdmin)).status, 403, 'delete');
      await request('PATCH', `/api/users/${sloId}`, tokens.slo, { role: 'admin' });
      assert.equal(((await request('GET', '/api/users/me', tokens.slo)).json.user as { role: string }).role, 'editor', 'nor promote oneself');
    });

    it('refuses weak passwords', async () => {
      for (const password of ['short pw', 'password1234', 'qwerty123456!']) {
        const created = await request('POST', '/api/users', tokens.admin, { email: 'weak@example.com', password, role: 'editor', markets: ['cro'] });
        assert.equal(created.status, 400, password);
      }
      const strong = await request('POST', '/api/users', tokens.admin, {
        email: 'ana@example.com',
        password: 'a sentence that is long',
        role: 'editor',
        markets: ['bih'],
      });
      assert.equal(strong.status, 201);
    });

    it('offers no first-user sign-up', async () => {
      assert.equal((await request('POST', '/api/users/first-register', undefined, { email: 'x@example.com', password: 'a long enough one' })).status, 403);
    });

    it('locks an account after five failed logins, even for the right password', async () => {
      for (let attempt = 0; attempt < 5; attempt++) {
        assert.equal((await request('POST', '/api/users/login', undefined, { email: people.cro.email, password: 'wrong password!' })).status, 401);
      }
      const locked = await request('POST', '/api/users/login', undefined, { email: people.cro.email, password: people.cro.password });
      assert.notEqual(locked.status, 200);
      assert.match(JSON.stringify(locked.json), /locked/i);
    });

    it('signs staff sessions for 30 minutes, which the admin extends while they work', async () => {
      const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
      for (const name of ['admin', 'pv', 'slo'] as const) {
        const claims = claimsOf(tokens[name]);
        assert.equal(claims.exp - claims.iat, 30 * 60, name);
        // What the admin calls while someone works (on a save, or when it asks "stay signed in?").
        const refreshed = await request('POST', '/api/users/refresh-token', tokens[name]);
        assert.equal(refreshed.status, 200, name);
        const renewed = claimsOf(refreshed.json.refreshedToken as string);
        assert.equal(renewed.exp - renewed.iat, 30 * 60, `${name}: 30 minutes from the refresh`);
        assert.ok(renewed.exp >= claims.exp, `${name}: not before the first end`);
      }
    });

    it('logs failed sign-ins and role changes with the addresses masked', async () => {
      const logged = (event: string, email: string) =>
        eventually(`a ${event} log line`, async () =>
          cms!
            .output()
            .split('\n')
            .find((line) => line.includes(`"event":"${event}"`) && line.includes(email)),
        );
      await request('POST', '/api/users/login', undefined, { email: people.slo.email, password: 'not her password' });
      const failed = JSON.parse(await logged('sign-in-failed', 'm***@example.com')) as { status: number; reason: string };
      assert.equal(failed.status, 401);
      assert.match(failed.reason, /incorrect/);

      const created = await request('POST', '/api/users', tokens.admin, {
        email: 'new.editor@example.com',
        password: 'a new editor password',
        role: 'editor',
        markets: ['bih'],
      });
      assert.equal(created.status, 201);
      await logged('account-created', 'n***@example.com');
      const id = (created.json.doc as { id: number }).id;
      assert.equal((await request('PATCH', `/api/users/${id}`, tokens.admin, { role: 'pharmacovigilance', markets: [] })).status, 200);
      const changed = JSON.parse(await logged('role-changed', 'n***@example.com')) as { from: unknown; to: unknown; by: string };
      assert.deepEqual(
        [changed.from, changed.to, changed.by],
        [{ role: 'editor', markets: 'bih' }, { role: 'pharmacovigilance', markets: '' }, 'r***@example.com'],
      );
      assert.doesNotMatch(cms!.output(), /new\.editor@|maja@|root@/, 'no address in the clear');
    });

    it('limits failed logins per address, whichever accounts they try', async () => {
      // An address of its own (behind the proxy, TRUST_PROXY=1), so no other test's sign-ins count.
      const statuses: number[] = [];
      const emails = [people.admin.email, people.slo.email, 'nobody@example.com'];
      for (let attempt = 0; attempt < 11; attempt++) {
        const response = await fetch(`${BASE}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
          body: JSON.stringify({ email: emails[attempt % 3], password: 'wrong password!' }),
        });
        statuses.push(response.status);
      }
      assert.deepEqual(statuses, [...Array(10).fill(401), 429]);
    });
  },
  { kinds: cmsSuiteKinds('CMS API: roles, passwords and logins'), seeded: true },
);
