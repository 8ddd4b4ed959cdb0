import type { Locator, Page } from '@playwright/test';
import { defaultLocale, type Locale } from '@/config/markets';
import { format, messagesFor, plural } from '@/i18n/messages';
import { existsIn, pathOf } from '@/routes';
import { expect, inMarkets, mobileMenuToggle, test, violationsOf } from './support';

/** The results page of a query, as the search box and a shared link open it. */
const resultsOf = (locale: Locale, query: string) => `${pathOf('pretraga', locale)}?q=${encodeURIComponent(query)}`;

/** Matches a page URL that ends with this path (and query). */
const at = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The result links, best first, once the page has searched. */
async function resultPaths(page: Page, locale: Locale, query: string): Promise<string[]> {
  await page.goto(resultsOf(locale, query));
  const status = page.locator('[data-search-status]');
  await expect(status).not.toHaveText(messagesFor(locale).search.loading);
  await expect(page.locator('[data-search-results], [data-search-empty]')).toBeVisible();
  return page.locator('[data-search-results] h2 a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
}

/** Enter in the results page's field searches "veterina": the URL carries it and the department comes first. */
async function expectVeterinaSearched(page: Page, input: Locator, locale: Locale) {
  await input.press('Enter');
  await expect(page).toHaveURL(at(resultsOf(locale, 'veterina')));
  await expect(page.locator('[data-search-results] h2 a').first()).toHaveAttribute('href', pathOf('sluzbe-veterina', locale));
}

function searchBox(page: Page, locale: Locale) {
  return page.getByRole('combobox', { name: messagesFor(locale).search.label });
}

async function openSearch(page: Page, locale: Locale) {
  await page.getByRole('button', { name: messagesFor(locale).search.open, exact: true }).click();
  await expect(searchBox(page, locale)).toBeFocused();
}

test.describe('site search in Croatian (cro)', inMarkets('cro'), () => {
  // cro only: the queries name cro pages.

  test('"Cochlear" gives the Cochlear page first', async ({ page }) => {
    expect((await resultPaths(page, 'hr', 'Cochlear'))[0]).toBe(pathOf('cochlear-ltd', 'hr'));
  });

  test('"ISO 14001" finds About us', async ({ page }) => {
    expect(await resultPaths(page, 'hr', 'ISO 14001')).toContain(pathOf('o-nama', 'hr'));
  });

  test('"skladistenje" finds the warehousing and transport service, with the matched word marked', async ({ page }) => {
    const found = await resultPaths(page, 'hr', 'skladistenje');
    expect(found[0]).toBe(pathOf('nase-usluge-skladistenje-i-transport', 'hr'));
    const first = page.locator('[data-search-results] > li').first();
    await expect(first.locator('mark').first()).toHaveText(/^skladištenje$/i);
    await expect(first).toContainText(messagesFor('hr').search.sections.service);
    await expect(page.locator('[data-search-status]')).toHaveText(
      format(messagesFor('hr').search.resultCount.other, { count: found.length, query: 'skladistenje' }),
    );
  });

  test('"carmol" finds both Carmol pages', async ({ page }) => {
    const found = await resultPaths(page, 'hr', 'carmol');
    expect(found).toEqual(expect.arrayContaining([pathOf('schmidgall-carmol-kapi', 'hr'), pathOf('schmidgall-carmol-pastille', 'hr')]));
  });

  test('a term found in only one news article finds that article', async ({ page }) => {
    // "Bogojavljenje" (Epiphany) appears only in the holiday delivery schedule.
    expect(await resultPaths(page, 'hr', 'bogojavljenje')).toEqual([`${pathOf('novosti-i-dogadanja', 'hr')}/dostave-za-blagdane-2026`]);
  });
});

test('"clinical" in English gives the clinical trials service first where the market has it, and never elsewhere', async ({ page, market }) => {
  const found = await resultPaths(page, 'en', 'clinical');
  const service = pathOf('nase-usluge-klinicke-studije', 'en');
  if (existsIn('nase-usluge-klinicke-studije', market)) expect(found[0]).toBe(service);
  else expect(found).not.toContain(service);
});

test('a Slovenian query finds its Slovenian page, diacritics or not', inMarkets('slo'), async ({ page }) => {
  expect((await resultPaths(page, 'sl', 'skladiščenje'))[0]).toBe(pathOf('nase-usluge-skladistenje-i-transport', 'sl'));
  expect((await resultPaths(page, 'sl', 'skladiscenje'))[0]).toBe(pathOf('nase-usluge-skladistenje-i-transport', 'sl'));
});

test('a nonsense query shows the empty state with the departments and the contact form', async ({ page, market }) => {
  const locale = defaultLocale(market);
  const t = messagesFor(locale);
  expect(await resultPaths(page, locale, 'xqzvjk')).toEqual([]);
  const empty = page.locator('[data-search-empty]');
  await expect(empty.getByRole('heading', { level: 2 })).toHaveText(format(t.search.emptyTitle, { query: 'xqzvjk' }));
  await expect(empty.getByRole('link', { name: t.nav['sluzbe-dijagnostika'] })).toHaveAttribute('href', pathOf('sluzbe-dijagnostika', locale));
  await empty.getByRole('button', { name: t.search.emptyContact }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a new search on the results page keeps the query in the URL', async ({ page, market }) => {
  const locale = defaultLocale(market);
  const t = messagesFor(locale).search;
  await page.goto(pathOf('pretraga', locale));
  await expect(page.getByText(t.prompt)).toBeVisible();
  const input = page.getByRole('searchbox', { name: t.label });
  await input.fill('veterina');
  await expectVeterinaSearched(page, input, locale);
});

test('words typed on the results page before its script runs are kept and searched', async ({ page, market }) => {
  const locale = defaultLocale(market);
  const t = messagesFor(locale).search;
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // The page's scripts are held, so neither load nor DOMContentLoaded comes before the release.
  await page.goto(pathOf('pretraga', locale), { waitUntil: 'commit' });
  const input = page.getByRole('searchbox', { name: t.label });
  await input.fill('veterina');
  release();
  // The prompt is drawn by the script, once it has read the (empty) query.
  await expect(page.getByText(t.prompt)).toBeVisible();
  await expect(input).toHaveValue('veterina');
  await expectVeterinaSearched(page, input, locale);
});

test('the header box works with the keyboard alone: open, arrows, Enter, Escape', async ({ page, market }) => {
  const locale = defaultLocale(market);
  const t = messagesFor(locale).search;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(pathOf('home', locale));
  const button = page.getByRole('button', { name: t.open, exact: true });

  // Tab to the search button and open the box with Enter.
  for (let step = 0; step < 40 && !(await button.evaluate((el) => el === document.activeElement)); step++) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  const box = searchBox(page, locale);
  await expect(box).toBeFocused();

  // Typing suggests at most five; the arrows choose one, wrapping back to the text. The word comes in
  // one input event: typed key by key on a busy machine, a pause mid-word shows a prefix's suggestions
  // first, and the word's own then rightly start with none chosen.
  await page.keyboard.insertText('veterin');
  const options = page.getByRole('listbox', { name: t.suggestions }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const count = await options.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(5);
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#site-search [role=status]')).toHaveText(format(plural(t.suggestionCount, count, locale), { count }));
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(box).not.toHaveAttribute('aria-activedescendant');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

  // Enter opens the chosen suggestion, and the route change closes the box.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at(pathOf('sluzbe-veterina', locale)));
  await expect(page.locator('#site-search')).toBeHidden();

  // With no suggestion chosen, Enter opens the results page.
  await button.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('veterin');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at(resultsOf(locale, 'veterin')));
  await expect(page.locator('[data-search-results]')).toBeVisible();

  // Escape closes the box and gives the focus back to its button.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(box).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#site-search')).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the index loads when the search first opens, not with the page', async ({ page, market }) => {
  const locale = defaultLocale(market);
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/search-index/')) indexRequests.push(new URL(request.url()).pathname);
  });
  await page.goto(pathOf('home', locale));
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  const loaded = page.waitForResponse((response) => response.url().includes(`/search-index/${locale}.json`) && response.ok());
  await openSearch(page, locale);
  await loaded;
  expect(indexRequests).toEqual([`/search-index/${locale}.json`]);
});

test('the box closes from its button, when the mobile menu opens and on a route change', async ({ page, market }) => {
  const locale = defaultLocale(market);
  const t = messagesFor(locale);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(pathOf('o-nama', locale));
  await openSearch(page, locale);
  await mobileMenuToggle(page).click();
  await expect(page.locator('#site-search')).toBeHidden();
  await expect(page.locator('#mobile-menu')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(pathOf('o-nama', locale));
  await openSearch(page, locale);
  // The button that opened it closes it.
  await page.getByRole('button', { name: t.search.close }).click();
  await expect(page.locator('#site-search')).toBeHidden();
  await openSearch(page, locale);
  await page.getByRole('link', { name: t.site.homeLink }).click();
  await expect(page).toHaveURL(at(pathOf('home', locale)));
  await expect(page.locator('#site-search')).toBeHidden();
});

test('axe finds no violations on the results page and with suggestions open', async ({ page, market }) => {
  const locale = defaultLocale(market);
  await resultPaths(page, locale, 'veterina');
  expect(await violationsOf(page)).toEqual([]);
  await resultPaths(page, locale, 'xqzvjk');
  expect(await violationsOf(page)).toEqual([]);

  await page.goto(pathOf('home', locale));
  await openSearch(page, locale);
  await searchBox(page, locale).fill('veterina');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await violationsOf(page)).toEqual([]);
});
