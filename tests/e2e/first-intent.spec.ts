/**
 * The public pages before the visitor's first intent: they ask for no script until then, and what
 * the visitor did before the scripts came is kept. In the full browser, which has no pointer over
 * the page until a test moves one (see browsers.ts).
 */
import type { Page } from '@playwright/test';
import { defaultLocale } from '@/config/markets';
import { messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import { noPointerOverThePage } from './browsers';
import { expect, test } from './support';

test.use(noPointerOverThePage);

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
  await page.locator('header').getByRole('button', { name: messagesFor(locale).site.contact }).dispatchEvent('click');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  expect(chunks.length).toBeGreaterThan(0);
});

test('the report page waits for the visitor, keeps a choice pressed before its form loaded, and opens a draft of this tab at once', async ({ page, market }) => {
  test.skip(market !== 'cro', 'the report form is on the Croatian site');
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
});
