import { defaultLocale, localesOf, localeTags, prefixOf, type Locale } from '@/config/markets';
import { messagesFor } from '@/i18n/messages';
import { existsIn, pathOf } from '@/routes';
import { expect, test } from './support';

const expectedTitle: Record<Locale, string> = { hr: 'Greška 404', bs: 'Greška 404', sl: 'Napaka 404', en: 'Error 404' };

test('an unknown path in each locale answers 404 with the localized texts and three buttons', async ({ page, market }) => {
  for (const locale of [defaultLocale(market), 'en'] as const) {
    const t = messagesFor(locale).notFound;
    const response = await page.goto(`${locale === 'en' ? '/en' : ''}/ova/stranica/ne-postoji`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(locale));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedTitle[locale]);
    await expect(page.getByText(t.text, { exact: true })).toBeVisible();

    const services = existsIn('nase-usluge-klinicke-studije', market) ? 'nase-usluge-klinicke-studije' : 'nase-usluge-registracije';
    await expect(page.locator('[data-action="home"]')).toHaveAttribute('href', pathOf('home', locale));
    await expect(page.locator('[data-action="services"]')).toHaveAttribute('href', pathOf(services, locale));
    await expect(page.locator('[data-action="contact"]')).toHaveText(t.contact);

    await page.locator('[data-action="services"]').click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(services, locale)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the not-found text is in the language of each locale', async ({ page, market }) => {
  // Every text of the page is its locale's, none another's (the catalogue test sees that each is translated).
  for (const locale of localesOf(market)) {
    const t = messagesFor(locale).notFound;
    await page.goto(`${prefixOf(locale)}/ova/stranica/ne-postoji`);
    await expect(page.locator('html')).toHaveAttribute('lang', localeTags[locale]);
    await expect(page).toHaveTitle(new RegExp(`^${t.title} \\|`));
    await expect(page.locator('[data-not-found]').locator('h1, p, [data-action]')).toHaveText([t.title, t.text, t.hint, t.home, t.services, t.contact]);
  }
});
