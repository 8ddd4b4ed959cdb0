import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import { marketProfiles, recipientFor } from '@/content/company';
import { defaultLocale } from '@/config/markets';
import { messagesFor } from '@/i18n/messages';
import { pathOf, routeDef } from '@/routes';
import { startSmtpServer, type TestSmtpServer } from '../int/fixtures/smtp';
import { startSiteServer, type SiteServer } from '../support/site-server';
import { AFTER_SOLVING, disclosureOf, expect, inMarkets, mobileMenuToggle, solveAltcha, test } from './support';

const hr = messagesFor('hr');

async function fillForm(page: Page, message = 'Trebamo ponudu za <script>alert("x")</script> i "navodnike".') {
  await page.fill('#contact-name', 'Ana Horvat');
  await page.fill('#contact-email', 'ana@example.com');
  await page.fill('#contact-message', message);
  await page.check('#contact-privacy');
}

async function openFromDepartment(page: Page, base: string) {
  await page.goto(base + pathOf('sluzbe-dijagnostika', 'hr'));
  await page.locator('main [data-contact-recipient]').last().click();
  await expect(page.getByTestId('contact-dialog')).toBeVisible();
}

test.describe('contact overlay with its own server', inMarkets('cro'), () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let smtp: TestSmtpServer;
  let site: SiteServer;

  test.beforeAll(async () => {
    smtp = await startSmtpServer();
    site = await startSiteServer({ SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '200', CONTACT_RATE_LIMIT: '100/10m' });
  });
  test.afterAll(async () => {
    await site?.stop();
    await smtp?.stop();
  });

  test('delivers the message to the department by SMTP, escaped, and thanks the visitor (altcha, no outside host)', async ({ page }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).host));
    await openFromDepartment(page, site.url);
    await expect(page.locator('#contact-recipient')).toHaveValue('diagnostics');
    await fillForm(page);
    const delivered = smtp.nextMail();
    await page.getByRole('button', { name: hr.contact.send }).click();

    await expect(page.getByTestId('contact-dialog')).toBeHidden(AFTER_SOLVING);
    await expect(page.getByTestId('thank-you')).toBeVisible();
    await expect(page.getByTestId('thank-you')).toContainText(hr.contact.thankYouTitle);
    await expect(page.getByTestId('thank-you')).toContainText(hr.contact.thankYouText);

    const mail = await delivered;
    const entry = recipientFor(marketProfiles.cro.directory, 'diagnostics');
    expect(mail.envelopeTo).toContain(entry.mail);
    expect(mail.headers.get('subject')).toBe(hr.recipients.diagnostics);
    expect(mail.headers.get('reply-to')).toMatch(/Ana Horvat.*<ana@example\.com>/);
    // The HTML part, with quoted-printable soft breaks undone.
    const html = mail.raw
      .slice(mail.raw.indexOf('Content-Type: text/html'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&quot;navodnike&quot;');
    expect(html).not.toContain('<script>alert');
    expect([...hosts].every((host) => host.startsWith('127.0.0.1'))).toBe(true);

    // The thank-you overlay closes on a backdrop click.
    await page.mouse.click(5, 5);
    await expect(page.getByTestId('thank-you')).toBeHidden();
    expect(smtp.received.filter((m) => m.headers.get('message-id') === mail.headers.get('message-id'))).toHaveLength(1);
  });

  test('where a modal dialog cannot open, the form still works and the thank-you page thanks the visitor', async ({ page }) => {
    await page.addInitScript(() => {
      delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
    });
    await openFromDepartment(page, site.url);
    await fillForm(page, 'Poruka bez modalnog dijaloga');
    await page.getByRole('button', { name: hr.contact.send }).click();
    await expect(page).toHaveURL(new RegExp(`${pathOf('hvala', 'hr')}$`), AFTER_SOLVING);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hr.contact.thankYouTitle);
    await expect(page.getByText(hr.contact.thankYouText)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByTestId('thank-you')).toBeHidden();
  });

  test('keeps the send button inert until a recipient is chosen', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    await page.goto(site.url + '/o-nama');
    await page.locator('header').getByRole('button', { name: hr.site.contact }).click();
    const send = page.getByRole('button', { name: hr.contact.send });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await fillForm(page, 'Pitanje bez primatelja');
    // It looks disabled but stays focusable, so pressing it explains what is missing instead of sending.
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(hr.contact.errors.chooseRecipient)).toBeVisible();
    expect(posts).toEqual([]);
    await page.selectOption('#contact-recipient', 'info');
    await expect(send).toHaveAttribute('aria-disabled', 'false');
  });

  test('is a keyboard-operable modal: focus moves in, Tab stays inside, Escape closes and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(site.url + '/o-nama');
    const opener = page.locator('header').getByRole('button', { name: hr.site.contact });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('contact-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('#contact-recipient')).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('closes on a route change and when the mobile menu opens; links the report form in cro', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openFromDepartment(page, site.url);
    await expect(page.getByTestId('contact-report-link')).toHaveAttribute('href', pathOf('prijava-nuspojava', 'hr'));
    // The modal makes the page behind it inert, so the toggle is pressed programmatically.
    await mobileMenuToggle(page).dispatchEvent('click');
    await expect(page.getByTestId('contact-dialog')).toBeHidden();
    await expect(disclosureOf(mobileMenuToggle(page))).toHaveAttribute('open');

    // A client-side navigation, then Back (a route change) while the form is open.
    await page.locator(`#mobile-menu a[href="${pathOf('o-nama', 'hr')}"]`).click();
    await expect(page).toHaveURL(/\/o-nama$/);
    await mobileMenuToggle(page).click();
    await page.locator('#mobile-menu').getByRole('button', { name: hr.site.contact }).click();
    await expect(page.getByTestId('contact-dialog')).toBeVisible();
    // The menu it was opened from closes underneath; closing the form returns to the menu button.
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(disclosureOf(mobileMenuToggle(page))).not.toHaveAttribute('open');
    await page.keyboard.press('Escape');
    await expect(mobileMenuToggle(page)).toBeFocused();
    await mobileMenuToggle(page).click();
    await page.locator('#mobile-menu').getByRole('button', { name: hr.site.contact }).click();
    await expect(page.getByTestId('contact-dialog')).toBeVisible();
    await page.evaluate(() => history.back());
    await expect(page).toHaveURL(/\/sluzbe\/dijagnostika$/);
    await expect(page.getByTestId('contact-dialog')).toBeHidden();
  });

  test('each department and service call to action preselects its recipient', async ({ page }) => {
    const keys = [
      'sluzbe-dijagnostika',
      'sluzbe-veterina',
      'sluzbe-stomatologija-i-zubna-tehnika',
      'sluzbe-medicinska-oprema',
      'sluzbe-lijekovi-i-medicinski-proizvodi',
      'sluzbe-marketing-zastupstva',
      'nase-usluge-klinicke-studije',
    ] as const;
    for (const key of keys) {
      await page.goto(site.url + pathOf(key, 'hr'));
      await page.locator('main [data-contact-recipient]').last().click();
      await expect(page.locator('#contact-recipient'), key).toHaveValue(recipientFor(marketProfiles.cro.directory, routeDef(key).recipient).key);
      await page.keyboard.press('Escape');
    }
  });

  test('says so when offline and sends nothing', async ({ page, context }) => {
    await openFromDepartment(page, site.url);
    await fillForm(page, 'Poruka bez veze');
    await context.setOffline(true);
    await expect(page.getByText(hr.contact.offline)).toBeVisible();
    const before = smtp.received.length;
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
    const send = page.getByRole('button', { name: hr.contact.send });
    await expect(send).toHaveAttribute('aria-disabled', 'true');
    await send.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('contact-dialog')).toBeVisible();
    await expect(page.locator('#contact-message')).toHaveValue('Poruka bez veze');
    await context.setOffline(false);
    expect(posts).toEqual([]);
    expect(smtp.received.length).toBe(before);
  });

  test('keeps accepting while SMTP is down and delivers exactly once when it returns', async ({ request }) => {
    await smtp.stop();
    const payload = (key: string) => ({
      recipient: 'info',
      name: 'Marko',
      email: 'marko@example.com',
      message: 'SMTP down test',
      privacyAccepted: true,
      idempotencyKey: key,
      locale: 'hr',
    });
    const key = crypto.randomUUID();
    // BOT_PROTECTION is altcha here, so solve a challenge the way the browser does.
    const token = await solveAltcha(site.url);
    const response = await request.post(site.url + '/api/contact', { data: { ...payload(key), botToken: token } });
    expect(response.status()).toBe(202);
    await smtp.start();
    const delivered = (text: string) => smtp.received.filter((m) => m.raw.includes(text)).length;
    await expect.poll(() => delivered('SMTP down test'), { timeout: 30_000 }).toBe(1);
    // A later message goes through the same worker: once it has arrived, the worker has run again, and the first was not sent twice.
    const later = { ...payload(crypto.randomUUID()), message: 'After SMTP returned', botToken: await solveAltcha(site.url) };
    expect((await request.post(site.url + '/api/contact', { data: later })).status()).toBe(202);
    await expect.poll(() => delivered('After SMTP returned'), { timeout: 30_000 }).toBe(1);
    expect(delivered('SMTP down test')).toBe(1);
  });
});

test.describe('reCAPTCHA against a loopback stand-in of siteverify', inMarkets('cro'), () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let verify: Server;
  let site: SiteServer;
  const answers: Record<string, object> = {
    good: { success: true, score: 0.9, action: 'submit', hostname: '127.0.0.1' },
    low: { success: true, score: 0.1, action: 'submit', hostname: '127.0.0.1' },
    'wrong-action': { success: true, score: 0.9, action: 'login', hostname: '127.0.0.1' },
    failed: { success: false },
  };

  test.beforeAll(async () => {
    verify = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const params = new URLSearchParams(body);
        const answer = params.get('secret') === 'test-secret' ? answers[params.get('response') ?? ''] : undefined;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer ?? { success: false }));
      });
    });
    await new Promise<void>((resolve) => verify.listen(0, '127.0.0.1', resolve));
    const port = (verify.address() as { port: number }).port;
    site = await startSiteServer({
      BOT_PROTECTION: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_SECRET_KEY: 'test-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
      CONTACT_RATE_LIMIT: '100/10m',
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    verify?.close();
  });

  /** Stands in for Google's script in the browser: execute() returns the token the test chooses. */
  async function stubRecaptcha(page: Page, token: string, consent: 'granted' | null = 'granted') {
    if (consent) await page.addInitScript(() => localStorage.setItem('recaptcha-consent', 'granted'));
    await page.route(/^https:\/\/www\.google\.com\/recaptcha\/api\.js/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.grecaptcha = { ready: (cb) => cb(), execute: async (key, opts) => opts.action === 'submit' && key === 'test-site-key' ? ${JSON.stringify(token)} : 'bad' };`,
      }),
    );
  }

  for (const token of ['low', 'wrong-action', 'failed']) {
    test(`a ${token} verification shows the bot-check error and keeps the fields`, async ({ page }) => {
      await stubRecaptcha(page, token);
      await openFromDepartment(page, site.url);
      await fillForm(page, `Poruka ${token}`);
      await page.getByRole('button', { name: hr.contact.send }).click();
      await expect(page.getByTestId('contact-error')).toHaveText(hr.contact.errors.botCheck.recaptcha);
      await expect(page.locator('#contact-message')).toHaveValue(`Poruka ${token}`);
      await expect(page.locator('#contact-name')).toHaveValue('Ana Horvat');
      await expect(page.locator('#contact-recipient')).toHaveValue('diagnostics');
    });
  }

  test('asks before loading reCAPTCHA; a visitor who declines sends with the puzzle, and the footer changes the choice', async ({ page }) => {
    const google: string[] = [];
    page.on('request', (request) => request.url().includes('google.com') && google.push(request.url()));
    await stubRecaptcha(page, 'good', null);
    await openFromDepartment(page, site.url);
    await fillForm(page, 'Poruka bez Googlea');
    await page.getByRole('button', { name: hr.contact.send }).click();
    const consent = page.getByTestId('contact-dialog').getByTestId('recaptcha-consent');
    await expect(consent).toBeVisible();
    expect(google).toEqual([]);
    await consent.getByRole('button', { name: hr.consent.decline }).click();
    await expect(page.getByTestId('thank-you')).toBeVisible(AFTER_SOLVING);
    expect(google).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('recaptcha-consent'))).toBe('declined');

    await page.mouse.click(5, 5);
    const settings = page.locator('footer').getByRole('button', { name: hr.consent.manage });
    await settings.click();
    await page.locator('footer').getByTestId('recaptcha-consent').getByRole('button', { name: hr.consent.allow }).click();
    expect(await page.evaluate(() => localStorage.getItem('recaptcha-consent'))).toBe('granted');
    await page.locator('main [data-contact-recipient]').last().click();
    await fillForm(page, 'Poruka s Googleom');
    await page.getByRole('button', { name: hr.contact.send }).click();
    await expect(page.getByTestId('thank-you')).toBeVisible();
    expect(google.some((url) => url.includes('recaptcha/api.js'))).toBe(true);
  });

  test('a good verification is accepted', async ({ page }) => {
    await stubRecaptcha(page, 'good');
    await openFromDepartment(page, site.url);
    await fillForm(page, 'Poruka good');
    await page.getByRole('button', { name: hr.contact.send }).click();
    await expect(page.getByTestId('thank-you')).toBeVisible();
  });
});

test('the report link appears only where the market has the report form', async ({ page, market }) => {
  await page.goto(pathOf('home', defaultLocale(market)));
  await page
    .locator('header nav')
    .first()
    .getByRole('button', { name: messagesFor(defaultLocale(market)).site.contact })
    .click({ force: true });
  await expect(page.getByTestId('contact-dialog')).toBeVisible();
  await expect(page.getByTestId('contact-report-link')).toHaveCount(market === 'cro' ? 1 : 0);
});

test('where the market has a single recipient, it is chosen already', async ({ page, market }) => {
  const recipients = marketProfiles[market].directory.filter((entry) => entry.selectable);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(pathOf('home', defaultLocale(market)));
  await page
    .locator('header nav')
    .first()
    .getByRole('button', { name: messagesFor(defaultLocale(market)).site.contact })
    .click();
  await expect(page.locator('#contact-recipient')).toHaveValue(recipients.length === 1 ? recipients[0]!.key : '');
  if (recipients.length === 1)
    await expect(page.getByRole('button', { name: messagesFor(defaultLocale(market)).contact.send })).toHaveAttribute('aria-disabled', 'false');
});
