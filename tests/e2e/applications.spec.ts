/**
 * A job application in Chromium, as a job seeker sends it and as HR reads it: a real PDF
 * through the Apply form of an opening's own page, the confirmation at a real SMTP test server without
 * the CV, then HR in the CMS (second factor, Croatian admin) downloads the same bytes. And
 * what is refused, with reasons in the applicant's language: what is no CV, and a CV that holds
 * a bomb or script.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { bombDocx, pdfWithOpenActionScript, sampleExecutable, samplePdf, sampleSvg } from '@/features/careers/applications/sample-cvs';
import { CV_MAX_BYTES } from '@/features/careers/applications/validation';
import { openingsOf } from '@/features/careers/openings';
import { messagesFor, format } from '@/i18n/messages';
import { interpolate } from '@/lib/placeholders';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { startSmtpServer, type ReceivedMail } from '../int/fixtures/smtp';
import { cmsBuilt, startTestCms } from '../support/cms';
import { eventually } from '../support/poll';
import { scratchDatabase } from '../support/postgres';
import { startSiteServer } from '../support/site-server';
import { enrolOnScreen, signIn } from './cms-admin';
import { builtSnapshot, expect, inMarkets, test, violationsOf } from './support';
import type { Page } from '@playwright/test';

const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 30;
const hrPerson = { email: 'hr.cro@example.com', password: 'human resources pass', role: 'hr', markets: ['cro'] } as const;
const apply = messagesFor('hr').applications;
const staff = staffCatalogues.hr;
const realPdf = path.resolve('apps/site/public/documents/cro/hr/opci-uvjeti-poslovanja.pdf');
/** Markup an applicant or a phished HR account might type: HR's page must show it as the text it is. */
const markup = "<img src=x onerror=\"document.title='xss'\"><script>document.title='xss'</script>";
const noBots = { BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1', APPLICATION_RATE_LIMIT: '100/1h' };

/** The raw mail with quoted-printable soft breaks and escapes undone, as UTF-8. */
const decoded = (mail: ReceivedMail) =>
  Buffer.from(
    mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** HR's first visit to the applications: the second factor enrolled and confirmed, then the list. */
async function confirmSecondFactor(page: Page, base: string) {
  await page.goto(`${base}/admin/applications`);
  await page.getByRole('link', { name: staff.applications.confirmSignIn }).click();
  await enrolOnScreen(page, staff);
  await page.goto(`${base}/admin/applications`);
}

/** Opens the Apply form on the page of the first opening in Croatian; answers its title. */
async function openFirstOpening(page: Page, siteUrl: string): Promise<string> {
  const opening = openingsOf('cro', builtSnapshot('cro').jobs).find((candidate) => candidate.locale === 'hr')!;
  const title = opening.text.title;
  await page.goto(`${siteUrl}${opening.path}`);
  await page.getByRole('button', { name: format(apply.applyFor, { title }) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  return title;
}

async function fillApplicant(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(apply.name).fill('Ana Horvat');
  await dialog.getByLabel(apply.email).fill('ana.horvat@example.com');
  await dialog.getByLabel(apply.phone).fill('+385 91 234 5678');
  await dialog.getByLabel(apply.coverLetter).fill(`Poštovani,\nprilažem životopis. ${markup}`);
  await dialog.locator('#application-privacyAccepted').check();
}

/**
 * The first opening's form filled in but for the CV: its file field, the send button, where the
 * field's refusal shows, and a step that sends a file and expects it refused at the field.
 */
async function filledApplication(page: Page, siteUrl: string) {
  await openFirstOpening(page, siteUrl);
  await fillApplicant(page);
  const dialog = page.getByRole('dialog');
  const cv = dialog.getByLabel(apply.cv);
  const send = dialog.getByRole('button', { name: apply.send });
  const refusal = page.locator('#application-cv-error');
  const refusesToSend = async (file: { name: string; mimeType: string; buffer: Buffer }, reason: string) => {
    await cv.setInputFiles(file);
    await send.click();
    await expect(refusal).toHaveText(reason);
    await expect(cv).toHaveAttribute('aria-invalid', 'true');
  };
  return { cv, send, refusal, refusesToSend };
}

test.describe('job applications', inMarkets('cro'), () => {
  test.use({ locale: 'hr' });
  test.skip(!cmsBuilt && process.env.REQUIRE_POSTGRES !== '1', 'the CMS is not built (npm test builds it)');
  test.setTimeout(180_000);

  test("an application with a real PDF reaches HR, who downloads the same bytes; the applicant's confirmation reaches SMTP without the CV", async ({
    page,
  }) => {
    const smtp = await startSmtpServer();
    const scratch = await scratchDatabase('e2e_applications');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'applications-'));
    const mailEnv = { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '200' };
    const site = await startSiteServer({ DATABASE_URL: scratch.url, ...noBots, ...mailEnv }, dataDir);
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [hrPerson], { env: { ...mailEnv, MARKET: 'cro' } });
    try {
      const title = await openFirstOpening(page, site.url);
      await fillApplicant(page);
      // The file field speaks Croatian, not the browser's language, and shows its keyboard focus.
      const cvBox = page.getByTestId('cv-box');
      await expect(cvBox).toContainText(apply.cvChoose);
      await expect(cvBox).toContainText(apply.cvNone);
      await page.getByRole('dialog').getByLabel(apply.phone).focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('dialog').getByLabel(apply.cv)).toBeFocused();
      expect(await cvBox.evaluate((box) => getComputedStyle(box).outlineStyle)).toBe('solid');
      await page.getByRole('dialog').getByLabel(apply.cv).setInputFiles(realPdf);
      await expect(cvBox).toContainText('opci-uvjeti-poslovanja.pdf');
      await expect(cvBox).not.toContainText(apply.cvNone);
      expect(await violationsOf(page)).toEqual([]);
      await page.getByRole('dialog').getByRole('button', { name: apply.send }).click();
      await expect(page.getByTestId('application-sent')).toContainText(format(apply.thankYouText, { email: 'ana.horvat@example.com' }));
      expect(await violationsOf(page)).toEqual([]);

      const confirmation = await eventually('the confirmation at the SMTP server', async () =>
        smtp.received.find((mail) => mail.envelopeTo.includes('ana.horvat@example.com')),
      );
      const text = decoded(confirmation);
      expect(text).toContain(format(apply.mail.received, { opening: title }));
      expect(text).not.toMatch(/Content-Disposition:\s*attachment/i);
      expect(text).not.toContain('%PDF');
      expect(text).not.toContain(readFileSync(realPdf).subarray(0, 300).toString('base64').slice(0, 60));

      // HR, in a Croatian admin, behind the second factor.
      await signIn(page, cms.base, hrPerson);
      await confirmSecondFactor(page, cms.base);
      const row = page.getByRole('row').filter({ hasText: 'Ana Horvat' });
      await expect(row).toContainText(title);
      await expect(row).toContainText(staff.applications['status-received']);
      await expect(page.locator('.localizer'), 'no content language to switch in the back office').toBeHidden();
      expect(await violationsOf(page)).toEqual([]);
      await row.getByRole('link', { name: 'Ana Horvat' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ana Horvat' })).toBeFocused();
      await expect(page.getByTestId('application')).toContainText('Poštovani,');
      await expect(page.getByTestId('application')).toContainText(staff.options['market-cro']);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: staff.applications.downloadCv }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('opci-uvjeti-poslovanja.pdf');
      expect(readFileSync((await file.path())!).equals(readFileSync(realPdf))).toBe(true);

      await page.getByLabel(staff.applications.newStatus).selectOption('shortlisted');
      await page.getByRole('button', { name: staff.applications.saveStatus }).click();
      await expect(page.getByTestId('application-status')).toHaveText(staff.applications['status-shortlisted']);
      await expect(page.getByTestId('application-history').getByRole('listitem').filter({ hasText: staff.applications['event-downloaded'] })).toContainText(
        hrPerson.email,
      );

      // The applicant's letter and HR's note hold markup: both show as text, and nothing of it runs.
      await page.getByLabel(staff.applications.newNote).fill(`Pozvati na razgovor. ${markup}`);
      await page.getByRole('button', { name: staff.applications.addNote }).click();
      await expect(page.getByTestId('application-notes')).toContainText(`Pozvati na razgovor. ${markup}`);
      await page.reload();
      await expect(page.getByTestId('application-notes')).toContainText(markup);
      await expect(page.getByTestId('application')).toContainText(`prilažem životopis. ${markup}`);
      expect(await page.getByTestId('application').locator('img, script').count()).toBe(0);
      expect(await page.title()).not.toBe('xss');
      expect(await violationsOf(page)).toEqual([]);

      // With 55 older applications the list goes by pages of 50: with the keyboard to the second
      // page, whose application opens and leads back to that page.
      const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
      try {
        await sql`insert into job_applications (created_at, market, locale, closes_on, name, email, phone, cover_letter, pool, cv_file_name, cv_kind, cv_size, cv)
          select timestamptz '2026-11-01 08:00+01' + n * interval '1 minute', 'cro', 'hr', '2999-12-31', 'Kandidat ' || n, 'kandidat' || n || '@example.com', '', '', false, 'cv.pdf', 'pdf', 1, '\\x25'
          from generate_series(1, 55) as n`;
      } finally {
        await sql.end();
      }
      await page.goto(`${cms.base}/admin/applications`);
      await expect(page.getByRole('status').filter({ hasText: interpolate(staff.applications.total, { count: 56 }) })).toBeVisible();
      await expect(page.getByTestId('application-row')).toHaveCount(50);
      const pager = page.getByRole('navigation', { name: staff.applications.pages });
      await expect(pager).toContainText(interpolate(staff.applications.pageOf, { page: 1, pages: 2 }));
      await pager.getByRole('button', { name: staff.applications.older }).focus();
      await page.keyboard.press('Enter');
      await expect(pager).toContainText(interpolate(staff.applications.pageOf, { page: 2, pages: 2 }));
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      await expect(page.getByTestId('application-row')).toHaveCount(6);
      // The pressed button is disabled now: the focus went to the other one, not to the page's start.
      await expect(pager.getByRole('button', { name: staff.applications.newer })).toBeFocused();
      expect(await violationsOf(page)).toEqual([]);
      await page.getByRole('link', { name: 'Kandidat 1', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Kandidat 1' })).toBeFocused();
      await page.getByRole('link', { name: staff.applications.back }).click();
      await expect(page.getByRole('link', { name: 'Kandidat 1', exact: true })).toBeFocused();
      await expect(pager).toContainText(interpolate(staff.applications.pageOf, { page: 2, pages: 2 }));
    } finally {
      await cms.stop();
      await site.stop();
      await scratch.drop();
      await smtp.stop();
    }
  });

  test('refuses a renamed program, an SVG and a file over 10 MB, saying why in Croatian, and stores none of them', async ({ page }) => {
    const scratch = await scratchDatabase('e2e_application_refusals');
    const site = await startSiteServer({ DATABASE_URL: scratch.url, ...noBots });
    try {
      const { cv, refusal, refusesToSend } = await filledApplication(page, site.url);
      await refusesToSend({ name: 'zivotopis.pdf', mimeType: 'application/pdf', buffer: sampleExecutable() }, apply.errors.cvType);
      await refusesToSend({ name: 'zivotopis.svg', mimeType: 'image/svg+xml', buffer: sampleSvg() }, apply.errors.cvType);

      await cv.setInputFiles({ name: 'velik.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(CV_MAX_BYTES + 1, 0x25) });
      await expect(refusal).toHaveText(apply.errors.cvTooLarge);
      expect(await violationsOf(page)).toEqual([]);
      const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
      try {
        expect((await sql`select count(*)::int as n from job_applications`)[0]!.n).toBe(0);
      } finally {
        await sql.end();
      }
    } finally {
      await site.stop();
      await scratch.drop();
    }
  });

  test('refuses a DOCX bomb and a PDF that runs JavaScript, saying why in Croatian, and stores a name with a bidi override without it', async ({ page }) => {
    const scratch = await scratchDatabase('e2e_application_contents');
    const site = await startSiteServer({ DATABASE_URL: scratch.url, ...noBots });
    const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    try {
      const { cv, send, refusesToSend } = await filledApplication(page, site.url);
      // 60 MB of zeros in some 60 KB, as the attack's 816 KB unpacked to 800 MB.
      const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
      await refusesToSend({ name: 'zivotopis.docx', mimeType: docx, buffer: bombDocx(60 * 1024 * 1024) }, apply.errors.cvUnpacksTooLarge);
      await refusesToSend({ name: 'zivotopis.pdf', mimeType: 'application/pdf', buffer: pdfWithOpenActionScript() }, apply.errors.cvPdfScript);
      expect(await violationsOf(page)).toEqual([]);
      expect((await sql`select count(*)::int as n from job_applications`)[0]!.n).toBe(0);

      // U+202E runs what follows right to left, the trick that shows `cv\u202Efdp.exe` as "cvexe.pdf": HR gets the name without it.
      const spoofed = 'cv\u202Efdp.exe.pdf';
      await cv.setInputFiles({ name: spoofed, mimeType: 'application/pdf', buffer: samplePdf() });
      await expect(page.getByTestId('cv-box')).toContainText(spoofed);
      await send.click();
      await expect(page.getByTestId('application-sent')).toBeVisible();
      const stored = await sql`select cv_file_name from job_applications`;
      expect(stored.map((row) => row.cv_file_name)).toEqual(['cvfdp.exe.pdf']);
    } finally {
      await sql.end();
      await site.stop();
      await scratch.drop();
    }
  });
});
