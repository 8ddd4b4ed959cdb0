/** Steps a keyboard user takes: Tab to a control, arrows within a radio group, Enter on a button. */
import type { Page } from '@playwright/test';

/** Tabs until the focused element matches `selector`. */
export async function tabTo(page: Page, selector: string, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${selector} with Tab`);
}

/** Tabs to the button whose text is `name` and presses Enter. */
export async function pressButton(page: Page, name: string, limit = 120): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    const label = await page.evaluate(() => (document.activeElement instanceof HTMLButtonElement ? document.activeElement.innerText.trim() : null));
    if (label === name) return page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach the ${name} button with Tab`);
}

/** Chooses the radio at `index` of a group whose first radio is `firstSelector`: Tab into the group, then arrows (which choose as they move). */
export async function chooseRadio(page: Page, firstSelector: string, index: number): Promise<void> {
  await tabTo(page, firstSelector);
  if (index === 0) return page.keyboard.press('Space');
  for (let step = 0; step < index; step++) await page.keyboard.press('ArrowRight');
}
