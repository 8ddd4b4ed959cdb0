/**
 * The editors' admin in their language, as a Croatian editor (browser set to
 * hr-HR) and a Bosnian editor (bs-BA) meet it, in Chromium against the built
 * CMS: no English text of the catalogues on the dashboard, the lists and the
 * edit screens; content opens in the market's language with its nested items
 * shown; a post's address comes from its title; a too-short text is refused
 * at save, in the editor's language, naming the field; and a publish says
 * "going live", then "live" with a working link, without a reload. axe runs on
 * every screen: the counts per screen are printed, and there is no violation,
 * in our parts or in Payload's.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import postgres from 'postgres';
import type { Market } from '@/config/markets';
import { icons, type IconName } from '@/content/page-schema';
import { pathOf } from '@/routes';
import { payloadTexts } from '../../apps/cms/src/i18n/admin-languages';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { homePageId, startTestCms, testStaff, type StaffAccount } from '../support/cms';
import { ownDistDir, startSiteServer } from '../support/site-server';
import { cmsSuite, confirmSecondFactor, fieldNamed, formsReady, hydrated, signIn } from './cms-admin';
import { axeViolations, expect, inMarkets, test, violationsOf } from './support';

/** The tests here run at once: each its own CMS port (the other e2e CMS processes take 20 to 30, and 34). */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3101);
const CMS_PORTS = { hr: portBase + 28, bs: portBase + 31, accounts: portBase + 32 };

/** Every string of a catalogue, by its key path. */
function flatten(tree: unknown, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  if (typeof tree === 'string') entries.set(prefix, tree);
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) entries.set(k, v);
  return entries;
}

/**
 * The English texts of our catalogue and of Payload's that the editor's language says otherwise:
 * none of them may show. Texts with placeholders are matched by their longest fixed part.
 */
function englishTexts(language: 'hr' | 'bs'): string[] {
  const pairs = [
    [flatten(staffCatalogues.en), flatten(staffCatalogues[language])],
    // Payload's own texts as the admin has them (apps/cms/src/i18n/admin-languages.ts: some put right, and Croatian ones for Bosnian staff).
    [flatten(payloadTexts.en.translations), flatten(payloadTexts[language].translations)],
  ] as const;
  const texts = pairs.flatMap(([english, translated]) =>
    [...english]
      .filter(([key, text]) => translated.get(key) !== undefined && translated.get(key) !== text)
      .map(
        ([, text]) =>
          text
            .split(/\{\{[^}]*\}\}|\{[^}]*\}/)
            .map((part) => part.trim())
            .sort((a, b) => b.length - a.length)[0]!,
      ),
  );
  // A word or more with letters, long enough not to be a unit or a code.
  return [...new Set(texts)].filter((text) => /\p{L}{3}/u.test(text));
}

/** The English catalogue texts shown on the page, as whole words (not a part of a key such as `adverse-reaction-report-form`). */
async function englishOn(page: Page, texts: string[]): Promise<string[]> {
  const shown = await page.locator('body').innerText();
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The substring test first: most texts are not on a screen, and a regular expression each cost a second a journey.
  return texts.filter((text) => shown.includes(text) && new RegExp(`(?<![\\p{L}\\p{N}-])${escape(text)}(?![\\p{L}\\p{N}-])`, 'u').test(shown));
}

/**
 * Checks a screen, once it is ready: no English text, axe's count printed, and no violation at all,
 * in our own parts or in Payload's (its colours and sizes mended by apps/cms/app/(payload)/custom.css,
 * its names and roles by apps/cms/src/payload-patches/admin-accessibility.ts).
 */
async function checkScreen(page: Page, screen: string, texts: string[]) {
  expect(await englishOn(page, texts), `${screen}: English texts`).toEqual([]);
  // A label given by language, passed on as it is, reads "[object Object]" (the lists' sort buttons did).
  await expect(page.locator('[aria-label*="[object Object]"], [title*="[object Object]"]'), `${screen}: names of buttons`).toHaveCount(0);
  await expect(page.getByText('[object Object]'), `${screen}: texts`).toHaveCount(0);
  const violations = await axeViolations(page);
  const nodes = violations.reduce((sum, violation) => sum + violation.nodes.length, 0);
  // Each rule with its count and its first element, so a finding can be traced to its component.
  const line = `axe on ${screen}: ${violations.length} violations, ${nodes} nodes (${violations.map((v) => `${v.id}×${v.nodes.length} at ${v.nodes[0]!.target.join(' ')}`).join('; ') || 'none'})`;
  console.log(line);
  test.info().annotations.push({ type: 'axe', description: line });
  expect(
    violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`)),
    screen,
  ).toEqual([]);
}

interface Journey {
  market: Market;
  language: 'hr' | 'bs';
  browserLocale: string;
  editor: StaffAccount;
  /** The label of a page's description in the editor's language. */
  descriptionLabel: string;
}

const journeys: Journey[] = [
  {
    market: 'cro',
    language: 'hr',
    browserLocale: 'hr-HR',
    editor: { email: 'ivan@example.com', password: 'croatian editor pass', role: 'editor', markets: ['cro'] },
    descriptionLabel: 'Opis',
  },
  {
    market: 'bih',
    language: 'bs',
    browserLocale: 'bs-BA',
    editor: { email: 'amra@example.com', password: 'bosnian editor pass', role: 'editor', markets: ['bih'] },
    descriptionLabel: staffCatalogues.bs.fields.description,
  },
];

for (const journey of journeys) {
  test.describe(`the ${journey.language} editor's admin`, inMarkets('cro'), () => {
    // Both journeys run at once beside other specs, so a busy two-core machine needs the long timeout.
    const suite = cmsSuite(10 * 60_000, { browserLocale: journey.browserLocale });

    test(`a ${journey.market} editor works in ${journey.language} from the first screen to a live page`, async ({ page }) => {
      const { market, language, editor } = journey;
      const t = staffCatalogues[language];
      const payloadT = payloadTexts[language].translations;
      const texts = englishTexts(language);
      const scratch = await suite.scratch(`e2e_admin_${market}`, { seeded: true });
      const dataDir = mkdtempSync(path.join(tmpdir(), 'admin-journey-'));
      const ids = { home: 0, figures: 0, hero: 0, heroIcon: 'Pill' as IconName, post: 0, job: 0, document: 0, company: 0 };
      // A public server that only follows builds: this test marks the build done itself, as a builder would.
      const site = await startSiteServer(
        {
          MARKET: market,
          DATABASE_URL: scratch.url,
          DIST_DIR: ownDistDir(market),
          BUILDER: '0',
          PUBLISH_POLL_MS: '250',
          BOT_PROTECTION: 'off',
          ALLOW_NO_BOT_PROTECTION: '1',
        },
        dataDir,
      );
      const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORTS[language], [editor], {
        env: { SITE_URL: site.url, MARKET: market },
        async prepare(payload) {
          ids.home = await homePageId(payload, market);
          const home = await payload.findByID({ collection: 'pages', id: ids.home, overrideAccess: true, depth: 0 });
          const sections = home.sections as Array<{ blockType: string; icon?: IconName }>;
          ids.figures = sections.findIndex((section) => section.blockType === 'figures');
          ids.hero = sections.findIndex((section) => section.blockType === 'hero');
          ids.heroIcon = sections[ids.hero]!.icon!;
          // Shared collections keep their markets in `marketsKey`, one-market ones in `market`.
          const first = async (collection: 'news' | 'jobs' | 'documents' | 'company', field: 'marketsKey' | 'market') =>
            (await payload.find({ collection, where: { [field]: { equals: market } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0]!.id as number;
          ids.post = await first('news', 'marketsKey');
          ids.job = await first('jobs', 'marketsKey');
          ids.document = await first('documents', 'market');
          ids.company = await first('company', 'market');
        },
      });
      const sql = postgres(scratch.url, { max: 1 });
      try {
        await page.goto(`${cms.base}/admin/login`);
        await expect(page.locator('[data-brand="logo"]'), "our logo, not Payload's").toContainText('Farmadria');
        await signIn(page, cms.base, editor);
        await hydrated(page.getByRole('heading', { name: t.builds.title }));
        await checkScreen(page, 'dashboard', texts);

        for (const collection of ['pages', 'news', 'jobs'] as const) {
          await page.goto(`${cms.base}/admin/collections/${collection}`);
          await hydrated(page.getByRole('heading', { level: 1, name: t.collections[`${collection}Plural`] }));
          await checkScreen(page, `${collection} list`, texts);
          if (collection !== 'news') continue;
          // Payload's unnamed controls are named in the editor's language: the page arrows of a list of many, a row's checkbox.
          await expect(page.locator('.clickable-arrow--left')).toHaveAccessibleName(t.adminNames.previousPage);
          await expect(page.locator('.select-row input').first()).toHaveAccessibleName(
            t.adminNames.selectRow.replace('{title}', await page.locator('tbody tr').first().locator('td').nth(1).innerText()),
          );
        }

        // The home page, opened without naming a language: in the market's language, its nested items shown.
        await page.goto(`${cms.base}/admin/collections/pages/${ids.home}`);
        await formsReady(page);
        await expect(page.locator('.localizer'), 'the content language').toContainText(t.options[`locale-${language}`]);
        // Payload renders fields as they near the viewport: the editor scrolls to the figures.
        await page.locator(`#sections-row-${ids.figures}`).scrollIntoViewIfNeeded();
        const figure = await fieldNamed(page, `sections.${ids.figures}.items.0.value`);
        await expect(figure).toBeVisible();
        await expect(figure).not.toHaveValue('');
        // Each item is headed by its own words, not an empty "Item 01".
        await expect(page.locator(`#sections-row-${ids.figures}`).getByText(`01 · ${await figure.inputValue()}`)).toBeVisible();
        await checkScreen(page, 'page edit', texts);

        // The hero's icon, shown and named in the editor's language; another one chosen with the keyboard.
        const iconName = (icon: IconName) => t.options[`icon-${icon}`];
        const picker = page.locator(`[data-icon-picker="sections.${ids.hero}.icon"]`);
        await page.locator(`#sections-row-${ids.hero}`).scrollIntoViewIfNeeded();
        await expect(picker.locator('[data-icon-chosen]')).toHaveText(iconName(ids.heroIcon));
        await picker.getByRole('button', { name: t.pages.chooseIcon }).click();
        const next = icons[(icons.indexOf(ids.heroIcon) + 1) % icons.length]!;
        await expect(picker.getByRole('radio', { name: iconName(ids.heroIcon), exact: true })).toBeChecked();
        await picker.getByRole('radio', { name: iconName(ids.heroIcon), exact: true }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(picker.getByRole('radio', { name: iconName(next), exact: true })).toBeChecked();
        await expect(picker.locator('[data-icon-chosen]')).toHaveText(iconName(next));
        await expect(picker.locator(`[data-icon-option="${next}"] svg`), 'the icon itself is drawn').toBeVisible();
        // The page around it was counted above: axe on the picker alone, our own part.
        expect(await englishOn(page, texts), 'icon picker: English texts').toEqual([]);
        expect(await violationsOf(page, '.icon-picker'), 'the icon picker').toEqual([]);

        // "Add a section" shows each section as our drawing, under its name in the editor's language.
        const addSection = payloadT.fields.addLabel.replace('{{label}}', t.pages.section);
        const drawer = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: addSection }) });
        // Once in CI, on a busy machine, the drawer had not opened within the click's wait: press again
        // only while it is closed, and give it the time a loaded machine takes.
        await expect(async () => {
          if (!(await drawer.isVisible())) await page.getByRole('button', { name: addSection }).click({ timeout: 10_000 });
          await expect(drawer.getByText(t.blocks.figures, { exact: true })).toBeVisible({ timeout: 15_000 });
        }).toPass({ timeout: 60_000 });
        const drawings = drawer.locator('.blocks-drawer__default-image img');
        await expect(drawings).toHaveCount(Object.keys(t.blocks).length);
        const drawn = await drawings.evaluateAll(
          (images) =>
            images.filter(
              (image) =>
                (image as HTMLImageElement).complete &&
                (image as HTMLImageElement).naturalWidth > 0 &&
                image.getAttribute('src')!.startsWith('data:image/svg+xml,') &&
                image.getAttribute('alt') === '',
            ).length,
        );
        expect(drawn, "every drawing loads under the admin's CSP, decorative beside its name").toBe(Object.keys(t.blocks).length);
        expect(await englishOn(page, texts), 'add a section: English texts').toEqual([]);
        expect(await violationsOf(page, '.blocks-drawer__blocks'), 'the drawings').toEqual([]);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();

        // Too short a description is refused at a draft save, in the editor's language, naming the field.
        const description = await fieldNamed(page, 'description');
        const fullDescription = await description.inputValue();
        await description.fill('Prekratko.');
        await page.getByRole('button', { name: payloadT.version.saveDraft }).click();
        await expect(page.getByTestId('field-error').first()).toHaveText(
          new RegExp(`^${journey.descriptionLabel}[^:]* \\(${language}\\): najmanje 50 znakova \\(sada 10\\)\\.$`),
          { timeout: 30_000 },
        );

        // Put back and published: going live, then live with a working link, without a reload.
        await description.fill(fullDescription);
        await formsReady(page);
        // This test is the market's builder: its heartbeat, fresh for as long as the test runs, says one is there.
        await sql`insert into site_builders (market, server, seen_at) values (${market}, 'admin-journey', now() + interval '10 minutes')`;
        await page.getByRole('button', { name: payloadT.version.publishChanges }).click();
        const liveState = page.locator('[data-live-state]');
        await expect(liveState).toHaveAttribute('data-live-state', 'going-live', { timeout: 30_000 });
        // No build of the market has been timed (this test marks them done itself): no number.
        await expect(liveState).toContainText(t.builds.goingLiveUnmeasured);
        await sql`update site_builds set status = 'running', started_at = now() where market = ${market} and status = 'queued'`;
        await sql`update site_builds set status = 'succeeded', finished_at = now(), build_id = '20261127T090000-journey' where market = ${market} and status = 'running'`;
        await expect(liveState).toHaveAttribute('data-live-state', 'live');
        await expect(liveState).toContainText(t.builds.live);
        const [livePage] = await Promise.all([page.context().waitForEvent('page'), liveState.getByRole('link', { name: t.builds.viewLive }).click()]);
        await livePage.waitForLoadState();
        expect(livePage.url()).toBe(site.url + pathOf('home', language));
        await expect(livePage.getByRole('heading', { level: 1 })).toBeVisible();
        await livePage.close();

        for (const [collection, id] of [
          ['news', ids.post],
          ['jobs', ids.job],
        ] as const) {
          await page.goto(`${cms.base}/admin/collections/${collection}/${id}`);
          await formsReady(page);
          await expect(page.locator('.localizer')).toContainText(t.options[`locale-${language}`]);
          await checkScreen(page, `${collection} edit`, texts);
        }
        // A date's clear button and a select's typing box, named in the editor's language.
        await expect(page.locator('.date-time-picker__clear-button').first()).toHaveAccessibleName(t.adminNames.clearDate);
        await expect(page.locator('#field-markets input[role="combobox"]')).toHaveAccessibleName(new RegExp(`^${t.fields.markets}`));

        // A new post's address is made from its title at the first save.
        await page.goto(`${cms.base}/admin/collections/news/create`);
        await formsReady(page);
        await page.locator('input[name="title"]').fill('Otvoren novi centar u Đakovu');
        await page.getByRole('button', { name: payloadT.version.saveDraft }).click();
        await page.waitForURL(/\/admin\/collections\/news\/\d+/, { timeout: 30_000 });
        await expect(await fieldNamed(page, 'slug')).toHaveValue('otvoren-novi-centar-u-dakovu');
        await formsReady(page);
        await checkScreen(page, 'new post', texts);

        // The editor's other screens: the media library and a new file's upload, the documents, the company's facts, their own account.
        const otherScreens = [
          ['media list', '/admin/collections/media', 'list'],
          ['new media file', '/admin/collections/media/create', 'form'],
          ['documents list', '/admin/collections/documents', 'list'],
          ['document edit', `/admin/collections/documents/${ids.document}`, 'form'],
          ['company edit', `/admin/collections/company/${ids.company}`, 'form'],
          ['account', '/admin/account', 'form'],
        ] as const;
        for (const [screen, address, kind] of otherScreens) {
          await page.goto(cms.base + address);
          if (kind === 'form') await formsReady(page);
          else await hydrated(page.getByRole('heading', { level: 1 }));
          await checkScreen(page, screen, texts);
        }
        // Two of Payload's texts that read wrong in Croatian, as the admin now words them.
        await expect(page.getByRole('heading', { name: payloadTexts[language].translations.general.payloadSettings, exact: true })).toBeVisible();
        await page.goto(`${cms.base}/admin/collections/media/create`);
        await expect(
          page.getByText(payloadTexts[language].translations.general.creatingNewLabel.replace('{{label}}', t.collections.mediaSingular), { exact: true }),
        ).toBeVisible({ timeout: 30_000 });
      } finally {
        await sql.end();
        await cms.stop();
        await site.stop();
      }
    });
  });
}

test.describe("the admin's screens for staff accounts", inMarkets('cro'), () => {
  const suite = cmsSuite(5 * 60_000, { browserLocale: 'hr-HR' });
  const { admin, cro: editor } = testStaff;

  test("the list of accounts, an editor's account and a new one are in hr, with no axe violation", async ({ page }) => {
    const scratch = await suite.scratch('e2e_admin_accounts', { seeded: true });
    const cms = await startTestCms({ url: scratch.url, dataDir: mkdtempSync(path.join(tmpdir(), 'admin-accounts-')) }, CMS_PORTS.accounts, [admin, editor]);
    const sql = postgres(scratch.url, { max: 1 });
    try {
      const [account] = await sql<Array<{ id: number }>>`select id from cms.users where email = ${editor.email}`;
      const texts = englishTexts('hr');
      const t = staffCatalogues.hr;
      await signIn(page, cms.base, admin);
      // An admin makes accounts only once a second factor confirmed their sign-in.
      await confirmSecondFactor(page);
      await page.goto(`${cms.base}/admin/collections/users`);
      await hydrated(page.getByRole('heading', { level: 1, name: t.collections.usersPlural }));
      await checkScreen(page, 'accounts list', texts);
      for (const [screen, address] of [
        ["an editor's account", `/admin/collections/users/${account!.id}`],
        ['new account', '/admin/collections/users/create'],
      ] as const) {
        await page.goto(cms.base + address);
        await formsReady(page);
        await checkScreen(page, screen, texts);
      }
    } finally {
      await sql.end();
      await cms.stop();
    }
  });
});
