/**
 * The header at desktop widths, with the widest font a visitor may have
 * (DejaVu Sans, the sans-serif default on many Linux desktops) and with a
 * narrow one: every piece of header text on one line (no word broken), and
 * the items side by side without overlapping or leaving the window. The header
 * makes room by dropping the anniversary badge first, then by folding the
 * navigation into the menu button. Its menus work without JavaScript.
 */
import type { Page } from '@playwright/test';
import { localesOf } from '@/config/markets';
import { messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import { disclosureOf, expect, inMarkets, menuSummary, mobileMenuToggle, test } from './support';

const WIDTHS = [1024, 1280, 1366, 1920];
/** Local fonts under one pinned family name, so the page cannot fall back to another font unnoticed. */
const FONTS = {
  wide: { regular: 'DejaVu Sans', bold: 'DejaVu Sans Bold' },
  narrow: { regular: 'Liberation Sans Narrow', bold: 'Liberation Sans Narrow Bold' },
};

async function pinFont(page: Page, font: { regular: string; bold: string }) {
  const family = `Pinned ${font.regular}`;
  await page.addStyleTag({
    content: `
      @font-face { font-family: "${family}"; src: local("${font.regular}"); font-weight: 100 549; }
      @font-face { font-family: "${family}"; src: local("${font.bold}"); font-weight: 550 900; }
      *, *::before, *::after { font-family: "${family}" !important; }`,
  });
  const loaded = await page.evaluate(async (family) => {
    const faces = [...(await document.fonts.load(`16px "${family}"`)), ...(await document.fonts.load(`bold 16px "${family}"`))];
    return faces.length === 2 && faces.every((face) => face.status === 'loaded');
  }, family);
  expect(loaded, `the local fonts ${font.regular} and ${font.bold} are installed`).toBe(true);
}

/** Text in the header row that takes more than one line, and items that overlap or stick out of the window. */
function headerProblems(page: Page) {
  return page.evaluate(() => {
    const row = document.querySelector<HTMLElement>('[data-header-row]')!;
    const problems: string[] = [];
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (lines.size > 1) problems.push(`"${text}" takes ${lines.size} lines`);
    }
    const items = [...row.children]
      .flatMap((child) => (child.tagName === 'NAV' ? [...child.children] : [child]))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0);
    const name = (element: Element) => (element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName).slice(0, 30);
    items.forEach(({ element, rect }, index) => {
      if (rect.right > document.documentElement.clientWidth + 0.5) problems.push(`"${name(element)}" ends at ${Math.round(rect.right)}, past the window`);
      const before = items[index - 1];
      if (before && rect.left < before.rect.right - 0.5) problems.push(`"${name(element)}" overlaps "${name(before.element)}"`);
    });
    return problems;
  });
}

test.describe('the header at desktop widths', () => {
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 300_000 });

  for (const [fontName, font] of Object.entries(FONTS)) {
    test(`with a ${fontName} font (${font.regular}) no header item wraps or overlaps, in every locale`, async ({ page, market }) => {
      const failures: string[] = [];
      for (const locale of localesOf(market)) {
        for (const path of [pathOf('home', locale), pathOf('novosti-i-dogadanja', locale)]) {
          await page.goto(path);
          await pinFont(page, font);
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 });
            failures.push(...(await headerProblems(page)).map((problem) => `${path} at ${width} px: ${problem}`));
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }

  test(
    'the anniversary badge is the first to go: shown beside the full navigation when the font leaves room, never squeezed',
    inMarkets('cro'),
    async ({ page }) => {
      // Only the Croatian site has the badge.
      const badge = page.locator('[data-anniversary]');
      await page.setViewportSize({ width: 1920, height: 900 });
      await page.goto('/');
      await pinFont(page, FONTS.narrow);
      await expect(badge).toBeVisible();
      await expect(page.getByRole('navigation', { name: messagesFor('hr').site.mainNavigation })).toBeVisible();
      // A wide font leaves no room beside the full navigation: the badge goes, the navigation stays.
      await pinFont(page, FONTS.wide);
      await expect(badge).toBeHidden();
      await expect(page.locator('header nav summary').first()).toBeVisible();
      // With the navigation folded into the menu button there is room again.
      await page.setViewportSize({ width: 1024, height: 900 });
      await expect(mobileMenuToggle(page)).toBeVisible();
      await expect(badge).toBeVisible();
    },
  );

  test('the check finds a word broken across lines and items that overlap', inMarkets('cro'), async ({ page }) => {
    // The check does not depend on the market.
    await page.setContent(`<!doctype html><html><body>
      <div data-header-row style="display:flex;width:300px">
        <a href="#" style="width:40px;overflow-wrap:anywhere">Farmadria</a>
        <nav><a href="#" style="margin-left:-30px">Kontakt</a></nav>
      </div></body></html>`);
    expect(await headerProblems(page)).toEqual([expect.stringMatching(/^"Farmadria" takes \d lines$/), '"Kontakt" overlaps "Farmadria"']);
  });
});

test.describe('the header without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the dropdowns open one at a time and lead to their pages', async ({ page, locale }) => {
    const t = messagesFor(locale);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(pathOf('home', locale));
    const departments = menuSummary(page, t.site.departments);
    const services = menuSummary(page, t.site.services);
    await departments.click();
    await expect(disclosureOf(departments)).toHaveAttribute('open');
    await services.click();
    await expect(disclosureOf(services)).toHaveAttribute('open');
    await expect(disclosureOf(departments)).not.toHaveAttribute('open');
    const link = disclosureOf(services).getByRole('link').first();
    const target = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  });

  test('the mobile menu opens, names what its toggle does, and leads to its pages', async ({ page, locale }) => {
    const t = messagesFor(locale);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pathOf('home', locale));
    const toggle = mobileMenuToggle(page);
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAccessibleName(t.site.closeMenu);
    const link = page.locator('#mobile-menu').getByRole('link', { name: t.site.aboutUs });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${pathOf('o-nama', locale)}$`));
  });
});
