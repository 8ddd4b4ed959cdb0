/**
 * Every open job opening has a page of its own in each of its languages, built from the content the
 * build was made from: it carries the one JobPosting of that opening, which passes the structured-data
 * check (tests/support/job-posting-rules.ts) and names the page's canonical address and the stored
 * publication day; the careers list, a page listing jobs, carries none and links each opening to its
 * page. The sitemap lists the pages with their language alternates, the language switcher leads to the
 * same opening, axe finds nothing, and the Apply button opens the form for that opening.
 */
import { localeTags, localesOf } from '@/config/markets';
import { openingsOf } from '@/features/careers/openings';
import { formatDate } from '@/i18n/format';
import { format, messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import { ACCEPTED_WARNINGS, checkJobPosting, jobPostingsIn } from '../support/job-posting-rules';
import { builtSnapshot, decodeEntities, expect, test, violationsOf } from './support';

/** The opening pages of the served build. */
const builtOpenings = (market: Parameters<typeof builtSnapshot>[0]) => openingsOf(market, builtSnapshot(market).jobs);

test('every opening page carries one valid JobPosting of its opening, naming the page and its stored day; the careers list carries none and links each opening to its page', async ({
  request,
  market,
}) => {
  const openings = builtOpenings(market);
  expect(openings.length).toBeGreaterThan(0);
  for (const locale of localesOf(market)) {
    const listPath = pathOf('karijere', locale);
    const list = await (await request.get(listPath)).text();
    expect(jobPostingsIn(list), listPath).toEqual([]);
    const own = openings.filter((opening) => opening.locale === locale);
    const linked = [...list.matchAll(/<li id="opening-\d+" data-job="(\d+)"[\s\S]*?<h3[^>]*><a [^>]*href="([^"]+)"/g)].map(([, id, href]) => [
      Number(id),
      href,
    ]);
    expect(linked.sort(), listPath).toEqual(own.map((opening) => [opening.job.id, opening.path]).sort());

    for (const opening of own) {
      const response = await request.get(opening.path);
      expect(response.status(), opening.path).toBe(200);
      const html = await response.text();
      const canonical = decodeEntities(html.match(/<link rel="canonical" href="([^"]+)"/)![1]!);
      const postings = jobPostingsIn(html);
      expect(postings, opening.path).toHaveLength(1);
      const [posting] = postings as [Record<string, unknown>];
      const { errors, warnings } = checkJobPosting(posting);
      expect(errors, opening.path).toEqual([]);
      expect(
        warnings.filter((warning) => !ACCEPTED_WARNINGS.includes(warning)),
        opening.path,
      ).toEqual([]);
      expect(posting.url).toBe(canonical);
      expect(new URL(canonical).pathname).toBe(opening.path);
      expect((posting.identifier as { value: string }).value).toBe(String(opening.job.id));
      expect(posting.title).toBe(opening.text.title);
      expect(posting.datePosted).toBe(opening.job.posted);
      expect(posting.validThrough).toMatch(new RegExp(`^${opening.job.deadline}T23:59:59[+-]\\d{2}:\\d{2}$`));
      // No text inside the data can end its script element.
      for (const [, block] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) expect(block).not.toContain('<');
    }
  }
});

test('the sitemap lists every opening page with its language alternates and x-default', async ({ request, market }) => {
  const openings = builtOpenings(market);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const opening of openings) {
    const entry = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body!).find((body) => body.includes(`${opening.path}</loc>`));
    expect(entry, opening.path).toBeDefined();
    const alternates = [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href!).pathname]);
    const same = openings.filter((other) => other.job.id === opening.job.id);
    const fallback = same.find((other) => other.locale === localesOf(market)[0]);
    expect(alternates, opening.path).toEqual([
      ...same.map((other) => [localeTags[other.locale], other.path]),
      ...(fallback ? [['x-default', fallback.path]] : []),
    ]);
  }
});

test('an opening page shows the opening in full, switches language to the same opening, passes axe and applies for that opening', async ({ page, market }) => {
  const openings = builtOpenings(market);
  const opening = openings.find(
    (candidate) => candidate.locale !== 'en' && openings.some((other) => other.job.id === candidate.job.id && other.locale === 'en'),
  )!;
  const english = openings.find((other) => other.job.id === opening.job.id && other.locale === 'en')!;
  const t = messagesFor(opening.locale);

  // From the careers list, by the opening's link.
  await page.goto(pathOf('karijere', opening.locale));
  await page.getByRole('link', { name: opening.text.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${opening.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(opening.text.title);
  const facts = page.locator('[data-opening-facts]');
  await expect(facts).toContainText(opening.text.place);
  await expect(facts).toContainText(t.sections.contract[opening.job.contract]);
  await expect(facts.locator(`time[datetime="${opening.job.deadline}"]`)).toHaveText(formatDate(opening.job.deadline, opening.locale));
  await expect(facts.locator(`time[datetime="${opening.job.posted}"]`)).toHaveText(formatDate(opening.job.posted, opening.locale));
  await expect(page.getByRole('navigation', { name: t.site.breadcrumb }).getByRole('link').last()).toHaveAttribute('href', pathOf('karijere', opening.locale));
  expect(await violationsOf(page)).toEqual([]);

  // Apply: the form opens for this opening; Escape closes it and gives the focus back.
  const apply = page.getByRole('button', { name: format(t.applications.applyFor, { title: opening.text.title }) });
  await apply.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(opening.text.title);
  await expect(dialog.getByLabel(t.applications.name)).toBeFocused();
  expect(await violationsOf(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(apply).toBeFocused();

  // The language switcher leads to the same opening, and back.
  await page.locator('a[data-document-load]').first().click();
  await expect(page).toHaveURL(new RegExp(`${english.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english.text.title);
  await page.locator('a[data-document-load]').first().click();
  await expect(page).toHaveURL(new RegExp(`${opening.path}$`));
});
