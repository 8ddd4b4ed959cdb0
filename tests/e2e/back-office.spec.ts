/**
 * A pharmacovigilance case's life in Chromium: a serious report sent to the
 * public server, then an officer who signs in to the CMS, sets up and uses
 * the second factor (codes computed here from the enrolled secret), assesses,
 * forwards to HALMED, downloads the E2B and closes the case.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { completeHuman } from '../int/fixtures/reports';
import { cmsBuilt, startTestCms } from '../support/cms';
import { scratchDatabase } from '../support/postgres';
import { startSiteServer } from '../support/site-server';
import { expect, test, violationsOf } from './support';

const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 20;
const officer = { email: 'pv.cro@example.com', password: 'vigilance team pass', role: 'pharmacovigilance', markets: ['cro'] } as const;

test.describe('the PV back office', () => {
  test.skip(({ market }) => market !== 'cro', 'runs once, on the cro build');
  test.skip(!cmsBuilt, 'the CMS is not built (npm test builds it)');
  test.setTimeout(180_000);

  test("takes a serious case from arrival to closing, with every step in its timeline", async ({ page, request }) => {
    const scratch = await scratchDatabase('e2e_back_office');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'back-office-'));
    const site = await startSiteServer({ DATABASE_URL: scratch.url, BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' }, dataDir);
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [officer]);
    try {
      const serious = { ...completeHuman(), reactions: [{ description: 'Otežano disanje.', reactionStart: '2026-11-05', serious: 'yes', seriousHospitalisation: true }] };
      const sent = await request.post(`${site.url}/api/reports`, { data: { ...serious, locale: 'hr', idempotencyKey: crypto.randomUUID() } });
      expect(sent.status()).toBe(201);
      const { reference } = (await sent.json()) as { reference: string };

      await page.goto(`${cms.base}/admin/login`);
      await page.getByLabel('Email').fill(officer.email);
      await page.getByLabel('Password').fill(officer.password);
      await page.getByRole('button', { name: /log ?in/i }).click();
      await page.waitForURL(/\/admin(?!\/login)/);

      await page.goto(`${cms.base}/admin/cases`);
      await expect(page.getByRole('link', { name: 'Confirm your sign-in' })).toBeVisible();
      await page.getByRole('link', { name: 'Confirm your sign-in' }).click();
      await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const secret = (await page.getByTestId('totp-secret').textContent())!;
      await page.getByLabel('The 6-digit code the app now shows').fill(await generate({ secret }));
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
      expect(await violationsOf(page)).toEqual([]);

      await page.getByRole('link', { name: 'Continue to the reports' }).click();
      const row = page.getByTestId('case-row').filter({ hasText: reference });
      await expect(row).toContainText('Serious');
      expect(await violationsOf(page)).toEqual([]);
      await page.getByLabel('Reference or medicine').fill(reference);
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page.getByTestId('case-row')).toHaveCount(1);
      const batch = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export E2B (human reports, one market)' }).click();
      expect((await batch).suggestedFilename()).toBe('cases-cro.xml');
      await row.getByRole('link', { name: reference }).click();

      const status = page.getByTestId('case-status');
      await page.getByLabel('New status').selectOption('in-assessment');
      await page.getByRole('button', { name: 'Change status' }).click();
      await expect(status).toHaveText('in-assessment');
      await page.getByLabel('Forwarded to').selectOption('authority');
      await page.getByLabel('On', { exact: true }).fill('2026-11-20');
      await page.getByLabel('Their reference').fill('HALMED-2026-4711');
      await page.getByRole('button', { name: 'Record forwarding' }).click();
      await expect(status).toHaveText('forwarded');
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download E2B(R3) XML' }).click();
      expect((await download).suggestedFilename()).toBe(`HR-FARMADRIA-${reference}.xml`);
      await page.getByLabel('New status').selectOption('closed');
      await page.getByRole('button', { name: 'Change status' }).click();
      await expect(status).toHaveText('closed');

      const timeline = page.getByTestId('timeline');
      for (const step of ['Received', 'Opened', 'Status changed received → in-assessment', 'Forwarded to the authority on 2026-11-20, their reference HALMED-2026-4711', 'E2B downloaded', 'Exported in a list', 'Status changed forwarded → closed']) {
        await expect(timeline).toContainText(step);
      }
      await expect(timeline.getByRole('listitem').filter({ hasText: 'E2B downloaded' })).toContainText(officer.email);
      expect(await violationsOf(page)).toEqual([]);
    } finally {
      await cms.stop();
      await site.stop();
      await scratch.drop();
    }
  });
});
