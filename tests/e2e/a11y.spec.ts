import { createRequire } from 'node:module';
import { axeOnEveryDocument, axeViolations, expect, mobileMenuToggle, test, violationsOf } from './support';

const axeVersion = (createRequire(import.meta.url)('axe-core/package.json') as { version: string }).version;

/** Written out, not read from packages/platform/security.ts: a weakened header there must fail here. (HSTS is sent only under an https SITE_URL.) */
const securityHeaderValues = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
};
/** A page's policy: its own script hashes, and otherwise the same for every page (no reCAPTCHA in the default configuration). */
const pagePolicyPattern = new RegExp(
  `^default-src 'none'; script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; ` +
    `manifest-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'$`,
);

test.describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  // Every page of the market, each through axe with its experimental rules: minutes on a busy 2-core machine.
  test.describe.configure({ timeout: 600_000 });

  test('every page of the market has no violations, loads under its CSP with no violation, sends the security headers, and stays private', async ({
    page,
    pages,
    baseURL,
  }) => {
    const failures: string[] = [];
    const cspViolations: string[] = [];
    const foreignRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin && !request.url().startsWith('data:')) foreignRequests.push(request.url());
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(`${page.url()}: ${message.text()}`);
    });
    await axeOnEveryDocument(page);
    for (const address of pages) {
      const response = await page.goto(address.path);
      const headers = response!.headers();
      expect(headers['content-security-policy'], address.path).toMatch(pagePolicyPattern);
      for (const [name, value] of Object.entries(securityHeaderValues)) expect(headers[name], `${address.path} ${name}`).toBe(value);
      for (const violation of await violationsOf(page)) failures.push(`${address.path} ${violation}`);
    }
    expect(failures).toEqual([]);
    expect(cspViolations).toEqual([]);
    // The default configuration asks no other host for anything and stores no cookie.
    expect(foreignRequests).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('the 404 page and the open menus have no violations', async ({ page }) => {
    await page.goto('/does-not-exist');
    expect(await violationsOf(page)).toEqual([]);
    // The check ran the project's own axe-core.
    expect(await page.evaluate(() => (window as unknown as { axe: { version: string } }).axe.version)).toBe(axeVersion);

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/en');
    await page.locator('header nav summary').first().click();
    expect(await violationsOf(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/en');
    await mobileMenuToggle(page).click();
    expect(await violationsOf(page)).toEqual([]);
  });

  test('the check itself can fail: it finds a violation in the page and in a same-origin frame', async ({ page }) => {
    // A made-up origin answered here, never asked of the network: a page with an unnamed image, framing a page with an unnamed button.
    const origin = 'http://axe-control.test';
    const document = (body: string) => `<!doctype html><html lang="en"><head><title>Control</title></head><body><main>${body}</main></body></html>`;
    await page.route(`${origin}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body:
          new URL(route.request().url()).pathname === '/frame'
            ? document('<button id="unnamed"></button>')
            : document(`<img id="no-alt" src="${origin}/frame"><iframe title="Framed" src="${origin}/frame"></iframe>`),
      }),
    );
    await page.goto(origin);
    await expect.poll(() => page.frames().length).toBe(2);
    const found = (await axeViolations(page)).flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`));
    expect(found).toEqual(expect.arrayContaining(['image-alt #no-alt', 'button-name iframe #unnamed']));
  });
});
