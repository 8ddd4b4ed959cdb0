/**
 * The public pages look finished where editors' copy fills them: bands of
 * cards fill their rows or centre a short last one, a lone card spans its
 * band, the footer's e-mail addresses wrap only before their @, and the
 * report form's two kinds have radios of one size.
 */
import type { Page } from '@playwright/test';
import { pathOf, type RouteKey } from '@/routes';
import { expect, inMarkets, test } from './support';

/** Lists in the page's main part (not its breadcrumb) whose items wrap into rows, with each row's items' distances from the list's edges. */
function bandsOf(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main ul, main ol, main dl')]
      .filter((list) => !list.closest('nav') && getComputedStyle(list).flexWrap === 'wrap' && list.children.length > 0)
      .map((list) => {
        const box = list.getBoundingClientRect();
        const rows = new Map<number, Array<{ left: number; right: number }>>();
        for (const item of list.children) {
          const { top, left, right } = item.getBoundingClientRect();
          const row = [...rows.keys()].find((rowTop) => Math.abs(rowTop - top) < 2) ?? top;
          rows.set(row, [...(rows.get(row) ?? []), { left: left - box.left, right: box.right - right }]);
        }
        const heading = list.closest('section')?.querySelector('h2')?.textContent ?? '';
        return { heading, rows: [...rows.values()] };
      }),
  );
}

for (const [route, width] of [
  ['home', 1366],
  ['sluzbe-veterina', 1366],
  ['home', 1024],
] as Array<[RouteKey, number]>) {
  test(`the bands of cards on ${route} at ${width} px fill their rows, centre a short last row, and a lone card spans the band`, async ({ page, locale }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pathOf(route, locale));
    const bands = await bandsOf(page);
    expect(bands.length).toBeGreaterThan(1);
    for (const { heading, rows } of bands) {
      const [first] = rows;
      const last = rows.at(-1)!;
      for (const row of rows.slice(0, -1)) expect(row.length, `${heading}: every row but the last is full`).toBe(first!.length);
      const margins = { left: last[0]!.left, right: last.at(-1)!.right };
      expect(Math.abs(margins.left - margins.right), `${heading}: the last row is centred (${JSON.stringify(margins)})`).toBeLessThan(2);
      if (rows.length === 1 && last.length === 1)
        expect({ left: Math.round(margins.left), right: Math.round(margins.right) }, `${heading}: a lone card spans the band`).toEqual({ left: 0, right: 0 });
      if (rows.length > 1)
        expect(last.length, `${heading}: the last row holds more than one card (${rows.map((row) => row.length).join(' + ')})`).toBeGreaterThan(1);
    }
  });
}

test("at 1366 px the footer's e-mail addresses wrap, if at all, only before their @", async ({ page, locale }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(pathOf('home', locale));
  const breaks = await page.locator('footer a[href^="mailto:"]').evaluateAll((links) =>
    links.map((link) => {
      const text = link.textContent ?? '';
      const node = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      // The top of each character's box: where it changes, the line broke before that character.
      const tops: Array<{ character: string; top: number }> = [];
      for (let current = node.nextNode(); current; current = node.nextNode()) {
        for (let index = 0; index < current.textContent!.length; index++) {
          const range = document.createRange();
          range.setStart(current, index);
          range.setEnd(current, index + 1);
          tops.push({ character: current.textContent![index]!, top: range.getBoundingClientRect().top });
        }
      }
      const before = tops.flatMap((entry, index) => (index > 0 && Math.abs(entry.top - tops[index - 1]!.top) > 2 ? [entry.character] : []));
      return { text, before };
    }),
  );
  expect(breaks.length).toBeGreaterThan(1);
  for (const { text, before } of breaks)
    expect(
      before.filter((character) => character !== '@'),
      text,
    ).toEqual([]);
});

test("the report form's two kinds of report have radios of one size, on a wide and a narrow screen", inMarkets('cro'), async ({ page, locale }) => {
  // The report form exists only where reporting is enabled (cro).
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(pathOf('prijava-nuspojava', locale));
    const sizes = await page.locator('input[name="report-kind"]').evaluateAll((radios) =>
      radios.map((radio) => {
        const { width: w, height: h } = radio.getBoundingClientRect();
        return `${w.toFixed(1)}×${h.toFixed(1)}`;
      }),
    );
    expect(sizes).toHaveLength(2);
    expect(sizes[0], `${width} px`).toBe(sizes[1]);
    expect(sizes[0]).toBe('20.0×20.0');
  }
});
