/**
 * The site with the keyboard alone: Tab, Shift+Tab, Enter, Space and Escape
 * only — no clicks, no programmatic focus. (The contact dialog and the report
 * form have their own keyboard tests in contact.spec.ts and report.spec.ts.)
 */
import type { Locator, Page } from '@playwright/test';
import { defaultLocale, localesOf } from '@/config/markets';
import { messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import { disclosureOf, expect, inMarkets, marketsWithBrands, menuSummary, mobileMenuToggle, test } from './support';

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Presses `key` until `target` has the focus, as a keyboard user would; fails if it never does. */
async function pressUntilFocused(page: Page, target: Locator, key = 'Tab', most = 60): Promise<number> {
  for (let presses = 0; presses <= most; presses++) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target}`);
}

/** Tab moves through every one of `items`, in order, from the element before the first; returns how many. */
async function tabThroughAll(page: Page, items: Locator): Promise<number> {
  const count = await items.count();
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    await expect(items.nth(i)).toBeFocused();
  }
  return count;
}

/** Escape closes the menu `opener` (its summary) opened and gives the focus back to it. */
async function escapeCloses(page: Page, opener: Locator, panel: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(disclosureOf(opener)).not.toHaveAttribute('open');
  await expect(panel).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Enter on the focused link loads its page, and the menu it was in is closed. */
async function enterFollows(page: Page, link: Locator, opener: Locator): Promise<void> {
  await expect(link).toBeFocused();
  const target = await link.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(disclosureOf(opener)).not.toHaveAttribute('open');
}

test.describe('keyboard only, desktop', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  test('the first Tab shows the skip link, and Enter on it moves focus to the main content', async ({ page, locale }) => {
    await page.goto(pathOf('home', locale));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: messagesFor(locale).site.skipToContent });
    await expect(skip).toBeFocused();
    // Visible while focused, not only present for screen readers.
    const box = await skip.boundingBox();
    expect(box!.width).toBeGreaterThan(24);
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  for (const [menu, openKey] of [
    ['departments', 'Enter'],
    ['services', 'Space'],
  ] as const) {
    test(`the ${menu} dropdown opens with ${openKey}, Tab walks its links, Escape closes it onto its button, Enter follows a link`, async ({
      page,
      locale,
    }) => {
      const t = messagesFor(locale);
      await page.goto(pathOf('home', locale));
      const button = menuSummary(page, t.site[menu]);
      const panel = disclosureOf(button).getByRole('list');
      const links = panel.getByRole('link');
      await page.keyboard.press('Tab');
      await pressUntilFocused(page, button);
      await expect(disclosureOf(button)).not.toHaveAttribute('open');

      await page.keyboard.press(openKey);
      await expect(disclosureOf(button)).toHaveAttribute('open');
      await expect(panel).toBeVisible();
      const count = await tabThroughAll(page, links);
      expect(count).toBeGreaterThan(1);
      // Shift+Tab goes back through the same links.
      await page.keyboard.press('Shift+Tab');
      await expect(links.nth(count - 2)).toBeFocused();

      await escapeCloses(page, button, panel);

      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await enterFollows(page, links.nth(1), button);
    });
  }

  test('tabbing out of an open dropdown closes it', async ({ page, locale }) => {
    const t = messagesFor(locale);
    await page.goto(pathOf('home', locale));
    const button = menuSummary(page, t.site.departments);
    await page.keyboard.press('Tab');
    await pressUntilFocused(page, button);
    await page.keyboard.press('Enter');
    await expect(disclosureOf(button)).toHaveAttribute('open');
    const count = await disclosureOf(button).getByRole('link').count();
    for (let i = 0; i <= count; i++) await page.keyboard.press('Tab');
    await expect(menuSummary(page, t.site.services)).toBeFocused();
    await expect(disclosureOf(button)).not.toHaveAttribute('open');
  });

  test('the language switcher is reachable with Tab and Enter loads the page in the other language', async ({ page, market, locale }) => {
    const other = localesOf(market).find((l) => l !== locale)!;
    await page.goto(pathOf('o-nama', locale));
    const switcher = page
      .locator('header')
      .getByRole('navigation', { name: messagesFor(locale).site.languageSwitcher })
      .getByRole('link');
    await page.keyboard.press('Tab');
    await pressUntilFocused(page, switcher.first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${pathOf('o-nama', other)}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${other}`));

    // And back again, from the other language.
    const back = page
      .locator('header')
      .getByRole('navigation', { name: messagesFor(other).site.languageSwitcher })
      .getByRole('link');
    await page.keyboard.press('Tab');
    await pressUntilFocused(page, back.first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${pathOf('o-nama', locale)}$`));
  });

  test('the brands strip arrows are reachable with Tab and work with Enter and Space', inMarkets(...marketsWithBrands), async ({ page, market }) => {
    const t = messagesFor(defaultLocale(market));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(pathOf('home', defaultLocale(market)));
    const strip = page.getByTestId('brand-strip');
    const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);
    // Tabbing through the brands scrolls the strip to each focused one; each arrow starts from a set position.
    const scrollTo = (left: number) => strip.evaluate((element, to) => element.scrollTo({ left: to, behavior: 'instant' }), left);
    const previous = page.getByRole('button', { name: t.sections.brandsPrevious });
    const next = page.getByRole('button', { name: t.sections.brandsNext });

    /** Tab to the arrow, then from `from` Enter and Space each scroll one step of 200 px. */
    const pressArrow = async (arrow: Locator, from: number, steps: [number, number]) => {
      await pressUntilFocused(page, arrow, 'Tab', 150);
      await scrollTo(from);
      await page.keyboard.press('Enter');
      await expect.poll(scrollLeft).toBe(steps[0]);
      await page.keyboard.press('Space');
      await expect.poll(scrollLeft).toBe(steps[1]);
    };
    await page.keyboard.press('Tab');
    await pressArrow(previous, 400, [200, 0]);
    await pressArrow(next, 0, [200, 400]);
  });
});

test.describe('keyboard only, mobile', () => {
  test('the menu toggle opens the menu with Enter, Tab walks every link, Escape closes it onto the toggle', async ({ page, locale }) => {
    const t = messagesFor(locale);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pathOf('home', locale));
    const toggle = mobileMenuToggle(page);
    await page.keyboard.press('Tab');
    await pressUntilFocused(page, toggle);
    await expect(toggle).toHaveAccessibleName(t.site.openMenu);

    await page.keyboard.press('Enter');
    await expect(disclosureOf(toggle)).toHaveAttribute('open');
    await expect(toggle).toHaveAccessibleName(t.site.closeMenu);
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    const controls = menu.locator('a[href], button');
    expect(await tabThroughAll(page, controls)).toBeGreaterThan(5);

    await escapeCloses(page, toggle, menu);

    // Enter on a link in the menu navigates and closes the menu.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await enterFollows(page, controls.first(), toggle);
  });
});
