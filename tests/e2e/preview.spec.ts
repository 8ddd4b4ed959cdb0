/**
 * Draft preview, as an editor uses it in Chromium against the built CMS: the admin's Preview
 * button opens the draft in a second tab, drawn by the public site's components, marked as a
 * draft and free of axe violations; a later save shows up in that tab without a reload.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { en } from '../../apps/cms/src/i18n/publishing/en';
import { homePageId } from '../support/cms';
import { startTestCms, testStaff } from '../support/cms';
import { cmsSuite, fieldNamed, openDocument, saveDraft, signIn } from './cms-admin';
import { expect, inMarkets, test, violationsOf } from './support';

// Beside the publishing tests' CMS ports (base + 21 to 25); the second test's beside the session test's (base + 36).
const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 26;
const SIGNED_OUT_CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 53;

test.describe('draft preview', inMarkets('cro'), () => {
  const suite = cmsSuite(5 * 60_000);

  test('an editor previews a draft from the admin in a second tab, which follows the next save', async ({ page, context }) => {
    const scratch = await suite.scratch('e2e_preview', { seeded: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'preview-'));
    const home = { id: 0, hero: 0 };
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [testStaff.cro], {
      async prepare(payload) {
        const [doc] = (
          await payload.find({ collection: 'pages', where: { routeKey: { equals: 'home' }, market: { equals: 'cro' } }, locale: 'hr', overrideAccess: true })
        ).docs;
        home.id = doc!.id as number;
        home.hero = (doc!.sections as Array<{ blockType: string }>).findIndex((section) => section.blockType === 'hero');
      },
    });
    try {
      await signIn(page, cms.base, testStaff.cro);
      await openDocument(page, cms.base, 'pages', home.id, 'hr');
      const heroTitle = await fieldNamed(page, `sections.${home.hero}.title`);
      await heroTitle.fill('Prvi nacrt naslova za pregled');
      await saveDraft(page);

      const [preview] = await Promise.all([context.waitForEvent('page'), page.locator('#preview-button').click()]);
      await expect(preview.getByRole('heading', { level: 1, name: 'Prvi nacrt naslova za pregled' })).toBeVisible({ timeout: 30_000 });
      await expect(preview.getByRole('complementary', { name: en.preview.label })).toContainText(en.preview.title);
      await expect(preview.locator('header').first()).toBeVisible();
      await expect(preview.locator('footer').first()).toBeVisible();
      await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      expect(await violationsOf(preview)).toEqual([]);

      // Survives a re-render in place, not a reload of the document.
      await preview.evaluate(() => document.documentElement.setAttribute('data-before-save', ''));
      await page.bringToFront();
      await heroTitle.fill('Drugi nacrt naslova za pregled');
      await saveDraft(page);
      // No reload: the preview tab notices the save and renders the new draft.
      await expect(preview.getByRole('heading', { level: 1, name: 'Drugi nacrt naslova za pregled' })).toBeVisible({ timeout: 30_000 });
      await expect(preview.locator('html[data-before-save]')).toHaveCount(1);
    } finally {
      await cms.stop();
    }
  });

  test('a preview tab whose session has ended stops asking and says so, and the CMS logs no error for it', async ({ context }) => {
    const scratch = await suite.scratch('e2e_preview_signed_out', { seeded: true });
    const home = { id: 0 };
    const cms = await startTestCms(
      { url: scratch.url, dataDir: mkdtempSync(path.join(tmpdir(), 'preview-signed-out-')) },
      SIGNED_OUT_CMS_PORT,
      [testStaff.cro],
      {
        async prepare(payload) {
          home.id = await homePageId(payload, 'cro');
        },
      },
    );
    try {
      await context.clock.install();
      const page = await context.newPage();
      await signIn(page, cms.base, testStaff.cro);
      const asks: string[] = [];
      page.on('request', (request) => void (request.url().includes('/api/preview-state') && asks.push(request.url())));
      await page.goto(`${cms.base}/preview/pages/${home.id}/cro/hr`);
      const banner = page.getByRole('complementary', { name: en.preview.label });
      await expect(banner).toContainText(en.preview.follows);
      await expect.poll(() => asks.length, { message: 'the tab asks after the saves' }).toBeGreaterThan(0);

      const logged = cms.output().length;
      // Signed out as the admin signs out (from a page: Payload takes the session cookie only from one).
      expect(await page.evaluate(async () => (await fetch('/api/users/logout', { method: 'POST' })).status)).toBe(200);
      await expect(banner.getByRole('alert')).toHaveText(`${en.preview.sessionEnded} ${en.preview.signInAgain}`);
      await expect(banner).not.toContainText(en.preview.follows);
      await expect(banner.getByRole('link', { name: en.preview.signInAgain })).toHaveAttribute(
        'href',
        `/admin/login?redirect=${encodeURIComponent(`/preview/pages/${home.id}/cro/hr`)}`,
      );
      expect(await violationsOf(page, 'aside')).toEqual([]);
      // A minute later by the tab's clock: not one more ask.
      const asked = asks.length;
      await context.clock.runFor(60_000);
      expect(asks.length).toBe(asked);
      const errors = cms
        .output()
        .slice(logged)
        .split('\n')
        .filter((line) => /"level":(50|60)/.test(line));
      expect(errors, 'the CMS logged no error for the ended session').toEqual([]);
    } finally {
      await cms.stop();
    }
  });
});
