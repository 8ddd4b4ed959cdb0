/**
 * A staff session as a Croatian editor (browser in hr-HR) meets its end, in Chromium against the
 * built CMS, with the browser's clock owned by the test (never 30 real minutes): a draft with
 * unsaved changes is warned of first, in a dialog in her language; left unanswered, the session
 * ends, the sign-in page says why, and the document offers the unsaved changes back after she
 * signs in again; "Stay signed in" renews the session.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { payloadTexts } from '../../apps/cms/src/i18n/admin-languages';
import { END_MARGIN_MS, WARN_BEFORE_MS } from '../../apps/cms/src/components/session-watch';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { startTestCms, type StaffAccount } from '../support/cms';
import { cmsSuite, fieldNamed, formsReady, signIn } from './cms-admin';
import { expect, inMarkets, test, violationsOf } from './support';

// Beside the other e2e CMS ports (base + 20 to 34).
const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 51;

const t = staffCatalogues.hr;
const editor: StaffAccount = { email: 'vesna@example.com', password: 'croatian session pass', role: 'editor', markets: ['cro'] };

/**
 * The server's side of the test's clock. The browser runs ahead of the server by as much as the
 * test moved its clock; a session the server renews then would, in the browser's time, end that
 * much later too: the expiry it answers is moved by how far ahead the browser was when it was issued.
 */
async function serverFollowsTheClock(page: Page) {
  const clock = { ahead: 0, issuedAhead: 0 };
  await page.route(/\/api\/users\/(me|refresh-token)(\?|$)/, async (route) => {
    // Sent from the test, not the page: the browser's own marking of a same-origin request, which
    // Payload asks of a session cookie (its CSRF check), goes along.
    const response = await route.fetch({ headers: { ...(await route.request().allHeaders()), 'sec-fetch-site': 'same-origin' } });
    const body = (await response.json().catch(() => undefined)) as { exp?: number } | undefined;
    if (route.request().url().includes('/refresh-token') && response.ok()) clock.issuedAhead = clock.ahead;
    if (!body?.exp) return route.fulfill({ response });
    await route.fulfill({ response, json: { ...body, exp: body.exp + clock.issuedAhead / 1000 } });
  });
  const forward = async (ms: number) => {
    clock.ahead += ms;
    await page.clock.fastForward(ms);
  };
  return {
    /**
     * The browser's clock moved on to `before` ms ahead of the session's end, as the server has
     * it: both the admin and Payload keep timers of the end, and a jump past both would fire them
     * together, where a browser firing them in turn lets the first stop the second.
     */
    async toBeforeTheEnd(before: number) {
      const { exp, now } = await page.evaluate(async () => ({ exp: ((await (await fetch('/api/users/me')).json()) as { exp: number }).exp, now: Date.now() }));
      await forward(exp * 1000 - before - now);
    },
    /** The browser's clock back at the server's: a new sign-in starts from here. */
    async together() {
      await page.clock.setSystemTime(new Date());
      clock.ahead = 0;
      clock.issuedAhead = 0;
    },
  };
}

/** Who the server says is signed in, asked from the page as the admin asks. */
const signedInUser = (page: Page) => page.evaluate(async () => ((await (await fetch('/api/users/me')).json()) as { user: unknown }).user);

test.describe('a staff session that ends', inMarkets('cro'), () => {
  const suite = cmsSuite(5 * 60_000, { browserLocale: 'hr-HR' });

  test('warns before it ends, says on the sign-in page that it ended, and keeps the unsaved changes; staying signed in renews it', async ({ page }) => {
    const scratch = await suite.scratch('e2e_admin_session', { seeded: true });
    const post = { id: 0 };
    const cms = await startTestCms({ url: scratch.url, dataDir: mkdtempSync(path.join(tmpdir(), 'admin-session-')) }, CMS_PORT, [editor], {
      async prepare(payload) {
        post.id = (await payload.find({ collection: 'news', where: { marketsKey: { equals: 'cro' } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0]!
          .id as number;
      },
    });
    try {
      await page.clock.install();
      const clock = await serverFollowsTheClock(page);
      const dialog = page.getByRole('dialog', { name: t.session.warningTitle });
      const stay = dialog.getByRole('button', { name: t.session.staySignedIn });
      await signIn(page, cms.base, editor);
      await page.goto(`${cms.base}/admin/collections/news/${post.id}?locale=hr`);
      await formsReady(page);
      const title = await fieldNamed(page, 'title');
      await title.fill('Naslov koji još nije spremljen');

      // 25 minutes without a press: the warning, with the keyboard in it and nothing for axe.
      await clock.toBeforeTheEnd(WARN_BEFORE_MS - 10_000);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.session.warningText.replace('{minutes}', '30').replace('{left}', '5'));
      await expect(stay).toBeFocused();
      expect(await violationsOf(page, 'dialog.session-warning'), 'the warning').toEqual([]);
      await page.screenshot({ path: test.info().outputPath('warning-hr.png') });

      // Unanswered: the session ends, the sign-in page says why, and where she was is where she goes back.
      await clock.toBeforeTheEnd(END_MARGIN_MS - 1000);
      await page.waitForURL(/\/admin\/login\?/);
      expect(new URL(page.url()).searchParams.get('redirect')).toMatch(new RegExp(`^/admin/collections/news/${post.id}(\\?|$)`));
      await expect(page.getByRole('status').filter({ hasText: t.session.ended.replace('{minutes}', '30') })).toBeVisible();
      expect(await violationsOf(page), 'the sign-in page').toEqual([]);
      await page.screenshot({ path: test.info().outputPath('signed-out-hr.png') });
      expect(await signedInUser(page), 'the session is over on the server too').toBeNull();

      // Signed in again: back at the post, which offers the unsaved title back.
      await clock.together();
      await page.locator('#field-email').fill(editor.email);
      await page.locator('#field-password').fill(editor.password);
      await page.locator('form button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname === `/admin/collections/news/${post.id}`);
      await formsReady(page);
      const kept = page.getByRole('region', { name: t.session.keptTitle });
      await expect(kept).toBeVisible();
      expect(await violationsOf(page, '[data-kept-work]'), 'the kept changes').toEqual([]);
      await expect(await fieldNamed(page, 'title')).not.toHaveValue('Naslov koji još nije spremljen');
      await kept.getByRole('button', { name: t.session.putBack }).click();
      await expect(await fieldNamed(page, 'title')).toHaveValue('Naslov koji još nije spremljen');
      await expect(kept).toBeHidden();
      await expect(page.getByRole('button', { name: payloadTexts.hr.translations.version.saveDraft })).toBeEnabled();

      // Warned again, she stays signed in from the keyboard: the session is renewed, the dialog goes, the text stays.
      await clock.toBeforeTheEnd(WARN_BEFORE_MS - 10_000);
      await expect(stay).toBeFocused();
      const [renewal] = await Promise.all([
        page.waitForResponse((response) => response.url().includes('/api/users/refresh-token')),
        page.keyboard.press('Enter'),
      ]);
      expect(renewal.status()).toBe(200);
      await expect(dialog).toBeHidden();
      await expect(await fieldNamed(page, 'title')).toHaveValue('Naslov koji još nije spremljen');
      expect(await signedInUser(page), 'still signed in').not.toBeNull();
    } finally {
      await cms.stop();
    }
  });
});
