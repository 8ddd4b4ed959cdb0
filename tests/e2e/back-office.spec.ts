/**
 * A pharmacovigilance officer's work in Chromium: reports sent as visitors
 * send them, then an officer who signs in to the CMS, sets up and uses the
 * second factor (codes computed here from the enrolled secret), takes a case,
 * assesses and codes it, asks the reporter a question by e-mail (to a real
 * SMTP test server), sees the answer arrive through the reporter's link,
 * forwards, exports and closes the case; the list's clocks and filters. The report's texts hold
 * references, markup and a character XML forbids, and every E2B file it reaches (the PV mail's
 * attachment, the API's downloads, the CLI's export) must read back as typed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { timeZoneOf } from '@/config/markets';
import { marketProfiles } from '@/content/company';
import { addDays } from '@/features/pv/cases/clocks';
import type { ReportKind } from '@/features/pv/intake/fields';
import { reportSections } from '@/features/pv/intake/sections';
import { cleanReport, type ReportValues } from '@/features/pv/intake/validation';
import { format } from '@/i18n/format';
import { messagesFor } from '@/i18n/messages';
import { currentBuildDir } from '@/platform/builds.mjs';
import type { StaffCatalogue } from '../../apps/cms/src/i18n/catalogue';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { formatDay } from '../../apps/cms/src/views/case-words';
import { completeHuman, completeVeterinary, lackOfEfficacyDeath, seriousInfant } from '../int/fixtures/reports';
import { readAsExcel, recordsOf } from '../support/spreadsheet';
import { attachmentOf, startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../int/fixtures/smtp';
import { e2bProblems, readAssessment } from '../support/e2b/check';
import { HOSTILE_TYPED } from '../support/hostile-report';
import { asXmlHoldsIt, strictXml } from '../support/strict-xml';
import { cmsBuilt, startTestCms } from '../support/cms';
import { eventually } from '../support/poll';
import { scratchDatabase } from '../support/postgres';
import { startSiteServer } from '../support/site-server';
import { byId, choose, fillDate, fillHumanStep1, next, REPORT_PATH, t } from './report-form';
import { enrolOnScreen, signIn } from './cms-admin';
import { expect, inMarkets, slowConnection, test, violationsOf, waitingForHydration } from './support';
import type { Browser, Locator, Page } from '@playwright/test';

/** One query on the test's database: the tests read the outbox and the receipt day, and set a case's clock back. */
async function query<T>(databaseUrl: string, run: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await run(sql);
  } finally {
    await sql.end();
  }
}

/** The PV e-mails the site has queued (its outbox holds each mail as it is sent). */
const pvMailsIn = (databaseUrl: string) =>
  query(databaseUrl, async (sql) =>
    (await sql<Array<{ subject: string; text_body: string }>>`select subject, text_body from outbox where kind = 'report'`).map(
      (row) => `${row.subject}\n${row.text_body}`,
    ),
  );

/** Day 0 as the database dated the receipt, in the market's calendar. */
const receiptDay = (databaseUrl: string, reference: string) =>
  query(
    databaseUrl,
    async (sql) =>
      (
        await sql<Array<{ day: string }>>`select (received_at at time zone ${timeZoneOf('cro')})::date::text as day from cases where reference = ${reference}`
      )[0]!.day,
  );

// Each test runs its own CMS (the tests run in parallel): base + 20, + 22, + 24 and + 38 (the other offsets are other specs').
const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 20;
const officer = { email: 'pv.cro@example.com', password: 'vigilance team pass', role: 'pharmacovigilance', markets: ['cro'] } as const;
const en = staffCatalogues.en;
const hr: StaffCatalogue = staffCatalogues.hr;
const bs: StaffCatalogue = staffCatalogues.bs;

/**
 * The serious report a visitor types: a reaction that put her in hospital, in words and a batch
 * that hold references, markup and U+FFFF; the boxes she left empty are sent as "no".
 */
const seriousTyped: ReportValues = {
  kind: 'human',
  consultedProfessional: 'no',
  reporterName: 'Ana Horvat',
  qualification: 'patient',
  onBehalfOf: 'self',
  email: 'ana@example.com',
  initials: 'A. H.',
  ageFormat: 'age',
  age: '42',
  ageUnit: 'years',
  gender: 'F',
  medicines: [{ role: 'suspect', name: 'Lijek A 500 mg tablete', batch: HOSTILE_TYPED.batch, batchUnknown: false, startDate: '2026-11-01' }],
  reactions: [
    {
      description: HOSTILE_TYPED.description,
      reactionStart: '2026-11-05',
      outcome: 'recovering',
      serious: 'yes',
      seriousDeath: false,
      seriousLifeThreatening: false,
      seriousHospitalisation: true,
      seriousDisabling: false,
      seriousCongenital: false,
      seriousOther: false,
    },
  ],
  doctorVisit: false,
  contactPermission: false,
  legalAcknowledgement: true,
};

/** That report through the public form at `address` (the report page, or the reporter's follow-up link); gives its reference. */
async function sendSeriousReport(page: Page, address: string): Promise<string> {
  await page.goto(address);
  await page.getByLabel(t.kinds.human).check();
  await page.getByRole('button', { name: t.start }).click();
  await expect(page.getByRole('heading', { name: t.steps.applicantAndPatient })).toBeFocused();
  await fillHumanStep1(page);
  await next(page);
  await byId(page, 'medicines.0.name').fill('Lijek A 500 mg tablete');
  await byId(page, 'medicines.0.batch').fill(HOSTILE_TYPED.batch);
  await fillDate(page, 'medicines.0.startDate', '2026', '11', '01');
  await next(page);
  await byId(page, 'reactions.0.description').fill(HOSTILE_TYPED.description);
  await fillDate(page, 'reactions.0.reactionStart', '2026', '11', '05');
  await choose(page, 'reactions.0.outcome', t.options.outcome.recovering);
  await choose(page, 'reactions.0.serious', t.options.yesNo.yes);
  await byId(page, 'reactions.0.seriousHospitalisation').check();
  await byId(page, 'legalAcknowledgement').check();
  await next(page);
  await page.getByRole('button', { name: t.actions.send }).click();
  return (await page.getByTestId('report-reference').textContent())!.trim();
}

/** A report as the form's browser code sends it to the public API; gives its reference. */
async function postReport(browser: Browser, siteUrl: string, report: ReportValues): Promise<string> {
  const reporter = await browser.newContext();
  try {
    const sent = await reporter.request.post(`${siteUrl}/api/reports`, { data: { ...report, locale: 'hr', idempotencyKey: crypto.randomUUID() } });
    expect(sent.status()).toBe(201);
    return ((await sent.json()) as { reference: string }).reference;
  } finally {
    await reporter.close();
  }
}

/** The officer's first sign-in: password, then an authenticator set up with a code computed here; in the words of the browser's admin language. */
async function signInWithSecondFactor(page: Page, base: string, words: StaffCatalogue = en) {
  await signIn(page, base, officer);

  await page.goto(`${base}/admin/cases`);
  await expect(page.getByRole('link', { name: words.cases.confirmSignIn })).toBeVisible();
  await page.getByRole('link', { name: words.cases.confirmSignIn }).click();
  await enrolOnScreen(page, words);
  expect(await violationsOf(page)).toEqual([]);
  await page.getByRole('link', { name: words.secondFactor.continue }).click();
}

/** A colleague whose browser asks for Croatian: the admin, our navigation, the API's refusal and the second factor speak it. */
async function seesCroatian(browser: Browser, base: string) {
  const croatian = await browser.newContext({ locale: 'hr' });
  try {
    const page = await croatian.newPage();
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('Email').fill(officer.email);
    await page.getByLabel('Lozinka').fill(officer.password);
    await page.getByRole('button', { name: 'Prijava' }).click();
    await page.waitForURL(/\/admin(?!\/login)/);

    await page.goto(`${base}/admin/cases`);
    await expect(page.getByRole('navigation', { name: 'Stručne službe' }).getByRole('link', { name: 'Prijave nuspojava' })).toBeVisible();
    await expect(page.getByText(hr.api.secondFactorFirst)).toBeVisible();
    await page.getByRole('link', { name: 'Potvrdite prijavu u sustav' }).click();
    await expect(page.getByRole('heading', { name: 'Prijava u dva koraka' })).toBeVisible();
  } finally {
    await croatian.close();
  }
}

/** The rows of "the report as given" on the case page, as [label, value] pairs. */
async function rowsAsGiven(page: Page): Promise<Array<[string, string]>> {
  const given = page.getByRole('region', { name: en.case.asGiven });
  return given
    .locator('.back-office__fact')
    .evaluateAll((facts) =>
      facts.map((fact) => [fact.querySelector('dt')!.textContent!.trim(), fact.querySelector('dd')!.textContent!.trim()] as [string, string]),
    );
}

/** Every value typed, in the words the PV e-mail and the review step give it (the market's language). */
function typedRows(kind: ReportKind, typed: ReportValues): Array<[string, string]> {
  return reportSections(kind, cleanReport(kind, typed), t).flatMap((section) =>
    section.rows.map(([label, value]) => [label, value.trim()] as [string, string]),
  );
}

/** How many events of each label the timeline holds. */
async function timelineCount(timeline: Locator, label: string): Promise<number> {
  return timeline
    .getByRole('listitem')
    .filter({ hasText: ` · ${label}` })
    .count();
}

/** The mail's text with quoted-printable soft breaks and escapes undone, as UTF-8. */
const decoded = (mail: ReceivedMail) =>
  Buffer.from(
    mail.raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Everything wrong with an E2B file of that one report: the structural check, and its texts as a strict parser reads them back. */
function typedE2bProblems(xml: string, reference: string): string[] {
  const problems = e2bProblems(xml, [
    { caseId: `HR-FARMADRIA-${reference}`, reactions: [asXmlHoldsIt(HOSTILE_TYPED.description)], medicines: [{ name: 'Lijek A 500 mg tablete', role: 1 }] },
  ]);
  const batch = problems.length ? undefined : strictXml(xml).getElementsByTagName('lotNumberText')[0]?.textContent;
  return problems.length || batch === asXmlHoldsIt(HOSTILE_TYPED.batch) ? problems : [`the batch reads back as ${JSON.stringify(batch)}`];
}

/** `npm run reports -- export --format e2b` of one report, on the test's database. */
function cliE2b(databaseUrl: string, reference: string): string {
  const root = path.join(import.meta.dirname, '..', '..');
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reports.ts', 'export', '--format', 'e2b', '--ref', reference], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, MARKET: 'cro' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

/** A reporter's answer that tries to be markup, an entity and reversed text. */
const HOSTILE_ANSWER = 'Da &e; <script>alert(1)</script> \u202Eolleh\u202C kraj';

/** Over 400 kbit/s the page's scripts and then the form's own chunk take several seconds. */
const OVER_THE_SLOW_CONNECTION = { timeout: 30_000 };

/** The report form's own chunk in the cro build the site server serves (the one that draws `report-form`). */
const REPORT_FORM_CHUNK = (() => {
  const chunks = path.join(currentBuildDir(process.cwd(), 'cro') ?? '', '_next', 'static', 'chunks');
  return existsSync(chunks)
    ? readdirSync(chunks).find((name) => name.endsWith('.js') && readFileSync(path.join(chunks, name), 'utf8').includes('"report-form"'))
    : undefined;
})();

/** Keeps one script chunk on the way until the returned `arrive` is called; then it comes over the page's connection. */
async function holdChunk(page: Page, chunk: string | undefined): Promise<() => void> {
  expect(chunk, 'the report form’s chunk is in the build').toBeTruthy();
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(`**/_next/static/chunks/${chunk}`, async (route) => {
    await arrived;
    await route.continue();
  });
  return arrive;
}

/** What the page was at each of the visitor's own presses (the loader's repeats are not trusted events), heard before the loader's listener. */
async function pressesOfTheVisitor(page: Page): Promise<() => Promise<Array<{ hydrated: boolean; placeholder: boolean }>>> {
  await page.addInitScript(() => {
    const presses: Array<{ hydrated: boolean; placeholder: boolean }> = [];
    Object.assign(window, { visitorPresses: presses });
    addEventListener(
      'click',
      (event) => {
        if (!event.isTrusted) return;
        presses.push({ hydrated: document.documentElement.hasAttribute('data-hydrated'), placeholder: document.querySelector('[data-hydrating]') !== null });
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { visitorPresses: Array<{ hydrated: boolean; placeholder: boolean }> }).visitorPresses);
}

/** A site server and a CMS over one scratch database, with the officer's account; mail to SMTP when a server is given. */
async function backOffice(name: string, cmsPort: number, smtp?: TestSmtpServer) {
  const scratch = await scratchDatabase(name);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'back-office-'));
  const mailEnv: Record<string, string> = smtp ? { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '200' } : {};
  const site = await startSiteServer({ DATABASE_URL: scratch.url, BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1', ...mailEnv }, dataDir);
  // The question's link leads to this site server.
  const cms = await startTestCms({ url: scratch.url, dataDir }, cmsPort, [officer], { env: { ...mailEnv, SITE_URL: site.url, MARKET: 'cro' } });
  return {
    databaseUrl: scratch.url,
    site,
    cms,
    async stop() {
      await cms.stop();
      await site.stop();
      await scratch.drop();
    },
  };
}

test.describe('the PV back office', inMarkets('cro'), () => {
  // The admin speaks the browser's language (en, hr or sl), which the market fixture sets: these steps read its English.
  test.use({ locale: 'en' });

  // In CI (REQUIRE_POSTGRES=1) a missing build fails the tests instead of skipping them.
  test.skip(!cmsBuilt && process.env.REQUIRE_POSTGRES !== '1', 'the CMS is not built (npm test builds it)');
  test.setTimeout(240_000);

  test('takes a serious case from the public form to closing: as typed, taken, due in 15 days, coded and assessed, a question answered through the link, exported, each step once', async ({
    page,
    browser,
  }) => {
    const smtp = await startSmtpServer();
    const office = await backOffice('e2e_back_office', CMS_PORT, smtp);
    const { site, cms } = office;
    try {
      const reference = await sendSeriousReport(page, site.url + REPORT_PATH);

      await signInWithSecondFactor(page, cms.base);
      const row = page.getByTestId('case-row').filter({ hasText: reference });
      await expect(row).toContainText('Serious');
      await expect(row).toContainText('Lijek A 500 mg tablete');
      expect(await violationsOf(page)).toEqual([]);
      await page.getByLabel(en.cases.search).fill(reference);
      await page.getByRole('button', { name: en.cases.filter }).click();
      await expect(page.getByTestId('case-row')).toHaveCount(1);
      const batch = page.waitForEvent('download');
      await page.getByRole('button', { name: en.cases.exportE2b }).click();
      expect((await batch).suggestedFilename()).toBe('cases-cro.xml');
      expect(typedE2bProblems(readFileSync((await (await batch).path())!, 'utf8'), reference), "the API's export of the list").toEqual([]);
      const pvMail = await eventually('the PV e-mail at the SMTP server', async () =>
        smtp.received.find((mail) => mail.raw.includes(`HR-FARMADRIA-${reference}.xml`)),
      );
      expect(typedE2bProblems(attachmentOf(pvMail.raw, `HR-FARMADRIA-${reference}.xml`), reference), "the PV mail's attachment").toEqual([]);
      expect(typedE2bProblems(cliE2b(office.databaseUrl, reference), reference), "the CLI's export").toEqual([]);
      await row.getByRole('link', { name: reference }).click();

      await expect(page.getByRole('heading', { name: reference })).toBeVisible();
      expect(await rowsAsGiven(page)).toEqual(typedRows('human', seriousTyped));

      await page.getByRole('button', { name: en.case.take }).click();
      await expect(page.getByTestId('assignee')).toHaveText(officer.email);
      const dayZero = await receiptDay(office.databaseUrl, reference);
      await expect(page.getByTestId('day-zero')).toHaveText(formatDay(dayZero, 'en'));
      await expect(page.getByTestId('due-on')).toHaveText(formatDay(addDays(dayZero, 15), 'en'));

      const status = page.getByTestId('case-status');
      await page.getByLabel(en.case.newStatus).selectOption('in-assessment');
      await page.getByRole('button', { name: en.case.changeStatus }).click();
      await expect(status).toHaveText(en.status['in-assessment']);

      const reaction = page.getByTestId('reaction-1');
      await reaction.getByLabel(en.case.lltCode).fill('10013968');
      await reaction.getByLabel(en.case.lltTerm).fill('Dyspnoea');
      await reaction.getByLabel(en.case.meddraVersion).fill('27.1');
      await reaction.getByRole('button', { name: en.case.saveCoding }).click();
      await expect(reaction).toContainText('Coded as 10013968 Dyspnoea (MedDRA 27.1)');
      await reaction.getByLabel('WHO-UMC causality of Lijek A 500 mg tablete').selectOption('probable');
      await reaction.getByRole('button', { name: en.case.saveCausality }).click();
      const timeline = page.getByTestId('timeline');
      await expect(timeline).toContainText(`${en.events['causality-assessed']} reaction 1, medicine 1: ${en.whoUmc.probable}`);
      const narrative =
        'Žena (42) hospitalizirana zbog otežanog disanja nakon Lijeka A; oporavlja se. Vremenski slijed uvjerljiv, druga objašnjenja manje vjerojatna.';
      await page.getByLabel(en.case.narrative).fill(narrative);
      await page.getByRole('button', { name: en.case.saveNarrative }).click();
      await expect(timeline).toContainText(en.events['narrative-edited']);

      const question = 'Je li disanje sada potpuno normalno, i jeste li nastavili uzimati Lijek A?';
      await page.getByLabel(en.case.question, { exact: true }).fill(question);
      await page.getByRole('button', { name: en.case.sendQuestion }).click();
      await expect(page.getByTestId('questions')).toContainText(question);
      await expect(page.getByTestId('questions')).toContainText(en.case.waiting);
      expect(await violationsOf(page)).toEqual([]);

      const { questionIntro } = messagesFor('hr').report.mail;
      const asked = await eventually('the question mail at the SMTP server', async () => smtp.received.find((mail) => decoded(mail).includes(questionIntro)));
      expect(asked.envelopeTo).toEqual(['ana@example.com']);
      const text = decoded(asked);
      for (const healthData of [question, 'Lijek A', HOSTILE_TYPED.description, 'A. H.', 'Ana Horvat', 'Dyspnoea', narrative])
        expect(text).not.toContain(healthData);
      const link = new RegExp(`${site.url.replace(/[.:/]/g, '\\$&')}${REPORT_PATH}\\?followUp=[a-zA-F]{32}`).exec(text)?.[0];
      expect(link, 'the mail links to the public report form').toBeTruthy();

      const reporter = await browser.newContext({ locale: 'hr-HR' });
      try {
        // The reporter's own browser: a page of our fixture waits for the form's scripts, so her
        // first press lands on the form and not on the placeholder the loader holds it from.
        const reporterPage = waitingForHydration(await reporter.newPage());
        await reporterPage.goto(link!);
        await expect(reporterPage.getByTestId('follow-up-questions')).toContainText(question);
        expect(await violationsOf(reporterPage)).toEqual([]);
        const answer = await sendSeriousReport(reporterPage, link!);
        await page.getByRole('button', { name: en.case.back }).click();
        await page.getByTestId('case-row').filter({ hasText: reference }).getByRole('link', { name: reference }).click();
        await expect(page.getByTestId('questions')).toContainText(`Answered by follow-up ${answer}.`);
      } finally {
        await reporter.close();
      }

      await page.getByLabel(en.case.forwardedTo).selectOption('authority');
      await page.getByLabel(en.case.on, { exact: true }).fill('2026-11-20');
      await page.getByLabel(en.case.theirReference).fill('HALMED-2026-4711');
      await page.getByRole('button', { name: en.case.recordForwarding }).click();
      await expect(status).toHaveText(en.status.forwarded);
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: en.case.downloadE2b }).click();
      const e2b = await download;
      expect(e2b.suggestedFilename()).toBe(`HR-FARMADRIA-${reference}.xml`);
      const xml = readFileSync((await e2b.path())!, 'utf8');
      expect(typedE2bProblems(xml, reference), "the API's download of the case").toEqual([]);
      const assessment = readAssessment(xml);
      expect(assessment.codes).toEqual([{ code: '10013968', version: '27.1' }]);
      expect(assessment.causality.map((item) => [item.result, item.method])).toEqual([['Probable', 'WHO-UMC']]);
      expect(assessment.narrative).toBe(narrative);
      await page.getByLabel(en.case.newStatus).selectOption('closed');
      await page.getByRole('button', { name: en.case.changeStatus }).click();
      await expect(status).toHaveText(en.status.closed);

      const once = [
        'received',
        'assigned',
        'reaction-coded',
        'causality-assessed',
        'narrative-edited',
        'follow-up-requested',
        'follow-up-received',
        'follow-up-request-answered',
        'forwarded',
        'e2b-downloaded',
        'list-exported',
      ] as const;
      for (const type of once) expect(await timelineCount(timeline, en.events[type]), type).toBe(1);
      expect(await timelineCount(timeline, en.events.viewed), 'one look per opening: the case was opened twice').toBe(2);
      expect(await timelineCount(timeline, en.events['status-changed']), 'received → in assessment → closed').toBe(2);
      await expect(timeline.getByRole('listitem').filter({ hasText: en.events['e2b-downloaded'] })).toContainText(officer.email);
      expect(await violationsOf(page)).toEqual([]);
    } finally {
      await office.stop();
      await smtp.stop();
    }
  });

  test('the reporter (hr-HR) answers under each question, once with Send pressed before the form’s scripts came over a slow connection; each answer lands on the case under its question, with its event, and closes it', async ({
    page,
    browser,
  }) => {
    const smtp = await startSmtpServer();
    const office = await backOffice('e2e_back_office_answers', CMS_PORT + 22, smtp);
    const { site, cms } = office;
    const words = messagesFor('hr').report;
    const answerTo = (number: number) => format(words.followUpQuestions.answerLabel, { number });
    try {
      const reference = await postReport(browser, site.url, seriousTyped);
      await signInWithSecondFactor(page, cms.base);
      await page.getByTestId('case-row').filter({ hasText: reference }).getByRole('link', { name: reference }).click();
      const questions = ['Je li disanje sada potpuno normalno?', 'Jeste li nastavili uzimati Lijek A?'];
      for (const question of questions) {
        await page.getByLabel(en.case.question, { exact: true }).fill(question);
        await page.getByRole('button', { name: en.case.sendQuestion }).click();
        await expect(page.getByTestId('questions')).toContainText(question);
      }
      const asked = await eventually('a question mail at the SMTP server', async () =>
        smtp.received.find((mail) => decoded(mail).includes(words.mail.questionIntro)),
      );
      const link = new RegExp(`${site.url.replace(/[.:/]/g, '\\$&')}${REPORT_PATH}\\?followUp=[a-zA-F]{32}`).exec(decoded(asked))![0];

      const reporter = await browser.newContext({ locale: 'hr-HR' });
      try {
        // First at ease: the questions, each with its own answer form, above the full form; her answer holds markup, an entity and bidi controls.
        const first = waitingForHydration(await reporter.newPage());
        let dialogs = 0;
        first.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs++));
        await first.goto(link);
        const shown = first.getByTestId('follow-up-question');
        await expect(shown).toHaveCount(2);
        await expect(first.getByTestId('report-form')).toBeVisible();
        await expect(first.getByText(words.followUpQuestions.fullFormHint)).toBeVisible();
        expect(await violationsOf(first)).toEqual([]);
        await shown.nth(0).getByRole('button', { name: words.followUpQuestions.send }).click();
        await expect(shown.nth(0).getByText(words.errors.answerMissing)).toBeVisible();
        await expect(shown.nth(0).getByLabel(answerTo(1))).toBeFocused();
        await shown.nth(0).getByLabel(answerTo(1)).fill(HOSTILE_ANSWER);
        await shown.nth(0).getByRole('button', { name: words.followUpQuestions.send }).click();
        await expect(shown.nth(0).getByRole('status')).toHaveText(format(words.followUpQuestions.sent, { reference }));
        expect(await violationsOf(first)).toEqual([]);
        expect(dialogs, 'the answer ran no script').toBe(0);
        await first.close();

        // Then on a slow connection, the full form's chunk held back: her Send comes while the loader still holds presses.
        const slow = await reporter.newPage();
        await slowConnection(slow);
        const presses = await pressesOfTheVisitor(slow);
        const arrive = await holdChunk(slow, REPORT_FORM_CHUNK);
        const posted: string[] = [];
        slow.on('request', (request) => request.url().endsWith('/api/reports/answers') && posted.push(request.postData() ?? ''));
        await slow.goto(link, { waitUntil: 'domcontentloaded' });
        const open = slow.getByTestId('follow-up-question');
        await expect(open, 'the first question is answered: only the second is open').toHaveCount(1, OVER_THE_SLOW_CONNECTION);
        await expect(open).toContainText(questions[1]!);
        await open.getByLabel(answerTo(2)).fill('Ne, prestala sam nakon otpusta iz bolnice.');
        await open.getByRole('button', { name: words.followUpQuestions.send }).click();
        await open.getByRole('button', { name: words.followUpQuestions.send }).click();
        expect(await presses(), 'both presses came before the form’s scripts, and were held').toEqual([
          { hydrated: true, placeholder: true },
          { hydrated: true, placeholder: true },
        ]);
        expect(posted, 'nothing sent while the press is held').toEqual([]);
        arrive();
        await expect(open.getByRole('status')).toHaveText(format(words.followUpQuestions.sent, { reference }), OVER_THE_SLOW_CONNECTION);
        await expect(slow.locator('html')).toHaveAttribute('data-scripts', 'ready');
        expect(posted.length, 'the impatient second press is held once: one answer sent').toBe(1);

        // Her link again: nothing left to answer, the full form still there; a link that names nothing says so.
        await slow.reload();
        await expect(slow.getByTestId('follow-up-none')).toHaveText(format(words.followUpQuestions.nothingOpen, { reference }), OVER_THE_SLOW_CONNECTION);
        const stranger = waitingForHydration(await reporter.newPage());
        await stranger.goto(`${site.url}${REPORT_PATH}?followUp=abcdefghijklmnopqrstuvwxyzABCDEF`);
        await expect(stranger.getByRole('heading', { name: words.followUpQuestions.linkGoneTitle })).toBeVisible();
        await expect(stranger.getByText(words.followUpQuestions.linkGone)).toBeVisible();
        expect(await violationsOf(stranger)).toEqual([]);
      } finally {
        await reporter.close();
      }

      // The officer: each answer under its question, as typed; its event; the team's mail.
      await page.reload();
      const listed = page.getByTestId('questions').getByRole('listitem');
      await expect(listed.nth(0).locator('.back-office__answer')).toHaveText(HOSTILE_ANSWER.trim());
      await expect(listed.nth(1).locator('.back-office__answer')).toHaveText('Ne, prestala sam nakon otpusta iz bolnice.');
      for (const item of [listed.nth(0), listed.nth(1)]) await expect(item).toContainText(en.case.answeredByReporter.split('{')[0]!.trim());
      await expect(page.getByTestId('questions')).not.toContainText(en.case.waiting);
      const timeline = page.getByTestId('timeline');
      expect(await timelineCount(timeline, en.events['reporter-answered'])).toBe(2);
      await expect(timeline).toContainText(`${en.events['reporter-answered']} question 1`);
      await expect(timeline).toContainText(`${en.events['reporter-answered']} question 2`);
      expect(await violationsOf(page)).toEqual([]);
      const answerMails = await eventually('both answers mailed to the team', async () => {
        const found = smtp.received.filter((mail) => decoded(mail).includes(words.mail.answerIntro));
        return found.length === 2 ? found : undefined;
      });
      for (const mail of answerMails) expect(mail.envelopeTo).toEqual([marketProfiles.cro.pharmacovigilance.email]);
    } finally {
      await office.stop();
      await smtp.stop();
    }
  });

  test('shows a non-serious veterinary case as sent, due in 30 days; counts an overdue serious case on the dashboard; filters the list by mine, overdue and due date in English, Croatian and Bosnian', async ({
    page,
    browser,
  }) => {
    const office = await backOffice('e2e_back_office_clocks', CMS_PORT + 4);
    const { site, cms } = office;
    try {
      const veterinary: ReportValues = {
        ...completeVeterinary(),
        animalAge: '6',
        animalAgeUnit: 'years',
        weight: '32',
        numberTreated: '2',
        numberAffected: '1',
        numberDied: '0',
      };
      const animal = await postReport(browser, site.url, veterinary);
      const late = await postReport(browser, site.url, seriousInfant());
      // The serious case's day 0 was 16 days ago: one day past its 15.
      await query(office.databaseUrl, (sql) => sql`update cases set day_zero = day_zero - 16, due_on = day_zero - 16 + 15 where reference = ${late}`);

      await signInWithSecondFactor(page, cms.base);
      await page.goto(`${cms.base}/admin`);
      await expect(page.getByTestId('clocks-open').locator('dd')).toHaveText('2');
      await expect(page.getByTestId('clocks-overdue').locator('dd')).toHaveText('1');

      await page.goto(`${cms.base}/admin/cases`);
      await page.getByTestId('case-row').filter({ hasText: animal }).getByRole('link', { name: animal }).click();
      await expect(page.getByRole('heading', { name: animal })).toBeVisible();
      expect(await rowsAsGiven(page)).toEqual(typedRows('veterinary', veterinary));
      const dayZero = await receiptDay(office.databaseUrl, animal);
      await expect(page.getByTestId('due-on')).toHaveText(formatDay(addDays(dayZero, 30), 'en'));
      await page.getByRole('button', { name: en.case.take }).click();
      await expect(page.getByTestId('assignee')).toHaveText(officer.email);
      await page.getByRole('button', { name: en.case.back }).click();

      const rows = page.getByTestId('case-row');
      const filterBy = async (catalogue: StaffCatalogue, choose: (form: Locator) => Promise<void>) => {
        const form = page.getByRole('search');
        await form.getByLabel(catalogue.cases.mine).uncheck();
        await form.getByLabel(catalogue.cases.overdueOnly).uncheck();
        await form.getByLabel(catalogue.cases.dueBy).fill('');
        await choose(form);
        await form.getByRole('button', { name: catalogue.cases.filter }).click();
      };
      const inTwoWeeks = addDays(dayZero, 14);
      for (const [catalogue, language] of [
        [en, 'en'],
        [hr, 'hr'],
        [bs, 'bs'],
      ] as const) {
        await page.context().addCookies([{ name: 'payload-lng', value: language, url: cms.base }]);
        await page.goto(`${cms.base}/admin/cases`);
        await expect(page.getByRole('heading', { name: catalogue.cases.title })).toBeVisible();
        await expect(rows).toHaveCount(2);

        await filterBy(catalogue, (form) => form.getByLabel(catalogue.cases.mine).check());
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText(animal);

        await filterBy(catalogue, (form) => form.getByLabel(catalogue.cases.overdueOnly).check());
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText(late);
        await expect(rows.first()).toContainText(catalogue.cases.overdue);
        await expect(rows.first()).toContainText(catalogue.cases.human);
        await expect(rows.first()).toContainText(catalogue.status.received);

        await filterBy(catalogue, (form) => form.getByLabel(catalogue.cases.dueBy).fill(inTwoWeeks));
        await expect(rows).toHaveCount(1);
        await expect(rows.first()).toContainText(late);
        expect(await violationsOf(page), language).toEqual([]);
      }
    } finally {
      await office.stop();
    }
  });

  test('flags the same case sent from two browsers, shows it in the PV e-mail, and records the confirmed link; a Croatian browser gets Croatian', async ({
    page,
    browser,
  }) => {
    const office = await backOffice('e2e_back_office_duplicates', CMS_PORT + 2);
    const { site, cms } = office;
    try {
      const references: string[] = [];
      for (const reporter of ['ana@example.com', 'marko@example.com'])
        references.push(await postReport(browser, site.url, { ...completeHuman(), email: reporter }));
      const [first, second] = references as [string, string];
      const pvMail = await eventually('the PV e-mail of the second report', async () =>
        (await pvMailsIn(office.databaseUrl)).find((mail) => mail.includes(second) && mail.includes(messagesFor('hr').report.mail.possibleDuplicates)),
      );
      expect(pvMail).toContain(first);

      await signInWithSecondFactor(page, cms.base);
      const row = page.getByTestId('case-row').filter({ hasText: second });
      await expect(row).toContainText('Possible duplicate');
      await row.getByRole('link', { name: second }).click();
      await page.getByRole('button', { name: `Duplicate of ${first}` }).click();
      await expect(page.getByText(`${first}: confirmed`)).toBeVisible();
      const confirmed = page.getByTestId('timeline').getByRole('listitem').filter({ hasText: 'Duplicate confirmed' });
      await expect(confirmed).toContainText(officer.email);
      expect(await violationsOf(page)).toEqual([]);
      await seesCroatian(browser, cms.base);
    } finally {
      await office.stop();
    }
  });
});

test.describe('a veterinary case in the PV back office', inMarkets('cro'), () => {
  test.skip(!cmsBuilt && process.env.REQUIRE_POSTGRES !== '1', 'the CMS is not built (npm test builds it)');
  test.setTimeout(240_000);

  test('is assessed on the ABON scale (A, probable), due 30 days after day 0 though serious, and its VICH files carry the coded term and ABON under Croatian headers', async ({
    browser,
  }) => {
    const office = await backOffice('e2e_back_office_veterinary', CMS_PORT + 23);
    const { site, cms } = office;
    // A Croatian officer: the browser asks for hr-HR, the admin answers in Croatian.
    const croatian = await browser.newContext({ locale: 'hr-HR' });
    try {
      const page = waitingForHydration(await croatian.newPage());
      const herd = await postReport(browser, site.url, lackOfEfficacyDeath());
      await signInWithSecondFactor(page, cms.base, hr);
      await page.getByTestId('case-row').filter({ hasText: herd }).getByRole('link', { name: herd }).click();
      await expect(page.getByRole('heading', { name: herd })).toBeVisible();

      const dayZero = await receiptDay(office.databaseUrl, herd);
      await expect(page.getByTestId('due-on')).toHaveText(formatDay(addDays(dayZero, 30), 'hr'));
      await expect(page.getByTestId('clock-rule')).toHaveText(hr.case.clockVeterinary);

      const reaction = page.getByTestId('reaction-1');
      await reaction.getByLabel(hr.case.lltCode).fill('10061428');
      await reaction.getByLabel(hr.case.lltTerm).fill('Lack of efficacy');
      await reaction.getByLabel(hr.case.meddraVersion).fill('27.1');
      await reaction.getByRole('button', { name: hr.case.saveCoding }).click();
      await expect(reaction).toContainText('10061428 Lack of efficacy');
      // One ABON choice per suspect product (the concomitant one is not assessed), WHO-UMC nowhere.
      const choice = reaction.getByLabel('Uzročnost prema ABON za Mastivet 600 mg');
      await expect(choice).toHaveAccessibleDescription(new RegExp(hr.abonHint.A.replace(/[.()]/g, '\\$&')));
      expect(await choice.locator('option').allTextContents()).toEqual([hr.case.notAssessed, ...Object.values(hr.abon)]);
      await expect(reaction.getByLabel(/WHO-UMC/)).toHaveCount(0);
      await choice.selectOption({ label: 'A (vjerojatna)' });
      await reaction.getByRole('button', { name: hr.case.saveCausality }).click();
      const assessed = page.getByTestId('timeline').getByRole('listitem').filter({ hasText: hr.events['causality-assessed'] });
      await expect(assessed).toContainText('A (vjerojatna)');
      await expect(reaction.getByLabel('Uzročnost prema ABON za Mastivet 600 mg')).toHaveValue('A');
      expect(await violationsOf(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath('veterinary-case.png'), fullPage: true });

      await page.getByRole('button', { name: hr.case.back }).click();
      const search = page.getByRole('search');
      await search.getByLabel(hr.cases.kind).selectOption('veterinary');
      await search.getByRole('button', { name: hr.cases.filter }).click();
      await expect(page.getByTestId('case-row')).toHaveCount(1);
      const downloaded = async (name: string) => {
        const download = page.waitForEvent('download');
        await page.getByRole('link', { name }).click();
        return readAsExcel(readFileSync((await (await download).path())!, 'utf8'));
      };
      const words = hr.vichSheet;
      const reports = await downloaded(hr.cases.vichReports);
      expect(
        reports[0]!.every((header) => !header.includes('_')),
        'every column headed in words',
      ).toBe(true);
      const [report] = recordsOf(reports);
      expect(report!['A.4.1 Jedinstveni broj prijave štetnog događaja']).toBe(`HR-FARMADRIA-${herd}`);
      expect(report!['A.4 Vrsta informacije (riječima)']).toBe(messagesFor('hr').report.options.vetReportType.lackOfEfficacy);
      expect([report![`B.3 ${words['B.3_clinical_signs_term']}`], report![`B.3 ${words['B.3_clinical_signs_terminology_version']}`]]).toEqual([
        'Lack of efficacy',
        'MedDRA 27.1',
      ]);
      const products = recordsOf(await downloaded(hr.cases.vichProducts));
      expect(products.map((row) => [row[`B.2 ${words['B.2_registered_name']}`], row['B.2 Uzročnost (ABON)'], row['B.2 Uzročnost (ABON) (riječima)']])).toEqual([
        ['Mastivet 600 mg', 'A', 'A (vjerojatna)'],
        ['Kalcijev borglukonat', '', ''],
      ]);
      expect(await violationsOf(page)).toEqual([]);
    } finally {
      await croatian.close();
      await office.stop();
    }
  });
});
