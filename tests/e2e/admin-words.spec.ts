/**
 * Words, not codes: the admin as a Croatian editor (browser in hr-HR) and a Bosnian editor (bs-BA)
 * meet it on the screens they use (the dashboard, the pages list, a page with sections, the
 * publishing menu and the schedule drawer, the media library and its drawer for a new file, a post
 * deleted), in Chromium against the built CMS.
 *  - A page's sections are headed by their headings, the brand in them as the site shows it ("Karijera
 *    u tvrtki Farmadria"), or by their kind; no "Untitled" box over them.
 *  - No raw placeholder ({brand}), no `route:` link or route key, no bare byte count is shown.
 *  - An editor has no API tab (an administrator keeps it).
 *  - Payload's Croatian reads as Croatian ("Pretraži: …", "Objavi samo hrvatski prijevod",
 *    "Izbrisano: …"), and the Bosnian admin shows none of the Croatian-only words that Bosnian
 *    writes otherwise (apps/cms/src/i18n/payload-mends.ts).
 *  - The document's menu and Publish's menu have names of their own; "Revert to published" is an
 *    item of the document's menu, not the first control beside the status.
 *  - axe (experimental rules too) finds nothing on the document edit view, a post's schedule drawer
 *    and the media library's drawer for a new file.
 * Screenshots of each screen go to /tmp/admin-words-<language>-<screen>.png.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { Market } from '@/config/markets';
import { readCategories } from '@/content/news';
import { routeKeys } from '@/routes';
import { payloadTexts } from '../../apps/cms/src/i18n/admin-languages';
import { croatianOnlyWordsIn } from '../../apps/cms/src/i18n/payload-mends';
import { interpolate } from '@/lib/placeholders';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { startTestCms, testStaff, type StaffAccount } from '../support/cms';
import { cmsSuite, confirmSecondFactor, formsReady, hydrated, signIn } from './cms-admin';
import { axeViolations, expect, inMarkets, test } from './support';

const portBase = Number(process.env.E2E_PORT_BASE ?? 3101);

interface Journey {
  language: 'hr' | 'bs';
  market: Market;
  browserLocale: string;
  port: number;
  editor: StaffAccount;
  /** The careers page's hero title, as the site shows it. */
  careersTitle: string;
  /** The content language's name, as the publish menu says it. */
  localeName: string;
}

const journeys: Journey[] = [
  {
    language: 'hr',
    market: 'cro',
    browserLocale: 'hr-HR',
    port: portBase + 38,
    careersTitle: 'Karijera u tvrtki Farmadria',
    localeName: 'hrvatski',
    editor: { email: 'ivan@example.com', password: 'croatian editor pass', role: 'editor', markets: ['cro'] },
  },
  {
    language: 'bs',
    market: 'bih',
    browserLocale: 'bs-BA',
    port: portBase + 39,
    careersTitle: 'Karijera u kompaniji Farmadria',
    localeName: 'bosanski',
    editor: { email: 'amra@example.com', password: 'bosnian editor pass', role: 'editor', markets: ['bih'] },
  },
];

/**
 * What a screen shows an editor: its text, the names and hints its elements carry, and its choices;
 * but for the hints under copy that explain its placeholders, which must quote them.
 */
async function everythingShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const explanations = [...document.querySelectorAll<HTMLElement>('.copy-placeholders')].map((hint) => hint.innerText);
    const text = explanations.reduce((rest, explanation) => rest.replace(explanation, ''), document.body.innerText);
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name) ?? ''),
    );
    const options = [...document.querySelectorAll('option')].map((option) => option.textContent ?? '');
    return [text, ...attributes, ...options].join('\n');
  });
}

/** The codes an editor should never read: placeholders of copy or of Payload's texts, `route:` links. */
function codesIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{?[\w.]+\}\}?|route:[\w-]*/g)].map((match) => match[0]))];
}

async function noAxeViolation(page: Page, what: string, where?: string) {
  const violations = await axeViolations(page, where);
  expect(
    violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`)),
    what,
  ).toEqual([]);
}

const screenshot = (page: Page, language: string, screen: string) => page.screenshot({ path: `/tmp/admin-words-${language}-${screen}.png`, fullPage: false });

for (const journey of journeys) {
  test.describe(`the ${journey.language} editor's words`, inMarkets('cro'), () => {
    const suite = cmsSuite(10 * 60_000, { browserLocale: journey.browserLocale });

    test(`a ${journey.market} editor reads words, not codes, in ${journey.language}`, async ({ page }) => {
      const { language, market, editor } = journey;
      const t = staffCatalogues[language];
      const p = payloadTexts[language].translations;
      const scratch = await suite.scratch(`e2e_words_${market}`, { seeded: true });
      const ids = { careers: 0, hero: 0, post: 0, photo: 0 };
      const cms = await startTestCms({ url: scratch.url, dataDir: mkdtempSync(path.join(tmpdir(), 'admin-words-')) }, journey.port, [editor], {
        env: { MARKET: market },
        async prepare(payload) {
          const careers = (
            await payload.find({
              collection: 'pages',
              where: { routeKey: { equals: 'karijere' }, market: { equals: market } },
              overrideAccess: true,
              depth: 0,
              locale: language,
            })
          ).docs[0]!;
          ids.careers = careers.id as number;
          ids.hero = (careers.sections as Array<{ blockType: string }>).findIndex((section) => section.blockType === 'hero');
          // A change since the last publish: the document offers to revert to the published version.
          await payload.update({
            collection: 'pages',
            id: ids.careers,
            locale: language,
            draft: true,
            overrideAccess: true,
            context: { skipRebuild: true },
            data: { description: `${careers.description as string} Izmjena.` } as never,
          });
          const post = await payload.create({
            collection: 'news',
            locale: language,
            draft: true,
            overrideAccess: true,
            context: { skipRebuild: true },
            data: {
              title: 'Nacrt za brisanje',
              slug: 'nacrt-za-brisanje',
              excerpt: 'Nacrt koji urednik briše iz popisa novosti prije nego što ga objavi.',
              body: 'Tekst.',
              kind: 'news',
              date: '2026-12-01T12:00:00.000Z',
              markets: [market],
              categories: [readCategories()[0]!.id],
              cover: 'none',
              _status: 'draft',
            } as never,
          });
          ids.post = post.id as number;
          const photo = await sharp({
            create: { width: 1600, height: 900, channels: 3, background: '#0a6d8f', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
          })
            .jpeg({ quality: 95 })
            .toBuffer();
          ids.photo = (
            await payload.create({
              collection: 'media',
              locale: language,
              overrideAccess: true,
              data: { markets: [market], alt: 'Skladište' } as never,
              file: { name: 'skladiste.jpg', data: photo, mimetype: 'image/jpeg', size: photo.length },
            })
          ).id as number;
        },
      });
      const shown: Record<string, string> = {};
      try {
        await signIn(page, cms.base, editor);
        await hydrated(page.getByRole('heading', { name: t.builds.title }));
        shown.dashboard = await everythingShown(page);

        // The pages list: each page by its address, never its route key; the search box in the language's grammar.
        await page.goto(`${cms.base}/admin/collections/pages`);
        await hydrated(page.getByRole('heading', { level: 1, name: t.collections.pagesPlural }));
        const routeCells = await page.locator('tbody td.cell-routeKey').allInnerTexts();
        expect(routeCells.length, 'the list shows pages').toBeGreaterThan(0);
        expect(
          routeCells.filter((cell) => !cell.startsWith('/') || (routeKeys as string[]).includes(cell.trim())),
          'addresses, not route keys',
        ).toEqual([]);
        const search = page.locator('.search-filter input');
        await expect(search).toHaveAttribute('placeholder', new RegExp(`^${p.general.searchBy.split('{{')[0]}`));
        if (language === 'hr') await expect(search).not.toHaveAttribute('placeholder', /Traži po/);
        shown.pages = await everythingShown(page);
        await screenshot(page, language, 'pages-list');

        // The careers page: its sections headed by their headings, the brand filled in.
        await page.goto(`${cms.base}/admin/collections/pages/${ids.careers}`);
        await formsReady(page);
        const hero = page.locator(`#sections-row-${ids.hero}`);
        await expect(hero.locator('.section-label__words')).toHaveText(journey.careersTitle);
        await expect(hero.locator('.section-label__kind')).toHaveText(t.blocks.hero);
        const labels = await page.locator('.blocks-field .section-label').allInnerTexts();
        expect(labels.length, 'the page has sections').toBeGreaterThan(1);
        expect(
          labels.filter((label) => !/^\d{2} · \S/.test(label)),
          'every section headed by its heading or kind',
        ).toEqual([]);
        await expect(page.locator('.section-title__input'), 'no "Untitled" name box').toHaveCount(0);
        await expect(page.getByText(p.general.untitled, { exact: true })).toHaveCount(0);
        // The hero's title keeps {brand} for the site to fill: the hint under it says what it becomes.
        const brand = journey.careersTitle.split(' ').at(-1)!;
        await expect(hero.locator('.copy-placeholders').first()).toContainText(interpolate(t.pages.brandPlaceholder, { placeholder: '{brand}', brand }));
        await expect(hero.locator('.copy-placeholders').first()).toContainText(t.pages.keepPlaceholders);
        // The menu's button: "Otvori izbornik" or "Zatvori izbornik", one phrase, not "Otvori Izbornik".
        await expect(page.getByRole('button', { name: new RegExp(`^(${p.general.open}|${p.general.close}) ${p.general.menu}$`) }).first()).toBeAttached();
        expect(p.general.menu).toBe(language === 'hr' ? 'izbornik' : 'meni');

        // No API tab for an editor.
        await expect(page.locator('.doc-tab[href$="/api"], a[href$="/api"]').filter({ hasText: 'API' })).toHaveCount(0);

        // Two menus, two names.
        const documentMenu = page.locator('.doc-controls__popup .popup-button');
        const publishMenu = page.locator('.btn--withPopup:has(#action-save) .popup-button');
        await expect(documentMenu).toHaveAccessibleName(t.adminNames.documentMenu);
        await expect(publishMenu).toHaveAccessibleName(t.adminNames.publishOptions);
        expect(t.adminNames.documentMenu).not.toBe(t.adminNames.publishOptions);

        // Revert to published: not the first control beside the status, but in the document's menu.
        await expect(page.locator('.status__value'), 'the page has changes since its publish').toHaveText(p.version.changed);
        await expect(page.locator('#action-revert-to-published')).toBeHidden();
        const firstControl = page.locator('.doc-controls').locator('a[href]:visible, button:visible').first();
        await expect(firstControl).not.toHaveText(p.version.revertToPublished);
        shown.document = await everythingShown(page);
        await screenshot(page, language, 'page-edit');
        await noAxeViolation(page, 'the document edit view');
        await documentMenu.click();
        const revert = page.locator('#action-revert-menu');
        await expect(revert).toHaveText(p.version.revertToPublished);
        shown.documentMenu = await everythingShown(page);
        await screenshot(page, language, 'document-menu');
        await revert.click();
        const confirmation = page.getByRole('dialog').filter({ hasText: p.version.aboutToRevertToPublished.trim() });
        await expect(confirmation, 'the revert asks first').toBeVisible();
        await confirmation.getByRole('button', { name: p.general.cancel }).click();
        await expect(confirmation).toBeHidden();
        await expect(page.locator('.status__value'), 'cancelled: the draft is kept').toHaveText(p.version.changed);

        // Publish's menu: a language's publish in words that agree.
        await publishMenu.click();
        await expect(page.getByText(p.version.publishIn.replace('{{locale}}', journey.localeName), { exact: true })).toBeVisible();
        if (language === 'hr') expect(p.version.publishIn.replace('{{locale}}', journey.localeName)).toBe('Objavi samo hrvatski prijevod');
        shown.publishMenu = await everythingShown(page);
        await page.keyboard.press('Escape');

        // The media library: sizes in kB or MB in the language's numbers.
        await page.goto(`${cms.base}/admin/collections/media`);
        await hydrated(page.getByRole('heading', { level: 1, name: t.collections.mediaPlural }));
        await expect(page.getByRole('columnheader', { name: p.upload.fileSize }), "the column named in the admin's language").toBeVisible();
        const sizes = await page.locator('tbody td.cell-filesize').allInnerTexts();
        expect(sizes.length, 'the library has files').toBeGreaterThan(0);
        expect(
          sizes.filter((size) => !/^\d+(,\d)? (B|kB|MB)$/.test(size.trim())),
          'sizes in kB or MB, with a decimal comma',
        ).toEqual([]);
        shown.media = await everythingShown(page);
        await screenshot(page, language, 'media-list');

        // The media library's drawer for a new file, opened from a post.
        await page.goto(`${cms.base}/admin/collections/news/${ids.post}`);
        await formsReady(page);
        await page.locator('#field-image .upload__createNewToggler').click();
        const mediaDrawer = page.locator('.drawer--is-open').filter({ has: page.locator('#field-alt') });
        await expect(mediaDrawer).toBeVisible({ timeout: 30_000 });
        await expect(mediaDrawer.locator('#field-alt')).toHaveAccessibleName(new RegExp(`^${t.fields.alt}`));
        await expect(mediaDrawer.locator('.doc-drawer__header-text'), 'a new file, not "[Bez naslova]"').toHaveText(t.media.newFile);
        await noAxeViolation(page, "the media library's drawer for a new file", '.drawer--is-open');
        shown.mediaDrawer = await everythingShown(page);
        await screenshot(page, language, 'media-drawer');
        await page.keyboard.press('Escape');
        await expect(mediaDrawer).toBeHidden();

        // The post's schedule drawer (posts are scheduled; pages are not), still clean for axe.
        await page.locator('.btn--withPopup:has(#action-save) .popup-button').click();
        await page.locator('#schedule-publish').click();
        const scheduleDrawer = page.locator('.schedule-publish');
        await expect(scheduleDrawer).toBeVisible();
        await noAxeViolation(page, 'the schedule drawer', '.schedule-publish');
        shown.scheduleDrawer = await everythingShown(page);
        await page.keyboard.press('Escape');
        await expect(scheduleDrawer).toBeHidden();

        // A draft post deleted: the message names what went, without Payload's disagreeing adjective.
        await page.locator('.doc-controls__popup .popup-button').click();
        await page.locator('#action-delete').click();
        await page.getByRole('dialog').getByRole('button', { name: p.general.confirm }).click();
        const deleted = p.general.titleDeleted.replace('{{label}}', t.collections.newsSingular).replace('{{title}}', 'Nacrt za brisanje');
        await expect(page.getByText(deleted)).toBeVisible({ timeout: 30_000 });
        if (language === 'hr') expect(deleted).toBe(`Izbrisano: ${t.collections.newsSingular} „Nacrt za brisanje”.`);
        shown.deleted = await everythingShown(page);

        const codes = Object.fromEntries(Object.entries(shown).flatMap(([screen, text]) => (codesIn(text).length > 0 ? [[screen, codesIn(text)]] : [])));
        expect(codes, 'placeholders and route: links shown').toEqual({});
        if (language === 'bs') {
          const croatian = Object.fromEntries(
            Object.entries(shown).flatMap(([screen, text]) => (croatianOnlyWordsIn(text).length > 0 ? [[screen, croatianOnlyWordsIn(text)]] : [])),
          );
          expect(croatian, 'Croatian-only words in the Bosnian admin').toEqual({});
        }
      } finally {
        await cms.stop();
      }
    });
  });
}

test.describe('the API tab', inMarkets('cro'), () => {
  const suite = cmsSuite(5 * 60_000, { browserLocale: 'hr-HR' });

  test("an administrator keeps a document's API tab", async ({ page }) => {
    const { admin } = testStaff;
    const scratch = await suite.scratch('e2e_words_admin', { seeded: true });
    let pageId = 0;
    const cms = await startTestCms({ url: scratch.url, dataDir: mkdtempSync(path.join(tmpdir(), 'admin-words-admin-')) }, portBase + 40, [admin], {
      env: { MARKET: 'cro' },
      async prepare(payload) {
        pageId = (
          await payload.find({ collection: 'pages', where: { routeKey: { equals: 'karijere' }, market: { equals: 'cro' } }, overrideAccess: true, depth: 0 })
        ).docs[0]!.id as number;
      },
    });
    try {
      await signIn(page, cms.base, admin);
      await confirmSecondFactor(page);
      await page.goto(`${cms.base}/admin/collections/pages/${pageId}`);
      await formsReady(page);
      await expect(page.locator('a.doc-tab[href$="/api"]')).toHaveCount(1);
    } finally {
      await cms.stop();
    }
  });
});
