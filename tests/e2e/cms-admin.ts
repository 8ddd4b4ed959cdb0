/** Steps in the CMS admin, as editors take them (its English texts: the specs set an English browser). */
import type { Page } from '@playwright/test';
import type { Locale } from '@/config/markets';
import type { StaffAccount } from '../support/cms';
import { expect } from './support';

export async function signIn(page: Page, base: string, person: StaffAccount) {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await page.waitForURL(/\/admin(?!\/login)/);
}

/** Opens a document of the admin in a locale and waits until its form can be edited. */
export async function openDocument(page: Page, base: string, collection: string, id: number, locale: Locale) {
  await page.goto(`${base}/admin/collections/${collection}/${id}?locale=${locale}`);
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeVisible({ timeout: 60_000 });
}

export async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByText(/draft saved/i).first()).toBeVisible({ timeout: 30_000 });
}

export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText(/updated successfully|published/i).first()).toBeVisible({ timeout: 30_000 });
}
