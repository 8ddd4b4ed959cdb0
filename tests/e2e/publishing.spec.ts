/**
 * Publishing, as editors do it, in Chromium against the built CMS and a
 * public server of their market: a draft changes nothing public; a publish
 * rebuilds the market, and the server switches to the new export without a
 * restart and without a failed or mixed response under load. Each public
 * server here keeps its builds in a folder of its own (DIST_DIR), so the
 * repository's dist/ stays as the other tests expect it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { Locale } from '@/config/markets';
import { feedPath } from '@/features/news/article';
import { articlePath } from '@/features/news/posts';
import { pathOf } from '@/routes';
import { payloadTexts } from '../../apps/cms/src/i18n/admin-languages';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { startSmtpServer } from '../int/fixtures/smtp';
import { queueClock, signIn as signInOverApi, startTestCms } from '../support/cms';
import { ownDistDir, startSiteServer } from '../support/site-server';
import {
  changeChecked,
  cmsSuite,
  confirmSecondFactor,
  fieldNamed,
  formCheckAnswers,
  formsReady,
  openDocument,
  publish,
  saveDraft,
  signIn,
  twoFrames,
} from './cms-admin';
import { expect, inMarkets, test, violationsOf } from './support';

// Each test runs its own CMS (the tests run in parallel): base + 21, 23, 25, 29 and 38 (media.spec.ts has 27).
const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 21;
const BUILD_MS = 8 * 60_000;
const sloEditor = { email: 'maja@example.com', password: 'slovenian editor pass', role: 'editor', markets: ['slo'] } as const;
const croEditor = { email: 'ivan@example.com', password: 'croatian editor pass', role: 'editor', markets: ['cro'] } as const;
const admin = { email: 'root@example.com', password: 'admin password long', role: 'admin', markets: [] } as const;

/**
 * Waits until `isLive` holds after a publish or the market's newest build failed; answers
 * 'live' or that build's state with its error, so a failed build shows in the failure message.
 */
async function waitForBuild(databaseUrl: string, isLive: () => Promise<boolean>, timeout = BUILD_MS): Promise<string> {
  const sql = postgres(databaseUrl, { max: 1 });
  let state = '';
  try {
    await expect
      .poll(
        async () => {
          if (await isLive()) return (state = 'live');
          const [last] = await sql<Array<{ status: string; error: string | null }>>`select status, error from site_builds order by id desc limit 1`;
          state = last ? `${last.status}${last.error ? `: ${last.error}` : ''}` : 'no build queued';
          return state.startsWith('failed') ? 'failed' : 'waiting';
        },
        { timeout, intervals: [1000] },
      )
      .not.toBe('waiting')
      .catch((error: Error) => {
        throw new Error(`${error.message}\nThe market's newest build: ${state}`);
      });
    return state;
  } finally {
    await sql.end();
  }
}

async function waitUntilLive(databaseUrl: string, isLive: () => Promise<boolean>, timeout = BUILD_MS) {
  expect(await waitForBuild(databaseUrl, isLive, timeout)).toBe('live');
}

const text = async (url: string) => (await fetch(url)).text();
const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';

/**
 * Requests the pages over and over from several connections until stopped, each
 * connection 25 ms after its last answer (unpaced, the loop would take the cores
 * the rebuild needs); answers every failure and
 * every asset address the HTML named.
 */
function loadWhile(base: string, paths: string[], connections = 6) {
  let running = true;
  const failures: string[] = [];
  const assets = new Set<string>();
  let requests = 0;
  const worker = async () => {
    while (running) {
      for (const pagePath of paths) {
        try {
          const response = await fetch(base + pagePath);
          const html = await response.text();
          requests++;
          if (response.status !== 200) failures.push(`${pagePath}: ${response.status}`);
          for (const match of html.matchAll(/(?:src|href)="(\/_next\/[^"]+)"/g)) assets.add(match[1]!);
        } catch (error) {
          failures.push(`${pagePath}: ${String(error)}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  };
  const workers = Array.from({ length: connections }, worker);
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return { failures, assets: [...assets], requests };
    },
  };
}

test.describe('publishing from the CMS', inMarkets('cro'), () => {
  const suite = cmsSuite(2 * BUILD_MS);

  test('an slo editor drafts and publishes a news post: live without a restart, no failed or mixed response under load', async ({ page }) => {
    const scratch = await suite.scratch('e2e_publishing_slo', { seeded: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'publishing-'));
    const ids = { post: 0, croHome: 0, slug: '', title: '' };
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [sloEditor], {
      async prepare(payload) {
        const [post] = (
          await payload.find({ collection: 'news', where: { marketsKey: { equals: 'slo' } }, locale: 'sl', sort: '-date', limit: 1, overrideAccess: true })
        ).docs;
        Object.assign(ids, { post: post!.id, slug: post!.slug, title: post!.title });
        ids.croHome = (await payload.find({ collection: 'pages', where: { routeKey: { equals: 'home' }, market: { equals: 'cro' } }, overrideAccess: true }))
          .docs[0]!.id as number;
      },
    });
    const site = await startSiteServer(
      { MARKET: 'slo', DATABASE_URL: scratch.url, DIST_DIR: ownDistDir('slo'), PUBLISH_POLL_MS: '250', BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' },
      dataDir,
    );
    try {
      const article = site.url + articlePath('sl', ids.slug);
      expect(await text(article)).toContain(ids.title);
      const newTitle = `${ids.title} (posodobljeno)`;

      await signIn(page, cms.base, sloEditor);
      await openDocument(page, cms.base, 'news', ids.post, 'sl');
      // A publish refused for markup says why at the field. The message stays there while the editor
      // changes another field, as the form's check of that change answers (save-refusals.ts), and
      // goes once the field itself changes.
      const body = page.locator('textarea[name="body"]');
      await body.fill('Besedilo z <script>oznako</script>.');
      await formsReady(page);
      await page.getByRole('button', { name: 'Publish changes' }).click();
      const markupNotAllowed = staffCatalogues.en.contentProblems.html.split(' (')[0]!;
      const refusal = page.locator('.field-error').getByText(markupNotAllowed);
      await expect(refusal, 'the refusal at the body').toBeVisible({ timeout: 30_000 });
      // The check of a change to another field answers with the body still refused, when the form
      // sent it the refusal: otherwise the admin would have to show the message again after every
      // answer, each time starting another check. Payload aborts a check when it starts the next, and
      // may then send none: the editor types on until a check that carried the refusal answers.
      const answers = formCheckAnswers(page);
      const title = page.locator('input[name="title"]');
      const carried = () => answers.checks.filter((check) => check.sent.includes(markupNotAllowed));
      await expect(async () => {
        await changeChecked(page, () => title.fill(`${newTitle} `));
        await changeChecked(page, () => title.fill(newTitle));
        expect(carried().length, 'a check that carried the refusal answered').toBeGreaterThan(0);
      }).toPass({ timeout: 90_000 });
      expect(
        carried().filter((check) => !check.answer.includes(markupNotAllowed)),
        'checks that carried the refusal and answered the body valid',
      ).toEqual([]);
      answers.stop();
      await twoFrames(page);
      await expect(refusal, 'the refusal at the body, after the title changed').toBeVisible();
      await changeChecked(page, () => body.fill('Posodobljeno besedilo novice: srečanje bo potekalo po prenovljenem programu.'));
      await twoFrames(page);
      await expect(refusal, 'the refusal, once the body changed').toBeHidden();
      await saveDraft(page);
      expect(await text(article), 'a draft is not public').not.toContain(newTitle);

      const load = loadWhile(site.url, [pathOf('home', 'sl'), pathOf('novosti-i-dogadanja', 'sl'), articlePath('sl', ids.slug)]);
      await publish(page);
      await waitUntilLive(scratch.url, async () => (await text(article)).includes(newTitle));
      // A little more load after the switch, so responses of both builds are in the sample.
      await expect.poll(async () => (await text(article)).includes('srečanje bo potekalo po prenovljenem programu')).toBe(true);
      const { failures, assets, requests } = await load.stop();
      expect(failures).toEqual([]);
      expect(requests).toBeGreaterThan(0);
      const unresolved: string[] = [];
      for (const asset of assets) if ((await fetch(site.url + asset)).status !== 200) unresolved.push(asset);
      expect(unresolved, 'every asset any page named, old or new, resolves').toEqual([]);

      // Another market's document: the admin does not open it, and the API answers 403.
      await page.goto(`${cms.base}/admin/collections/pages/${ids.croHome}`);
      await expect(page.locator('input[name="title"]')).toHaveCount(0);
      expect((await page.request.get(`${cms.base}/api/pages/${ids.croHome}`)).status()).toBe(403);
      await page.goto(`${cms.base}/admin/collections/pages?locale=en`);
      await expect(page.getByRole('link', { name: /Healthcare wholesale and distribution in southeast Europe/ })).toHaveCount(0);
    } finally {
      await site.stop();
      await cms.stop();
    }
  });

  test('a cro editor changes a home-page section and an admin a department address: both go live, nothing else changed', async ({ page }) => {
    const scratch = await suite.scratch('e2e_publishing_cro', { seeded: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'publishing-'));
    const ids = { home: 0, company: 0, heroTitle: '' };
    const smtp = await startSmtpServer();
    const site = await startSiteServer(
      {
        MARKET: 'cro',
        DATABASE_URL: scratch.url,
        DIST_DIR: ownDistDir('cro'),
        PUBLISH_POLL_MS: '250',
        SMTP_URL: smtp.url,
        BOT_PROTECTION: 'off',
        ALLOW_NO_BOT_PROTECTION: '1',
        OUTBOX_RETRY_BASE_MS: '200',
      },
      dataDir,
    );
    // The CMS links a published document to its page on this server (SITE_URL of the market it builds).
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT + 2, [croEditor, admin], {
      env: { SITE_URL: site.url, MARKET: 'cro' },
      async prepare(payload) {
        const [home] = (
          await payload.find({ collection: 'pages', where: { routeKey: { equals: 'home' }, market: { equals: 'cro' } }, locale: 'hr', overrideAccess: true })
        ).docs;
        ids.home = home!.id as number;
        ids.heroTitle = (home!.sections as Array<{ blockType: string; title: string }>).find((section) => section.blockType === 'hero')!.title;
        ids.company = (await payload.find({ collection: 'company', where: { market: { equals: 'cro' } }, overrideAccess: true })).docs[0]!.id as number;
      },
    });
    try {
      const unchanged = [pathOf('o-nama', 'hr'), pathOf('sluzbe-dijagnostika', 'hr'), pathOf('home', 'en')];
      const before = await Promise.all(unchanged.map(async (pagePath) => mainOf(await text(site.url + pagePath))));
      const homeBefore = mainOf(await text(site.url + pathOf('home', 'hr')));
      expect(homeBefore).toContain(ids.heroTitle);
      const newTitle = 'Zdravstvena veleprodaja i distribucija za jugoistočnu Europu, svaki dan';

      await signIn(page, cms.base, croEditor);
      await openDocument(page, cms.base, 'pages', ids.home, 'hr');
      const heroTitle = await fieldNamed(page, 'sections.0.title');
      await expect(heroTitle).toHaveValue(ids.heroTitle);
      const liveState = page.locator('[data-live-state]');
      await expect(liveState, 'before: the published home page is live').toHaveAttribute('data-live-state', 'live');
      await heroTitle.fill(newTitle);
      await publish(page);
      // Without a reload, the document says its publish is on its way, in the editor's language: no
      // build of the market has been timed yet, so without a number.
      await expect(liveState).toHaveAttribute('data-live-state', 'going-live');
      await expect(liveState).toContainText(staffCatalogues.en.builds.goingLiveUnmeasured);

      await page.context().clearCookies();
      await signIn(page, cms.base, admin);
      // Where mail goes is for an admin whose sign-in the second factor confirmed (apps/cms/src/access.ts).
      await confirmSecondFactor(page);
      await openDocument(page, cms.base, 'company', ids.company, 'hr');
      const infoMail = await fieldNamed(page, 'directory.0.mail');
      await infoMail.fill('nova.adresa@farmadria.example');
      await publish(page);

      await waitUntilLive(scratch.url, async () => mainOf(await text(site.url + pathOf('home', 'hr'))).includes(newTitle));
      // Still without a reload, the company document says it is live and links to its page on the site.
      await expect(liveState).toHaveAttribute('data-live-state', 'live', { timeout: BUILD_MS });
      const [livePage] = await Promise.all([page.context().waitForEvent('page'), liveState.getByRole('link', { name: 'View the live page' }).click()]);
      await livePage.waitForLoadState();
      expect(livePage.url()).toBe(site.url + pathOf('o-nama-podaci-o-tvrtki', 'hr'));
      await expect(livePage.getByRole('heading', { level: 1 })).toBeVisible();
      await livePage.close();
      expect(mainOf(await text(site.url + pathOf('home', 'hr')))).toBe(homeBefore.replaceAll(ids.heroTitle, newTitle));
      const after = await Promise.all(unchanged.map(async (pagePath) => mainOf(await text(site.url + pagePath))));
      expect(after).toEqual(before);

      const sent = await fetch(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          recipient: 'info',
          name: 'Marko',
          email: 'marko@example.com',
          message: 'Poruka nakon promjene adrese.',
          privacyAccepted: true,
          idempotencyKey: crypto.randomUUID(),
          locale: 'hr',
        }),
      });
      expect(sent.status).toBe(202);
      await expect
        .poll(() => smtp.received.find((mail) => mail.raw.includes('Poruka nakon promjene adrese.'))?.envelopeTo, { timeout: 30_000 })
        .toEqual(['nova.adresa@farmadria.example']);
    } finally {
      await site.stop();
      await smtp.stop();
      await cms.stop();
    }
  });

  test('a scheduled post stays unpublished while the queue runs before its time, and goes live by itself at its time, across a CMS restart; an earlier version restored and published comes back', async () => {
    // Three rebuilds in a row, each queued behind the other tests' builds on this machine's build lock.
    test.setTimeout(6 * BUILD_MS);
    const scratch = await suite.scratch('e2e_publishing_schedule', { seeded: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'publishing-'));
    const title = 'Napovedana objava o novem skladišču';
    const slug = 'napovedana-objava-o-novem-skladiscu';
    let post = 0;
    // The test owns the queue's clock: it stands a minute before the post's time, a day ahead (which the
    // real clock does not reach within the test), until the test has seen the queue pass the post by.
    const clock = queueClock(dataDir);
    const at = new Date(Date.now() + 86_400_000);
    clock.set(new Date(at.getTime() - 60_000));
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT + 8, [], {
      // The job queue looks every second, so the publish runs within a second of its time.
      env: { CMS_JOBS_CRON: '* * * * * *', ...clock.env },
      // Through the CMS's own Local API on its database (a second one in this worker could keep another test's).
      async prepare(payload) {
        const { createUser } = await import('../../apps/cms/src/cli/create-user');
        await createUser(payload, { ...sloEditor, markets: [...sloEditor.markets] } as never);
        const [editor] = (await payload.find({ collection: 'users', where: { email: { equals: sloEditor.email } }, overrideAccess: true })).docs;
        const draft = await payload.create({
          collection: 'news',
          locale: 'sl',
          draft: true,
          overrideAccess: true,
          context: { skipRebuild: true },
          data: {
            title,
            slug,
            excerpt: 'Novo skladišče v Ljubljani bo odprto za naročila lekarn in bolnišnic že ta mesec.',
            body: 'Besedilo napovedane objave.',
            kind: 'news',
            date: '2026-11-23',
            markets: ['slo'],
            categories: ['company'],
            cover: 'warehouse',
            _status: 'draft',
          } as never,
        });
        post = draft.id as number;
        // What the admin's schedule drawer calls (its `schedule-publish` server function), as the editor.
        const { createLocalReq } = await import('payload');
        const { schedulePublishHandler } = await import('@payloadcms/ui/utilities/schedulePublishHandler');
        const req = await createLocalReq({ user: { ...editor!, collection: 'users' } as never }, payload);
        const scheduled = (await schedulePublishHandler({ req, type: 'publish', date: at, doc: { relationTo: 'news', value: String(post) } } as never)) as {
          error?: string;
        };
        expect(scheduled.error).toBeUndefined();
      },
    });
    const site = await startSiteServer(
      { MARKET: 'slo', DATABASE_URL: scratch.url, DIST_DIR: ownDistDir('slo'), PUBLISH_POLL_MS: '250', BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' },
      dataDir,
    );
    try {
      const article = site.url + articlePath('sl', slug);
      await cms.restart();
      const sql = postgres(scratch.url, { max: 1 });
      try {
        const publishJob = async () =>
          (
            await sql<Array<{ completedAt: Date | null }>>`select completed_at as "completedAt" from cms.payload_jobs
            where task_slug = 'schedulePublish' and input->'doc'->>'value' = ${String(post)}`
          )[0]!;
        // Proof that the restarted queue looks while the post's time has not come: a change due before its
        // clock (an empty one, which changes nothing) runs, and the post's publish stays queued.
        const [look] = await sql<Array<{ id: number }>>`insert into cms.payload_jobs (task_slug, input, wait_until)
          values ('schedulePublish', ${sql.json({ type: 'unpublish' })}, ${new Date(at.getTime() - 120_000)}) returning id`;
        await expect
          .poll(async () => (await sql`select completed_at from cms.payload_jobs where id = ${look!.id}`)[0]!.completed_at, { timeout: 60_000 })
          .not.toBeNull();
        expect((await publishJob()).completedAt, 'not run before its time').toBeNull();
        expect((await fetch(article)).status, 'not public before its time').toBe(404);
        clock.set(new Date(at.getTime() + 1000));
        await waitUntilLive(scratch.url, async () => (await text(article)).includes(title), 2 * BUILD_MS);
        expect((await publishJob()).completedAt!.getTime(), "run on the queue's clock, at its time").toBeGreaterThanOrEqual(at.getTime());
      } finally {
        await sql.end();
      }
      const cookie = await signInOverApi(cms.base, sloEditor.email, sloEditor.password);
      const api = (method: string, url: string, body?: unknown) =>
        fetch(cms.base + url, {
          method,
          headers: { cookie, origin: cms.base, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      const changedTitle = 'Novo skladišče odpira vrata kasneje';
      expect((await api('PATCH', `/api/news/${post}?locale=sl`, { title: changedTitle, _status: 'published' })).status).toBe(200);
      await waitUntilLive(scratch.url, async () => (await text(article)).includes(changedTitle), 2 * BUILD_MS);

      const versions = (await (await api('GET', `/api/news/versions?where[parent][equals]=${post}&locale=sl&sort=-createdAt&depth=0&limit=20`)).json()) as {
        docs: Array<{ id: number; version: { title: string; _status: string } }>;
      };
      const earlier = versions.docs.find((version) => version.version.title === title && version.version._status === 'published')!;
      expect((await api('POST', `/api/news/versions/${earlier.id}?locale=sl`)).status).toBe(200);
      expect((await api('PATCH', `/api/news/${post}?locale=sl`, { _status: 'published' })).status).toBe(200);
      await waitUntilLive(
        scratch.url,
        async () => {
          const html = await text(article);
          return html.includes(title) && !html.includes(changedTitle);
        },
        2 * BUILD_MS,
      );
    } finally {
      await site.stop();
      await cms.stop();
    }
  });

  test('a build that fails keeps the previous site serving, and the admin and the API say why', async ({ page }) => {
    const scratch = await suite.scratch('e2e_publishing_failed', { seeded: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'publishing-'));
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT + 4, [admin]);
    // A page that breaks the rules keeps its copy in the live build's snapshot; a build with no such
    // copy (the live build has no snapshot, as a seed build of old) cannot leave a page of the site out, and fails.
    const dist = ownDistDir('cro');
    rmSync(path.join(dist, 'cro', readFileSync(path.join(dist, 'cro', 'current'), 'utf8').trim(), 'content.json'));
    const site = await startSiteServer(
      { MARKET: 'cro', DATABASE_URL: scratch.url, DIST_DIR: dist, PUBLISH_POLL_MS: '250', BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' },
      dataDir,
    );
    const sql = postgres(scratch.url, { max: 1 });
    try {
      const about = site.url + pathOf('o-nama', 'hr');
      const before = await text(about);
      // A title longer than the schema allows, past the CMS's own checks, as a faulty import or a hand edit would leave it.
      await sql`update cms.pages_locales set title = repeat('x', 90)
        where _locale = 'hr' and _parent_id = (select id from cms.pages where route_key = 'o-nama' and market = 'cro')`;
      // The hand edit reaches a build with the snapshot of the market's next publish: the home page published again.
      const cookie = await signInOverApi(cms.base, admin.email, admin.password);
      const [home] = await sql<Array<{ id: number }>>`select id from cms.pages where route_key = 'home' and market = 'cro'`;
      const republished = await fetch(`${cms.base}/api/pages/${home!.id}?locale=hr`, {
        method: 'PATCH',
        headers: { cookie, origin: cms.base, 'content-type': 'application/json' },
        body: JSON.stringify({ _status: 'published' }),
      });
      expect(republished.status).toBe(200);

      const state = await waitForBuild(scratch.url, async () => false);
      expect(state).toMatch(/^failed: [\s\S]*pages\/o-nama \(hr\): title/);
      expect(await text(about)).toBe(before);

      const builds = (await (await fetch(`${cms.base}/api/builds`, { headers: { cookie, origin: cms.base } })).json()) as {
        builds: Array<{ market: string; status: string; error: string }>;
      };
      expect(builds.builds[0]).toMatchObject({ market: 'cro', status: 'failed', error: expect.stringMatching(/pages\/o-nama \(hr\): title/) });

      await signIn(page, cms.base, admin);
      const failed = page.getByTestId('build-status').locator('tr[data-status="failed"]');
      await expect(failed).toContainText('Failed — the previous version stays online');
      await expect(failed).toContainText('pages/o-nama (hr): title');
      expect(await violationsOf(page, '[data-testid="build-status"]')).toEqual([]);
      // The page's own document says it is not live, and why.
      const [aboutPage] = await sql<Array<{ id: number }>>`select id from cms.pages where route_key = 'o-nama' and market = 'cro'`;
      await openDocument(page, cms.base, 'pages', aboutPage!.id, 'hr');
      const liveState = page.locator('[data-live-state]');
      await expect(liveState).toHaveAttribute('data-live-state', 'failed');
      await expect(liveState).toContainText('Not live: the build failed, and the previous version stays online.');
      expect(await violationsOf(page, '[data-live-state]')).toEqual([]);
    } finally {
      await sql.end();
      await site.stop();
      await cms.stop();
    }
  });
});

/** Whether a page, sitemap or feed names the address (as a link's href, or an element's text). */
const mentions = (body: string, address: string) => body.includes(`${address}"`) || body.includes(`${address}<`);

/** Where the public site shows an article: its page's status, and whether the news list, the sitemap and the feed name it. */
async function whereShown(base: string, locale: Locale, slug: string) {
  const address = articlePath(locale, slug);
  return {
    article: (await fetch(base + address)).status,
    list: mentions(await text(base + pathOf('novosti-i-dogadanja', locale)), address),
    sitemap: mentions(await text(`${base}/sitemap.xml`), address),
    feed: mentions(await text(base + feedPath(locale)), address),
  };
}
const shown = { article: 200, list: true, sitemap: true, feed: true };
const gone = { article: 404, list: false, sitemap: false, feed: false };

test.describe('taking down and refusing, as a Croatian editor', inMarkets('cro'), () => {
  // Two news-only builds, each waiting behind the other tests' builds on this machine's build lock.
  const suite = cmsSuite(3 * BUILD_MS, { browserLocale: 'hr-HR' });
  const t = staffCatalogues.hr;
  const P = payloadTexts.hr.translations;

  test('unpublished and deleted posts leave the site; a place on a news item and a broken post are stopped at their own field, and the rest goes live', async ({
    page,
  }) => {
    const scratch = await suite.scratch('e2e_publishing_takedown', { seeded: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'publishing-'));
    type Post = { id: number; slug: { hr: string; en: string } };
    const posts: Post[] = [];
    let placed = 0;
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT + 24, [croEditor], {
      async prepare(payload) {
        const { docs } = await payload.find({
          collection: 'news',
          where: { marketsKey: { equals: 'cro' }, _status: { equals: 'published' } },
          locale: 'all',
          sort: '-date',
          depth: 0,
          limit: 20,
          overrideAccess: true,
        });
        // The newest posts in both languages: on the first page of the news list, and in the feeds.
        posts.push(...(docs as unknown as Post[]).filter((doc) => doc.slug?.hr && doc.slug.en).slice(0, 4));
        // An event made a news item in a draft: its place stays with it until the editor clears it.
        const draft = await payload.create({
          collection: 'news',
          locale: 'hr',
          draft: true,
          overrideAccess: true,
          context: { skipRebuild: true },
          data: {
            title: 'Isporuke ljekarnama za blagdane',
            slug: 'isporuke-ljekarnama-za-blagdane',
            excerpt: 'Raspored isporuka ljekarnama i bolnicama tijekom blagdana u prosincu 2026.',
            body: 'Tijekom blagdana isporuke idu prema prilagođenom rasporedu.',
            kind: 'news',
            date: '2026-12-01',
            markets: ['cro'],
            categories: ['company'],
            cover: 'warehouse',
            place: 'Zagreb',
            _status: 'draft',
          } as never,
        });
        placed = draft.id as number;
      },
    });
    const [unpublished, deleted, original, broken] = posts;
    expect(broken, 'four published cro posts in both languages').toBeDefined();
    const env = {
      MARKET: 'cro',
      DATABASE_URL: scratch.url,
      DIST_DIR: ownDistDir('cro'),
      PUBLISH_POLL_MS: '250',
      BOT_PROTECTION: 'off',
      ALLOW_NO_BOT_PROTECTION: '1',
    };
    // The public site visitors reach only follows the builds; a builder runs once the editor's changes
    // of each step are made, so that they go live together in one news-only build.
    const site = await startSiteServer({ ...env, BUILDER: '0' }, dataDir);
    const builder = () => startSiteServer(env, mkdtempSync(path.join(tmpdir(), 'publishing-builder-')));
    const sql = postgres(scratch.url, { max: 1 });
    const newestBuild = async () =>
      (
        await sql<
          Array<{ status: string; rendered: string | null; left_out: unknown }>
        >`select status, rendered, left_out from site_builds order by id desc limit 1`
      )[0];
    const queued = async () => Number((await sql<Array<{ count: string }>>`select count(*) from site_builds where status = 'queued'`)[0]!.count);
    const liveState = page.locator('[data-live-state]');
    const docControl = async (name: string | RegExp) => {
      await formsReady(page);
      await page.locator('.doc-controls__dots').click();
      // Payload renders the open menu at the end of the page.
      await page.locator('.popup__content').getByRole('button', { name, exact: true }).click();
    };
    const publishInCroatian = async () => {
      await formsReady(page);
      await page.getByRole('button', { name: P.version.publishChanges }).click();
    };
    const open = async (id: number) => {
      await page.goto(`${cms.base}/admin/collections/news/${id}?locale=hr`);
      await expect(page.getByRole('button', { name: P.version.publishChanges })).toBeVisible({ timeout: 60_000 });
      await formsReady(page);
    };
    try {
      for (const post of [unpublished!, deleted!]) {
        for (const locale of ['hr', 'en'] as const) expect(await whereShown(site.url, locale, post.slug[locale]), `${post.slug[locale]} before`).toEqual(shown);
      }

      await signIn(page, cms.base, croEditor);
      await open(unpublished!.id);
      await expect(liveState).toHaveAttribute('data-live-state', 'live');
      await docControl(P.version.unpublish);
      await page.getByRole('button', { name: P.general.confirm, exact: true }).click();
      await expect(liveState, 'no builder runs yet').toHaveAttribute('data-live-state', 'no-builder', { timeout: 30_000 });
      await open(deleted!.id);
      await docControl(P.general.delete);
      await page.getByRole('button', { name: P.general.confirm, exact: true }).click();
      await page.waitForURL(/\/admin\/collections\/news(\?|$)/);
      const removal = page.getByTestId('removal-status').locator('li');
      await expect(removal).toHaveAttribute('data-live-state', 'no-builder');

      const first = await builder();
      try {
        // No build of the market has been timed yet: the editor is told without a number.
        await expect(removal).toHaveAttribute('data-live-state', 'taking-down', { timeout: 30_000 });
        await expect(removal).toContainText(t.builds.takingDownUnmeasured);
        await waitUntilLive(scratch.url, async () => (await newestBuild())?.status === 'succeeded');
      } finally {
        await first.stop();
      }
      expect((await newestBuild())?.rendered, 'the fast, news-only build').toBe('news');
      await expect(removal).toHaveAttribute('data-live-state', 'down');
      await expect.poll(() => whereShown(site.url, 'hr', deleted!.slug.hr), { timeout: 30_000 }).toEqual(gone);
      for (const post of [unpublished!, deleted!]) {
        for (const locale of ['hr', 'en'] as const) expect(await whereShown(site.url, locale, post.slug[locale]), `${post.slug[locale]} after`).toEqual(gone);
      }
      await open(unpublished!.id);
      await expect(liveState).toHaveAttribute('data-live-state', 'down');
      await expect(liveState).toContainText(t.builds.down);

      // A news item with a place: refused at Publish, at the field, in Croatian; no build queued.
      await open(placed);
      const place = page.locator('input[name="place"]');
      await expect(place).toHaveValue('Zagreb');
      await publishInCroatian();
      const placeField = page.locator('.field-type', { has: place });
      await expect(placeField.locator('.field-error')).toContainText(t.contentProblems.newsPlace, { timeout: 30_000 });
      expect(await queued(), 'no build starts').toBe(0);
      await changeChecked(page, () => place.fill(''));
      // Cleared, the field a news item does not take is hidden.
      await expect(place).toBeHidden();
      await publishInCroatian();
      await expect(liveState).toHaveAttribute('data-live-state', 'no-builder', { timeout: 30_000 });
      expect(await queued()).toBe(1);

      // The admin's Duplicate, published with a new Croatian address: the copy has its own English one.
      await open(original!.id);
      await docControl(P.general.duplicate);
      await page.waitForURL((url) => !url.pathname.endsWith(`/news/${original!.id}`) && /\/news\/\d+$/.test(url.pathname), { timeout: 30_000 });
      const copy = Number(/\/news\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
      await formsReady(page);
      const copySlug = `${original!.slug.hr}-ponovljeno`;
      await (await fieldNamed(page, 'slug')).fill(copySlug);
      // A published post made invalid behind the CMS's back (a place on a news item): it reaches the
      // build with the snapshot of the market's next publish, the copy's.
      await sql`update cms.news_locales set place = 'Zagreb' where _locale = 'hr' and _parent_id = ${broken!.id}`;
      await publishInCroatian();
      await expect(liveState).toHaveAttribute('data-live-state', 'no-builder', { timeout: 30_000 });
      const [copied] = await sql<Array<{ en: string }>>`select slug as en from cms.news_locales where _locale = 'en' and _parent_id = ${copy}`;
      expect(copied!.en, 'an English address of its own').not.toBe(original!.slug.en);

      // The queued build renders every page (the new posts' addresses are in every page's language
      // switcher), and no full build has been timed: the news-only one says nothing of it, so no number.
      // A builder's heartbeat without a builder holds the build queued while the test reads it, and
      // the test owns the queue's clock: the build's pause for more publishes is over.
      await sql`insert into site_builders (market, server, seen_at) values ('cro', 'publishing-test', now() + interval '10 minutes')`;
      await sql`update site_builds set requested_at = now() - interval '1 minute', first_requested_at = now() - interval '1 minute' where status = 'queued'`;
      expect((await sql`select kind from site_builds where status = 'queued'`)[0]?.kind).toBe('all');
      await open(copy);
      await expect(liveState).toHaveAttribute('data-live-state', 'going-live');
      await expect(liveState.locator('[role="status"]')).toHaveText(t.builds.goingLiveUnmeasured);
      // With a full build timed (yesterday's, at 95 s), about that long; past it, longer than usual, not a stuck "1 s".
      const [timed] = await sql<
        Array<{ id: number }>
      >`insert into site_builds (market, requested_by, status, kind, rendered, requested_at, first_requested_at, started_at, finished_at)
        values ('cro', 'an earlier full build', 'succeeded', 'all', 'all', now() - interval '1 day', now() - interval '1 day', now() - interval '1 day', now() - interval '1 day' + interval '95 seconds') returning id`;
      await expect(liveState.locator('[role="status"]')).toHaveText(t.builds.goingLive.replace('{seconds}', '95'));
      await sql`update site_builds set status = 'running', started_at = now() - interval '1 hour' where status = 'queued'`;
      await expect(liveState.locator('[role="status"]')).toHaveText(t.builds.goingLiveLonger);
      await sql`update site_builds set status = 'queued', started_at = null where status = 'running'`;
      await sql`delete from site_builds where id = ${timed!.id}`;
      await sql`delete from site_builders`;

      const brokenBefore = mainOf(await text(site.url + articlePath('hr', broken!.slug.hr)));
      const second = await builder();
      try {
        await waitUntilLive(scratch.url, async () => (await newestBuild())?.status === 'succeeded');
      } finally {
        await second.stop();
      }
      const built = (await newestBuild())!;
      expect(built.rendered, 'new addresses: every page rendered').toBe('all');
      expect(
        (built.left_out as Array<{ document: string }>).map((entry) => entry.document),
        'only the broken post is left out',
      ).toEqual([`news/${broken!.id}`]);
      await expect.poll(() => whereShown(site.url, 'hr', 'isporuke-ljekarnama-za-blagdane'), { timeout: 30_000 }).toEqual(shown);
      expect(await whereShown(site.url, 'hr', copySlug), 'the copy at its Croatian address').toEqual(shown);
      expect(await whereShown(site.url, 'en', copied!.en), 'the copy at its English address').toEqual(shown);
      expect(await whereShown(site.url, 'en', original!.slug.en), 'the original, at its own').toEqual(shown);
      expect(mainOf(await text(site.url + articlePath('hr', broken!.slug.hr))), "the broken post's live copy stays").toBe(brokenBefore);

      // The broken post's document names itself and its field.
      await open(broken!.id);
      await expect(liveState).toHaveAttribute('data-live-state', 'left-out');
      await expect(liveState).toContainText(t.builds.leftOutKept);
      await expect(liveState).toContainText(`${t.fields.place} (hr)`);
      await expect(liveState).toContainText(t.contentProblems.newsPlace);
      expect(await violationsOf(page, '[data-live-state]')).toEqual([]);
    } finally {
      await sql.end();
      await site.stop();
      await cms.stop();
    }
  });
});
