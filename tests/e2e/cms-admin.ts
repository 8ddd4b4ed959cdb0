/** Steps in the CMS admin, as editors take them (its English texts: the specs set an English browser unless they ask for another). */
import type { Locator, Page, Request } from '@playwright/test';
import { generate } from 'otplib';
import type { Locale } from '@/config/markets';
import type { StaffCatalogue } from '../../apps/cms/src/i18n/catalogue';
import { cmsBuilt, type StaffAccount } from '../support/cms';
import { scratchDatabase, type ScratchDatabase } from '../support/postgres';
import { seededDatabase } from '../support/seeded-database';
import { expect, test } from './support';

/**
 * The set-up of a describe block whose tests each run their own CMS: an English browser (the
 * steps read the admin's English) unless `browserLocale` says otherwise, once (its group is tagged for the cro project), only with the CMS built, and a
 * scratch database per test, dropped after it.
 */
export function cmsSuite(
  timeoutMs: number,
  { browserLocale = 'en' } = {},
): { scratch(prefix: string, options?: { seeded?: boolean }): Promise<ScratchDatabase> } {
  // The project's `locale` fixture stands in for Playwright's option of the same name: the browser's language.
  test.use({ locale: browserLocale as Locale });
  // Selected by its group's tag, inMarkets('cro'): without it the suite would start its CMS in every market's project.
  test.beforeAll(({}, testInfo) => {
    if (testInfo.project.name !== 'cro')
      throw new Error(`A CMS suite runs on the cro project only: give its group inMarkets('cro') (${testInfo.titlePath.join(' › ')})`);
  });
  // In CI (REQUIRE_POSTGRES=1) a missing build fails the tests instead of skipping them.
  test.skip(!cmsBuilt && process.env.REQUIRE_POSTGRES !== '1', 'the CMS is not built (npm test builds it)');
  test.setTimeout(timeoutMs);
  let current: ScratchDatabase | undefined;
  test.afterEach(async () => {
    await current?.drop();
    current = undefined;
  });
  return {
    /** `seeded`: with the CMS's schema and every market's seed already in it. */
    async scratch(prefix, { seeded = false } = {}) {
      current = await (seeded ? seededDatabase(prefix) : scratchDatabase(prefix));
      return current;
    },
  };
}

/** Signs in through the login form, whatever the admin's language. */
export async function signIn(page: Page, base: string, person: StaffAccount) {
  await page.goto(`${base}/admin/login`);
  await formsReady(page);
  await page.locator('#field-email').fill(person.email);
  await page.locator('#field-password').fill(person.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/admin(?!\/login)/);
}

/**
 * Confirms the signed-in person's sign-in with a second factor set up on the spot, over the API as
 * the set-up screen does (`back-office.spec.ts` takes that screen itself): what admins and PV need.
 */
export async function confirmSecondFactor(page: Page) {
  const { secret } = await page.evaluate(async () => (await fetch('/api/second-factor/enrol', { method: 'POST' })).json() as Promise<{ secret: string }>);
  const code = await generate({ secret });
  const confirmed = await page.evaluate(
    async (first) =>
      (await fetch('/api/second-factor/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: first }) }))
        .status,
    code,
  );
  expect(confirmed, 'the second factor confirmed').toBe(200);
}

/**
 * Sets up the second factor on its screen (/admin/second-factor, at its first step), as a person
 * does, in the admin's `words`: the key (read from the page) to an app stood in for by otplib,
 * on to the code step, the code, and the ten recovery codes.
 */
export async function enrolOnScreen(page: Page, words: StaffCatalogue) {
  await page.getByRole('button', { name: words.secondFactor.enrol }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByRole('button', { name: words.secondFactor.toCode }).click();
  await page.getByLabel(words.secondFactor.firstCode).fill(await generate({ secret }));
  await page.getByRole('button', { name: words.secondFactor.confirm }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
}

/** Opens a document of the admin in a locale and waits until its form can be edited. */
export async function openDocument(page: Page, base: string, collection: string, id: number, locale: Locale) {
  await page.goto(`${base}/admin/collections/${collection}/${id}?locale=${locale}`);
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeVisible({ timeout: 60_000 });
  await formsReady(page);
}

/**
 * Waits until the admin's forms can take a submit: Payload drops a submit while a form is
 * still initialising or processing (its `data-form-ready`, which Payload's own e2e tests
 * wait for), and on a busy machine a click can come that early.
 */
export async function formsReady(page: Page) {
  // A form rendered on the server but not yet hydrated has no data-form-ready at all.
  await expect(page.locator('form[data-form-ready="true"]').first()).toBeAttached({ timeout: 30_000 });
  await expect(page.locator('form[data-form-ready="false"]')).toHaveCount(0, { timeout: 30_000 });
}

/** A check of the form that the admin asks the server for: Payload's form-state server action. */
export const isFormCheck = (request: Request) => request.method() === 'POST' && request.headers()['next-action'] !== undefined;

/**
 * Makes a change in a document's form and waits until the admin has heard back from the server
 * about it. Payload checks the form on the server a moment after each change, and an answer that
 * lands after a refused save marks the fields valid again: a refusal's field message then
 * vanishes (seen in CI on a busy machine). An editor clicks Save after that answer; so do the tests.
 */
export async function changeChecked(page: Page, change: () => Promise<void>) {
  const pending = new Set<Request>();
  let answered = 0;
  const started = (request: Request) => void (isFormCheck(request) && pending.add(request));
  const ended = (request: Request) => void (pending.delete(request) && answered++);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await change();
    await expect.poll(() => answered > 0 && pending.size === 0, { message: "the form's check on the server answered", timeout: 30_000 }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The admin's checks of the form that answered from now on, as they come (what each sent, and its answer), until `stop`. */
export function formCheckAnswers(page: Page): { checks: Array<{ sent: string; answer: string }>; stop(): void } {
  const checks: Array<{ sent: string; answer: string }> = [];
  const finished = (request: Request) => {
    if (isFormCheck(request))
      void request.response().then(async (response) => response && checks.push({ sent: request.postData() ?? '', answer: await response.text() }));
  };
  page.on('requestfinished', finished);
  return { checks, stop: () => void page.off('requestfinished', finished) };
}

/** Waits two frames: React has rendered what the page heard last. */
export const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * Waits until React has hydrated the element (attached its fiber to it): the admin's dashboard and
 * lists have no form whose readiness would say so, and a check of the server's markup alone would
 * miss what the client renders.
 */
export async function hydrated(element: Locator) {
  await expect(element).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))), { timeout: 30_000 }).toBe(true);
}

/** A field of the open document, once the admin has rendered it (fields render as they near the viewport). */
export async function fieldNamed(page: Page, name: string) {
  const field = page.locator(`form [name="${name}"]`);
  await expect(field).toBeAttached({ timeout: 30_000 });
  await field.scrollIntoViewIfNeeded();
  return field;
}

export async function saveDraft(page: Page) {
  await formsReady(page);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText(/draft saved/i).first()).toBeVisible({ timeout: 30_000 });
}

export async function publish(page: Page) {
  await formsReady(page);
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText(/updated successfully|published/i).first()).toBeVisible({ timeout: 30_000 });
}
