/**
 * The well-being survey in Chromium, with the keyboard alone: completed in Croatian (a
 * parent answering for a child) and in Slovenian, axe-clean at every step; the survey
 * team's aggregate view in the CMS shows nothing of a group of fewer than 5 responses and the
 * counts of 5, and deleting the Croatian response with its receipt code takes the group back
 * under 5.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Locale } from '@/config/markets';
import { insertResponse } from '@/features/survey/store';
import { surveyQuestions } from '@/features/survey/questions';
import { openDatabase } from '@/platform/db/database';
import { messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { cmsBuilt, startTestCms } from '../support/cms';
import { scratchDatabase } from '../support/postgres';
import { startSiteServer } from '../support/site-server';
import { enrolOnScreen, signIn } from './cms-admin';
import { chooseRadio, pressButton, tabTo } from './keyboard-only';
import { expect, inMarkets, test, violationsOf } from './support';

const SURVEY = 'cochlear-ltd-dobrobit-i-kohlearni-implantat';
const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 34;
const team = { email: 'ankete@example.com', password: 'survey team passphrase', role: 'survey', markets: ['cro'] } as const;

/**
 * Presses Next and waits for the next step: its heading takes the focus once it renders, and a
 * Tab pressed before that would start from the old step's button.
 */
async function nextStep(page: Page, next: string) {
  const heading = page.locator('#survey-step-title');
  const before = await heading.textContent();
  await pressButton(page, next);
  await expect(heading).not.toHaveText(before!);
  await expect(heading).toBeFocused();
}

/** Answers the questionnaire by keyboard, checking axe at each step; answers the receipt code. */
async function completeByKeyboard(page: Page, locale: Locale, respondent: 0 | 1): Promise<string> {
  const t = messagesFor(locale).survey;
  await tabTo(page, '[data-testid="survey-start"]');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('survey-form')).toBeVisible();
  expect(await violationsOf(page)).toEqual([]);

  await tabTo(page, '#survey-consent');
  await page.keyboard.press('Space');
  await nextStep(page, t.next);

  await chooseRadio(page, '#survey-respondent-0', respondent);
  await expect(page.locator(`#survey-respondent-${respondent}`)).toBeChecked();
  expect(await violationsOf(page)).toEqual([]);
  await nextStep(page, t.next);

  await chooseRadio(page, '#survey-background-ageGroup-0', respondent ? 1 : 3);
  expect(await violationsOf(page)).toEqual([]);
  await nextStep(page, t.next);

  // Three statements answered (4, 1 and 5 on the scale), the other twelve skipped.
  await chooseRadio(page, '#survey-answers-quietConversation-0', 3);
  await chooseRadio(page, '#survey-answers-phone-0', 0);
  await chooseRadio(page, '#survey-answers-supportHelpful-0', 4);
  await expect(page.locator('#survey-answers-quietConversation-3')).toBeChecked();
  expect(await violationsOf(page)).toEqual([]);
  await nextStep(page, t.next);

  await tabTo(page, '#survey-comment');
  await page.keyboard.type(locale === 'hr' ? 'Hvala na anketi.' : 'Hvala za anketo.');
  expect(await violationsOf(page)).toEqual([]);
  await pressButton(page, t.send);
  // The thanks take the focus when they show: the next Tab starts there.
  await expect(page.getByTestId('survey-thank-you')).toBeFocused();
  const receipt = (await page.getByTestId('survey-receipt').textContent())!;
  expect(receipt).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(await violationsOf(page)).toEqual([]);
  return receipt;
}

async function deleteByKeyboard(page: Page, locale: Locale, receipt: string) {
  const t = messagesFor(locale).survey;
  await tabTo(page, '#survey-receipt-code');
  await page.keyboard.type(receipt);
  await pressButton(page, t.delete.button);
  await expect(page.getByTestId('survey-deleted')).toHaveText(t.delete.done);
  expect(await violationsOf(page)).toEqual([]);
}

test.describe('the well-being survey', () => {
  test.setTimeout(180_000);

  test(
    "completed in Croatian with the keyboard alone, counted in the survey team's view once its group has 5 responses, and deleted with its receipt code",
    inMarkets('cro'),
    async ({ page, browser }) => {
      test.skip(!cmsBuilt && process.env.REQUIRE_POSTGRES !== '1', 'the CMS is not built (npm test builds it)');
      const scratch = await scratchDatabase('e2e_survey');
      const dataDir = mkdtempSync(path.join(tmpdir(), 'survey-'));
      const site = await startSiteServer({ DATABASE_URL: scratch.url, BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' }, dataDir);
      const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [team]);
      const staff = await browser.newContext({ locale: 'hr-HR' });
      try {
        await page.goto(site.url + pathOf(SURVEY, 'hr'));
        const receipt = await completeByKeyboard(page, 'hr', 1);

        const admin = await staff.newPage();
        await signIn(admin, cms.base, team);
        await admin.goto(`${cms.base}/admin/second-factor`);
        const words = staffCatalogues.hr;
        await enrolOnScreen(admin, words);
        await admin.goto(`${cms.base}/admin/survey`);
        const status = admin.getByTestId('survey-status');
        await expect(status).toHaveText(words.survey.tooFew);
        await expect(admin.getByText(words.survey.minimumGroup.replace('{minimum}', '5'))).toBeVisible();
        await expect(admin.getByRole('figure')).toHaveCount(0);
        expect(await violationsOf(admin)).toEqual([]);

        // Four more parents like her, straight into the database: a group of five.
        const database = await openDatabase({ databaseUrl: scratch.url, dataDir });
        const answers = { ...Object.fromEntries(surveyQuestions.map(({ key }) => [key, null])), quietConversation: 4, supportHelpful: 5 } as const;
        for (let n = 0; n < 4; n++) {
          await insertResponse(database.db, {
            healthDataConsent: true,
            market: 'cro',
            locale: 'hr',
            receivedOn: '2026-11-27',
            respondent: 'parent',
            comment: '',
            answers: answers as never,
            background: { ageGroup: '6-12', implantYears: null, sides: null },
          });
        }
        await database.close();
        await admin.reload();
        await expect(status).toHaveText(words.survey.total.replace('{count}', '5'));
        const survey = messagesFor('hr').survey;
        const quiet = admin.getByRole('figure', { name: survey.questions.quietConversation.self });
        await expect(quiet.getByRole('img')).toHaveAccessibleName(new RegExp(`${survey.scale[4]}: 5`));
        const phone = admin.getByRole('figure', { name: survey.questions.phone.self });
        await expect(phone).toContainText(words.survey.tooFew);
        await expect(phone).toContainText(words.survey.meanWithheld);
        expect(await violationsOf(admin)).toEqual([]);
        await admin.screenshot({ path: test.info().outputPath('survey-results-hr.png'), fullPage: true });

        await deleteByKeyboard(page, 'hr', receipt);
        await admin.reload();
        await expect(status).toHaveText(words.survey.tooFew);
      } finally {
        await staff.close();
        await cms.stop();
        await site.stop();
        await scratch.drop();
      }
    },
  );

  test('completed in Slovenian with the keyboard alone, and deleted with its receipt code', inMarkets('slo'), async ({ page }) => {
    const scratch = await scratchDatabase('e2e_survey_slo');
    const site = await startSiteServer({ MARKET: 'slo', DATABASE_URL: scratch.url, BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' });
    try {
      await page.goto(site.url + pathOf(SURVEY, 'sl'));
      const receipt = await completeByKeyboard(page, 'sl', 0);
      await deleteByKeyboard(page, 'sl', receipt);
    } finally {
      await site.stop();
      await scratch.drop();
    }
  });
});
