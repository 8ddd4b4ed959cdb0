import { defaultLocale, localesOf, type Locale } from '@/config/markets';
import { newsContent } from '@/content/source';
import { postsIn } from '@/features/news/posts';
import { messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import { expect, holdNavigationTo, inMarkets, test } from './support';

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

test('a page opened with a query string reads it at once, without waiting for the visitor', async ({ page, market }) => {
  // Not the fixture's goto, which stands in an intent for the visitor.
  await page.goto(`${pathOf('novosti-i-dogadanja', defaultLocale(market))}?category=x`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
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

test('on a connection that is not fast, a link prefetches only once the visitor points at it', async ({ page, market }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: false, effectiveType: '3g' } });
  });
  const locale = defaultLocale(market);
  const target = pathOf('o-nama', locale);
  const prefetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('_rsc=')) prefetches.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(pathOf('home', locale));
  await page.waitForLoadState('networkidle');
  expect(prefetches).toEqual([]);
  await page.locator(`header a[href="${target}"]`).first().hover();
  await expect.poll(() => prefetches.some((path) => path.startsWith(target))).toBe(true);
});

test('after a script chunk fails to load, the page reloads once, and then "Try again" reloads it', inMarkets('cro'), async ({ page, market }) => {
  // The report form (a chunk of its own) is on the Croatian site.
  const locale = defaultLocale(market);
  const target = pathOf('prijava-nuspojava', locale);
  const loaded = new Set<string>();
  page.on('response', (response) => loaded.add(response.url()));
  await page.goto(pathOf('home', locale));
  await page.waitForLoadState('networkidle');
  // From now on only the chunks the home page loaded can be had: the report form's own chunk is missing, as after a deployment.
  await page.route('**/_next/static/chunks/**', (route) => (loaded.has(route.request().url()) ? route.continue() : route.abort()));
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });

  // The client-side navigation fires no load event, so the next one is the reloaded document's.
  const reloaded = page.waitForEvent('load');
  await page.locator(`footer a[href="${target}"]`).click();
  const texts = messagesFor(locale).error;
  // The one automatic reload fetches the page again; its chunk is still missing, so the error shows.
  await reloaded;
  expect(documents).toEqual([target]);
  // The reloaded page asks for its scripts on the visitor's first intent.
  await page.evaluate(() => document.dispatchEvent(new FocusEvent('focusin')));
  await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
  await page.getByRole('button', { name: texts.retry }).click();
  await expect.poll(() => documents).toEqual([target, target]);
});

test('the language switcher keeps the news category and the search words', async ({ page, market }) => {
  const [from, to] = localesOf(market) as [Locale, Locale];
  await page.setViewportSize({ width: 1366, height: 900 });
  const switcher = page.getByRole('navigation', { name: messagesFor(from).site.languageSwitcher });
  const category = newsContent(market).categories.find((candidate) => postsIn(market, from).some((post) => post.categories.includes(candidate.id)))!.id;

  await page.goto(`${pathOf('novosti-i-dogadanja', from)}?category=${category}&page=2`);
  await expect(switcher.getByRole('link')).toHaveAttribute('href', `${pathOf('novosti-i-dogadanja', to)}?category=${category}`);
  await switcher.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${pathOf('novosti-i-dogadanja', to)}\\?category=${category}$`));

  await page.goto(`${pathOf('pretraga', from)}?q=veterina`);
  await expect(switcher.getByRole('link')).toHaveAttribute('href', `${pathOf('pretraga', to)}?q=veterina`);
});
