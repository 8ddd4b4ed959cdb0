/**
 * The PV back office over the CMS's REST API: roles, markets, the second
 * factor, no-store, append-only events, and nothing of it on the public port.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { generate } from 'otplib';
import { openCase } from '@/features/pv/cases/store';
import { insertReport, nextReference } from '@/features/pv/intake/store';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { describeEachDatabase } from './databases';
import { readAsExcel } from '../support/spreadsheet';
import { cmsApiAs, cmsSuiteKinds, signIn, startTestCms, type StaffAccount, type TestCms, cmsTestPort } from '../support/cms';
import { completeHuman } from './fixtures/reports';
import { parseMeddra } from '@/features/pv/coding/meddra';
import { importRelease } from '@/features/pv/coding/store';
import { meddraBytes, meddraFiles } from '../support/synthetic-dictionaries';

const PORT = cmsTestPort('cases');
const people = {
  pvCro: { email: 'pv.cro@example.com', password: 'vigilance team pass', role: 'pharmacovigilance', markets: ['cro'] },
  editor: { email: 'urednik@example.com', password: 'croatian editor pass', role: 'editor', markets: ['cro'] },
  admin: { email: 'root@example.com', password: 'admin password long', role: 'admin', markets: [] },
} satisfies Record<string, StaffAccount>;

describeEachDatabase(
  'PV back office in the CMS',
  (database) => {
    let cms: TestCms;
    const references = { cro: '', slo: '' };

    before(async () => {
      cms = await startTestCms(database, PORT, Object.values(people));
      for (const market of ['cro', 'slo'] as const) {
        references[market] = await database.db.transaction(async (tx) => {
          const reference = await nextReference(tx, 'human', market);
          const { id } = await insertReport(tx, { reference, kind: 'human', market, locale: 'hr', schemaVersion: 2, payload: {} });
          await openCase(tx, { reportId: id, reference, market, kind: 'human', report: completeHuman() });
          return reference;
        });
      }
    });
    after(() => cms?.stop());

    const api = (cookie: string | undefined, method: string, path: string, body?: unknown) => cmsApiAs(cms.base)(cookie, method, path, body);

    it('answers 401 without a session, 403 to an editor, and 403 to an officer before the second factor', async () => {
      assert.equal((await api(undefined, 'GET', '/cases')).status, 401);
      assert.equal((await api(undefined, 'GET', `/cases/${references.cro}`)).status, 401);
      const editor = await signIn(cms.base, people.editor.email, people.editor.password);
      assert.equal((await api(editor, 'GET', '/cases')).status, 403);
      assert.equal((await api(editor, 'GET', `/cases/${references.cro}`)).status, 403);
      assert.equal((await api(editor, 'POST', '/second-factor/enrol')).status, 403);
      assert.equal((await api(editor, 'GET', `/cases/${references.cro}/terms?q=osip`)).status, 403);
      assert.equal((await api(editor, 'POST', `/cases/${references.cro}/add-event`, { reaction: 1 })).status, 403);
      const officer = await signIn(cms.base, people.pvCro.email, people.pvCro.password);
      const refused = await api(officer, 'GET', '/cases');
      assert.equal(refused.status, 403);
      assert.equal(((await refused.json()) as { error: string }).error, 'second_factor');
      assert.equal((await api(officer, 'GET', `/cases/${references.cro}/terms?q=osip`)).status, 403);
    });

    it('says its refusals in the admin language of the request: its language cookie, else Accept-Language (Bosnian too, which Payload lacks), else English', async () => {
      const said = async (cookie: string | undefined, headers: Record<string, string> = {}) =>
        (
          (await (await fetch(`${cms.base}/api/cases`, { headers: { origin: cms.base, ...(cookie ? { cookie } : {}), ...headers } })).json()) as {
            message: string;
          }
        ).message;
      assert.equal(await said(undefined), 'Sign in first.');
      assert.equal(await said(undefined, { 'accept-language': 'hr-HR,hr;q=0.9,en;q=0.5' }), 'Najprije se prijavite.');
      assert.equal(await said('payload-lng=sl', { 'accept-language': 'hr' }), 'Najprej se prijavite.');
      assert.equal(await said(undefined, { 'accept-language': 'bs-BA,bs;q=0.9,hr;q=0.8' }), staffCatalogues.bs.api.signInFirst);
      assert.equal(await said('payload-lng=bs'), staffCatalogues.bs.api.signInFirst);
      const login = await (await fetch(`${cms.base}/admin/login`, { headers: { 'accept-language': 'bs-BA,bs;q=0.9' } })).text();
      assert.match(login, /<html[^>]* lang="bs"/, 'the admin page is Bosnian');
      const officer = await signIn(cms.base, people.pvCro.email, people.pvCro.password);
      assert.equal(await said(`${officer}; payload-lng=hr`), 'Vaša uloga zahtijeva drugi korak pri prijavi: postavite ga jednom ili njime potvrdite prijavu.');
    });

    it('lets a cro officer with TOTP see cro cases and not slo ones, with no-store, and records the look', async () => {
      const officer = await signIn(cms.base, people.pvCro.email, people.pvCro.password);
      const enrolment = (await (await api(officer, 'POST', '/second-factor/enrol')).json()) as { secret: string };
      assert.equal((await api(officer, 'POST', '/second-factor/confirm', { code: '000000' })).status, 422);
      const confirmed = await api(officer, 'POST', '/second-factor/confirm', { code: await generate({ secret: enrolment.secret }) });
      assert.equal(confirmed.status, 200);

      const list = await api(officer, 'GET', '/cases');
      assert.equal(list.status, 200);
      assert.equal(list.headers.get('cache-control'), 'no-store');
      const rows = ((await list.json()) as { rows: Array<{ reference: string; market: string }> }).rows;
      assert.ok(rows.some((row) => row.reference === references.cro));
      assert.ok(rows.every((row) => row.market === 'cro'));
      assert.equal((await api(officer, 'GET', `/cases/${references.slo}`)).status, 404);
      const view = await api(officer, 'GET', `/cases/${references.cro}`);
      assert.equal(view.status, 200);
      assert.equal(view.headers.get('cache-control'), 'no-store');
      const timeline = ((await view.json()) as { timeline: Array<{ type: string; actor: string }> }).timeline;
      assert.ok(timeline.some((event) => event.type === 'viewed' && event.actor === people.pvCro.email));
      assert.equal((await api(officer, 'POST', `/cases/${references.cro}/status`, { to: 'in-assessment' })).status, 200);
      // A human case takes WHO-UMC: an ABON result is refused with a 400, in the officer's admin language.
      const abon = await api(`${officer}; payload-lng=hr`, 'POST', `/cases/${references.cro}/causality`, { reaction: 1, medicine: 1, result: 'A' });
      assert.deepEqual([abon.status, await abon.json()], [400, { error: 'scale', message: staffCatalogues.hr.api.causalityWhoUmcOnly }]);

      // The term search names a synthetic release's terms in the officer's admin language where it has them, else in English.
      for (const language of ['en', 'hr'] as const)
        await importRelease(database.db, 'meddra', language, parseMeddra(meddraBytes(meddraFiles(language, '27.1'))));
      const termsIn = async (language: string) => {
        const found = await api(`${officer}; payload-lng=${language}`, 'GET', `/cases/${references.cro}/terms?q=otecene`);
        assert.equal(found.headers.get('cache-control'), 'no-store');
        return ((await found.json()) as { terms: Array<{ lltName: string }> }).terms.map((term) => term.lltName);
      };
      assert.deepEqual([await termsIn('hr'), await termsIn('sl')], [['Testne otečene usne'], []]);
      assert.deepEqual(
        (
          (await (await api(`${officer}; payload-lng=sl`, 'GET', `/cases/${references.cro}/terms?q=swollen`)).json()) as { terms: Array<{ lltName: string }> }
        ).terms.map((term) => term.lltName),
        ['Test swollen lips'],
      );
      assert.equal((await api(officer, 'GET', `/cases/${references.slo}/terms?q=osip`)).status, 404);
      const download = await api(officer, 'GET', `/cases/${references.cro}/e2b`);
      assert.equal(download.status, 200);
      assert.match(download.headers.get('content-disposition') ?? '', /attachment; filename="HR-FARMADRIA-/);
      assert.equal(download.headers.get('cache-control'), 'no-store');

      // The list's CSV in the officer's admin language, as Croatian Excel opens it.
      const csv = await api(`${officer}; payload-lng=hr`, 'GET', '/cases/export');
      assert.equal(csv.headers.get('content-type'), 'text/csv; charset=utf-8');
      const [header, ...lines] = readAsExcel(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer()));
      const { cases, status } = staffCatalogues.hr;
      assert.deepEqual(header!.slice(0, 5), [cases.reference, cases.market, cases.kind, cases.received, cases.status]);
      const [, market, kind, , state] = lines.find((line) => line[0] === references.cro)!;
      assert.deepEqual([market, kind, state], ['Hrvatska', cases.human, status['in-assessment']]);
    });

    it('gives no API, not even to an admin, that changes or deletes an event', async () => {
      // An admin whose sign-in the second factor confirmed: the back office is open to them.
      const admin = await signIn(cms.base, people.admin.email, people.admin.password);
      const enrolment = (await (await api(admin, 'POST', '/second-factor/enrol')).json()) as { secret: string };
      assert.equal((await api(admin, 'POST', '/second-factor/confirm', { code: await generate({ secret: enrolment.secret }) })).status, 200);
      assert.equal((await api(admin, 'GET', `/cases/${references.cro}`)).status, 200, 'the admin reads the case');
      const events = async () => ((await (await api(admin, 'GET', `/cases/${references.cro}`)).json()) as { timeline: unknown[] }).timeline.length;
      const before = await events();
      for (const [method, path] of [
        ['PATCH', '/case-events/1'],
        ['DELETE', '/case-events/1'],
        ['DELETE', `/cases/${references.cro}/events`],
        ['PATCH', `/cases/${references.cro}/events`],
      ] as const) {
        assert.ok([403, 404, 405].includes((await api(admin, method, path, method === 'PATCH' ? { actor: 'x' } : undefined)).status), `${method} ${path}`);
      }
      // Each look is an event of its own; nothing else changed the timeline.
      assert.equal(await events(), before + 1);
    });
  },
  { kinds: cmsSuiteKinds('PV back office in the CMS') },
);
