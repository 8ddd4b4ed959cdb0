/**
 * Accessibility beyond axe, on every page of the market in both languages:
 * reflow at 320 CSS px (WCAG 1.4.10), 200% zoom and 200% text (1.4.4), one h1
 * and no skipped heading level (1.3.1), target size (2.5.8) and reduced motion
 * (2.3.3). One page load per page for all of them; each check returns the
 * offending elements, so a failure names them.
 */
import type { Browser, Page } from '@playwright/test';
import { defaultLocale } from '@/config/markets';
import { pathOf, type PageAddress } from '@/routes';
import { expect, holdNavigationTo, inMarkets, MOBILE_MENU_TOGGLE, test, waitingForHydration } from './support';

/** Horizontal scrolling of the whole page, and elements that stick out past the right edge. */
function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth <= width) return problems;
    // Name the outermost elements that stick out, unless a scroll container of their own holds them.
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} class="${element.getAttribute('class') ?? ''}">`;
    const culprits: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element.getBoundingClientRect().right <= width + 0.5) continue;
      let parent = element.parentElement;
      let contained = false;
      while (parent && parent !== document.body) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (parent.getBoundingClientRect().right > width + 0.5 || overflowX !== 'visible') {
          contained = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!contained) culprits.push(`${describe(element)} to ${Math.round(element.getBoundingClientRect().right)}`);
    }
    problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}; ${culprits.slice(0, 3).join(', ')}`);
    return problems;
  });
}

/**
 * Usable at `width`: the menu toggle and the page's heading are rendered, and inside the width.
 * Measured in one step in the page, not element by element over the protocol.
 */
function outsideTheWidth(page: Page, width: number) {
  return page.evaluate(
    ({ width, toggleSelector }) => {
      const rendered = (element: Element) => element.getClientRects().length > 0 && !element.closest('[aria-hidden="true"]');
      const items = [
        ['menu toggle', document.querySelector(toggleSelector)],
        ['h1', [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].find(rendered) ?? null],
      ] as const;
      return items.flatMap(([what, element]) => {
        const rect = element && rendered(element) ? element.getBoundingClientRect() : null;
        if (rect && rect.x >= 0 && rect.x + rect.width <= width) return [];
        return [`${what} is not within the ${width} px width (${rect ? JSON.stringify({ x: rect.x, width: rect.width }) : 'not rendered'})`];
      });
    },
    { width, toggleSelector: MOBILE_MENU_TOGGLE },
  );
}

/** Text cut off by an overflow:hidden/clip box that is too small for it. */
function clippedText(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      if (!clipsX && !clipsY) continue;
      if (!element.innerText?.trim() || element.getClientRects().length === 0) continue;
      // Visually hidden text (sr-only: clipped to nothing on purpose) is for screen readers.
      if (style.clip !== 'auto' || style.clipPath !== 'none') continue;
      const over = (clipsX && element.scrollWidth > element.clientWidth + 1) || (clipsY && element.scrollHeight > element.clientHeight + 1);
      if (over) {
        problems.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> clips "${element.innerText.trim().slice(0, 40)}" (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`,
        );
      }
    }
    return problems;
  });
}

/** Exactly one h1, and each heading at most one level below the one before it. */
function headingProblems(page: Page) {
  return page.evaluate(() => {
    // Rendered headings, visually hidden ones included: screen readers list them all.
    const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter(
      (heading) => heading.getClientRects().length > 0 && !heading.closest('[aria-hidden="true"]'),
    );
    const levelOf = (heading: HTMLElement) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1));
    const problems: string[] = [];
    const h1s = headings.filter((heading) => levelOf(heading) === 1);
    if (h1s.length !== 1) problems.push(`${h1s.length} h1 elements: ${h1s.map((h) => h.textContent?.trim()).join(' | ')}`);
    let previous = 0;
    for (const heading of headings) {
      const level = levelOf(heading);
      if (level > previous + 1) problems.push(`h${level} "${heading.textContent?.trim().slice(0, 40)}" follows h${previous || '(none)'}`);
      previous = level;
    }
    return problems;
  });
}

/**
 * WCAG 2.5.8: a visible control is at least 24×24 CSS px, or a 24 px circle on
 * its centre meets no other control (nor another small control's circle).
 * Links inside a sentence are exempt.
 */
function smallTargets(page: Page) {
  return page.evaluate(() => {
    const MIN = 24;
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"]';
    const visible = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
      const rect = element.getBoundingClientRect();
      // 1 px and clipped: visually hidden until focused (the skip link).
      return rect.width > 1 && rect.height > 1;
    };
    const blockOf = (element: HTMLElement) => {
      let block = element.parentElement;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      return block;
    };
    /** A link in running text: laid out inline, with other words around it in the same block. */
    const inSentence = (element: HTMLElement) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      const block = blockOf(element);
      const own = element.textContent?.trim().length ?? 0;
      return (block?.textContent?.trim().length ?? 0) > own;
    };
    // A control inside another (an input in its label-like button) counts once, as the outer one.
    const targets = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => visible(element) && !inSentence(element));
    const boxes = targets.map((element) => ({ element, rect: element.getBoundingClientRect() }));
    const small = (rect: DOMRect) => rect.width < MIN - 0.5 || rect.height < MIN - 0.5;
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const circleMeetsRect = (c: { x: number; y: number }, rect: DOMRect) => {
      const dx = c.x - Math.max(rect.left, Math.min(c.x, rect.right));
      const dy = c.y - Math.max(rect.top, Math.min(c.y, rect.bottom));
      return dx * dx + dy * dy < (MIN / 2) ** 2;
    };
    const problems: string[] = [];
    for (const { element, rect } of boxes) {
      if (!small(rect)) continue;
      const c = centre(rect);
      const crowded = boxes.some(({ element: other, rect: otherRect }) => {
        if (other === element || other.contains(element) || element.contains(other)) return false;
        if (circleMeetsRect(c, otherRect)) return true;
        if (!small(otherRect)) return false;
        const o = centre(otherRect);
        return Math.hypot(c.x - o.x, c.y - o.y) < MIN;
      });
      if (crowded) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        problems.push(`<${element.tagName.toLowerCase()}> "${name}" is ${Math.round(rect.width)}×${Math.round(rect.height)} and crowded`);
      }
    }
    return problems;
  });
}

/** Every animation and transition that lasts longer than 0.01 s, by computed style and by running animations. */
function motion(page: Page) {
  return page.evaluate(() => {
    const seconds = (value: string) => value.split(',').map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part)));
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(element);
      const longest = Math.max(...seconds(style.transitionDuration), ...(style.animationName === 'none' ? [0] : seconds(style.animationDuration)));
      if (longest > 0.01) problems.push(`<${element.tagName.toLowerCase()} class="${element.className}"> moves for ${longest}s`);
    }
    for (const animation of document.getAnimations()) {
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
      if (duration > 10) problems.push(`a running animation of ${duration} ms on ${(animation.effect as KeyframeEffect | null)?.target?.tagName}`);
    }
    return problems;
  });
}

type Report = (problems: string[], what: string) => void;

/** Loads every page once in one browser context and runs `check` on it; fails with every problem, each named by its page. */
async function checkEveryPage(
  { browser, baseURL, pages }: { browser: Browser; baseURL: string | undefined; pages: PageAddress[] },
  viewport: { width: number; height: number },
  check: (page: Page, report: Report) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, viewport, reducedMotion: 'reduce' });
  const page = waitingForHydration(await context.newPage());
  const failures: string[] = [];
  for (const address of pages) {
    await page.goto(address.path);
    await check(page, (problems, what) => failures.push(...problems.map((problem) => `${address.path} ${what}: ${problem}`)));
  }
  await context.close();
  expect(failures).toEqual([]);
}

test.describe('layout and motion on every page', () => {
  test.describe.configure({ timeout: 600_000 });

  test('at 320 CSS px: no sideways scrolling, the header and h1 in view, one h1 and no skipped level, 24 px targets, no motion with reduced motion; at 200% zoom (640 CSS px) nothing scrolls sideways, and with 200% text nothing is clipped', async ({
    browser,
    pages,
    baseURL,
  }) => {
    await checkEveryPage({ browser, baseURL, pages }, { width: 320, height: 800 }, async (page, report) => {
      report(await horizontalOverflow(page), 'reflow at 320');
      report(await outsideTheWidth(page, 320), 'reflow at 320');
      report(await headingProblems(page), 'headings');
      report(await smallTargets(page), 'target size');
      report(await motion(page), 'reduced motion');
      // A zoom resizes the page a visitor has open: 200% of a 1280 px window leaves 640 CSS px.
      await page.setViewportSize({ width: 640, height: 800 });
      report(await horizontalOverflow(page), 'zoom 200% (640 px)');
      // Text only, at 200%, in a 1280 px window: every size in rem doubles, boxes in px do not.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      report(await clippedText(page), 'text 200%');
      // Back to 320 px for the next page on an empty document: laying this one out again at
      // 320 px with its text at 200% took more than a page load.
      await page.evaluate(() => document.body.replaceChildren());
      await page.setViewportSize({ width: 320, height: 800 });
    });
  });
});

test.describe('the navigation progress bar and reduced motion', () => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`with prefers-reduced-motion: ${reducedMotion} the bar ${reducedMotion === 'reduce' ? 'does not' : 'does'} animate`, async ({
      browser,
      baseURL,
      market,
    }) => {
      const context = await browser.newContext({ baseURL, viewport: { width: 1366, height: 900 }, reducedMotion });
      const page = waitingForHydration(await context.newPage());
      const locale = defaultLocale(market);
      const target = pathOf('o-nama', locale);
      // Hold the next page until the bar has been looked at.
      const release = await holdNavigationTo(page, target);
      await page.goto(pathOf('home', locale));
      await page.locator(`header a[href="${target}"]`).first().click();
      const bar = page.getByRole('progressbar');
      await expect(bar).toHaveAttribute('data-state', 'running');
      const longest = await bar.evaluate((element) =>
        Math.max(0, ...element.getAnimations({ subtree: true }).map((animation) => Number(animation.effect?.getComputedTiming().duration ?? 0))),
      );
      release();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      if (reducedMotion === 'reduce') expect(longest).toBeLessThanOrEqual(10);
      // The control case: without the preference the bar does creep, so the check above can fail.
      else expect(longest).toBeGreaterThan(1000);
      await context.close();
    });
  }
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`End brings the whole footer into view with one key press, at ${viewport.width} px`, async ({ page, market }) => {
    // A page whose sections render only near the viewport (content-visibility) grows after the jump and stops short of its end.
    await page.setViewportSize(viewport);
    for (const key of ['home', 'o-nama'] as const) {
      await page.goto(pathOf(key, defaultLocale(market)));
      // The visitor presses End on a page they see: before its first paint, a busy browser may not scroll it yet.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length), { message: `${key}: the page is painted` })
        .toBe(1);
      await page.keyboard.press('End');
      await expect
        .poll(() => page.evaluate(() => Math.round(document.documentElement.scrollHeight - (scrollY + innerHeight))), {
          message: `${key}: pixels left below the viewport`,
        })
        .toBe(0)
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nThe page then: ${JSON.stringify(await pageState(page))}`);
        });
      await expect(page.locator('body > footer')).toBeInViewport();
    }
  });
}

/** What a failed scroll check reports, so a one-off failure explains itself. */
function pageState(page: Page) {
  return page.evaluate(() => ({
    scrollY,
    url: location.href,
    navigation: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
    visibility: document.visibilityState,
    hydrated: document.documentElement.hasAttribute('data-hydrated'),
    focused: document.activeElement?.tagName,
  }));
}

test('each check above finds what it looks for, on a page made to fail it', inMarkets('cro'), async ({ page }) => {
  // The checks do not depend on the market.
  await page.setViewportSize({ width: 320, height: 800 });
  await page.setContent(`<!doctype html><html><body style="margin:0">
    <h1>One</h1><h1>Two</h1><h3>Skipped a level</h3>
    <p>Read <a href="#x">this link</a> in a sentence.</p>
    <div><button style="width:16px;height:16px;padding:0;border:0">a</button><button style="width:16px;height:16px;padding:0;border:0">b</button></div>
    <div style="width:500px">too wide</div>
    <div style="width:60px;height:20px;overflow:hidden;white-space:nowrap">text that does not fit</div>
    <div style="transition:opacity 1s">slow</div>
    <button id="mobile-menu-toggle" style="position:absolute;left:300px;top:0;width:40px;height:40px">Menu</button>
  </body></html>`);
  // The menu toggle sticks out past 320 px; the (first) h1 is inside.
  expect(await outsideTheWidth(page, 320)).toEqual([expect.stringContaining('menu toggle is not within the 320 px width')]);
  expect(await horizontalOverflow(page)).toEqual([expect.stringContaining('page scrolls sideways: 500 > 320')]);
  expect(await headingProblems(page)).toEqual([expect.stringContaining('2 h1 elements'), expect.stringContaining('h3 "Skipped a level" follows h1')]);
  // The two small buttons crowd each other; the link in the sentence is exempt.
  expect(await smallTargets(page)).toEqual([expect.stringContaining('"a" is 16×16'), expect.stringContaining('"b" is 16×16')]);
  expect(await clippedText(page)).toEqual([expect.stringContaining('clips "text that does not fit"')]);
  expect(await motion(page)).toEqual([expect.stringContaining('moves for 1s')]);
});
