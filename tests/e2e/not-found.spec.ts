import { defaultLocale, type Locale } from '@/config/markets';
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

test('the not-found text is in the language of each locale', () => {
  expect(messagesFor('hr').notFound.text).toBe('Stranica koju tražite nije pronađena');
  expect(messagesFor('en').notFound.text).toBe('The page you are looking for was not found');
});
