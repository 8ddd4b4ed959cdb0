/**
 * Draft preview in the built CMS (apps/cms/.next): a draft is shown with the public site's own
 * layout and components, marked as a draft and kept from search engines, to a staff member of
 * its market only; the public build's content (the export) still has the published text.
 * One CMS process previews several markets in turn without one leaking into the other.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { marketProfiles } from '@/content/company';
import { describeEachDatabase } from './databases';
import { cmsSuiteKinds, signIn, startTestCms, testStaff, type TestCms, cmsTestPort } from '../support/cms';
import { en } from '../../apps/cms/src/i18n/publishing/en';
import { fieldLabel } from '../../apps/cms/src/i18n/content-labels';
import { hr } from '../../apps/cms/src/i18n/publishing/hr';

const PORT = cmsTestPort('preview');
const BASE = `http://127.0.0.1:${PORT}`;
const HOME_DRAFT = 'Nacrt naslova koji još nitko ne vidi';
const POST_DRAFT = 'Osnutek novice, ki ga še nihče ne vidi';

describeEachDatabase(
  'CMS draft preview',
  (database) => {
    let cms: TestCms | undefined;
    const ids = { croHome: 0, sloPost: 0 };
    const exported = { cro: '', slo: '' };
    const cookies = { cro: '', slo: '' };

    before(async () => {
      cms = await startTestCms(database, PORT, [testStaff.cro, testStaff.slo], {
        async prepare(payload) {
          const { exportSnapshot } = await import('../../apps/cms/src/snapshot/export');
          const [home] = (
            await payload.find({ collection: 'pages', where: { routeKey: { equals: 'home' }, market: { equals: 'cro' } }, locale: 'hr', overrideAccess: true })
          ).docs;
          ids.croHome = home!.id as number;
          const sections = (home!.sections as Array<Record<string, unknown>>).map((section) =>
            section.blockType === 'hero' ? { ...section, title: HOME_DRAFT } : section,
          );
          await payload.update({
            collection: 'pages',
            id: ids.croHome,
            locale: 'hr',
            draft: true,
            data: { sections },
            overrideAccess: true,
            context: { skipRebuild: true },
          });
          const [post] = (
            await payload.find({ collection: 'news', where: { marketsKey: { equals: 'slo' } }, locale: 'sl', sort: '-date', limit: 1, overrideAccess: true })
          ).docs;
          ids.sloPost = post!.id as number;
          await payload.update({
            collection: 'news',
            id: ids.sloPost,
            locale: 'sl',
            draft: true,
            data: { title: POST_DRAFT },
            overrideAccess: true,
            context: { skipRebuild: true },
          });
          // What a public build of each market would be made from now.
          exported.cro = JSON.stringify(await exportSnapshot(payload, 'cro'));
          exported.slo = JSON.stringify(await exportSnapshot(payload, 'slo'));
        },
      });
      cookies.cro = await signIn(BASE, testStaff.cro.email, testStaff.cro.password);
      cookies.slo = await signIn(BASE, testStaff.slo.email, testStaff.slo.password);
    });

    after(() => cms?.stop());

    // As a browser opens an address typed in or a link of the admin: Payload takes the session cookie only then (CSRF).
    const preview = (path: string, cookie?: string, language = 'en') =>
      fetch(BASE + path, { redirect: 'manual', headers: { 'accept-language': language, 'sec-fetch-site': 'none', ...(cookie ? { cookie } : {}) } });
    const croHome = () => `/preview/pages/${ids.croHome}/cro/hr`;
    const sloPost = () => `/preview/news/${ids.sloPost}/slo/sl`;

    it('shows a draft page with the public layout and components, the banner and noindex; the public build still has the published text', async () => {
      const response = await preview(croHome(), cookies.cro);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.match(html, new RegExp(HOME_DRAFT));
      assert.match(html, /<html lang="hr-HR"|<html lang="hr"/);
      for (const landmark of ['<header', '<main id="main"', '<footer', 'data-route="home"'])
        assert.ok(html.includes(landmark), `the public markup: ${landmark}`);
      assert.ok(html.includes(en.preview.title), 'the draft banner, in the admin language');
      assert.match(html, /<meta name="robots" content="noindex, nofollow"/);
      assert.equal(response.headers.get('x-robots-tag'), 'noindex, nofollow');
      assert.ok(!exported.cro.includes(HOME_DRAFT), 'the public build is made without the draft');
    });

    it('speaks to the staff member in their admin language', async () => {
      const html = await (await preview(croHome(), cookies.cro, 'hr')).text();
      assert.ok(html.includes(hr.preview.title));
      assert.match(html, new RegExp(`<aside aria-label="${hr.preview.label}" lang="hr"`));
    });

    it('sends a visitor without a session to the login, and back after it', async () => {
      const response = await preview(croHome());
      assert.ok([303, 307].includes(response.status), `redirects (${response.status})`);
      assert.equal(response.headers.get('location'), `/admin/login?redirect=${encodeURIComponent(croHome())}`);
      assert.ok(!(await response.text()).includes(HOME_DRAFT));
    });

    it('answers 404 to an editor of another market, and to addresses that name no preview', async () => {
      for (const path of [croHome(), `/preview/pages/${ids.croHome}/slo/sl`]) {
        const response = await preview(path, cookies.slo);
        assert.equal(response.status, 404, path);
        assert.ok(!(await response.text()).includes(HOME_DRAFT), path);
      }
      for (const path of [
        `/preview/pages/${ids.croHome}/cro/sl`,
        '/preview/pages/x1/cro/hr',
        '/preview/jobs/1/cro/hr',
        '/preview/pages/1/xyz/hr',
        '/preview/pages/999999/cro/hr',
      ]) {
        assert.equal((await preview(path, cookies.cro)).status, 404, path);
      }
    });

    it('previews a news post in its market, and each preview keeps to its own market', async () => {
      const post = await (await preview(sloPost(), cookies.slo)).text();
      assert.match(post, new RegExp(POST_DRAFT));
      assert.match(post, /<html lang="sl/);
      const footerOf = (market: 'cro' | 'slo') => `mailto:${marketProfiles[market].email}`;
      assert.ok(post.includes(footerOf('slo')) && !post.includes(footerOf('cro')), 'the slo site');
      assert.ok(!exported.slo.includes(POST_DRAFT));

      const home = await (await preview(croHome(), cookies.cro)).text();
      assert.ok(home.includes(footerOf('cro')) && !home.includes(footerOf('slo')), 'the cro site, after an slo preview');
      assert.ok(!home.includes(POST_DRAFT));
    });

    it("lists what keeps an unfinished draft from being built, inside the market's published site", async () => {
      const token = (
        (await (
          await fetch(`${BASE}/api/users/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: testStaff.slo.email, password: testStaff.slo.password }),
          })
        ).json()) as { token: string }
      ).token;
      const saved = await fetch(`${BASE}/api/news/${ids.sloPost}?locale=sl&draft=true`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify({ excerpt: '' }),
      });
      // A draft may be unfinished (a text typed too short is refused at the save itself).
      assert.equal(saved.status, 200);
      const response = await preview(sloPost(), cookies.slo);
      assert.equal(response.status, 200);
      const html = await response.text();
      assert.ok(html.includes(en.preview.problems));
      // In the editor's words, at the field's label, not the build's code.
      assert.ok(html.includes(`${fieldLabel('excerpt')!.en} (sl): `), 'the field by its label');
      assert.doesNotMatch(html, /news\/\d+ \(sl\): excerpt:/);
      assert.ok(html.includes(`mailto:${marketProfiles.slo.email}`), 'the slo site around it');
    });
  },
  { kinds: cmsSuiteKinds('CMS draft preview'), seeded: true },
);
