import { defaultLocale, localesOf, localeTags, type Locale } from '@/config/markets';
import { pathOf, routesOf } from '@/routes';
import { copyOf, decodeEntities, disclosureOf, expect, mobileMenuToggle, pathOfUrl, test } from './support';

test.describe('every route of the market', () => {
  test('answers 200 with its html lang, a localized title, a canonical link and existing hreflang alternates', async ({ request, market, pages }) => {
    const known = new Set(pages.map((page) => page.path));
    for (const page of pages) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(200);
      const html = await response.text();
      const copy = copyOf(market, page);

      expect(html, page.path).toContain(`<html lang="${localeTags[page.locale]}"`);
      const title = decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
      expect(title, page.path).toContain(copy.title);
      expect(html.match(/<h1[\s>]/g)?.length, `${page.path} has one h1`).toBe(1);

      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical && pathOfUrl(canonical), page.path).toBe(page.path);

      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => ({ lang: m[1]!, path: pathOfUrl(m[2]!) }));
      expect(alternates.map((a) => a.lang).sort(), page.path).toEqual([...new Set([localeTags[defaultLocale(market)], localeTags.en, 'x-default'])].sort());
      for (const alternate of alternates) expect(known.has(alternate.path), `${page.path} → ${alternate.path}`).toBe(true);
    }
  });

  test('links the language switcher of every page to the same page in the other language', async ({ request, pages }) => {
    for (const page of pages) {
      const html = await (await request.get(page.path)).text();
      const tag = html.match(/<a [^>]*data-document-load[^>]*>/)?.[0];
      expect(tag, page.path).toBeTruthy();
      const other = pages.find((p) => p.key === page.key && p.locale !== page.locale)!;
      expect(tag!.match(/ href="([^"]+)"/)?.[1], page.path).toBe(other.path);
      expect(tag!.match(/ hrefLang="([^"]+)"/)?.[1]).toBe(localeTags[other.locale]);
    }
  });

  test('a route of another market answers 404', async ({ request, market }) => {
    const foreign = market === 'cro' ? ['/storitve/diagnostika'] : ['/nase-usluge/klinicke-studije', '/en/services/clinical-trials'];
    if (market === 'bih') foreign.push('/sluzbe/marketing-zastupstva', '/en/departments/marketing/galderma');
    for (const path of foreign) expect((await request.get(path)).status(), path).toBe(404);
  });
});

test.describe('header menus', () => {
  test('list exactly the departments and services of the market, in both locales', async ({ page, market, pages }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const locale of [...new Set(pages.map((p) => p.locale))]) {
      await page.goto(pathOf('home', locale));
      const nav = page.getByRole('navigation', { name: /main navigation|glavna navigacija|glavna navigacija|glavna navigacija/i }).first();
      for (const [menuIndex, kind] of (['department', 'service'] as const).entries()) {
        const button = nav.locator('summary').nth(menuIndex);
        await button.click();
        await expect(disclosureOf(button)).toHaveAttribute('open');
        const hrefs = await disclosureOf(button)
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        expect(hrefs, `${market} ${locale} ${kind}`).toEqual(routesOf(market, kind).map((key) => pathOf(key, locale)));
        await page.keyboard.press('Escape');
        await expect(disclosureOf(button)).not.toHaveAttribute('open');
        await expect(button).toBeFocused();
      }
    }
  });

  test('highlight the Departments menu on a department page', async ({ page, market }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(pathOf('sluzbe-dijagnostika', defaultLocale(market)));
    const buttons = page.locator('header nav').first().locator('summary');
    await expect(buttons.nth(0)).toHaveAttribute('data-active', 'true');
    await expect(buttons.nth(1)).not.toHaveAttribute('data-active', 'true');
  });

  test('work from the hamburger menu on a small screen', async ({ page, market }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    const locale = defaultLocale(market);
    await page.goto(pathOf('home', locale));
    const toggle = mobileMenuToggle(page);
    await toggle.click();
    await expect(disclosureOf(toggle)).toHaveAttribute('open');
    const target = pathOf('sluzbe-veterina', locale);
    await page.locator(`#mobile-menu a[href="${target}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(disclosureOf(toggle)).not.toHaveAttribute('open');
  });
});

test('the language switcher follows client navigations and loads the equivalent page as a new document in Chromium', async ({ page, market }) => {
  // The static HTML's switcher is checked page by page above; in the browser the switcher reads the
  // path after each client navigation, and switching must load a new document (another <html lang>).
  const [from, to] = localesOf(market) as [Locale, Locale];
  const switcher = page.locator('a[data-document-load]').first();
  await page.goto(pathOf('home', from));
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const keys = [...routesOf(market, 'department'), ...routesOf(market, 'service')];
  for (const key of keys) {
    // The header menus link every department and service; a dispatched click reaches the link in a closed menu too.
    await page
      .locator(`header a[href="${pathOf(key, from)}"]`)
      .first()
      .dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`${pathOf(key, from)}$`));
    await expect(switcher, key).toHaveAttribute('href', pathOf(key, to));
  }
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'the menus navigated in the same document').toBe(true);

  const last = keys.at(-1)!;
  await switcher.click();
  await expect(page).toHaveURL(new RegExp(`${pathOf(last, to)}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', localeTags[to]);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'a new document').toBeUndefined();
  await switcher.click();
  await expect(page).toHaveURL(new RegExp(`${pathOf(last, from)}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', localeTags[from]);
});
