/**
 * HR at work on an application in Chromium, from a Croatian browser (hr-HR): a PDF CV read in
 * the page, in the browser's own PDF viewer inside a sandboxed frame, and a change of status that
 * sends the applicant the e-mail HR edited, in the applicant's language, to a real SMTP server.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { samplePdf } from '@/features/careers/applications/sample-cvs';
import { marketSettings } from '@/content/company';
import { messagesFor } from '@/i18n/messages';
import { interpolate } from '@/lib/placeholders';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { CV_PREVIEW_POLICY } from '../../apps/cms/src/security-headers';
import { decodedHeader, plainTextOf, startSmtpServer } from '../int/fixtures/smtp';
import { startTestCms } from '../support/cms';
import { fullBrowser, launchArgs } from './browsers';
import { cmsSuite, confirmSecondFactor, signIn } from './cms-admin';
import { expect, inMarkets, test, violationsOf } from './support';

/** Its own CMS port: the applications spec's CMS may run beside it. */
const MAIL_CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 46;
const hrPerson = { email: 'hr.cro@example.com', password: 'human resources pass', role: 'hr', markets: ['cro'] } as const;
const staff = staffCatalogues.hr;
/** The address of Chromium's built-in PDF viewer. */
const PDF_VIEWER = 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/';

// The full browser: the headless shell has no PDF viewer.
test.use({ launchOptions: { executablePath: fullBrowser, args: launchArgs } });
const suite = cmsSuite(240_000, { browserLocale: 'hr-HR' });

test(
  'HR reads a PDF CV in the page, then invites the applicant to an interview with the e-mail edited, which reaches them in Slovenian with the markup as text',
  inMarkets('cro'),
  async ({ page }) => {
    const smtp = await startSmtpServer();
    const scratch = await suite.scratch('e2e_application_mail');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'application-mail-'));
    const cms = await startTestCms({ url: scratch.url, dataDir }, MAIL_CMS_PORT, [hrPerson], {
      env: { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '200', MARKET: 'cro' },
    });
    const sql = postgres(scratch.url, { max: 1, onnotice: () => {} });
    try {
      // A Slovenian applicant on the Croatian site, for no opening.
      const cv = samplePdf('Maja Novak, CV');
      await sql`insert into job_applications (market, locale, closes_on, name, email, phone, cover_letter, pool, cv_file_name, cv_kind, cv_size, cv)
        values ('cro', 'sl', '2999-12-31', 'Maja Novak', 'maja.novak@example.com', '+386 1 234 5678', '', false, 'Maja.pdf', 'pdf', ${cv.length}, ${cv})`;
      await signIn(page, cms.base, hrPerson);
      await confirmSecondFactor(page);
      await page.goto(`${cms.base}/admin/applications`);
      const row = page.getByRole('row').filter({ hasText: 'Maja Novak' });
      await expect(row).toContainText(staff.applications.openApplication);
      await row.getByRole('link', { name: 'Maja Novak' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Maja Novak' })).toBeFocused();

      // The CV in the page: the frame's document is the browser's PDF viewer showing the file, which the server sandboxes.
      const show = page.getByRole('button', { name: staff.applications.showCv });
      await show.focus();
      const previewed = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/preview'));
      await page.keyboard.press('Enter');
      const response = await previewed;
      expect(await response.headerValues('content-security-policy')).toEqual([CV_PREVIEW_POLICY]);
      expect(await response.headerValue('content-type')).toBe('application/pdf');
      await expect(page.getByRole('button', { name: staff.applications.hideCv })).toHaveAttribute('aria-expanded', 'true');
      const frame = page.getByTestId('cv-preview');
      await expect(frame).toHaveAttribute('title', interpolate(staff.applications.cvPreviewTitle, { name: 'Maja Novak' }));
      const frameUrl = await frame.evaluate((element: HTMLIFrameElement) => element.src);
      // Chromium's PDF viewer (its built-in extension) renders what the frame loaded.
      await expect.poll(() => page.frames().some((child) => child.url().startsWith(PDF_VIEWER))).toBe(true);
      expect(page.frames().some((child) => child.url() === frameUrl)).toBe(true);
      expect(await violationsOf(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('cv-preview.png'), fullPage: true });

      // Interview, with the e-mail: a Slovenian template, edited before it goes.
      await page.getByLabel(staff.applications.newStatus).selectOption('interview');
      await page.getByLabel(staff.applications.sendMail).check();
      const subject = page.getByLabel(staff.applications.mailSubject);
      const text = page.getByLabel(staff.applications.mailText);
      const sl = messagesFor('sl').applications.statusMail;
      await expect(subject).toHaveValue(sl.interviewSubject.replace('{company}', marketSettings.cro.brandName));
      await expect(text).toHaveValue(/^Spoštovani\/-a Maja Novak,\n\nzahvaljujemo se vam za vašo spontano prijavo\. Vabimo vas na razgovor/);
      await expect(page.getByTestId('status-mail')).toContainText('maja.novak@example.com');
      const template = await text.inputValue();
      await subject.fill('');
      await page.getByRole('button', { name: staff.applications.saveAndSend }).click();
      await expect(page.getByText(staff.applications.mailSubjectMissing)).toBeVisible();
      await expect(subject).toBeFocused();
      await expect(subject).toHaveAttribute('aria-invalid', 'true');
      expect(await violationsOf(page)).toEqual([]);
      await subject.fill('Vabilo na razgovor <b>&e;');
      const edited = template.replace(
        'Vabimo vas na razgovor za zaposlitev.',
        'Vabimo vas na razgovor za zaposlitev v torek, 15. decembra, ob 10. uri. <b>Prosimo</b> &e;',
      );
      await text.fill(edited);
      await page.screenshot({ path: test.info().outputPath('status-mail.png'), fullPage: true });
      const arriving = smtp.nextMail();
      await page.getByRole('button', { name: staff.applications.saveAndSend }).click();
      await expect(
        page.getByRole('status').filter({
          hasText: interpolate(staff.applications.statusSavedMailed, { status: staff.applications['status-interview'], email: 'maja.novak@example.com' }),
        }),
      ).toBeVisible();
      await expect(page.getByTestId('application-status')).toHaveText(staff.applications['status-interview']);

      const mail = await arriving;
      expect(mail.envelopeTo).toEqual(['maja.novak@example.com']);
      expect(decodedHeader(mail.headers.get('subject')!)).toBe('Vabilo na razgovor <b>&e;');
      expect(plainTextOf(mail.raw)).toBe(edited);
      expect(plainTextOf(mail.raw)).toContain('<b>Prosimo</b> &e;');

      // The history says who sent what, and keeps the text as sent.
      const mailed = page.getByTestId('application-history').getByRole('listitem').filter({ hasText: 'Vabilo na razgovor <b>&e;' });
      await expect(mailed).toContainText(hrPerson.email);
      await expect(mailed).toContainText(staff.applications['status-interview']);
      await mailed.getByText(staff.applications.mailSentText).click();
      await expect(mailed.getByTestId('sent-mail')).toHaveText(edited);
      expect(await page.getByTestId('application').locator('b, script').count()).toBe(0);
      await expect(page.getByLabel(staff.applications.sendMail)).toHaveCount(0);
      expect(await violationsOf(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('history.png'), fullPage: true });
    } finally {
      await sql.end();
      await cms.stop();
      await smtp.stop();
    }
  },
);
