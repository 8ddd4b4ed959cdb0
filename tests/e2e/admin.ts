import type { Page } from '@playwright/test';
import type { StaffAccount } from '../support/cms';

/** Signs a person in on the admin's login form (in an English browser) and waits for the admin. */
export async function signInToAdmin(page: Page, base: string, person: Pick<StaffAccount, 'email' | 'password'>): Promise<void> {
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: /log ?in/i }).click();
  await page.waitForURL(/\/admin(?!\/login)/);
}
