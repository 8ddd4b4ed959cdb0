/**
 * A PV officer codes a case in Chromium, in Croatian (hr-HR), with the second factor: a synthetic
 * MedDRA release (English, then its Croatian names) imported with the operator CLI; a human report
 * with two reactions; the first coded as two events through the term combobox (keyboard, then mouse),
 * the second as one; the page axe-clean with the list open; the E2B download holds the three events
 * with their codes and the release's version, checked against FDA's example paths and read back by
 * the strict XML parser. Then a veterinary case coded from a synthetic VeDDRA list the same way.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openCase } from '@/features/pv/cases/store';
import { encodeReport, REPORT_SCHEMA_VERSION } from '@/features/pv/intake/record';
import { insertReport, nextReference } from '@/features/pv/intake/store';
import { cleanReport, type ReportValues } from '@/features/pv/intake/validation';
import { openDatabase } from '@/platform/db/database';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import type { ReportKind } from '@/features/pv/intake/fields';
import { completeHuman, completeVeterinary } from '../int/fixtures/reports';
import { startTestCms } from '../support/cms';
import { e2bProblems, readAssessment } from '../support/e2b/check';
import { strictXml } from '../support/strict-xml';
import { writeMeddraRelease, writeVeddraCsv } from '../support/synthetic-dictionaries';
import { cmsSuite, confirmSecondFactor, hydrated, signIn } from './cms-admin';
import { expect, inMarkets, test, violationsOf } from './support';

const CMS_PORT = Number(process.env.E2E_PORT_BASE ?? 3101) + 48;
const officer = { email: 'pv.cro@example.com', password: 'vigilance team pass', role: 'pharmacovigilance', markets: ['cro'] } as const;
const hr = staffCatalogues.hr;
const root = path.join(import.meta.dirname, '..', '..');

const report: ReportValues = {
  ...completeHuman(),
  reactions: [
    { description: 'Osip + otečene usne', reactionStart: '2026-11-05', outcome: 'recovering', serious: 'yes', seriousHospitalisation: true },
    { description: 'Otežano disanje', reactionStart: '2026-11-06', outcome: 'recovered', serious: 'no' },
  ],
};

/** A report as the site's handler stores it, with its case; gives its reference. */
async function receive(databaseUrl: string, dataDir: string, kind: ReportKind, typed: ReportValues): Promise<string> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    return await database.db.transaction(async (tx) => {
      const reference = await nextReference(tx, kind, 'cro');
      const values = cleanReport(kind, typed);
      const { id: reportId } = await insertReport(tx, {
        reference,
        kind,
        market: 'cro',
        locale: 'hr',
        schemaVersion: REPORT_SCHEMA_VERSION,
        payload: encodeReport(kind, values),
      });
      await openCase(tx, { reportId, reference, market: 'cro', kind, report: values });
      return reference;
    });
  } finally {
    await database.close();
  }
}

/** `npm run reports -- meddra|veddra import …` on the test's database; gives what it said. */
function importDictionary(databaseUrl: string, args: string[]): string {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reports.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, MARKET: 'cro' },
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.trim();
}

test.describe('PV coding from a MedDRA release', inMarkets('cro'), () => {
  const suite = cmsSuite(6 * 60_000, { browserLocale: 'hr-HR' });

  test('codes one reaction as two events and another as one through the term search, in Croatian; the E2B export holds all three with the release’s version', async ({
    page,
  }) => {
    const scratch = await suite.scratch('e2e_coding');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'coding-'));
    const reference = await receive(scratch.url, dataDir, 'human', report);
    const animal = await receive(scratch.url, dataDir, 'veterinary', completeVeterinary());
    expect(importDictionary(scratch.url, ['meddra', 'import', writeMeddraRelease('en', '27.1')])).toBe('MedDRA 27.1 (en): 6 terms imported.');
    expect(importDictionary(scratch.url, ['meddra', 'import', writeMeddraRelease('hr', '27.1'), '--language', 'hr'])).toBe(
      'MedDRA 27.1 (hr): 6 terms imported.',
    );
    expect(importDictionary(scratch.url, ['veddra', 'import', writeVeddraCsv('14')])).toBe('VeDDRA 14 (en): 3 terms imported.');
    const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [officer], { env: { MARKET: 'cro' } });
    try {
      await signIn(page, cms.base, officer);
      await confirmSecondFactor(page);
      await page.goto(`${cms.base}/admin/cases`);
      await page.getByTestId('case-row').filter({ hasText: reference }).getByRole('link', { name: reference }).click();
      await hydrated(page.getByRole('heading', { name: reference }));

      const first = page.getByTestId('coded-events-1');
      await expect(first.getByRole('heading', { name: 'Kodirani događaji (MedDRA 27.1)' })).toBeVisible();
      await expect(page.getByTestId('reaction-1').getByLabel(hr.case.lltCode), 'with a release, the code is picked, not typed').toHaveCount(0);

      // By keyboard: type without the diacritics, Down to the term, Enter picks it.
      const search = first.getByRole('combobox', { name: hr.coding.term });
      await search.focus();
      await page.keyboard.type('OTECENE');
      const options = first.getByRole('listbox', { name: hr.coding.terms }).getByRole('option');
      await expect(options).toHaveText(['Testne otečene usne (19200003) · PT Testno oticanje usana (19100002) · SOC Testni poremećaji kože']);
      await expect(search).toHaveAttribute('aria-expanded', 'true');
      expect(await violationsOf(page), 'the case page with the list open').toEqual([]);
      await page.keyboard.press('ArrowDown');
      await expect(search).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(search).toHaveAttribute('aria-expanded', 'false');
      await expect(search).toHaveValue('Testne otečene usne');
      await expect(first.getByTestId('picked-term')).toHaveText(
        'Odabrano: Testne otečene usne (19200003) · PT Testno oticanje usana (19100002) · SOC Testni poremećaji kože',
      );
      await first.getByLabel(hr.criteria.hospitalisation).check();
      await first.getByLabel(hr.coding.outcome).selectOption({ label: hr.outcomes.o2 });
      await first.getByRole('button', { name: hr.coding.add }).click();
      const coded = first.getByTestId('coded-event');
      await expect(coded).toHaveCount(1);
      await expect(coded).toContainText('Testne otečene usne (19200003) · PT Testno oticanje usana (19100002) · SOC Testni poremećaji kože · MedDRA 27.1');
      await expect(coded).toContainText(`${hr.criteria.hospitalisation} · ${hr.outcomes.o2}`);

      // Adding without a pick is caught at the field, in Croatian.
      await first.getByRole('button', { name: hr.coding.add }).click();
      await expect(first.getByText(hr.coding.pickFirst)).toBeVisible();
      await expect(first.getByRole('combobox', { name: hr.coding.term })).toBeFocused();

      // By mouse: the second event of the same reaction.
      await first.getByRole('combobox', { name: hr.coding.term }).fill('osip');
      await first.getByRole('option', { name: /^Testni osip \(19100001\)/ }).click();
      await first.getByRole('button', { name: hr.coding.add }).click();
      await expect(coded).toHaveCount(2);

      const second = page.getByTestId('coded-events-2');
      await second.getByRole('combobox', { name: hr.coding.term }).fill('zaduha');
      await second.getByRole('option', { name: /^Testna zaduha/ }).click();
      await second.getByLabel(hr.coding.outcome).selectOption({ label: hr.outcomes.o1 });
      await second.getByRole('button', { name: hr.coding.add }).click();
      await expect(second.getByTestId('coded-event')).toHaveCount(1);
      const timeline = page.getByTestId('timeline');
      await expect(timeline.getByRole('listitem').filter({ hasText: hr.events['event-coded'] })).toHaveCount(3);
      await expect(timeline).toContainText('reakcija 1: 19200003 Testne otečene usne (MedDRA 27.1)');
      expect(await violationsOf(page), 'the case page with its coded events').toEqual([]);

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: hr.case.downloadE2b }).click();
      const xml = readFileSync((await (await download).path())!, 'utf8');
      expect(
        e2bProblems(xml, [
          {
            caseId: `HR-FARMADRIA-${reference}`,
            reactions: ['Osip + otečene usne', 'Osip + otečene usne', 'Otežano disanje'],
            medicines: [{ name: 'Lijek A 500 mg', role: 1 }],
          },
        ]),
      ).toEqual([]);
      expect(readAssessment(xml).codes).toEqual([
        { code: '19200003', version: '27.1' },
        { code: '19100001', version: '27.1' },
        { code: '19100003', version: '27.1' },
      ]);
      const originalTexts = Array.from(strictXml(xml).getElementsByTagName('originalText')).map((text) => text.textContent);
      expect(originalTexts.filter((text) => text === 'Osip + otečene usne')).toHaveLength(2);

      // The veterinary case searches VeDDRA (English names: the list has no Croatian ones).
      await page.getByRole('button', { name: hr.case.back }).click();
      await page.getByTestId('case-row').filter({ hasText: animal }).getByRole('link', { name: animal }).click();
      await hydrated(page.getByRole('heading', { name: animal }));
      const event = page.getByTestId('coded-events-1');
      await expect(event.getByRole('heading', { name: 'Kodirani događaji (VeDDRA 14)' })).toBeVisible();
      await event.getByRole('combobox', { name: hr.coding.term }).focus();
      await page.keyboard.type('emesis');
      await expect(event.getByRole('listbox', { name: hr.coding.terms }).getByRole('option')).toHaveText([
        'Test emesis (930001) · PT Test vomiting (920001) · SOC Test digestive signs',
      ]);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await event.getByRole('button', { name: hr.coding.add }).click();
      await expect(event.getByTestId('coded-event')).toContainText('Test emesis (930001) · PT Test vomiting (920001) · SOC Test digestive signs · VeDDRA 14');
      expect(await violationsOf(page), 'the veterinary case with its coded event').toEqual([]);
      // A mistaken event is removed, and the timeline says so.
      await event.getByRole('button', { name: 'Ukloni Test emesis' }).click();
      await expect(event.getByTestId('coded-event')).toHaveCount(0);
      await expect(event).toContainText(hr.coding.noEvents);
      await expect(page.getByTestId('timeline').getByRole('listitem').filter({ hasText: hr.events['event-removed'] })).toContainText(
        'reakcija 1: 930001 Test emesis (VeDDRA 14)',
      );
    } finally {
      await cms.stop();
    }
  });
});
