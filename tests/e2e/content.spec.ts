import { marketProfiles } from '@/content/company';
import { defaultLocale, localesOf, markets } from '@/config/markets';
import { existsIn, pathOf } from '@/routes';
import { builtSnapshot, copyOf, decodeEntities, expect, inMarkets, marketsWithBrands, test } from './support';

test('every page renders its own h1 and meta description from its copy', async ({ request, market, pages }) => {
  const descriptions = new Set<string>();
  for (const page of pages) {
    const html = await (await request.get(page.path)).text();
    const copy = copyOf(market, page);
    const hero = copy.sections[0]!;
    const h1 = decodeEntities(html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1] ?? '');
    expect(h1, page.path).toBe(hero.type === 'hero' ? hero.title : '');
    const description = decodeEntities(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '');
    expect(description, page.path).toBe(copy.description);
    expect(descriptions.has(`${page.locale}:${description}`), `${page.path} repeats another page's description`).toBe(false);
    descriptions.add(`${page.locale}:${description}`);
    expect(html, page.path).toContain('<meta property="og:title"');
  }
});

test('the key figures appear on home and on their own pages', async ({ page, market }) => {
  const locale = defaultLocale(market);
  const figuresOn = async (path: string) => {
    await page.goto(path);
    return page.locator('[data-figure]').allTextContents();
  };
  const home = await figuresOn(pathOf('home', locale));
  for (const value of ['1990', '6000+', '400', '81', '473']) expect(home, `home has ${value}`).toContain(value);
  if (market === 'cro') expect(home).toContain('24/7');

  const pageFigures: Array<[Parameters<typeof pathOf>[0], string]> = [
    ['sluzbe-medicinska-oprema', '57'],
    ['sluzbe-stomatologija-i-zubna-tehnika', '47'],
    ['sluzbe-veterina', '450'],
    ['nase-usluge-skladistenje-i-transport', '81'],
  ];
  for (const [key, value] of pageFigures) expect(await figuresOn(pathOf(key, locale)), key).toContain(value);
  expect((await figuresOn(pathOf('sluzbe-stomatologija-i-zubna-tehnika', locale))).some((v) => v.includes('1200'))).toBe(true);
  if (existsIn('nase-usluge-servis', market)) {
    await page.goto(pathOf('nase-usluge-servis', locale));
    await expect(page.getByText(/24\/7/).first()).toBeVisible();
    await expect(page.getByText(/2003/).first()).toBeVisible();
  }
});

test('the brands strip scrolls by 200 px per arrow press', inMarkets(...marketsWithBrands), async ({ page, market }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(pathOf('home', defaultLocale(market)));
  const strip = page.getByTestId('brand-strip');
  await strip.scrollIntoViewIfNeeded();
  const scrollLeft = () => strip.evaluate((el) => el.scrollLeft);
  expect(await scrollLeft()).toBe(0);

  const next = page.getByRole('button', { name: /forward|naprej|naprijed/i });
  await next.click();
  await expect.poll(scrollLeft).toBe(200);
  await next.click();
  await expect.poll(scrollLeft).toBe(400);
  await page.getByRole('button', { name: /back|nazaj|unatrag|nazad/i }).click();
  await expect.poll(scrollLeft).toBe(200);

  // Keyboard: focus the strip's first brand and use the arrow keys.
  await strip.getByRole('link').first().focus();
  await page.keyboard.press('ArrowLeft');
  await expect.poll(scrollLeft).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(scrollLeft).toBe(200);
});

test('JSON-LD describes the organisation on home and each location on About', async ({ request, market }) => {
  const locale = defaultLocale(market);
  const jsonLd = async (path: string) => {
    const html = await (await request.get(path)).text();
    const raw = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    return JSON.parse(raw!) as { '@graph': Array<{ '@type': string }> };
  };
  expect((await jsonLd(pathOf('home', locale)))['@graph'].map((n) => n['@type'])).toEqual(['Organization']);
  const about = (await jsonLd(pathOf('o-nama', locale)))['@graph'];
  expect(about.filter((n) => n['@type'] === 'LocalBusiness')).toHaveLength(6);
});

test(
  'brand pages link back to their parent and warn about medicinal products',
  inMarkets(...markets.filter((market) => existsIn('schmidgall-carmol-kapi', market))),
  async ({ page, market }) => {
    const locale = defaultLocale(market);
    await page.goto(pathOf('schmidgall-carmol-kapi', locale));
    await expect(page.getByRole('navigation', { name: /putanja|drobtinice|breadcrumb/i }).getByRole('link', { name: /schmidgall/i })).toHaveAttribute(
      'href',
      pathOf('schmidgall', locale),
    );
    await expect(page.getByText(/10.{1,6}20/).first()).toBeVisible();
    await expect(page.locator('aside').first()).toBeVisible();
  },
);

test('the documents page offers its PDFs, which download with status 200 and the PDF type', async ({ page, request, market }) => {
  const { documentsFor } = await import('@/content/downloads');
  for (const locale of [defaultLocale(market), 'en'] as const) {
    await page.goto(pathOf('file', locale));
    const links = page.locator('a[data-document]');
    await expect(links).toHaveCount(documentsFor(market, locale).length);
    await expect(links.first()).toContainText(/PDF, \d+ KB/);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString(), href).toBe('%PDF-');
    }
  }
  if (market === 'cro') {
    await page.goto(pathOf('file', 'hr'));
    const download = page.waitForEvent('download');
    await page.locator('a[data-document="adverse-reaction-report-form"]').click();
    expect((await download).suggestedFilename()).toBe('obrazac-za-prijavu-nuspojave.pdf');
  }
});

test("the report page, the documents page and every footer give the market's own pharmacovigilance address and line", async ({ request, market }) => {
  const { email, phone } = marketProfiles[market].pharmacovigilance;
  for (const locale of localesOf(market)) {
    for (const key of ['prijava-nuspojava', 'file', 'home', 'o-nama'] as const) {
      if (!existsIn(key, market)) continue;
      const html = await (await request.get(pathOf(key, locale))).text();
      const footerStart = html.lastIndexOf('<footer');
      const [main, footer] = [html.slice(0, footerStart), html.slice(footerStart)];
      expect(footer, `${key}/${locale}: footer`).toContain(`href="mailto:${email}"`);
      expect(footer, `${key}/${locale}: footer`).toContain(phone);
      if (key === 'prijava-nuspojava' || key === 'file') {
        expect(main, `${key}/${locale}: page`).toContain(email);
        expect(main, `${key}/${locale}: page`).toContain(phone);
      }
    }
  }
});

test('the careers page lists the open positions with place, contract, deadline and an Apply button each, and offers an open application', async ({
  page,
  market,
}) => {
  const { messagesFor, format } = await import('@/i18n/messages');
  const { formatDate } = await import('@/i18n/format');
  // What the served build was made from: the seed's deadlines count from the day it was built.
  const jobs = builtSnapshot(market).jobs;
  for (const locale of localesOf(market)) {
    const t = messagesFor(locale).sections;
    const apply = messagesFor(locale).applications;
    await page.goto(pathOf('karijere', locale));
    const open = jobs.filter((job) => job.translations[locale]);
    const items = page.locator('[data-job]');
    await expect(items).toHaveCount(open.length);
    await expect(page.getByRole('button', { name: apply.openApplicationButton })).toBeVisible();
    if (open.length === 0) {
      await expect(page.locator('[data-positions-empty]')).toHaveText(t.positionsEmpty);
      continue;
    }
    for (const job of open) {
      const item = page.locator(`[data-job="${job.id}"]`);
      const text = job.translations[locale]!;
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(text.title);
      await expect(item).toContainText(text.place);
      await expect(item).toContainText(t.contract[job.contract]);
      await expect(item.locator('time')).toHaveText(formatDate(job.deadline, locale));
      await expect(item.getByRole('button', { name: format(apply.applyFor, { title: text.title }) })).toHaveAttribute('aria-haspopup', 'dialog');
      await expect(item.locator('a[href^="mailto:"]'), 'no e-mail to apply by').toHaveCount(0);
    }
    await expect(page.locator('[data-positions-empty]')).toHaveCount(0);
  }
});
