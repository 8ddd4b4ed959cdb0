/**
 * The staff side's trust boundaries over the built CMS (apps/cms/.next), as an attacker with an
 * editor's password tried them: security headers on every kind of answer, document locks,
 * scheduled publishes, duplicates, versions, another market's photo in a section, ids and paths
 * that cannot exist, the second factor's attempt limit and the sign-in limits.
 * Each refusal is checked to change nothing.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { Payload } from 'payload';
import sharp from 'sharp';
import { generate } from 'otplib';
import type { OpenCms } from '../../apps/cms/src/open';
import { guardServerFunctions } from '../../apps/cms/src/server-functions';
import { companyFactsSchema } from '@/content/company-facts';
import { describeEachDatabase } from './databases';
import {
  cmsSuiteKinds,
  cmsRequest,
  homePageId,
  openLocalCms,
  requestAs,
  signIn,
  startTestCms,
  testStaff,
  testStaffTokens,
  type TestCms,
  type TestPerson,
  cmsTestPort,
} from '../support/cms';
import { eventually } from '../support/poll';

const PORT = cmsTestPort('trust');
const BASE = `http://127.0.0.1:${PORT}`;
const request = cmsRequest(BASE);

/** Enrols an authenticator for the session of `token` and confirms its sign-in with the first code. */
async function confirmSignIn(token: string): Promise<void> {
  const enrolment = await request('POST', '/api/second-factor/enrol', token);
  assert.equal((await request('POST', '/api/second-factor/confirm', token, { code: await generate({ secret: enrolment.json.secret as string }) })).status, 200);
}

/** What Payload's own handlers would do is not the question here: the guards' decisions are. */
const handled: string[] = [];
const guarded = guardServerFunctions({
  schedulePublish: async () => void handled.push('schedule-publish'),
  formState: async (args: { returnLockStatus?: boolean }) => void handled.push(`form-state lock=${Boolean(args.returnLockStatus)}`),
}) as Record<string, (args: never) => Promise<unknown>>;

describeEachDatabase(
  'CMS trust boundaries',
  (database) => {
    let cms: TestCms | undefined;
    let local: OpenCms | undefined;
    let tokens: Record<TestPerson, string>;
    const ids = { croHome: 0, sloHome: 0, sharedPost: 0, croPost: 0, sloPhoto: 0, croPdf: 0, croPhoto: 0 };

    before(async () => {
      cms = await startTestCms(database, PORT, Object.values(testStaff), {
        // Addresses come from X-Forwarded-For, as behind the operator's proxy.
        env: { TRUST_PROXY: '1', CMS_LOGIN_RATE_LIMIT: '10/15m' },
        async prepare(payload) {
          ids.croHome = await homePageId(payload, 'cro');
          ids.sloHome = await homePageId(payload, 'slo');
          const post = async (key: string) =>
            (await payload.find({ collection: 'news', where: { marketsKey: { equals: key } }, limit: 1, overrideAccess: true })).docs[0]!.id as number;
          ids.sharedPost = await post('cro+slo+bih');
          ids.croPost = await post('cro');
          const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#0a6d8f' } })
            .jpeg()
            .toBuffer();
          const media = async (markets: string[], name: string, data: Buffer, mimetype: string) =>
            (
              await payload.create({
                collection: 'media',
                locale: 'hr',
                overrideAccess: true,
                data: { markets, alt: 'Skladište' } as never,
                file: { name, data, mimetype, size: data.length },
              })
            ).id as number;
          ids.sloPhoto = await media(['slo'], 'skladisce.jpg', photo, 'image/jpeg');
          ids.croPhoto = await media(['cro'], 'zagreb.jpg', photo, 'image/jpeg');
          ids.croPdf = await media(
            ['cro'],
            'uvjeti.pdf',
            readFileSync(path.join(process.cwd(), 'apps', 'site', 'public', 'documents', 'cro', 'hr', 'opci-uvjeti-poslovanja.pdf')),
            'application/pdf',
          );
        },
      });
      local = await openLocalCms(database);
      tokens = await testStaffTokens(request);
    });

    after(async () => {
      await cms?.stop();
      await local?.close();
    });

    const payload = (): Payload => local!.payload;
    const staffReq = (person: TestPerson) => requestAs(payload(), person);

    it('sends its security headers with every kind of answer, and a fresh nonce with each page', async () => {
      const cookie = await signIn(BASE, testStaff.cro.email, testStaff.cro.password);
      const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await (await fetch(`${BASE}/admin/login`)).text())![1]!;
      const fileOf = async (id: number) => ({ url: new URL((await request('GET', `/api/media/${id}`, tokens.cro)).json.url as string).pathname });
      const pdf = await fileOf(ids.croPdf);
      const jpeg = await fileOf(ids.croPhoto);
      const answers: [string, string, RequestInit?][] = [
        ['admin page', '/admin'],
        ['login page', '/admin/login'],
        ['admin 404', '/admin/collections/nothing-here'],
        ['preview (signed in)', `/preview/pages/${ids.croHome}/cro/hr`, { headers: { cookie, 'sec-fetch-site': 'none' } }],
        ['preview (redirect)', `/preview/pages/${ids.croHome}/cro/hr`],
        ['API list', '/api/pages', { headers: { Authorization: `JWT ${tokens.cro}` } }],
        ['API refusal', '/api/pages'],
        ['API 404', '/api/nothing'],
        [
          'GraphQL',
          '/api/graphql',
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', Authorization: `JWT ${tokens.cro}` },
            body: JSON.stringify({ query: '{ Pages(limit: 1) { totalDocs } }' }),
          },
        ],
        ['back office', '/api/cases', { headers: { Authorization: `JWT ${tokens.pv}` } }],
        ['uploaded photo', jpeg.url, { headers: { Authorization: `JWT ${tokens.cro}` } }],
        ['uploaded PDF', pdf.url, { headers: { Authorization: `JWT ${tokens.cro}` } }],
        ['script chunk', chunk],
        ['preview asset 404', '/assets/1/000000000000-none.avif'],
        ['malformed address', '/api/pages/%E0%A4%A'],
      ];
      const nonces = new Set<string>();
      for (const [name, path, init] of answers) {
        const response = await fetch(BASE + path, { redirect: 'manual', ...init });
        const headers = response.headers;
        const policy = headers.get('content-security-policy') ?? '';
        assert.match(policy, /frame-ancestors 'none'/, `${name}: frame-ancestors`);
        assert.equal(headers.get('x-frame-options'), 'DENY', `${name}: X-Frame-Options`);
        assert.equal(headers.get('x-content-type-options'), 'nosniff', `${name}: nosniff`);
        assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', `${name}: Referrer-Policy`);
        assert.doesNotMatch(policy, /unsafe-inline'[^;]*;.*script|script-src[^;]*unsafe/, `${name}: no unsafe script source`);
        if (path.startsWith('/admin') || path.startsWith('/preview')) {
          const nonce = /script-src 'self' 'nonce-([^']+)' 'strict-dynamic'/.exec(policy)?.[1];
          assert.ok(nonce, `${name}: a nonce policy (${policy})`);
          nonces.add(nonce);
          if (response.status === 200) {
            const executable = ((await response.text()).match(/<script\b[^>]*>/g) ?? []).filter((script) => !/type="application\/(ld\+)?json"/.test(script));
            for (const script of executable) assert.ok(script.includes(`nonce="${nonce}"`), `${name}: ${script}`);
          }
        } else {
          assert.match(policy, /^default-src 'none'/, `${name}: nothing may run (${policy})`);
        }
        if (path.startsWith('/api/') && !path.startsWith('/api/media/file/')) assert.match(headers.get('cache-control') ?? '', /no-store/, `${name}: no-store`);
        if (!response.bodyUsed) await response.body?.cancel();
      }
      assert.equal(nonces.size, answers.filter(([, path]) => path.startsWith('/admin') || path.startsWith('/preview')).length, 'a nonce is never reused');

      const photo = await fetch(BASE + jpeg.url, { headers: { Authorization: `JWT ${tokens.cro}` } });
      assert.equal(photo.headers.get('content-type'), 'image/jpeg');
      assert.equal(photo.headers.get('content-disposition'), null, 'a photo opens');
      const file = await fetch(BASE + pdf.url, { headers: { Authorization: `JWT ${tokens.cro}` } });
      assert.equal(file.headers.get('content-type'), 'application/pdf');
      assert.match(file.headers.get('content-disposition') ?? '', /^attachment/, 'anything else downloads');
      assert.match(file.headers.get('content-security-policy') ?? '', /sandbox/);
    });

    it('keeps document locks to the documents a person may change', async () => {
      const lock = (person: TestPerson, page: number, user: number | string) =>
        request('POST', '/api/payload-locked-documents', tokens[person], {
          document: { relationTo: 'pages', value: page },
          user: { relationTo: 'users', value: user },
        });
      const me = async (person: TestPerson) => ((await request('GET', '/api/users/me', tokens[person])).json.user as { id: number }).id;
      const lockCount = async () => (await payload().count({ collection: 'payload-locked-documents', overrideAccess: true })).totalDocs;

      const before = await lockCount();
      assert.equal((await lock('cro', ids.sloHome, await me('cro'))).status, 403, 'a cro editor locks an slo page');
      assert.equal((await lock('pv', ids.sloHome, await me('pv'))).status, 403, 'a PV officer locks a page');
      assert.equal((await lock('slo', ids.sloHome, await me('cro'))).status, 403, "a lock in another person's name");
      assert.equal(await lockCount(), before, 'no lock was made');

      const own = await lock('slo', ids.sloHome, await me('slo'));
      assert.equal(own.status, 201, 'the slo editor locks their page');
      const lockId = (own.json.doc as { id: number }).id;
      assert.equal((await request('GET', '/api/payload-locked-documents', tokens.cro)).json.totalDocs, 0, 'the cro editor sees no slo lock');
      assert.equal((await request('DELETE', `/api/payload-locked-documents/${lockId}`, tokens.cro)).status, 403, 'nor releases it');
      assert.equal(
        (await request('PATCH', `/api/payload-locked-documents/${lockId}`, tokens.pv, { user: { relationTo: 'users', value: await me('pv') } })).status,
        403,
        'nor does a PV officer take it over',
      );
      assert.equal(await lockCount(), before + 1);
      assert.equal((await request('GET', `/api/payload-locked-documents/${lockId}`, tokens.admin)).status, 200, 'an admin sees it');
      assert.equal((await request('DELETE', `/api/payload-locked-documents/${lockId}`, tokens.slo)).status, 200, 'its editor releases it');

      // The admin takes a lock when a document opens (form-state): only on what the editor may change.
      handled.length = 0;
      await guarded['form-state']!({ req: await staffReq('cro'), id: ids.sloHome, collectionSlug: 'pages', returnLockStatus: true } as never);
      await guarded['form-state']!({ req: await staffReq('cro'), id: ids.croHome, collectionSlug: 'pages', returnLockStatus: true } as never);
      assert.deepEqual(handled, ['form-state lock=false', 'form-state lock=true']);
    });

    it("schedules and removes publishes only of the editor's own documents", async () => {
      const job = await payload().jobs.queue({
        task: 'schedulePublish',
        waitUntil: new Date(Date.now() + 86_400_000),
        input: { type: 'publish', doc: { relationTo: 'pages', value: String(ids.sloHome) } } as never,
      });
      const jobs = async () => (await payload().count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs;
      const count = await jobs();
      handled.length = 0;
      await assert.rejects(
        guarded['schedule-publish']!({ req: await staffReq('cro'), deleteID: job.id } as never),
        /not allowed/i,
        'a cro editor removes an slo publish',
      );
      await assert.rejects(
        guarded['schedule-publish']!({
          req: await staffReq('cro'),
          type: 'publish',
          date: new Date(),
          doc: { relationTo: 'pages', value: String(ids.sloHome) },
        } as never),
        /not allowed/i,
      );
      await assert.rejects(
        guarded['schedule-publish']!({
          req: await staffReq('pv'),
          type: 'publish',
          date: new Date(),
          doc: { relationTo: 'news', value: String(ids.croPost) },
        } as never),
        /not allowed/i,
      );
      await assert.rejects(guarded['schedule-publish']!({ req: await staffReq('cro'), deleteID: 'abc' } as never), /not allowed/i);
      assert.equal(await jobs(), count, 'nothing removed');
      assert.deepEqual(handled, [], 'nothing scheduled');
      await guarded['schedule-publish']!({
        req: await staffReq('cro'),
        type: 'publish',
        date: new Date(),
        doc: { relationTo: 'news', value: String(ids.croPost) },
      } as never);
      assert.deepEqual(handled, ['schedule-publish'], 'the editor schedules their own post');
      await guarded['schedule-publish']!({ req: await staffReq('slo'), deleteID: job.id } as never);
      assert.equal(await jobs(), count - 1, 'its own editor removes the slo publish, and queues no empty job');
    });

    it('refuses to duplicate a post shared with other markets, and creates nothing', async () => {
      const before = (await payload().count({ collection: 'news', overrideAccess: true })).totalDocs;
      const shared = await request('POST', `/api/news/${ids.sharedPost}/duplicate?locale=hr`, tokens.cro, {});
      assert.equal(shared.status, 403);
      assert.equal((await payload().count({ collection: 'news', overrideAccess: true })).totalDocs, before);
      assert.equal((await request('POST', `/api/news/${ids.croPost}/duplicate?locale=hr`, tokens.cro, {})).status, 200, "a post of the editor's own market");
    });

    it("refuses to publish a page showing another market's photo in a section, and changes nothing", async () => {
      const page = await payload().findByID({ collection: 'pages', id: ids.croHome, locale: 'hr', overrideAccess: true, depth: 0 });
      const features = (page.sections as Array<Record<string, unknown>>).findIndex((section) => section.blockType === 'features');
      assert.ok(features >= 0, 'the home page has a features section');
      const sections = (page.sections as Array<Record<string, unknown>>).map((section, index) =>
        index === features ? { ...section, image: ids.sloPhoto } : section,
      );
      const refused = await request('PATCH', `/api/pages/${ids.croHome}?locale=hr`, tokens.cro, { sections, _status: 'published' });
      assert.equal(refused.status, 400);
      assert.match(JSON.stringify(refused.json), new RegExp(`Photo ${ids.sloPhoto} is not in the media library of cro`));
      const after = await payload().findByID({ collection: 'pages', id: ids.croHome, locale: 'hr', overrideAccess: true, depth: 0 });
      assert.deepEqual(after.sections, page.sections, 'the page is as it was');
      const own = (page.sections as Array<Record<string, unknown>>).map((section, index) =>
        index === features ? { ...section, image: ids.croPhoto } : section,
      );
      assert.equal(
        (await request('PATCH', `/api/pages/${ids.croHome}?locale=hr&draft=true`, tokens.cro, { sections: own, _status: 'draft' })).status,
        200,
        'a photo of the market is fine',
      );
    });

    it("keeps where mail, calls and payments go to administrators with a confirmed sign-in: an editor's or an unconfirmed admin's change of the PV, careers or a directory address, key or line, of a phone line, of an opening's address, or of the bank accounts and registration data, over REST or GraphQL, is dropped", async () => {
      const intruder = 'sanducic@napadac.example';
      const company = (await payload().find({ collection: 'company', where: { market: { equals: 'cro' } }, overrideAccess: true, depth: 0 })).docs[0]!;
      const read = async () => payload().findByID({ collection: 'company', id: company.id, draft: true, overrideAccess: true, depth: 0 });
      const directory = company.directory as Array<Record<string, unknown>>;
      const pv = company.pharmacovigilance as Record<string, unknown>;
      const orders = company.orders as Record<string, unknown>;
      const intrudersLine = '+385 60 123 456';
      const registration = company.registration as Record<string, unknown>;
      const intrudersRegistration = {
        ...registration,
        taxId: { ...(registration.taxId as object), value: '12345678901' },
        shareCapital: '1,00 EUR',
        bankAccounts: [{ iban: 'HR12 1001 0051 8630 0016 0', bank: 'Attacker Bank d.d.' }],
      };
      const changed = await request('PATCH', `/api/company/${company.id}?locale=hr&draft=true`, tokens.cro, {
        _status: 'draft',
        registration: intrudersRegistration,
        phone: intrudersLine,
        careersEmail: intruder,
        pharmacovigilance: { ...pv, email: intruder, phone: intrudersLine },
        orders: { ...orders, hours: '8:00–16:00', phone: intrudersLine },
        // The first entry's address and line replaced, and the next two entries' keys swapped (so their inboxes would be).
        directory: directory.map((entry, index) => {
          if (index === 0) return { ...entry, mail: intruder, tel: intrudersLine };
          if (index === 1) return { ...entry, key: directory[2]!.key };
          if (index === 2) return { ...entry, key: directory[1]!.key };
          return entry;
        }),
      });
      assert.equal(changed.status, 200, 'the editor may change the rest');
      const after = await read();
      assert.equal((after.orders as Record<string, unknown>).hours, '8:00–16:00', "the order desk's hours changed");
      assert.equal((after.pharmacovigilance as Record<string, unknown>).email, pv.email, 'the PV address did not');
      assert.equal((after.pharmacovigilance as Record<string, unknown>).phone, pv.phone, 'nor the PV line');
      assert.equal(after.phone, company.phone, "nor the company's line");
      assert.equal((after.orders as Record<string, unknown>).phone, orders.phone, "nor the order desk's");
      assert.equal((after.directory as Array<Record<string, unknown>>)[0]!.tel, directory[0]!.tel, "nor a directory entry's");
      assert.equal(after.careersEmail, company.careersEmail, 'nor the careers address');
      assert.equal((after.directory as Array<Record<string, unknown>>)[0]!.mail, directory[0]!.mail, "nor the directory's");
      assert.deepEqual(
        (after.directory as Array<Record<string, unknown>>).map((entry) => entry.key),
        directory.map((entry) => entry.key),
        'nor which entry a key names',
      );
      assert.deepEqual(after.registration, registration, 'nor the bank accounts, tax number or share capital');
      // GraphQL's input type requires every group: the whole record, as a client would send it, with the intruder's registration.
      const facts: Record<string, unknown> = Object.fromEntries(
        Object.keys(companyFactsSchema.shape).map((key) => [key, company[key as keyof typeof company]]),
      );
      // GraphQL names select options as enum values: "iso-9001" is iso_9001.
      facts.certificates = (company.certificates as Record<string, string>[]).map((certificate) => ({
        ...certificate,
        key: certificate.key!.replaceAll('-', '_'),
      }));
      const mutation = 'mutation ($data: mutationCompanyUpdateInput!) { updateCompany(id: ' + company.id + ', draft: true, locale: hr, data: $data) { id } }';
      const graphql = await request('POST', '/api/graphql', tokens.cro, {
        query: mutation,
        variables: { data: { ...facts, registration: intrudersRegistration } },
      });
      assert.equal(graphql.status, 200);
      assert.equal(graphql.json.errors, undefined, `the mutation itself is accepted: ${JSON.stringify(graphql.json.errors)}`);
      assert.deepEqual((await read()).registration, registration, 'nor the bank accounts over GraphQL');

      const job = (await payload().find({ collection: 'jobs', where: { marketsKey: { equals: 'cro' } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0]!;
      assert.equal((await request('PATCH', `/api/jobs/${job.id}?locale=hr&draft=true`, tokens.cro, { _status: 'draft', applyEmail: intruder })).status, 200);
      assert.equal(
        (await payload().findByID({ collection: 'jobs', id: job.id, draft: true, overrideAccess: true, depth: 0 })).applyEmail ?? null,
        job.applyEmail ?? null,
        "nor an opening's",
      );

      // An administrator whose sign-in the second factor has not confirmed may not either: a phished admin password alone would reroute every report.
      const asAdmin = (changes: Record<string, unknown>) =>
        request('PATCH', `/api/company/${company.id}?locale=hr&draft=true`, tokens.newAdmin, { _status: 'draft', ...changes });
      const careers = 'zaposljavanje@hr.farmadria.example';
      assert.equal((await asAdmin({ careersEmail: careers, pharmacovigilance: { ...pv, email: intruder }, registration: intrudersRegistration })).status, 200);
      assert.equal((await read()).careersEmail, company.careersEmail, 'an unconfirmed admin changes no address');
      assert.equal(((await read()).pharmacovigilance as Record<string, unknown>).email, pv.email, 'not the PV address either');
      assert.deepEqual((await read()).registration, registration, 'nor the bank accounts');
      // Once confirmed, the administrator may.
      await confirmSignIn(tokens.newAdmin);
      const pvTeam = 'farmakovigilancija.tim@hr.farmadria.example';
      const newAccount = { iban: 'HR65 2340 0091 1100 1234 5', bank: 'Privredna banka Zagreb d.d.' };
      assert.equal(
        (await asAdmin({ careersEmail: careers, pharmacovigilance: { ...pv, email: pvTeam }, registration: { ...registration, bankAccounts: [newAccount] } }))
          .status,
        200,
      );
      assert.equal((await read()).careersEmail, careers, 'a confirmed admin changes the careers address');
      assert.equal(((await read()).pharmacovigilance as Record<string, unknown>).email, pvTeam, 'and the PV address');
      const kept = ((await read()).registration as { bankAccounts: Record<string, unknown>[] }).bankAccounts;
      assert.deepEqual(
        kept.map(({ iban, bank }) => ({ iban, bank })),
        [newAccount],
        'and the bank accounts',
      );
    });

    it('judges a version by the document it belongs to, not by its own number', async () => {
      // Versions of all pages share one numbering: one of a cro page whose number is another market's page id.
      const pages = await payload().find({ collection: 'pages', limit: 0, pagination: false, depth: 0, overrideAccess: true });
      const marketOf = new Map(pages.docs.map((page) => [page.id as number, page.market as string]));
      const versions = await payload().findVersions({ collection: 'pages', limit: 0, pagination: false, depth: 0, overrideAccess: true });
      const own = versions.docs.find(
        (version) => marketOf.get(Number(version.parent)) === 'cro' && marketOf.has(Number(version.id)) && marketOf.get(Number(version.id)) !== 'cro',
      );
      const foreign = versions.docs.find((version) => marketOf.get(Number(version.parent)) === 'slo');
      assert.ok(own && foreign, 'the seed has such versions');
      assert.equal(
        (await request('GET', `/api/pages/versions/${own.id}?locale=hr`, tokens.cro)).status,
        200,
        `the cro editor reads version ${own.id} of their page (page ${own.id} is ${marketOf.get(Number(own.id))})`,
      );
      assert.equal((await request('POST', `/api/pages/versions/${own.id}?locale=hr&draft=true`, tokens.cro)).status, 200, 'and restores it');
      const restores = (await payload().countVersions({ collection: 'pages', where: { parent: { equals: foreign.parent } }, overrideAccess: true })).totalDocs;
      assert.equal((await request('GET', `/api/pages/versions/${foreign.id}`, tokens.cro)).status, 403, 'a version of an slo page');
      assert.equal((await request('POST', `/api/pages/versions/${foreign.id}?locale=sl&draft=true`, tokens.cro)).status, 403, 'restoring one');
      assert.equal(
        (await payload().countVersions({ collection: 'pages', where: { parent: { equals: foreign.parent } }, overrideAccess: true })).totalDocs,
        restores,
        'nothing restored',
      );
    });

    it('answers 4xx, never 5xx, to ids and paths that cannot exist, for every role and collection', async () => {
      // Preferences are read and written by key, not by id: their one path that failed is checked below.
      const collections = ['pages', 'news', 'jobs', 'documents', 'media', 'company', 'users', 'payload-locked-documents', 'payload-jobs'];
      const bad = ['abc', '1e400', '-1', '0x10', '%00', 'undefined', '99999999999999999999'];
      for (const person of ['cro', 'pv', 'admin'] as const) {
        for (const collection of collections) {
          for (const id of bad) {
            for (const [method, path] of [
              ['GET', `/api/${collection}/${id}`],
              ['DELETE', `/api/${collection}/${id}`],
              ['PATCH', `/api/${collection}/${id}`],
              ['GET', `/api/${collection}/versions/${id}`],
            ] as const) {
              const { status } = await request(method, path, tokens[person], method === 'PATCH' ? { title: 'x' } : undefined);
              assert.ok(status >= 400 && status < 500, `${person} ${method} ${path}: ${status}`);
            }
          }
        }
      }
      assert.equal((await request('DELETE', '/api/payload-preferences/undefined', tokens.cro)).status, 404);
      assert.equal((await request('GET', '/api/media/versions', tokens.cro)).status, 403);
      // The back office, as an admin whose sign-in the second factor confirmed.
      await confirmSignIn(tokens.admin);
      const paths: [string, number][] = [
        ['/api/cases/NUS-2026-000001%00', 404],
        ['/api/cases/NUS-2026-000001%00/e2b', 404],
        ['/api/cases/..%2F..%2Fusers', 404],
        ['/api/cases/%ED%A0%80', 400],
        ['/api/pages/%E0%A4%A', 400],
      ];
      for (const [path, status] of paths) {
        const response = await fetch(BASE + path, { headers: { Authorization: `JWT ${tokens.admin}` } });
        assert.equal(response.status, status, path);
        assert.match(response.headers.get('cache-control') ?? '', /no-store/, path);
      }
      const nul = await request('POST', '/api/cases/NUS-2026-000001/status', tokens.admin, { status: 'in-assessment', note: 'a\u0000b' });
      assert.equal(nul.status, 422, 'a NUL in a note');
    });

    it('locks the second factor after five wrong codes, refuses the right one then, and logs each attempt', async () => {
      const person = testStaff.pv;
      const enrolment = await request('POST', '/api/second-factor/enrol', tokens.pv);
      const secret = enrolment.json.secret as string;
      assert.equal((await request('POST', '/api/second-factor/confirm', tokens.pv, { code: await generate({ secret }) })).status, 200);
      const { token } = (await request('POST', '/api/users/login', undefined, { email: person.email, password: person.password })).json as { token: string };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) statuses.push((await request('POST', '/api/second-factor/verify', token, { code: '000000' })).status);
      assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429]);
      const right = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const refused = await request('POST', '/api/second-factor/verify', token, { code: right });
      assert.equal(refused.status, 429, 'the right code, after the lock');
      assert.match(String(refused.json.message), /Too many wrong codes.*try again in 1[45] min/);
      assert.equal((await request('GET', '/api/cases', token)).status, 403, 'the session is not confirmed');
      const lines = await eventually('the security log', async () => {
        const logged = cms!
          .output()
          .split('\n')
          .filter((line) => /"event":"second-factor-(failed|locked)"/.test(line));
        return logged.length >= 7 ? logged : undefined;
      });
      assert.equal(lines.filter((line) => line.includes('second-factor-failed')).length, 5);
      assert.equal(lines.filter((line) => line.includes('second-factor-locked')).length, 2);
      assert.ok(
        lines.every((line) => line.includes('p***@example.com')),
        'the address masked',
      );
    });

    it('limits failed sign-ins per account and address: one person locks out nobody else, and a lock says nothing about the account', async () => {
      const login = (email: string, password: string, address: string) =>
        fetch(`${BASE}/api/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'accept-language': 'hr' },
          body: JSON.stringify({ email, password }),
        });
      const answer = async (response: Response) => ({
        status: response.status,
        body: await response.text(),
        retryAfter: response.headers.get('retry-after') !== null,
      });

      // The same first answer for a wrong password and for an account that does not exist.
      assert.deepEqual(
        await answer(await login(testStaff.admin.email, 'not the password', '192.0.2.1')),
        await answer(await login('nobody@example.com', 'not the password', '192.0.2.1')),
      );

      // Ten failures from one address, across accounts, spend that address's budget…
      for (let attempt = 0; attempt < 10; attempt++)
        await login(attempt % 2 ? testStaff.admin.email : 'nobody@example.com', 'wrong password here', '203.0.113.9');
      assert.equal((await login(testStaff.slo.email, testStaff.slo.password, '203.0.113.9')).status, 429, 'that address is refused');
      // …and stop nobody else: the admin signs in from another address.
      assert.equal((await login(testStaff.admin.email, testStaff.admin.password, '198.51.100.4')).status, 200);

      // Five failures for one account from one address lock that pair, and the lock reads the same for every account.
      for (let attempt = 0; attempt < 5; attempt++) {
        await login(testStaff.cro.email, 'wrong password here', '192.0.2.50');
        await login('nobody@example.com', 'wrong password here', '192.0.2.51');
      }
      const locked = await answer(await login(testStaff.cro.email, testStaff.cro.password, '192.0.2.50'));
      const unknown = await answer(await login('nobody@example.com', 'wrong password here', '192.0.2.51'));
      assert.deepEqual(locked, unknown, 'a locked account and an unknown one get the same answer');
      assert.equal(locked.status, 429);
      assert.ok(locked.retryAfter, 'with Retry-After');
      assert.match(locked.body, /Previše neuspjelih prijava.*Pokušajte ponovno za 15 min/, "when to try again, in the admin's language");
      assert.equal((await login(testStaff.cro.email, testStaff.cro.password, '192.0.2.60')).status, 200, 'the editor signs in from elsewhere');
    });
  },
  { kinds: cmsSuiteKinds('CMS trust boundaries'), seeded: true },
);
