/**
 * Schedules and dates in the editor's language and clock, as a Croatian editor (browser in hr-HR)
 * and a Bosnian editor (bs-BA) meet them, in Chromium against the built CMS. The browsers keep the
 * clock of New York, so that what the admin shows in the market's clock cannot be the browser's.
 *  - The schedule drawer of a draft never published starts at Publish, shows a 24-hour clock and
 *    the admin language's words, the market's time zone and the languages by name; axe finds
 *    nothing with its date picker open.
 *  - A scheduled publish shows "Zakazano za 3. 12. <next year>. u 09:40" on the document and in
 *    the list until it is cancelled (hr) or has run (bs).
 *  - Every date the admin renders is in the language's own form, with the year; the Bosnian
 *    admin shows no Croatian month name (lists, a document's meta, its versions, the dashboard,
 *    the drawer and the pickers).
 *  - The media library's drawer for a new file, opened from a post, has no axe violation.
 * The time chosen is 3 December of next year, 09:40: always ahead, and its expected forms follow
 * from it alone.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import postgres from 'postgres';
import type { Market } from '@/config/markets';
import { readCategories } from '@/content/news';
import { payloadTexts } from '../../apps/cms/src/i18n/admin-languages';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { startTestCms, type StaffAccount } from '../support/cms';
import { cmsSuite, formsReady, hydrated, signIn, twoFrames } from './cms-admin';
import { axeViolations, expect, inMarkets, test } from './support';

const portBase = Number(process.env.E2E_PORT_BASE ?? 3101);

/** Croatian months, in every form a date shows them (nominative, genitive, short): none may show in the Bosnian admin. */
const CROATIAN_MONTHS =
  /(?<!\p{L})(siječ\p{L}*|veljač\p{L}*|ožuj\p{L}*|travan\p{L}*|travnj\p{L}*|svib\p{L}*|lipan\p{L}*|lipnj\p{L}*|srpan\p{L}*|srpnj\p{L}*|kolovoz\p{L}*|rujan\p{L}*|rujn\p{L}*|listopad\p{L}*|studen\p{L}*|prosin\p{L}*|sij|velj|ožu|tra|lip|srp|kol|ruj|lis|stu|pro)(?!\p{L})/giu;

interface Journey {
  language: 'hr' | 'bs';
  market: Market;
  browserLocale: string;
  port: number;
  editor: StaffAccount;
  /** December and August, as a date writes them after the day. */
  december: string;
  august: string;
  /** The market's time zone as the drawer names it. */
  zone: string;
  /** The languages offered for a publish. */
  languages: string[];
  /** A day with the year in the language's own form. */
  dateForm: RegExp;
  /** How the scheduled change ends: the editor cancels it, or it runs. */
  ending: 'cancelled' | 'runs';
}

const journeys: Journey[] = [
  {
    language: 'hr',
    market: 'cro',
    browserLocale: 'hr-HR',
    port: portBase + 36,
    december: 'prosinca',
    august: 'kolovoza',
    zone: 'Zagreb (Hrvatska)',
    languages: ['Svi jezici', 'hrvatski', 'engleski'],
    dateForm: /^\d{1,2}\. (siječnja|veljače|ožujka|travnja|svibnja|lipnja|srpnja|kolovoza|rujna|listopada|studenoga?|prosinca) \d{4}\.$/,
    ending: 'cancelled',
    editor: { email: 'ivan@example.com', password: 'croatian editor pass', role: 'editor', markets: ['cro'] },
  },
  {
    language: 'bs',
    market: 'bih',
    browserLocale: 'bs-BA',
    port: portBase + 37,
    december: 'decembra',
    august: 'augusta',
    zone: 'Sarajevo (Bosna i Hercegovina)',
    languages: ['Svi jezici', 'bosanski', 'engleski'],
    dateForm: /^\d{1,2}\. (januara|februara|marta|aprila|maja|juna|jula|augusta|septembra|oktobra|novembra|decembra) \d{4}\.$/,
    ending: 'runs',
    editor: { email: 'amra@example.com', password: 'bosnian editor pass', role: 'editor', markets: ['bih'] },
  },
];

/** The page's text and the names its elements carry (a calendar day's name holds its month). */
async function everythingShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [title]')].flatMap((element) => [
      element.getAttribute('aria-label') ?? '',
      element.getAttribute('title') ?? '',
    ]);
    const options = [...document.querySelectorAll('option')].map((option) => option.textContent ?? '');
    return [document.body.innerText, ...names, ...options].join('\n');
  });
}

/** A day in the language's form followed by its time on a 24-hour clock. */
const withTime = (day: RegExp) => new RegExp(`${day.source.replace(/\$$/, '')} u ([01]\\d|2[0-3]):[0-5]\\d$`);

function croatianMonthsIn(text: string): string[] {
  return [...new Set([...text.matchAll(CROATIAN_MONTHS)].map((match) => match[0]))];
}

async function noAxeViolation(page: Page, where: string, what: string) {
  const violations = await axeViolations(page, where);
  expect(
    violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`)),
    what,
  ).toEqual([]);
}

for (const journey of journeys) {
  test.describe(`the ${journey.language} editor's schedules and dates`, inMarkets('cro'), () => {
    const suite = cmsSuite(10 * 60_000, { browserLocale: journey.browserLocale });
    test.use({ timezoneId: 'America/New_York' });

    test(`a ${journey.market} editor schedules a draft in ${journey.language} and the market's clock; every date is in ${journey.language}`, async ({
      page,
    }) => {
      const { language, market, editor } = journey;
      const t = staffCatalogues[language];
      const year = new Date().getUTCFullYear() + 1;
      const scratch = await suite.scratch(`e2e_dates_${market}`, { seeded: true });
      const ids = { draft: 0, published: 0 };
      const cms = await startTestCms({ url: scratch.url, dataDir: mkdtempSync(path.join(tmpdir(), 'admin-dates-')) }, journey.port, [editor], {
        // The queue every second, so that a change whose time has come runs within the test.
        env: { MARKET: market, CMS_JOBS_CRON: '* * * * * *' },
        async prepare(payload) {
          const draft = await payload.create({
            collection: 'news',
            locale: language,
            draft: true,
            overrideAccess: true,
            context: { skipRebuild: true },
            data: {
              title: 'Zimsko radno vrijeme skladišta',
              slug: 'zimsko-radno-vrijeme-skladista',
              excerpt: 'Skladište od ponedjeljka radi po zimskom rasporedu, s kraćim subotama.',
              body: 'Tekst.',
              kind: 'news',
              date: '2026-12-01T12:00:00.000Z',
              markets: [market],
              categories: [readCategories()[0]!.id],
              cover: 'none',
              _status: 'draft',
            } as never,
          });
          ids.draft = draft.id as number;
          ids.published = (
            await payload.find({
              collection: 'news',
              where: { marketsKey: { equals: market }, _status: { equals: 'published' } },
              sort: '-date',
              limit: 1,
              overrideAccess: true,
              depth: 0,
            })
          ).docs[0]!.id as number;
          // A second version of a published post, for its history.
          await payload.update({
            collection: 'news',
            id: ids.published,
            locale: language,
            draft: true,
            overrideAccess: true,
            context: { skipRebuild: true },
            data: { subtitle: 'Dopuna' } as never,
          });
        },
      });
      const sql = postgres(scratch.url, { max: 1 });
      const shown: Record<string, string> = {};
      try {
        // A finished build of the market for the dashboard's table: 14 August, 09:05 in the market's clock (CEST).
        await sql`insert into site_builds (market, status, requested_by, requested_at, first_requested_at, started_at, finished_at, build_id)
          values (${market}, 'succeeded', ${editor.email}, '2026-08-14T07:05:00Z', '2026-08-14T07:05:00Z', '2026-08-14T07:05:10Z', '2026-08-14T07:06:00Z', '20260814T070600-dates')`;
        await signIn(page, cms.base, editor);
        await hydrated(page.getByRole('heading', { name: t.builds.title }));
        await expect(page.locator(`tr[data-market="${market}"] time`).first()).toHaveText(`14. ${journey.august} 2026. u 09:05`);
        shown.dashboard = await everythingShown(page);

        // The never-published draft: its schedule drawer starts at Publish, in the editor's words and the market's clock.
        await page.goto(`${cms.base}/admin/collections/news/${ids.draft}`);
        await formsReady(page);
        await expect(
          page.locator('.doc-controls__value-wrap .doc-controls__value').first(),
          "the last change, with its day in the language's form and a 24-hour time",
        ).toHaveText(withTime(journey.dateForm));
        shown.document = await everythingShown(page);
        await page.locator('#field-date input').click();
        await expect(page.locator('.react-datepicker__month')).toBeVisible();
        await expect(page.locator('#field-date input'), 'a date field, with its year').toHaveValue(journey.dateForm);
        shown.dateField = await everythingShown(page);
        await page.keyboard.press('Escape');

        await page.locator('#action-save').locator('..').locator('.popup-button').click();
        await page.locator('#schedule-publish').click();
        const drawer = page.getByRole('dialog', { name: t.schedule.title.replace('{title}', 'Zimsko radno vrijeme skladišta'), exact: true });
        await expect(drawer).toBeVisible();
        await expect(drawer.getByRole('radio', { name: t.schedule.publish }), 'a draft never published is scheduled to be published').toBeChecked();
        await expect(drawer.getByRole('radio', { name: t.schedule.unpublish })).not.toBeChecked();
        const zone = drawer.locator('.schedule-publish__field').filter({ has: page.locator('#schedule-zone') });
        await expect(zone, "the market's time zone, preselected").toContainText(journey.zone);
        const languages = drawer.locator('.schedule-publish__field').filter({ has: page.locator('#schedule-language') });
        await expect(languages).toContainText(journey.languages[0]!);
        await languages.locator('.rs__control').click();
        await expect(page.getByRole('option')).toHaveText(journey.languages);
        await languages.locator('.rs__control').click();
        await expect(page.getByRole('option')).toHaveCount(0);

        // The date picker, open: a 24-hour clock, the language's months, and nothing for axe.
        await drawer.getByLabel(t.schedule.when).click();
        const calendar = page.getByRole('dialog', { name: t.schedule.chooseDate });
        await expect(calendar).toBeVisible();
        await noAxeViolation(page, '.schedule-publish', 'the schedule drawer with its date picker open');
        await calendar.getByRole('combobox', { name: t.adminNames.yearSelect }).selectOption(String(year));
        await calendar.getByRole('combobox', { name: t.adminNames.monthSelect }).selectOption('11');
        await expect(calendar.getByRole('option', { name: new RegExp(`, 3\\. ${journey.december} ${year}\\.$`) })).toBeVisible();
        const times = await calendar.locator('.react-datepicker__time-list-item').allInnerTexts();
        expect(times.length, 'every five minutes of a day').toBe(288);
        expect(
          times.filter((time) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)),
          'times on a 24-hour clock',
        ).toEqual([]);
        await expect(calendar.locator('.react-datepicker-time__header')).toHaveText(payloadTexts[language].translations.general.time);
        const month = calendar.getByRole('combobox', { name: t.adminNames.monthSelect });
        expect(await month.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]!.text), 'the month, named alone').toBe(
          language === 'hr' ? 'prosinac' : 'decembar',
        );
        shown.picker = await everythingShown(page);
        await calendar.getByRole('option', { name: new RegExp(`, 3\\. ${journey.december} ${year}\\.$`) }).click();
        await calendar.locator('.react-datepicker__time-list-item', { hasText: /^09:40$/ }).click();
        await expect(drawer.getByLabel(t.schedule.when)).toHaveValue(`3. ${journey.december} ${year}. u 09:40`);
        await noAxeViolation(page, '.schedule-publish', 'the schedule drawer');

        await drawer.locator('#scheduled-publish-save').click();
        const upcoming = drawer.locator('tr[data-schedule="publish"]');
        await expect(upcoming).toHaveCount(1, { timeout: 30_000 });
        await expect(upcoming.locator('td')).toHaveText([
          t.schedule.publish,
          `3. ${journey.december} ${year}. u 09:40`,
          journey.zone,
          journey.languages[0]!,
          '',
        ]);
        shown.drawer = await everythingShown(page);
        // Stored in the market's clock, whatever the browser's: 09:40 in December is 08:40 UTC there.
        const [job] = await sql<
          Array<{ waitUntil: Date; timezone: string }>
        >`select wait_until as "waitUntil", input->>'timezone' as timezone from cms.payload_jobs where task_slug = 'schedulePublish' and completed_at is null`;
        expect(job!.waitUntil.toISOString()).toBe(`${year}-12-03T08:40:00.000Z`);
        expect(job!.timezone).toBe(language === 'hr' ? 'Europe/Zagreb' : 'Europe/Sarajevo');
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();

        // Until it has run, the document and the list say when it will.
        const mark = `${t.schedule.publishAt.replace('{when}', `3. 12. ${year}. u 09:40`)}`;
        expect(mark).toBe(`Zakazano za 3. 12. ${year}. u 09:40`);
        await expect(page.locator('.schedule-mark'), 'on the document').toHaveText(mark);
        await page.goto(`${cms.base}/admin/collections/news`);
        const row = page.locator('tbody tr').filter({ hasText: 'Zimsko radno vrijeme skladišta' });
        await expect(row.locator('[data-scheduled="publish"]'), 'in the list').toHaveText(mark, { timeout: 30_000 });
        await expect(page.getByRole('columnheader', { name: t.schedule.column })).toBeVisible();
        // Payload writes the dates once the language's date-fns locale has loaded: all of them at once.
        await expect(page.locator('tbody td.cell-date').first()).toHaveText(journey.dateForm);
        for (const cell of await page.locator('tbody td.cell-date').allInnerTexts()) expect(cell, "the list's dates").toMatch(journey.dateForm);
        shown.list = await everythingShown(page);

        if (journey.ending === 'cancelled') {
          await page.goto(`${cms.base}/admin/collections/news/${ids.draft}`);
          await formsReady(page);
          await page.locator('#action-save').locator('..').locator('.popup-button').click();
          await page.locator('#schedule-publish').click();
          await drawer
            .getByRole('button', {
              name: t.schedule.cancelOne.replace('{what}', t.schedule.publish).replace('{when}', `3. ${journey.december} ${year}. u 09:40`),
            })
            .click();
          await expect(drawer.getByText(t.schedule.nothingScheduled)).toBeVisible({ timeout: 30_000 });
          await page.keyboard.press('Escape');
          await expect(page.locator('.schedule-mark'), 'cancelled: gone from the document').toHaveCount(0);
        } else {
          // Its time comes (the test moves it, rather than wait a year): the queue publishes the draft.
          await sql`update cms.payload_jobs set wait_until = now() - interval '1 second' where task_slug = 'schedulePublish' and completed_at is null`;
          await expect
            .poll(async () => (await sql`select _status from cms.news where id = ${ids.draft}`)[0]?._status, {
              timeout: 60_000,
              message: 'the scheduled publish ran',
            })
            .toBe('published');
          // The document asks for its schedules once it is open: its answer, then what the page made of it.
          const schedulesRead = page.waitForResponse((response) => response.url().includes('/api/scheduled-publishes?'));
          await page.goto(`${cms.base}/admin/collections/news/${ids.draft}`);
          expect((await (await schedulesRead).json()).schedules).toEqual([]);
          await formsReady(page);
          await twoFrames(page);
          await expect(page.locator('.schedule-mark'), 'run: gone from the document').toHaveCount(0);
        }
        await page.goto(`${cms.base}/admin/collections/news`);
        await expect(page.locator('tbody tr').filter({ hasText: 'Zimsko radno vrijeme skladišta' })).toBeVisible({ timeout: 30_000 });
        await expect(page.locator('[data-scheduled]'), 'gone from the list').toHaveCount(0);

        // The other lists and the history of a post, with their dates.
        await page.goto(`${cms.base}/admin/collections/pages`);
        await hydrated(page.getByRole('heading', { level: 1, name: t.collections.pagesPlural }));
        await expect(page.locator('tbody td.cell-updatedAt').first()).toHaveText(withTime(journey.dateForm));
        for (const cell of await page.locator('tbody td.cell-updatedAt').allInnerTexts()) expect(cell).toMatch(withTime(journey.dateForm));
        shown.pages = await everythingShown(page);
        await page.goto(`${cms.base}/admin/collections/news/${ids.published}/versions`);
        await expect(page.locator('tbody tr td:first-child').first(), "a version's date").toHaveText(withTime(journey.dateForm), { timeout: 30_000 });
        shown.versions = await everythingShown(page);

        // The media library's drawer for a new photo, opened from a post.
        await page.goto(`${cms.base}/admin/collections/news/${ids.published}`);
        await formsReady(page);
        await page.locator('#field-image .upload__createNewToggler').click();
        const mediaDrawer = page.locator('.drawer--is-open').filter({ has: page.locator('#field-alt') });
        await expect(mediaDrawer).toBeVisible({ timeout: 30_000 });
        await noAxeViolation(page, '.drawer--is-open', "the media library's drawer for a new file");

        if (language === 'bs') {
          const croatian = Object.fromEntries(
            Object.entries(shown).flatMap(([screen, text]) => (croatianMonthsIn(text).length > 0 ? [[screen, croatianMonthsIn(text)]] : [])),
          );
          expect(croatian, 'Croatian month names in the Bosnian admin').toEqual({});
        }
      } finally {
        await sql.end();
        await cms.stop();
      }
    });
  });
}
