import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { defaultLocale, isMarket, markets, type Locale, type Market } from '@/config/markets';
import { fillPlaceholders } from '@/content/render';
import { marketProfiles } from '@/content/company';
import { readSnapshotFile, type Snapshot } from '@/content/snapshot';
import { loadPage } from '@/content/source';
import { currentBuildDir } from '@/platform/builds.mjs';
import { pagesOf, routesOf, type PageAddress } from '@/routes';

/**
 * A page whose goto and reload also wait until the site's page has hydrated: its scripts
 * load on the visitor's first intent (packages/next-export/defer-scripts.ts), so the load event
 * comes before them and a click could land on markup React does not handle yet. Other
 * documents (the CMS, API answers), `waitUntil` other than load and pages without
 * JavaScript are left alone.
 */
export function waitingForHydration(page: Page, javaScriptEnabled = true): Page {
  if (!javaScriptEnabled) return page;
  // The page's scripts wait for the visitor's first intent: a focus stands in for it. The loader
  // says when the page has hydrated and it has repeated what it held (`data-scripts`); checking
  // on every frame instead made the browser draw every frame, which costs CPU that the
  // page's load and hydration need.
  const hydrated = () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const root = document.documentElement;
          const done = () => !document.querySelector('script[data-deferred-chunks]') || root.getAttribute('data-scripts') === 'ready';
          const settle = () => {
            if (!done()) return;
            observer.disconnect();
            resolve();
          };
          const observer = new MutationObserver(settle);
          observer.observe(root, { attributes: true, attributeFilter: ['data-scripts'] });
          document.dispatchEvent(new FocusEvent('focusin'));
          settle();
        }),
    );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil || options.waitUntil === 'load') await hydrated();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil || options.waitUntil === 'load') await hydrated();
    return response;
  };
  return page;
}

/** Each Playwright project is one market, served by its own production server. */
export const test = base.extend<{ market: Market; pages: PageAddress[]; locale: Locale }>({
  page: async ({ page, javaScriptEnabled }, provide) => provide(waitingForHydration(page, javaScriptEnabled)),
  // The fixture callback is named `provide`, not `use`, so React's hook lint rules leave it alone.
  market: async ({}, provide, testInfo) => {
    const name = testInfo.project.name;
    if (!isMarket(name)) throw new Error(`Project ${name} is not a market`);
    await provide(name);
  },
  pages: async ({ market }, provide) => provide(pagesOf(market)),
  locale: async ({ market }, provide) => provide(defaultLocale(market)),
});

export { expect };
export { inMarkets } from './market-tags';

/** The markets whose sites have brand pages (and the home page's brands strip). */
export const marketsWithBrands = markets.filter((market) => routesOf(market, 'brand').length > 0);

/** The copy a page was built from, with the market's placeholders filled. */
export function copyOf(market: Market, page: PageAddress) {
  const site = { market, url: marketProfiles[market].siteUrl, profile: marketProfiles[market] };
  return fillPlaceholders(loadPage(page.key, page.locale, market), site);
}

/** The content snapshot the market's served build was made from (dist/<market>/<build>/content.json). */
export function builtSnapshot(market: Market): Snapshot {
  return readSnapshotFile(path.join(currentBuildDir(process.cwd(), market)!, 'content.json'));
}

/** The path part of an absolute URL from the built HTML. */
export function pathOfUrl(url: string): string {
  return new URL(url).pathname;
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/**
 * The WCAG 2.2 A and AA rules, and axe's experimental rules too, which catch defects
 * before they become default rules. The project's own (newest) axe-core runs in the page.
 */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'experimental'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until the page has stood still for three frames. The page scrolls smoothly, so a Tab
 * that moves the focus far down starts a scroll that outlasts the keypress; axe measuring
 * mid-scroll would place targets measured at different moments on top of each other.
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = '';
        let stillFrames = 0;
        const frame = () => {
          const position = `${scrollX},${scrollY}`;
          stillFrames = position === last ? stillFrames + 1 : 0;
          last = position;
          if (stillFrames >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/**
 * Puts axe-core into each frame that lacks it: once per document, not once per check. axe in
 * the page then tests same-origin frames through its own messages; a cross-origin frame is
 * another site's content, not ours.
 */
async function injectAxe(page: Page): Promise<void> {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window)) continue;
    await frame.evaluate(axeSource);
  }
}

/**
 * Puts axe-core into every document the page opens from now on, before the document's own
 * scripts. For a test that checks many pages this is cheaper than injectAxe's per page: the 560 KB
 * source crosses the protocol once, not with each page.
 */
export async function axeOnEveryDocument(page: Page): Promise<void> {
  await page.addInitScript(axeSource);
}

/**
 * axe-core's WCAG 2.2 A and AA violations, experimental rules included, on the page as it is now
 * (or inside `include`, a selector). Only violations are worked out in full (`resultTypes`): the
 * passes, which nothing reads, would cost most of the time.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeResults['violations']> {
  // Measure contrast on the settled page, not halfway through the page-enter fade. A finite
  // animation jumps to its end (the state waiting would reach, without the wait); any other
  // still has to stop by itself.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  });
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
  await scrollSettled(page);
  await injectAxe(page);
  const options: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
  // Only the violations cross to the test: the passes and inapplicable rules, one entry per rule
  // with its metadata, are what the protocol would otherwise serialise and check for nothing.
  return page.evaluate(
    async ({ context, options }) => {
      const { axe } = window as unknown as { axe: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };
      return (await axe.run(context ?? document, options)).violations;
    },
    { context: include ?? null, options },
  );
}

/** The violations of axeViolations, one line each. */
export async function violationsOf(page: Page, include?: string): Promise<string[]> {
  return (await axeViolations(page, include)).map(
    (v) =>
      `${v.id}: ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/**
 * Holds the RSC payloads of `target` (prefetches included) until the returned
 * release is called, so a client navigation to it outlasts the progress bar's throttle.
 */
export async function holdNavigationTo(page: Page, target: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith(target) && url.searchParams.has('_rsc'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}

/**
 * The wait for a form's answer after Send, where the browser first solves the server's altcha
 * puzzle: about a second alone, several while the other test worker keeps both cores busy.
 */
export const AFTER_SOLVING = { timeout: 30_000 };

/** A slow mobile connection: 400 kbit/s each way, 400 ms latency. */
export async function slowConnection(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 });
}

/** A solved altcha challenge from a running server, as the browser would send it. */
export async function solveAltcha(base: string): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/sha');
  const challenge = await (await fetch(base + '/api/challenge')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return `altcha:${Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')}`;
}

/** The <details> a header summary opens and closes: its `open` attribute is the menu's state. */
export function disclosureOf(summary: Locator): Locator {
  return summary.locator('xpath=..');
}

/** The summary of the header dropdown named `label` (no menu's name contains another's). */
export function menuSummary(page: Page, label: string): Locator {
  return page.locator('header nav summary').filter({ hasText: label });
}

export const MOBILE_MENU_TOGGLE = '#mobile-menu-toggle';
export const mobileMenuToggle = (page: Page): Locator => page.locator(MOBILE_MENU_TOGGLE);
