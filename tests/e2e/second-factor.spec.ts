/**
 * The second factor's set-up as a PV officer meets it the first time, in a Croatian browser:
 * what it is for and its three steps before anything is asked; then the key (QR code, or typed:
 * in groups of four, copied in one piece); then the code the app shows; then the recovery codes,
 * copied and downloaded as a text file in her language. By keyboard, axe-clean at each step. The
 * browser's clock is the test's: the file's name and text carry the day.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { interpolate } from '@/lib/placeholders';
import { formatAdminDate } from '../../apps/cms/src/i18n/admin-dates';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { startTestCms } from '../support/cms';
import { cmsSuite, signIn } from './cms-admin';
import { pressButton, tabTo } from './keyboard-only';
import { expect, inMarkets, test, violationsOf } from './support';

const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 47;
const officer = { email: 'ana.pv@example.com', password: 'vigilance team pass', role: 'pharmacovigilance', markets: ['cro'] } as const;
const hr = staffCatalogues.hr;
const ZONE = 'Europe/Zagreb';

test.describe('the second factor’s set-up', inMarkets('cro'), () => {
  const suite = cmsSuite(180_000, { browserLocale: 'hr-HR' });

  test('a first-time PV officer (hr-HR) is shown set-up first: the key in groups of four with Copy, then the code, then the recovery codes with Copy and Download; by keyboard, axe-clean at each step', async ({
    browser,
  }) => {
    const scratch = await suite.scratch('e2e_second_factor');
    const cms = await startTestCms({ url: scratch.url, dataDir: mkdtempSync(path.join(tmpdir(), 'second-factor-')) }, CMS_PORT, [officer], {
      env: { MARKET: 'cro' },
    });
    const context = await browser.newContext({ locale: 'hr-HR', timezoneId: ZONE, permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      const page = await context.newPage();
      const now = new Date();
      await page.clock.setFixedTime(now);
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      await signIn(page, cms.base, officer);
      await page.goto(`${cms.base}/admin/cases`);
      await expect(page.getByText(hr.api.secondFactorFirst)).toBeVisible();
      await page.getByRole('link', { name: hr.cases.confirmSignIn }).click();

      // Before anything: why, and the three steps; no code is asked of her yet.
      await expect(page.getByText(hr.secondFactor.stepsIntro)).toBeVisible();
      await expect(page.getByLabel(hr.secondFactor.firstCode)).toHaveCount(0);
      await expect(page.getByLabel(hr.secondFactor.verifyCode)).toHaveCount(0);
      expect(await violationsOf(page)).toEqual([]);
      await pressButton(page, hr.secondFactor.enrol);

      // Step 1: the key.
      const step = page.getByTestId('second-factor-step');
      await expect(step).toHaveText(hr.secondFactor.stepKey);
      await expect(step).toBeFocused();
      await expect(page.getByText(interpolate(hr.secondFactor.stepOf, { current: 1, total: 3 }))).toBeVisible();
      await expect(page.getByTestId('totp-qr')).toBeVisible();
      await expect(page.getByLabel(hr.secondFactor.firstCode), 'no code before the key is in the app').toHaveCount(0);
      const key = page.getByTestId('totp-secret');
      const groups = await key.locator('span').allTextContents();
      const secret = groups.join('');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(groups, 'eight groups of four').toEqual(secret.match(/.{4}/g));
      const [left, right] = [(await key.locator('span').nth(0).boundingBox())!, (await key.locator('span').nth(1).boundingBox())!];
      expect(right.x, 'the groups stand apart').toBeGreaterThan(left.x + left.width);
      const selected = await key.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        getSelection()!.removeAllRanges();
        getSelection()!.addRange(range);
        return getSelection()!.toString();
      });
      expect(selected, 'a selection of the key is the key, without spaces').toBe(secret);
      await pressButton(page, hr.secondFactor.copyKey);
      await expect(page.getByRole('status').filter({ hasText: hr.secondFactor.copied })).toBeVisible();
      expect(await clipboard()).toBe(secret);
      expect(await violationsOf(page)).toEqual([]);
      await pressButton(page, hr.secondFactor.toCode);

      // Step 2: the code the app now shows; a wrong one is said at the field.
      await expect(step).toHaveText(hr.secondFactor.stepCode);
      await expect(step).toBeFocused();
      await expect(page.getByText(interpolate(hr.secondFactor.stepOf, { current: 2, total: 3 }))).toBeVisible();
      const wrong = (await generate({ secret })) === '000000' ? '111111' : '000000';
      await tabTo(page, 'input[name="code"]');
      await page.keyboard.type(wrong);
      await page.keyboard.press('Enter');
      await expect(page.getByText(hr.secondFactor.wrongFirstCode)).toBeVisible();
      await expect(page.getByLabel(hr.secondFactor.firstCode)).toHaveAttribute('aria-invalid', 'true');
      expect(await violationsOf(page)).toEqual([]);
      await page.getByLabel(hr.secondFactor.firstCode).fill(await generate({ secret }));
      await page.keyboard.press('Enter');

      // Step 3: the recovery codes, copied and downloaded.
      await expect(step).toHaveText(hr.secondFactor.stepRecovery);
      await expect(step).toBeFocused();
      await expect(page.getByText(interpolate(hr.secondFactor.stepOf, { current: 3, total: 3 }))).toBeVisible();
      const codes = (await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((code) => code.trim());
      expect(codes).toHaveLength(10);
      expect(await violationsOf(page)).toEqual([]);
      await pressButton(page, hr.secondFactor.copyCodes);
      await expect(page.getByRole('status').filter({ hasText: hr.secondFactor.copied })).toBeVisible();
      expect(await clipboard()).toBe(codes.join('\n'));
      const downloading = page.waitForEvent('download');
      await pressButton(page, hr.secondFactor.downloadCodes);
      const file = await downloading;
      const site = new URL(cms.base).hostname;
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
      expect(file.suggestedFilename()).toBe(interpolate(hr.secondFactor.recoveryFileName, { site, date: day }));
      expect(readFileSync((await file.path())!, 'utf8')).toBe(
        [
          interpolate(hr.secondFactor.recoveryFileTitle, { site }),
          interpolate(hr.secondFactor.recoveryFileAccount, { email: officer.email }),
          interpolate(hr.secondFactor.recoveryFileMade, { date: formatAdminDate(now, 'hr', { form: 'date', timeZone: ZONE }) }),
          '',
          ...codes,
          '',
          hr.secondFactor.recoveryFileUse,
          '',
        ].join('\r\n'),
      );
      expect(await violationsOf(page)).toEqual([]);

      await page.getByRole('link', { name: hr.secondFactor.continue }).click();
      await expect(page.getByText(hr.api.secondFactorFirst)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: hr.cases.title })).toBeVisible();
    } finally {
      await context.close();
      await cms.stop();
    }
  });
});
