/**
 * The case page as a Croatian officer (hr-HR browser) reads it: the list fits
 * 1366 px; the report comes first and, at 1600 px, stands beside the work on
 * it; the narrative draft is prose in Croatian and English and the edited
 * text is what the E2B export carries; closing with a question open asks
 * first, by keyboard too, and the confirmed close is on the timeline.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { narrativeDraft } from '@/features/pv/cases/narrative';
import { cleanReport } from '@/features/pv/intake/validation';
import { messagesFor } from '@/i18n/messages';
import type { StaffCatalogue } from '../../apps/cms/src/i18n/catalogue';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { seriousInfant } from '../int/fixtures/reports';
import { startSmtpServer } from '../int/fixtures/smtp';
import { readAssessment } from '../support/e2b/check';
import { cmsBuilt, startTestCms } from '../support/cms';
import { eventually } from '../support/poll';
import { scratchDatabase } from '../support/postgres';
import { startSiteServer } from '../support/site-server';
import { confirmSecondFactor, signIn } from './cms-admin';
import { expect, inMarkets, test, violationsOf } from './support';

// Beside back-office.spec.ts's CMS servers (base + 20, + 22, + 24).
const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 49;
const officer = { email: 'pv.hr@example.com', password: 'vigilance team pass', role: 'pharmacovigilance', markets: ['cro'] } as const;
const hr: StaffCatalogue = staffCatalogues.hr;
/** Two full stops in a row, not an ellipsis: a date's own stop followed by the sentence's. */
const DOUBLED_STOP = /(?<!\.)\.\.(?!\.)/;

test.describe('the PV case page', inMarkets('cro'), () => {
  test.skip(!cmsBuilt && process.env.REQUIRE_POSTGRES !== '1', 'the CMS is not built (npm test builds it)');
  test.setTimeout(240_000);

  test('reads like the report: the list fits 1366 px, the report first and beside the assessment at 1600 px, a prose narrative into E2B, a close that asks first', async ({
    browser,
  }, testInfo) => {
    const smtp = await startSmtpServer();
    const scratch = await scratchDatabase('e2e_case_page');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'case-page-'));
    const mailEnv = { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '200' };
    const site = await startSiteServer({ DATABASE_URL: scratch.url, BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1', ...mailEnv }, dataDir);
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [officer], { env: { ...mailEnv, SITE_URL: site.url, MARKET: 'cro' } });
    const context = await browser.newContext({ locale: 'hr-HR', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    try {
      const report = seriousInfant();
      const sent = await context.request.post(`${site.url}/api/reports`, { data: { ...report, locale: 'hr', idempotencyKey: crypto.randomUUID() } });
      expect(sent.status()).toBe(201);
      const { reference } = (await sent.json()) as { reference: string };
      await eventually('the PV e-mail at the SMTP server', async () => smtp.received.find((mail) => mail.raw.includes(reference)));

      await signIn(page, cms.base, officer);
      await confirmSecondFactor(page);
      // The list's widest row: the officer's e-mail address in its column.
      const assigned = await page.evaluate(
        async ([ref, to]) =>
          (await fetch(`/api/cases/${ref}/assign`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ to }) })).status,
        [reference, officer.email],
      );
      expect(assigned).toBe(200);
      await page.goto(`${cms.base}/admin/cases`);
      await expect(page.getByRole('heading', { name: hr.cases.title })).toBeVisible();
      await expect(page.getByTestId('case-row')).toHaveCount(1);

      // 1366 px: nothing scrolls sideways, and every column's heading is whole and on screen.
      const list = await page.getByTestId('cases').evaluate((cases) => {
        const table = cases.querySelector('.table')!;
        const headings = [...cases.querySelectorAll('thead th')].map((th) => {
          const box = th.getBoundingClientRect();
          return { text: th.textContent, whole: th.scrollWidth <= th.clientWidth && box.left >= 0 && box.right <= window.innerWidth };
        });
        return { page: document.documentElement.scrollWidth <= document.documentElement.clientWidth, table: table.scrollWidth <= table.clientWidth, headings };
      });
      expect(list.page, 'the page does not scroll sideways').toBe(true);
      expect(list.table, 'the table does not scroll sideways').toBe(true);
      const columns = ['reference', 'received', 'market', 'kind', 'status', 'serious', 'suspects', 'due', 'officer', 'duplicateColumn'] as const;
      expect(list.headings).toEqual(columns.map((column) => ({ text: hr.cases[column], whole: true })));
      await page.screenshot({ path: testInfo.outputPath('list-1366.png') });
      expect(await violationsOf(page)).toEqual([]);

      // A wide screen from the start: a page resized while open is still animating Payload's navigation in.
      await page.setViewportSize({ width: 1600, height: 1000 });
      await page.goto(`${cms.base}/admin/cases?ref=${reference}`);
      await expect(page.getByRole('heading', { name: reference, level: 1 })).toBeVisible();

      // The report first, in the DOM and on the screen: left of the work on it, from the same top.
      const headings = await page.getByTestId('case').locator('h2').allTextContents();
      expect(headings[0]).toBe(hr.case.asGiven);
      expect(headings.indexOf(hr.case.asGiven)).toBeLessThan(headings.indexOf(hr.case.assessment));
      const given = (await page.getByTestId('case-report').boundingBox())!;
      const work = (await page.getByTestId('case-work').boundingBox())!;
      expect(given.x + given.width, 'the report is left of the assessment').toBeLessThanOrEqual(work.x);
      expect(Math.round(given.y), 'side by side').toBe(Math.round(work.y));
      await page.screenshot({ path: testInfo.outputPath('case-1600.png') });
      expect(await violationsOf(page)).toEqual([]);

      // A sent mail counts the attempt that sent it.
      const mails = await page
        .getByRole('region', { name: hr.case.emails })
        .locator('tbody tr')
        .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
      const sentAttempts = mails.filter((cells) => cells[2] === hr.mail.sent).map((cells) => cells[3]);
      expect(sentAttempts.length, 'the PV e-mail was sent').toBeGreaterThan(0);
      expect(new Set(sentAttempts)).toEqual(new Set(['1']));

      // The draft: prose in the case's language, then in English; the officer's edit is what E2B carries.
      const values = cleanReport('human', report);
      const draft = [
        narrativeDraft({ kind: 'human', values }, 'hr', messagesFor('hr').report),
        narrativeDraft({ kind: 'human', values }, 'en', messagesFor('en').report),
      ].join('\n\n');
      expect(draft).toContain('3-mjesečni dječak, tjelesne mase 5,8 kg, razvio je nuspojavu „Otežano disanje“');
      expect(draft).toContain('A 3-month-old boy, weighing 5.8 kg, developed “Otežano disanje”');
      const narrative = page.getByLabel(hr.case.narrative);
      await expect(narrative).toHaveValue(draft);
      const edited = draft.replace('Prijavitelj je liječnik.', 'Prijavitelj je liječnik; podatke je potvrdio telefonom.');
      await narrative.fill(edited);
      await page.getByRole('button', { name: hr.case.saveNarrative }).click();
      const timeline = page.getByTestId('timeline');
      await expect(timeline).toContainText(hr.events['narrative-edited']);
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: hr.case.downloadE2b }).click();
      expect(readAssessment(readFileSync((await (await download).path())!, 'utf8')).narrative).toBe(edited);

      // The seriousness reason and the expectedness note stay with the judgements saved.
      const seriousness = page.getByRole('group', { name: hr.case.seriousness });
      await seriousness.getByLabel(hr.seriousness.serious, { exact: true }).check();
      await seriousness.getByLabel(hr.case.reason).fill('Hospitalizacija (E.i.3.2c).');
      await page.getByRole('button', { name: hr.case.recordSeriousness }).click();
      await expect(timeline).toContainText(hr.events['seriousness-assessed']);
      await expect(seriousness.getByLabel(hr.case.reason)).toHaveValue('Hospitalizacija (E.i.3.2c).');
      await page.getByLabel(hr.expectedness.unlisted).check();
      const expectedness = page.getByRole('group', { name: hr.case.expectedness });
      await expectedness.getByLabel(hr.case.note).fill('Nije u SmPC-u (dio 4.8).');
      await page.getByRole('button', { name: hr.case.recordExpectedness }).click();
      await expect(timeline).toContainText(hr.events['expectedness-assessed']);
      await expect(expectedness.getByLabel(hr.case.note)).toHaveValue('Nije u SmPC-u (dio 4.8).');

      const question = 'Je li dijete i dalje na terapiji sirupom X?';
      await page.getByLabel(hr.case.question, { exact: true }).fill(question);
      await page.getByRole('button', { name: hr.case.sendQuestion }).click();
      await expect(page.getByTestId('questions')).toContainText(question);
      await expect(page.getByTestId('questions')).not.toContainText(DOUBLED_STOP);
      await expect(page.getByTestId('case')).not.toContainText(DOUBLED_STOP);

      const status = page.getByTestId('case-status');
      await page.getByLabel(hr.case.newStatus).selectOption('in-assessment');
      await page.getByRole('button', { name: hr.case.changeStatus }).click();
      await expect(status).toHaveText(hr.status['in-assessment']);

      // Closing asks first: the dialog names the open question and the report due; Escape keeps the case open.
      const dueOn = (await page.getByTestId('due-on').textContent())!.trim();
      await page.getByLabel(hr.case.newStatus).selectOption('closed');
      const change = page.getByRole('button', { name: hr.case.changeStatus });
      await change.click();
      const dialog = page.getByRole('dialog', { name: hr.case.closeTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(question);
      await expect(dialog).toContainText(hr.case.closeReportDue.replace('{date}', dueOn));
      await expect(dialog.getByLabel(hr.case.closeReason)).toBeFocused();
      expect(await violationsOf(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(change).toBeFocused();
      await expect(status).toHaveText(hr.status['in-assessment']);

      // By keyboard: the button again, the reason typed, Tab to "close anyway", Enter.
      await page.keyboard.press('Enter');
      await expect(dialog).toBeVisible();
      const reason = 'Prijavitelj je telefonom javio da nema novih podataka.';
      await page.keyboard.type(reason);
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: hr.case.closeAnyway })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(status).toHaveText(hr.status.closed);
      const closed = timeline.getByRole('listitem').filter({ hasText: hr.case.closedAnyway });
      await expect(closed).toHaveCount(1);
      await expect(closed).toContainText(`${hr.status['in-assessment']} → ${hr.status.closed}`);
      await expect(closed).toContainText(hr.case.closedDespiteReport.replace('{date}', dueOn));
      await expect(closed).toContainText(reason);
      await expect(closed).toContainText(officer.email);
      await page.screenshot({ path: testInfo.outputPath('case-closed.png'), fullPage: true });
      expect(await violationsOf(page)).toEqual([]);
    } finally {
      await context.close();
      await cms.stop();
      await site.stop();
      await scratch.drop();
      await smtp.stop();
    }
  });
});
