/**
 * Draft preview, as an editor uses it in Chromium against the built CMS: the admin's Preview
 * button opens the draft in a second tab, drawn by the public site's components, marked as a
 * draft and free of axe violations; a later save shows up in that tab without a reload.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { en } from '../../cms/src/i18n/en';
import { startTestCms, testStaff } from '../support/cms';
import { cmsSuite, fieldNamed, openDocument, saveDraft, signIn } from './cms-admin';
import { expect, test, violationsOf } from './support';

// Beside the publishing tests' CMS ports (base + 21 to 25).
const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 26;

test.describe('draft preview', () => {
  const suite = cmsSuite(5 * 60_000);

  test('an editor previews a draft from the admin in a second tab, which follows the next save', async ({ page, context }) => {
    const scratch = await suite.scratch('e2e_preview', { seeded: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), 'preview-'));
    const home = { id: 0, hero: 0 };
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [testStaff.cro], {
      async prepare(payload) {
        const [doc] = (await payload.find({ collection: 'pages', where: { routeKey: { equals: 'home' }, market: { equals: 'cro' } }, locale: 'hr', overrideAccess: true })).docs;
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
});
