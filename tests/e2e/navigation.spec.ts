import { defaultLocale } from '@/config/markets';
import { pathOf } from '@/routes';
import { expect, holdNavigationTo, test } from './support';

test('the progress bar runs during a client navigation and hides after it', async ({ page, market }) => {
  const locale = defaultLocale(market);
  const target = pathOf('o-nama', locale);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Hold the next page until the bar has been seen, so the navigation outlasts the throttle.
  const release = await holdNavigationTo(page, target);
  await page.goto(pathOf('home', locale));

  await page.locator(`header a[href="${target}"]`).first().click();
  const bar = page.getByRole('progressbar');
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('data-state', 'running');
  release();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(bar).toBeHidden();
});

test('a client navigation keeps the document and moves focus-free to the new page', async ({ page, market }) => {
  const locale = defaultLocale(market);
  await page.goto(pathOf('home', locale));
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.locator(`footer a[href="${pathOf('cookies', locale)}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${pathOf('cookies', locale)}$`));
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test('prefetching is off when the visitor asks to save data', async ({ page, market }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
  });
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_rsc=')) prefetches.push(request.url());
  });
  await page.goto(pathOf('home', defaultLocale(market)));
  await page.waitForLoadState('networkidle');
  expect(prefetches).toEqual([]);
});
