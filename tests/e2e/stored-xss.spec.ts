/**
 * Stored XSS, as an attacker with a Croatian editor's password would try it, in Chromium against
 * the built CMS and a public server of cro: markup, or a link to a look-alike site, in a news body,
 * a page section, a job opening and a company fact. Publishing refuses it, naming the field and
 * the language; what copy may say about markup (code, escapes, entities) is published and shows
 * as text; no script runs on the public pages, whose policies list exactly the build's own script
 * hashes; and a signed-in admin with a confirmed second factor who opens the draft's preview runs
 * nothing and sees no such link either.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Where } from 'payload';
import postgres from 'postgres';
import { articlePath } from '@/features/news/posts';
import { pathOf } from '@/routes';
import { inlineScriptHashes } from '@/platform/security';
import { cmsRequest, startTestCms, testStaff } from '../support/cms';
import { ownDistDir, startSiteServer } from '../support/site-server';
import { cmsSuite, confirmSecondFactor, signIn } from './cms-admin';
import { expect, inMarkets, test } from './support';

const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 52;
const BUILD_MS = 8 * 60_000;

/** What the attacker typed. Each must be refused on publish. */
const attacks = {
  script: '<script>window.__xss = "script"; fetch("/api/users", { method: "POST" })</script>',
  image: '<img src="steal" onerror="window.__xss = \'img\'">',
  link: '[Pročitajte više](javascript:window.__xss="link")',
  refresh: '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  frame: '<iframe src="https://evil.example/"></iframe>',
  // No script, but a link on the company's own page to a look-alike of the medicines agency.
  lure: '[Prijavite nuspojavu HALMED-u](https://halmed-hr.example/prijava)',
};

/** What copy may say about markup: code, escapes, entities. Published, and shown as text. */
const mentions = {
  code: 'Oznaka `<script>window.__xss = "code"</script>` u kodu ne izvršava se.',
  escaped: 'Ni \\<img src=x onerror=window.__xss="escaped"> se ne izvršava.',
  entity: '&lt;iframe src="https://evil.example/"&gt;&lt;/iframe&gt; ostaje tekst.',
};

/** Every inline script of a page is the build's own, and the page's policy lists exactly their hashes. */
async function onlyOwnScripts(page: Page, url: string): Promise<void> {
  const response = await page.request.get(url);
  const html = await response.text();
  const policy = response.headers()['content-security-policy'] ?? '';
  const listed = [...policy.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]!).sort();
  expect(inlineScriptHashes(html).sort(), `${url}: the policy lists exactly the build's scripts`).toEqual(listed);
  const running = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => !(script as HTMLScriptElement).type.includes('json'))
      .map((script) => script.textContent ?? ''),
  );
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
  for (const script of running) expect(listed, `${url}: a script in the page the policy does not name`).toContain(sha(script));
  expect(await page.locator('img[onerror], meta[http-equiv], iframe, a[href^="javascript:" i]').count(), `${url}: no markup from copy`).toBe(0);
}

test.describe('stored XSS from an editor account', inMarkets('cro'), () => {
  const suite = cmsSuite(2 * BUILD_MS);

  test('markup and links to look-alike sites are refused on publish; mentions of markup publish as text; no script runs on the public site or in the preview', async ({
    page,
  }) => {
    const scratch = await suite.scratch('e2e_stored_xss', { seeded: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stored-xss-'));
    const ids = { post: 0, slug: '', about: 0, job: 0, jobTitle: '', company: 0 };
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [testStaff.cro, testStaff.admin], {
      async prepare(payload) {
        const first = async <C extends 'news' | 'pages' | 'jobs' | 'company'>(collection: C, where: Where) =>
          (await payload.find({ collection, where, locale: 'hr', limit: 1, sort: '-id', overrideAccess: true })).docs[0]!;
        const post = await first('news', { marketsKey: { equals: 'cro' } });
        Object.assign(ids, { post: post.id, slug: post.slug });
        ids.about = (await first('pages', { routeKey: { equals: 'o-nama' }, market: { equals: 'cro' } })).id as number;
        // An opening that stays open whatever the date: the careers page lists it, and its own page holds its text.
        const job = await first('jobs', { marketsKey: { equals: 'cro' } });
        Object.assign(ids, { job: job.id, jobTitle: job.title });
        await payload.update({
          collection: 'jobs',
          id: ids.job,
          data: { deadline: '2099-12-31' } as never,
          overrideAccess: true,
          context: { skipRebuild: true },
        });
        ids.company = (await first('company', { market: { equals: 'cro' } })).id as number;
      },
    });
    const request = cmsRequest(cms.base);
    const editor = (await request('POST', '/api/users/login', undefined, { email: testStaff.cro.email, password: testStaff.cro.password })).json
      .token as string;
    const site = await startSiteServer(
      { MARKET: 'cro', DATABASE_URL: scratch.url, DIST_DIR: ownDistDir('cro'), PUBLISH_POLL_MS: '250', BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' },
      dataDir,
    );
    try {
      const about = (await request('GET', `/api/pages/${ids.about}?locale=hr&depth=0`, editor)).json as { sections: Array<Record<string, unknown>> };
      const prose = about.sections.findIndex((section) => section.blockType === 'prose');
      const company = (await request('GET', `/api/company/${ids.company}?depth=0`, editor)).json as { orders: Record<string, unknown> };
      const places = {
        'news body': (text: string) => request('PATCH', `/api/news/${ids.post}?locale=hr`, editor, { body: text, _status: 'published' }),
        'page section': (text: string) =>
          request('PATCH', `/api/pages/${ids.about}?locale=hr`, editor, {
            sections: about.sections.map((section, index) => (index === prose ? { ...section, body: text } : section)),
            _status: 'published',
          }),
        'job text': (text: string) => request('PATCH', `/api/jobs/${ids.job}?locale=hr`, editor, { description: text, _status: 'published' }),
        'company fact': (text: string) =>
          request('PATCH', `/api/company/${ids.company}?locale=hr`, editor, { orders: { ...company.orders, hours: text }, _status: 'published' }),
      };

      // Each attack, in each place, is refused with the field (and for copy, the language) named.
      for (const [place, publish] of Object.entries(places)) {
        for (const [name, attack] of Object.entries(attacks)) {
          const answer = await publish(`Tekst ${attack} kraj.`);
          expect(answer.status, `${name} in the ${place}`).toBe(400);
          expect(JSON.stringify(answer.json), `${name} in the ${place}: which field`).toMatch(
            place === 'company fact' ? /"path":"orders\.hours"/ : /"path":"(body|sections\.\d+\.body|description)","message":"[^"]* \(hr\): /,
          );
        }
      }

      // What copy may say about markup publishes, and the market rebuilds once with all of it.
      const said = `Tekst koji spominje oznake. ${mentions.code} ${mentions.escaped} ${mentions.entity}`;
      for (const [place, publish] of Object.entries(places)) {
        const text = place === 'company fact' ? `pon–pet 8–16 h ${mentions.entity}` : said;
        expect((await publish(text)).status, place).toBe(200);
      }
      const article = site.url + articlePath('hr', ids.slug);
      await expect
        .poll(async () => (await (await fetch(article)).text()).includes('Tekst koji spominje oznake'), { timeout: BUILD_MS, intervals: [1000] })
        .toBe(true);

      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const leaks: string[] = [];
      page.on('request', (sent) => {
        if (!sent.url().startsWith(site.url)) leaks.push(sent.url());
      });
      await page.goto(site.url + pathOf('karijere', 'hr'));
      const opening = site.url + (await page.locator('main').getByRole('link', { name: ids.jobTitle, exact: true }).getAttribute('href'))!;
      for (const url of [article, site.url + pathOf('o-nama', 'hr'), opening, site.url + pathOf('za-kupce', 'hr')]) {
        await page.goto(url);
        await expect(page.locator('main')).toContainText(url.endsWith(pathOf('za-kupce', 'hr')) ? 'ostaje tekst' : '<script>window.__xss = "code"</script>');
        expect(await page.evaluate(() => (window as { __xss?: string }).__xss), `${url}: no copy ran`).toBeUndefined();
        await onlyOwnScripts(page, url);
      }
      expect(dialogs).toEqual([]);
      expect(leaks, 'no request left the site').toEqual([]);

      // The preview: a draft with every attack, opened by an admin whose sign-in the second factor confirmed.
      await request('PATCH', `/api/news/${ids.post}?locale=hr&draft=true`, editor, { body: Object.values(attacks).join('\n\n'), _status: 'draft' });
      await signIn(page, cms.base, testStaff.admin);
      await confirmSecondFactor(page);
      const users = postgres(scratch.url, { max: 1 });
      const accounts = async () => Number((await users`select count(*)::int as n from cms.users`)[0]!.n);
      const before = await accounts();
      const preview = await page.goto(`${cms.base}/preview/news/${ids.post}/cro/hr`);
      expect(preview!.status()).toBe(200);
      expect(preview!.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
      expect(await page.evaluate(() => (window as { __xss?: string }).__xss), 'nothing ran in the preview').toBeUndefined();
      expect(await page.locator('img[onerror], meta[http-equiv="refresh"], iframe, a[href^="javascript:" i], a[href*="halmed-hr"]').count()).toBe(0);
      expect(await accounts(), 'no account was made').toBe(before);
      expect(dialogs).toEqual([]);
      await users.end();
    } finally {
      await site.stop();
      await cms.stop();
    }
  });
});
