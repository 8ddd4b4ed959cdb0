/**
 * The Chromium the end-to-end tests run in: Debian's headless shell, the same engine as the full
 * browser without its window machinery, so the suite costs less CPU.
 * The full browser when the shell is not installed; E2E_CHROMIUM names another.
 */
import { existsSync } from 'node:fs';

export const fullBrowser = '/usr/bin/chromium';
export const testBrowser = process.env.E2E_CHROMIUM ?? ['/usr/bin/chromium-headless-shell', fullBrowser].find((candidate) => existsSync(candidate));

export const launchArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * For tests of a page before the visitor's first intent: the headless shell keeps its pointer
 * over the page, at (0, 0), and sends a pointermove after the page's first layout, which is an
 * intent to the page's script loader. The full browser has no pointer over the page until a test
 * moves one.
 */
export const noPointerOverThePage = { launchOptions: { executablePath: fullBrowser, args: launchArgs } };
