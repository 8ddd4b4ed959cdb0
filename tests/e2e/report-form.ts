/** Filling in the public adverse-effect report form, for the specs that send a report as a visitor does. */
import type { Page } from '@playwright/test';
import { messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import { expect } from './support';

export const t = messagesFor('hr').report;
export const en = messagesFor('en').report;
export const REPORT_PATH = pathOf('prijava-nuspojava', 'hr');

export const byId = (page: Page, path: string) => page.locator(`#report-${path.replace(/\./g, '-')}`);
export const choose = (page: Page, path: string, label: string) => byId(page, path).getByLabel(label, { exact: true }).check();

/** Fills a partial date: day and month may be left out. */
export async function fillDate(page: Page, path: string, year: string, month = '', day = '') {
  await byId(page, path).fill(day);
  await page.locator(`#report-${path.replace(/\./g, '-')}-month`).fill(month);
  await page.locator(`#report-${path.replace(/\./g, '-')}-year`).fill(year);
}

export const next = (page: Page) => page.getByRole('button', { name: t.actions.next, exact: true }).click();

export async function startHuman(page: Page, base: string) {
  await page.goto(base + REPORT_PATH);
  await page.getByLabel(t.kinds.human).check();
  await page.getByRole('button', { name: t.start }).click();
  await expect(page.getByRole('heading', { name: t.steps.applicantAndPatient })).toBeFocused();
}

/** The first step as an adult patient reporting for herself. */
export async function fillHumanStep1(page: Page) {
  await choose(page, 'consultedProfessional', t.options.yesNo.no);
  await byId(page, 'reporterName').fill('Ana Horvat');
  await choose(page, 'qualification', t.options.qualification.patient);
  await choose(page, 'onBehalfOf', t.options.behalf.self);
  await byId(page, 'email').fill('ana@example.com');
  await byId(page, 'initials').fill('A. H.');
  await choose(page, 'ageFormat', t.options.ageFormat.age);
  await byId(page, 'age').fill('42');
  await choose(page, 'ageUnit', t.options.ageUnit.years);
  await choose(page, 'gender', t.options.gender.F);
}
