import type { Page } from '@playwright/test';
import { pathOf } from '@/routes';
import { attachmentOf, startSmtpServer, type TestSmtpServer } from '../int/fixtures/smtp';
import { scratchDatabase, type ScratchDatabase } from '../support/postgres';
import { startSiteServer, type SiteServer } from '../support/site-server';
import { e2bProblems } from '../support/e2b/check';
import { byId, choose, en, fillDate, fillHumanStep1, next, REPORT_PATH, startHuman, t } from './report-form';
import { AFTER_SOLVING, expect, inMarkets, test, violationsOf } from './support';

async function expectNoA11yViolations(page: Page) {
  // Measure target sizes with nothing scrolled beneath the sticky header.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  expect(await violationsOf(page, '[data-testid="report-form"]')).toEqual([]);
}

async function fillHumanStep2(page: Page) {
  await byId(page, 'medicines.0.name').fill('Lijek A 500 mg tablete');
  await byId(page, 'medicines.0.batchUnknown').check();
  await fillDate(page, 'medicines.0.startDate', '2026', '11', '01');
}

async function fillHumanStep3(page: Page) {
  await byId(page, 'reactions.0.description').fill('Osip po rukama i svrbež <b>jak</b>.');
  await fillDate(page, 'reactions.0.reactionStart', '2026', '11', '05');
  await choose(page, 'reactions.0.outcome', t.options.outcome.recovering);
  await byId(page, 'legalAcknowledgement').check();
}

/** Fills the three human steps and stops at the review page. */
async function fillHumanReport(page: Page, base: string) {
  await startHuman(page, base);
  await fillHumanStep1(page);
  await next(page);
  await fillHumanStep2(page);
  await next(page);
  await fillHumanStep3(page);
  await next(page);
  await expect(page.getByRole('heading', { name: t.steps.review })).toBeVisible();
}

test.describe('adverse-effect report', inMarkets('cro'), () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  // cro only: reporting is enabled in cro.

  let smtp: TestSmtpServer;
  let site: SiteServer;
  let scratch: ScratchDatabase;

  test.beforeAll(async () => {
    scratch = await scratchDatabase('e2e_reports');
    smtp = await startSmtpServer();
    site = await startSiteServer({ SMTP_URL: smtp.url, DATABASE_URL: scratch.url, OUTBOX_RETRY_BASE_MS: '200', REPORT_RATE_LIMIT: '1000/1h' });
  });
  test.afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
    await scratch?.drop();
  });

  const storedReference = (reference: string) => scratch.sql`select reference, kind, payload from reports where reference = ${reference}`;

  test('a complete human report goes end to end: stored, mailed, acknowledged with its reference', async ({ page }) => {
    await fillHumanReport(page, site.url);
    await expect(page.getByText('Lijek A 500 mg tablete')).toBeVisible();
    const arrivals = smtp.received.length;
    await page.getByRole('button', { name: t.actions.send }).click();

    await expect(page.getByTestId('report-success')).toContainText(t.success.title, AFTER_SOLVING);
    const reference = (await page.getByTestId('report-reference').textContent())!;
    expect(reference).toMatch(/^NUS-\d{4}-\d{6}$/);
    await expect(page.getByText(t.success.emailSent)).toBeVisible();
    const [row] = await storedReference(reference);
    expect(row?.kind).toBe('human');

    await expect.poll(() => smtp.received.length - arrivals, { timeout: 30_000 }).toBe(2);
    const mails = smtp.received.slice(arrivals);
    const pv = mails.find((mail) => mail.headers.get('subject') === `Nuspojava ${reference}`)!;
    expect(pv.envelopeTo).toEqual(['farmakovigilancija@hr.farmadria.example']);
    expect(pv.raw).toContain('&lt;b&gt;jak&lt;/b&gt;');
    const summary = mails.find((mail) => mail.envelopeTo.includes('ana@example.com'))!;
    expect(summary.raw).toContain(reference);
    expect(await page.evaluate(() => sessionStorage.getItem('report-draft'))).toBeNull();
  });

  test('a complete veterinary report goes end to end', async ({ page }) => {
    await page.goto(site.url + pathOf('prijava-nuspojava', 'en'));
    await page.getByLabel(en.kinds.veterinary).check();
    await page.getByRole('button', { name: en.start }).click();
    await choose(page, 'reporterType', en.options.reporterType.veterinarian);
    await byId(page, 'reporterName').fill('Ivo Kovač');
    await byId(page, 'phone').fill('+385 91 000 0000');
    await page.getByRole('button', { name: en.actions.next, exact: true }).click();
    await choose(page, 'reportType', en.options.vetReportType.animalReaction);
    await choose(page, 'species', en.options.species.dog);
    await byId(page, 'breed').fill('Labrador');
    await byId(page, 'weight').fill('28.5');
    await byId(page, 'description').fill('Vomiting two hours after the dose.');
    await page.getByRole('button', { name: en.actions.next, exact: true }).click();
    await byId(page, 'products.0.name').fill('Vet medicine X');
    await byId(page, 'products.0.batchUnknown').check();
    await page.getByRole('button', { name: en.actions.next, exact: true }).click();
    await byId(page, 'legalAcknowledgement').check();
    await page.getByRole('button', { name: en.actions.next, exact: true }).click();
    const arrivals = smtp.received.length;
    await page.getByRole('button', { name: en.actions.send }).click();
    const reference = (await page.getByTestId('report-reference').textContent())!;
    expect(reference).toMatch(/^VET-\d{4}-\d{6}$/);
    expect((await storedReference(reference))[0]?.kind).toBe('veterinary');
    await expect
      .poll(() => smtp.received.slice(arrivals).filter((m) => m.headers.get('subject') === `Nuspojava ${reference}`).length, { timeout: 30_000 })
      .toBe(1);
  });

  test('a serious infant case with two reactions, a suspect and a concomitant medicine reaches PV with a valid E2B file', async ({ page }) => {
    await startHuman(page, site.url);
    await choose(page, 'consultedProfessional', t.options.yesNo.no);
    await byId(page, 'reporterName').fill('Iva Perić');
    await choose(page, 'qualification', t.options.qualification.patient);
    await choose(page, 'onBehalfOf', t.options.behalf.other);
    await byId(page, 'initials').fill('L. P.');
    await choose(page, 'ageFormat', t.options.ageFormat.age);
    await byId(page, 'age').fill('3');
    await choose(page, 'ageUnit', t.options.ageUnit.months);
    await choose(page, 'gender', t.options.gender.F);
    await next(page);
    await byId(page, 'medicines.0.name').fill('Sirup X');
    await byId(page, 'medicines.0.batch').fill('SX-2211');
    await fillDate(page, 'medicines.0.startDate', '2026', '10');
    await choose(page, 'medicines.0.unusual', t.options.yesNo.yes);
    await byId(page, 'medicines.0.specialSituations').getByLabel(t.options.specialSituation.counterfeit, { exact: true }).check();
    await page.getByRole('button', { name: t.repeat.medicines.add }).click();
    await choose(page, 'medicines.1.role', t.options.drugRole.concomitant);
    await byId(page, 'medicines.1.name').fill('Vitamin D kapi');
    await next(page);
    await byId(page, 'reactions.0.description').fill('Otežano disanje');
    await fillDate(page, 'reactions.0.reactionStart', '2026', '11', '02');
    await choose(page, 'reactions.0.outcome', t.options.outcome.recovering);
    await choose(page, 'reactions.0.serious', t.options.yesNo.yes);
    await byId(page, 'reactions.0.seriousLifeThreatening').check();
    await byId(page, 'reactions.0.seriousHospitalisation').check();
    await page.getByRole('button', { name: t.repeat.reactions.add }).click();
    await byId(page, 'reactions.1.description').fill('Osip po trbuhu');
    await choose(page, 'reactions.1.outcome', t.options.outcome.recovered);
    await byId(page, 'legalAcknowledgement').check();
    await next(page);
    await expect(page.getByRole('heading', { name: t.steps.review })).toBeVisible();
    for (const value of [
      'Iva Perić',
      'L. P.',
      t.options.ageUnit.months,
      'Sirup X',
      'SX-2211',
      t.options.specialSituation.counterfeit,
      'Vitamin D kapi',
      t.options.drugRole.concomitant,
      'Otežano disanje',
      'Osip po trbuhu',
      t.fields.seriousLifeThreatening,
      t.fields.seriousHospitalisation,
    ]) {
      await expect(page.getByTestId('report-form').getByText(value, { exact: false }).first()).toBeVisible();
    }
    await page.reload();
    await expect(page.getByText('Osip po trbuhu').first()).toBeVisible();
    const arrivals = smtp.received.length;
    await page.getByRole('button', { name: t.actions.send }).click();
    const reference = (await page.getByTestId('report-reference').textContent())!;
    await expect.poll(() => smtp.received.length - arrivals, { timeout: 30_000 }).toBe(1);
    const pv = smtp.received.slice(arrivals).find((mail) => mail.headers.get('subject')?.includes(reference))!;
    expect(pv.headers.get('subject')).toBe(`[OZBILJNO] Nuspojava ${reference}`);
    const xml = attachmentOf(pv.raw, `HR-FARMADRIA-${reference}.xml`);
    expect(
      e2bProblems(xml, [
        {
          caseId: `HR-FARMADRIA-${reference}`,
          reactions: ['Otežano disanje', 'Osip po trbuhu'],
          medicines: [
            { name: 'Sirup X', role: 1 },
            { name: 'Vitamin D kapi', role: 2 },
          ],
        },
      ]),
    ).toEqual([]);
    const [row] = await storedReference(reference);
    const payload = row!.payload as { age: number; ageUnit: string; medicines: Array<{ startDate: string; specialSituations: unknown[] }> };
    expect([payload.age, payload.ageUnit, payload.medicines[0]!.startDate]).toEqual([3, 'mo', '2026-10']);
    expect(payload.medicines[0]!.specialSituations).toEqual([1]);
  });

  test('a veterinary lack-of-efficacy case with two products and an animal that died', async ({ page }) => {
    await page.goto(site.url + pathOf('prijava-nuspojava', 'en'));
    await page.getByLabel(en.kinds.veterinary).check();
    await page.getByRole('button', { name: en.start }).click();
    const forward = () => page.getByRole('button', { name: en.actions.next, exact: true }).click();
    await choose(page, 'reporterType', en.options.reporterType.veterinarian);
    await byId(page, 'reporterName').fill('Marko Vet');
    await byId(page, 'email').fill('marko@example.com');
    await forward();
    await choose(page, 'reportType', en.options.vetReportType.lackOfEfficacy);
    await choose(page, 'species', en.options.species.cattle);
    await byId(page, 'breed').fill('Simmental');
    await byId(page, 'numberTreated').fill('12');
    await byId(page, 'numberAffected').fill('4');
    await byId(page, 'numberDied').fill('1');
    await byId(page, 'description').fill('No effect against the parasites; one cow died.');
    await choose(page, 'vetOutcome', en.options.vetOutcome.died);
    await forward();
    await byId(page, 'products.0.name').fill('Antiparasitic Z');
    await byId(page, 'products.0.batch').fill('AZ-9');
    await page.getByRole('button', { name: en.repeat.products.add }).click();
    await choose(page, 'products.1.role', en.options.vetRole.concomitant);
    await byId(page, 'products.1.name').fill('Vitamin mix');
    await forward();
    await byId(page, 'legalAcknowledgement').check();
    await forward();
    for (const value of [
      'Marko Vet',
      en.options.vetReportType.lackOfEfficacy,
      en.options.species.cattle,
      'Simmental',
      en.options.vetOutcome.died,
      'Antiparasitic Z',
      'AZ-9',
      'Vitamin mix',
      'No effect against the parasites; one cow died.',
    ]) {
      await expect(page.getByTestId('report-form').getByText(value, { exact: false }).first()).toBeVisible();
    }
    const arrivals = smtp.received.length;
    await page.getByRole('button', { name: en.actions.send }).click();
    const reference = (await page.getByTestId('report-reference').textContent())!;
    expect(reference).toMatch(/^VET-/);
    const [row] = await storedReference(reference);
    const payload = row!.payload as { reportType: string; vetOutcome: string; numberDied: number; products: unknown[] };
    expect([payload.reportType, payload.vetOutcome, payload.numberDied, payload.products.length]).toEqual(['lackOfEfficacy', 'died', 1, 2]);
    await expect.poll(() => smtp.received.slice(arrivals).some((m) => m.raw.includes(reference)), { timeout: 30_000 }).toBe(true);
  });

  test('Back and Next keep data, and a reload keeps the draft', async ({ page }) => {
    await startHuman(page, site.url);
    await fillHumanStep1(page);
    await next(page);
    await fillHumanStep2(page);
    await page.getByRole('button', { name: t.actions.back }).click();
    await expect(byId(page, 'reporterName')).toHaveValue('Ana Horvat');
    await next(page);
    await expect(byId(page, 'medicines.0.name')).toHaveValue('Lijek A 500 mg tablete');
    await page.reload();
    await expect(byId(page, 'medicines.0.name')).toHaveValue('Lijek A 500 mg tablete');
    await page.getByRole('button', { name: t.actions.back }).click();
    await expect(byId(page, 'initials')).toHaveValue('A. H.');
    await page.getByRole('button', { name: t.actions.startOver }).click();
    await expect(page.getByRole('button', { name: t.start })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('report-draft'))).not.toContain('Ana Horvat');
  });

  test('step validation blocks Next, focuses the summary, refuses future dates and an unidentifiable reporter', async ({ page }) => {
    await startHuman(page, site.url);
    await next(page);
    const summary = page.getByTestId('report-error-summary');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(t.errors.summary);
    await expect(page.getByText(t.errors.required).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: t.steps.applicantAndPatient })).toBeVisible();
    await expectNoA11yViolations(page);

    await fillHumanStep1(page);
    await byId(page, 'reporterName').fill('');
    await byId(page, 'email').fill('');
    await next(page);
    await expect(summary).toContainText(t.errors.minimumReporter);

    await byId(page, 'reporterName').fill('Ana Horvat');
    await next(page);
    await byId(page, 'medicines.0.name').fill('Lijek B');
    await byId(page, 'medicines.0.batch').fill('B-7');
    await fillDate(page, 'medicines.0.startDate', '2099', '01', '01');
    await next(page);
    await expect(summary).toBeFocused();
    await expect(summary).toContainText(t.errors.futureDate);
    await summary.getByRole('link').first().click();
    await expect(byId(page, 'medicines.0.startDate')).toBeFocused();
  });

  test('a server failure shows the failure screen; going back and trying again succeeds with the same data', async ({ page }) => {
    await fillHumanReport(page, site.url);
    let failed = false;
    await page.route('**/api/reports', async (route) => {
      if (failed) return route.continue();
      failed = true;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Simulated failure"}' });
    });
    await page.getByRole('button', { name: t.actions.send }).click();
    await expect(page.getByTestId('report-failure')).toContainText(t.failure.title);
    await page.getByRole('button', { name: t.actions.goBackAndTry }).click();
    await expect(page.getByText('Lijek A 500 mg tablete')).toBeVisible();
    await page.getByRole('button', { name: t.actions.send }).click();
    await expect(page.getByTestId('report-success')).toBeVisible(AFTER_SOLVING);
  });

  test('with SMTP down the report is stored and acknowledged, and the e-mails go out when SMTP returns', async ({ request }) => {
    await smtp.stop();
    const { solveChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/sha');
    const challenge = await (await request.get(site.url + '/api/challenge')).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    const { completeHuman } = await import('../int/fixtures/reports');
    const response = await request.post(site.url + '/api/reports', {
      data: {
        ...completeHuman(),
        description: 'SMTP down report',
        locale: 'hr',
        idempotencyKey: crypto.randomUUID(),
        botToken: `altcha:${Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')}`,
      },
    });
    expect(response.status()).toBe(201);
    const { reference } = await response.json();
    expect((await storedReference(reference)).length).toBe(1);
    await smtp.start();
    await expect.poll(() => smtp.received.filter((mail) => mail.raw.includes(reference)).length, { timeout: 30_000 }).toBe(2);
  });

  test('every step passes axe-core, and the whole human flow works with the keyboard alone', async ({ page }) => {
    await page.goto(site.url + REPORT_PATH);
    await expectNoA11yViolations(page);

    /** Tab until the element is focused, as a keyboard user would. */
    const tabTo = async (selector: string) => {
      for (let presses = 0; presses < 80; presses++) {
        if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`could not reach ${selector} with Tab`);
    };
    const typeInto = async (path: string, text: string) => {
      await tabTo(`#report-${path.replace(/\./g, '-')}`);
      await page.keyboard.type(text);
    };
    const pickRadio = async (path: string, value: string) => {
      await tabTo(`#report-${path} input[type=radio]`);
      for (let presses = 0; presses < 6; presses++) {
        if (await page.evaluate(([p, v]) => document.activeElement?.matches(`#report-${p} input[value="${v}"]`) ?? false, [path, value])) break;
        await page.keyboard.press('ArrowRight');
      }
      await page.keyboard.press('Space');
    };
    const pressButton = async (name: string) => {
      for (let presses = 0; presses < 80; presses++) {
        const label = await page.evaluate(() => {
          const element = document.activeElement;
          return element instanceof HTMLButtonElement ? element.innerText.trim() : null;
        });
        if (label === name) return page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
      }
      throw new Error(`could not reach the ${name} button with Tab`);
    };

    await tabTo('input[name="report-kind"]');
    await page.keyboard.press('Space');
    await pressButton(t.start);
    await expectNoA11yViolations(page);
    await pickRadio('consultedProfessional', 'no');
    await typeInto('reporterName', 'Keyboard Reporter');
    await pickRadio('qualification', 'pharmacist');
    await pickRadio('onBehalfOf', 'other');
    await typeInto('initials', 'K. R.');
    await pressButton(t.actions.next);
    await expect(page.getByRole('heading', { name: t.steps.medicine, exact: true })).toBeFocused();
    await expectNoA11yViolations(page);
    await typeInto('medicines.0.name', 'Lijek C');
    await typeInto('medicines.0.batch', 'C-1');
    await pressButton(t.actions.next);
    await expect(page.getByRole('heading', { name: t.steps.reaction })).toBeFocused();
    await expectNoA11yViolations(page);
    await typeInto('reactions.0.description', 'Glavobolja.');
    await tabTo('#report-legalAcknowledgement');
    await page.keyboard.press('Space');
    await pressButton(t.actions.next);
    await expect(page.getByRole('heading', { name: t.steps.review })).toBeFocused();
    await expectNoA11yViolations(page);
    await pressButton(t.actions.send);
    await expect(page.getByTestId('report-success')).toBeVisible(AFTER_SOLVING);
    await expectNoA11yViolations(page);

    // The veterinary steps, and the failure screen, pass axe too.
    await page.getByRole('button', { name: t.success.newReport }).click();
    await page.getByLabel(t.kinds.veterinary).check();
    await page.getByRole('button', { name: t.start }).click();
    for (let step = 0; step < 4; step++) {
      await expectNoA11yViolations(page);
      await next(page);
      await expectNoA11yViolations(page);
      if (step === 0) {
        await choose(page, 'reporterType', t.options.reporterType.owner);
        await byId(page, 'phone').fill('+385 91 111 1111');
      } else if (step === 1) {
        await choose(page, 'reportType', t.options.vetReportType.humanExposure);
        await byId(page, 'humanAge').fill('30');
        await byId(page, 'description').fill('Crvenilo kože nakon kontakta.');
      } else if (step === 2) {
        await byId(page, 'products.0.name').fill('Vet Y');
        await byId(page, 'products.0.batch').fill('B-1');
      } else {
        await byId(page, 'legalAcknowledgement').check();
      }
      await next(page);
    }
    await expect(page.getByRole('heading', { name: t.steps.review })).toBeVisible();
    await page.route('**/api/reports', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.getByRole('button', { name: t.actions.send }).click();
    await expect(page.getByTestId('report-failure')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('the report form exists only where reporting is enabled', async ({ request, market }) => {
  expect((await request.get('/prijava-nuspojava')).status()).toBe(market === 'cro' ? 200 : 404);
});
