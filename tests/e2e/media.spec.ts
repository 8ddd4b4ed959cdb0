/**
 * The media library, as an editor uses it, in Chromium against the built CMS
 * and a public server of the market: an upload the library refuses says why;
 * a photo with its alt text in both languages becomes a news post's cover;
 * the public site serves it from its own origin, sized and cached for good,
 * with no layout shift; and it keeps serving every page and photo with the
 * CMS stopped.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page, Request, Route } from '@playwright/test';
import sharp from 'sharp';
import { articlePath } from '@/features/news/posts';
import { pathOf } from '@/routes';
import type { Market } from '@/config/markets';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { startTestCms } from '../support/cms';
import { ownDistDir, startSiteServer } from '../support/site-server';
import { changeChecked, cmsSuite, formsReady, isFormCheck, openDocument, saveDraft, signIn, twoFrames } from './cms-admin';
import { expect, inMarkets, test, violationsOf } from './support';

const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 27;
const BUILD_MS = 8 * 60_000;
const croEditor = { email: 'ivan@example.com', password: 'croatian editor pass', role: 'editor', markets: ['cro'] } as const;

/** Chooses a file in the admin's upload form of a new media document. */
async function chooseFile(page: Page, base: string, file: string) {
  await page.goto(`${base}/admin/collections/media/create?locale=hr`);
  // Before hydration the input takes the file but the form never hears of it.
  await formsReady(page);
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.locator('.file-field__filename')).toHaveValue(path.basename(file), { timeout: 30_000 });
}

/** Picks a market by its name in the admin's language (these steps read its English). */
async function pickMarket(page: Page, market: Market) {
  await page.locator('#field-markets').click();
  await page.getByRole('option', { name: staffCatalogues.en.options[`market-${market}`], exact: true }).click();
}

/** Picks a market and waits for the form's check of it. */
const chooseMarket = (page: Page, market: Market) => changeChecked(page, () => pickMarket(page, market));

/**
 * Holds the answers of the admin's checks of the form (Payload's form-state server action) until
 * `release`, so that a check answers after what happens meanwhile, as on a slow line.
 */
async function holdFormChecks(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = new Set<Request>();
  let answered = 0;
  const hold = async (route: Route) => {
    if (!isFormCheck(route.request())) return route.fallback();
    held.add(route.request());
    const answer = await route.fetch();
    await released;
    // The admin aborts a check when it starts the next one: an aborted check takes no answer.
    await route.fulfill({ response: answer }).catch(() => {});
  };
  const finished = (request: Request) => void (held.delete(request) && answered++);
  const failed = (request: Request) => void held.delete(request);
  page.on('requestfinished', finished);
  page.on('requestfailed', failed);
  await page.route('**/admin/**', hold);
  return {
    get held() {
      return held.size;
    },
    /** Lets the held answers through, waits until the page has them, and answers how many it took. */
    async release() {
      release();
      await expect.poll(() => held.size, { message: 'the held checks answered', timeout: 30_000 }).toBe(0);
      await page.unroute('**/admin/**', hold);
      page.off('requestfinished', finished);
      page.off('requestfailed', failed);
      return answered;
    },
  };
}

/** The sum of the page's layout shifts since it started loading, as Lighthouse's CLS counts them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .reduce(
                (sum, entry) =>
                  sum +
                  ((entry as PerformanceEntry & { hadRecentInput: boolean; value: number }).hadRecentInput
                    ? 0
                    : (entry as PerformanceEntry & { value: number }).value),
                0,
              ),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // Without any shift the observer is never called: an empty frame later, the sum is 0.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

test.describe('the media library', inMarkets('cro'), () => {
  const suite = cmsSuite(2 * BUILD_MS);

  test('an editor uploads a photo, makes it a news cover and publishes: served sized, immutable and without shift from the public origin, also with the CMS down', async ({
    page,
  }) => {
    const scratch = await suite.scratch('e2e_media', { seeded: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'media-'));
    const files = mkdtempSync(path.join(tmpdir(), 'media-files-'));
    const ids = { post: 0, slug: '', englishSlug: '', about: 0 };
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [croEditor], {
      async prepare(payload) {
        // The newest post of cro in both its languages.
        const { docs } = await payload.find({
          collection: 'news',
          where: { marketsKey: { equals: 'cro' } },
          locale: 'all',
          sort: '-date',
          limit: 20,
          overrideAccess: true,
        });
        // Read in every locale, the slug is an object by locale, which Payload's types do not model.
        const post = docs.find((doc) => (doc.slug as unknown as Record<string, string | null>).en)!;
        const slugs = post.slug as unknown as Record<string, string>;
        const [about] = (
          await payload.find({ collection: 'pages', where: { routeKey: { equals: 'o-nama' }, market: { equals: 'cro' } }, overrideAccess: true })
        ).docs;
        Object.assign(ids, { post: post.id, slug: slugs.hr, englishSlug: slugs.en, about: about!.id });
      },
    });
    const site = await startSiteServer(
      // Polled every 2 s, the page's and the post's publishes, a moment apart, mostly join one rebuild.
      { MARKET: 'cro', DATABASE_URL: scratch.url, DIST_DIR: ownDistDir('cro'), PUBLISH_POLL_MS: '2000', BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' },
      dataDir,
    );
    let cmsRunning = true;
    try {
      const photo = path.join(files, 'Skladiste.jpg');
      writeFileSync(
        photo,
        await sharp({ create: { width: 2000, height: 1300, channels: 3, background: '#0a6d8f' } })
          .jpeg()
          .toBuffer(),
      );
      const svg = path.join(files, 'logo.svg');
      writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      const disguised = path.join(files, 'fotografija.jpg');
      writeFileSync(
        disguised,
        await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
          .png()
          .toBuffer(),
      );
      const oversize = path.join(files, 'velika.jpg');
      writeFileSync(oversize, Buffer.concat([await sharp(photo).resize(200).toBuffer(), Buffer.alloc(16 * 1024 * 1024)]));

      await signIn(page, cms.base, croEditor);
      for (const [file, reason] of [
        [svg, 'SVG files cannot be uploaded: a drawing can carry scripts.'],
        [disguised, 'The file is called “fotografija.jpg”, but its content is image/png.'],
        [oversize, 'This photo has 16 MB; photos may have up to 15 MB.'],
      ] as const) {
        await chooseFile(page, cms.base, file);
        // For one file, the check of the market choice answers only after the refusal: Payload then
        // marks the file valid again, and the admin must still show the reason (save-refusals.ts).
        const lateCheck = file === disguised ? await holdFormChecks(page) : undefined;
        if (lateCheck) {
          await pickMarket(page, 'cro');
          await expect.poll(() => lateCheck.held, { message: 'a check of the form under way', timeout: 30_000 }).toBeGreaterThan(0);
        } else {
          await chooseMarket(page, 'cro');
        }
        await formsReady(page);
        // Once in CI, on a busy machine, a click on Save sent nothing (no toast, the form as before):
        // click again until the upload leaves the browser, then read the refusal.
        let upload: Request | undefined;
        await expect(
          async () => {
            const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/media', { timeout: 10_000 });
            await page.getByRole('button', { name: 'Save' }).click();
            upload = await sent;
          },
          `${path.basename(file)} sent`,
        ).toPass({ timeout: 60_000 });
        // The CMS's answer, however long a loaded machine takes to give it, and its words at the file
        // field, where they stay until the editor chooses another file (the toast goes after four seconds).
        const answer = await upload!.response();
        expect(answer?.status(), `${path.basename(file)} refused`).toBe(400);
        expect(await answer!.text(), path.basename(file)).toContain(reason);
        if (lateCheck) {
          await expect(page.locator('.field-error').getByText(reason), `${path.basename(file)}: the reason on screen before the late check`).toBeVisible({
            timeout: 30_000,
          });
          let answered = await lateCheck.release();
          if (answered === 0) {
            // The admin dropped the check it had under way when Save was pressed (once in CI): hold
            // one started now, by a change elsewhere in the form, and let it answer late instead.
            const laterCheck = await holdFormChecks(page);
            await page.locator('input[name="alt"]').fill('Bijela fotografija');
            await expect.poll(() => laterCheck.held, { message: 'a check of the form after the refusal', timeout: 30_000 }).toBeGreaterThan(0);
            answered = await laterCheck.release();
          }
          expect(answered, 'a check answered after the refusal').toBeGreaterThan(0);
          await twoFrames(page);
        }
        await expect(page.locator('.field-error').getByText(reason), `${path.basename(file)}: the reason on screen`).toBeVisible({ timeout: 30_000 });
      }

      await chooseFile(page, cms.base, photo);
      await page.locator('input[name="alt"]').fill('Police skladišta s kutijama lijekova');
      await chooseMarket(page, 'cro');
      await formsReady(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/collections\/media\/\d+/);
      const mediaId = Number(/\/media\/(\d+)/.exec(page.url())![1]);

      // The post shows the photo in hr and en: publishing waits for the English alt text.
      const setCover = await page.request.patch(`${cms.base}/api/news/${ids.post}?locale=hr`, {
        data: { image: mediaId, _status: 'published' },
        headers: { origin: cms.base },
      });
      expect(setCover.status()).toBe(400);
      expect(JSON.stringify(await setCover.json())).toContain(`Photo ${mediaId} has no alt text in en`);
      await page.goto(`${cms.base}/admin/collections/media/${mediaId}?locale=en`);
      await formsReady(page);
      await page.locator('input[name="alt"]').fill('Warehouse shelves with boxes of medicines');
      await formsReady(page);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(/updated successfully/i).first()).toBeVisible({ timeout: 30_000 });
      // The same photo above the About page's features, picked from the section's thumbnails, and in its hero.
      await openDocument(page, cms.base, 'pages', ids.about, 'hr');
      const picker = page.locator('[data-media-picker$=".image"]').first();
      const option = picker.getByRole('radio', { name: 'Skladiste.jpg' });
      await option.focus();
      await page.keyboard.press('Space');
      await expect(option).toBeChecked();
      expect(await violationsOf(page, '[data-media-picker]')).toEqual([]);
      await saveDraft(page);
      const aboutPhoto = await page.request.patch(`${cms.base}/api/pages/${ids.about}?locale=hr`, {
        data: { image: mediaId, _status: 'published' },
        headers: { origin: cms.base },
      });
      expect(aboutPhoto.status()).toBe(200);

      const published = await page.request.patch(`${cms.base}/api/news/${ids.post}?locale=hr`, {
        data: { image: mediaId, _status: 'published' },
        headers: { origin: cms.base },
      });
      expect(published.status()).toBe(200);

      const article = site.url + articlePath('hr', ids.slug);
      await expect
        .poll(async () => (await (await fetch(article)).text()).includes(`data-media="${mediaId}"`), { timeout: BUILD_MS, intervals: [1000] })
        .toBe(true);

      const preloads = [...(await (await fetch(article)).text()).matchAll(/<link [^>]*>/g)]
        .map((tag) => tag[0])
        .filter((tag) => /rel="preload"/.test(tag) && /as="image"/.test(tag));
      expect(
        preloads.some((tag) => new RegExp(`imagesrcset="/assets/${mediaId}/`, 'i').test(tag)),
        "the article's photo is preloaded",
      ).toBe(true);

      const requested = new Set<string>();
      page.on('request', (request) => requested.add(new URL(request.url()).origin));
      await page.goto(article);
      const image = page.locator('[data-article-image] img');
      await expect(image).toHaveAttribute('alt', 'Police skladišta s kutijama lijekova');
      await expect(image).toHaveAttribute('width', '1600');
      await expect(image).toHaveAttribute('height', '800');
      await expect(image).not.toHaveAttribute('loading', 'lazy');
      const avif = await page.locator('[data-article-image] source[type="image/avif"]').getAttribute('srcset');
      expect(avif).toMatch(new RegExp(`^/assets/${mediaId}/[a-f0-9]{12}-skladiste-480\\.avif 480w, \\S+-960\\.avif 960w, \\S+-1600\\.avif 1600w$`));
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await layoutShift(page)).toBe(0);
      expect([...requested], 'nothing but the public origin').toEqual([site.url]);
      expect(await violationsOf(page)).toEqual([]);

      const about = await (await fetch(site.url + pathOf('o-nama', 'hr'))).text();
      const englishArticle = await (await fetch(site.url + articlePath('en', ids.englishSlug))).text();
      expect(englishArticle).toContain('alt="Warehouse shelves with boxes of medicines"');
      // Shared, the article and the About page show the photo, with the library's alt text in each language.
      const croatianArticle = await (await fetch(article)).text();
      const shareImage = new RegExp(`<meta property="og:image" content="https://[^"]+(/share/photo-${mediaId}-[a-f0-9]{12}\\.jpg)"`);
      const sharePath = shareImage.exec(croatianArticle)?.[1];
      expect(sharePath, "the article's share image is its photo").toBeDefined();
      expect(croatianArticle).toContain('<meta property="og:image:alt" content="Police skladišta s kutijama lijekova"/>');
      expect(englishArticle).toContain('<meta property="og:image:alt" content="Warehouse shelves with boxes of medicines"/>');
      expect(shareImage.exec(about)?.[1], 'the About page shares its hero photo').toBe(sharePath);
      const shared = await fetch(site.url + sharePath!);
      expect(shared.headers.get('content-type')).toBe('image/jpeg');
      const { width, height } = await sharp(Buffer.from(await shared.arrayBuffer())).metadata();
      expect(`${width}×${height}`).toBe('1200×630');

      const imageUrls = [...avif!.matchAll(/(\/assets\/\S+)/g)].map((match) => match[1]!);
      for (const url of imageUrls) {
        const response = await fetch(site.url + url);
        expect(response.status, url).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/avif');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      }
      expect(about, 'the features section shows the photo, lazily').toMatch(
        new RegExp(`data-features-image[\\s\\S]*?<picture data-media="${mediaId}">[\\s\\S]*?loading="lazy"`),
      );
      expect(about, 'the hero shows the photo, eagerly').toMatch(
        new RegExp(`data-hero-image[\\s\\S]*?<picture data-media="${mediaId}">[\\s\\S]*?loading="eager"`),
      );
      const card = await (await fetch(site.url + pathOf('novosti-i-dogadanja', 'hr'))).text();
      expect(card, 'the card shows the photo, lazily').toMatch(new RegExp(`<picture data-media="${mediaId}">[\\s\\S]*?loading="lazy"`));

      await cms.stop();
      cmsRunning = false;
      const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
      const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
      expect(pages.length).toBeGreaterThan(20);
      const failed: string[] = [];
      for (const address of [...pages, ...imageUrls]) if ((await fetch(site.url + address)).status !== 200) failed.push(address);
      expect(failed, 'with the CMS stopped, every page and photo is served').toEqual([]);
    } finally {
      await site.stop();
      if (cmsRunning) await cms.stop();
    }
  });
});
