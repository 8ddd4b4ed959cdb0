/**
 * The public pages before the visitor's first intent: they ask for no script until then, and what
 * the visitor did before the scripts came is kept. In the full browser, which has no pointer over
 * the page until a test moves one (see browsers.ts).
 */
import type { Page } from '@playwright/test';
import { defaultLocale } from '@/config/markets';
import { REPORT_KINDS, flows } from '@/features/pv/intake/fields';
import { stepLabel } from '@/features/pv/intake/texts';
import { SURVEY_STEPS } from '@/features/survey/draft';
import { format } from '@/i18n/format';
import { messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import { noPointerOverThePage } from './browsers';
import { expect, inMarkets, slowConnection, test } from './support';

test.use(noPointerOverThePage);

const SURVEY = 'cochlear-ltd-dobrobit-i-kohlearni-implantat';

/** Every script request of the Next build (page chunks), in order. */
function chunkRequests(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().includes('/_next/static/chunks/')) chunks.push(request.url());
  });
  return chunks;
}

test('a content page asks for its scripts on the first intent, and a press on Contact before hydration still opens the dialog', async ({ page, market }) => {
  const locale = defaultLocale(market);
  const chunks = chunkRequests(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  // Not the fixture's goto, which stands in an intent for the visitor.
  await page.goto(pathOf('o-nama', locale), { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  // The press itself starts the scripts; the loader holds it and repeats it once React handles the button.
  await page
    .locator('header')
    .getByRole('button', { name: messagesFor(locale).site.contact })
    .dispatchEvent('click');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  expect(chunks.length).toBeGreaterThan(0);
});

test(
  'the report page waits for the visitor, keeps a choice pressed before its form loaded, and opens a draft of this tab at once',
  inMarkets('cro'),
  async ({ page, market }) => {
    // The report form is on the Croatian site.
    const report = messagesFor(defaultLocale(market)).report;
    const chunks = chunkRequests(page);
    await page.goto(pathOf('prijava-nuspojava', defaultLocale(market)), { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    // The first screen is in the page; a click alone (no pointer before it) starts the scripts and is repeated on the form.
    await page.getByLabel(report.kinds.human).dispatchEvent('click');
    await expect(page.getByTestId('report-form').getByLabel(report.kinds.human)).toBeChecked();
    await page.getByRole('button', { name: report.start }).click();
    await expect(page.getByRole('heading', { name: report.steps.applicantAndPatient })).toBeFocused();

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: report.steps.applicantAndPatient })).toBeFocused();
  },
);

/**
 * Keeps the page's script chunks on the way until `arrive` is called, so the visitor's presses
 * come before the scripts on any machine; then they come over the slow connection. (Its
 * stylesheet, in the same folder, comes at once: the page shows nothing without it.)
 */
async function chunksOnTheWay(page: Page): Promise<() => void> {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  return arrive;
}

interface Press {
  hydrated: boolean;
  placeholder: boolean;
}

/**
 * What the page was at each of the visitor's own presses (the loader's repeats are not trusted
 * events): hydrated yet or not, and the report form still its placeholder or not. Heard on the
 * window, before the loader's listener on the document.
 */
async function pressesOfTheVisitor(page: Page): Promise<() => Promise<Press[]>> {
  await page.addInitScript(() => {
    const presses: Press[] = [];
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
  return () => page.evaluate(() => (window as unknown as { visitorPresses: Press[] }).visitorPresses);
}

const visitorPauses = [0, 1_000, 3_000];
/** Over 400 kbit/s a page's scripts and then the form's own chunk take several seconds. */
const overTheSlowConnection = { timeout: 30_000 };
const pauseName = (pause: number) => (pause ? `${pause / 1000} s after` : 'at once after');

test.describe('on a slow connection, presses before the scripts act as if pressed after', inMarkets('cro'), () => {
  test.beforeEach(async ({ page }) => {
    // The report form and the survey are on the Croatian site.
    await slowConnection(page);
  });

  const cases = [
    ...REPORT_KINDS.flatMap((kind) => visitorPauses.map((pause) => ({ kind, pause, locale: 'hr' as const }))),
    { kind: 'human' as const, pause: 0, locale: 'en' as const },
  ];
  for (const { kind, pause, locale } of cases) {
    test(`report form (${locale}): the ${kind} choice, then Start ${pauseName(pause)} it, open step 1 of that kind`, async ({ page }) => {
      const report = messagesFor(locale).report;
      const presses = await pressesOfTheVisitor(page);
      const arrive = await chunksOnTheWay(page);
      await page.goto(pathOf('prijava-nuspojava', locale), { waitUntil: 'domcontentloaded' });

      const choice = page.getByLabel(report.kinds[kind]);
      await choice.click();
      await expect(choice).toBeChecked();
      // The visitor's own pause between her choice and Start: nothing waits for the page here.
      if (pause) await page.waitForTimeout(pause);
      await page.getByRole('button', { name: report.start }).click();
      expect(await presses()).toEqual([
        { hydrated: false, placeholder: true },
        { hydrated: false, placeholder: true },
      ]);

      arrive();
      const form = page.getByTestId('report-form');
      await expect(form.getByRole('heading', { name: stepLabel(report, flows[kind][0]!.key) })).toBeFocused(overTheSlowConnection);
      await expect(form.getByText(format(report.stepOf, { current: 1, total: flows[kind].length }))).toBeVisible();
      await expect(form.getByText(report.chooseKindMissing)).toHaveCount(0);
    });
  }

  for (const pause of visitorPauses) {
    test(`survey: Start pressed ${pauseName(pause)} the visitor's first move opens the first step`, async ({ page }) => {
      const survey = messagesFor('hr').survey;
      const presses = await pressesOfTheVisitor(page);
      const arrive = await chunksOnTheWay(page);
      await page.goto(pathOf(SURVEY, 'hr'), { waitUntil: 'domcontentloaded' });

      const start = page.getByTestId('survey-start');
      await start.hover();
      if (pause) await page.waitForTimeout(pause);
      await start.click();
      expect(await presses()).toEqual([{ hydrated: false, placeholder: false }]);

      arrive();
      const form = page.getByTestId('survey-form');
      await expect(form.getByRole('heading', { name: survey.consent.title })).toBeFocused(overTheSlowConnection);
      await expect(form.getByText(format(survey.stepOf, { current: 1, total: SURVEY_STEPS.length }))).toBeVisible();
    });
  }
});
