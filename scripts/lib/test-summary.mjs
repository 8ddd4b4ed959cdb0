// What each test phase of `npm test` ran and skipped. Each phase's reporter (tests/support/summary-reporter.mjs
// for node:test, tests/e2e/summary-reporter.ts for Playwright) saves its phase's summary in the folder that
// TEST_SUMMARY_DIR names; `npm test` prints them last, so that no skip passes unread in a green run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SUMMARY_DIR_VARIABLE = 'TEST_SUMMARY_DIR';

/** The phases in the order `npm test` runs them, by the name their summary file has. */
const PHASES = [
  ['unit', 'unit and integration'],
  ['e2e', 'end-to-end'],
];

/** Saves a phase's summary ({ run, skipped: [{ test, reason }] }) if the run asked for one. */
export function saveSummary(phase, summary, dir = process.env[SUMMARY_DIR_VARIABLE]) {
  if (dir) writeFileSync(path.join(dir, `${phase}.json`), JSON.stringify(summary));
}

/** The lines `npm test` ends with: per phase the tests run and skipped, then every skip with its reason. */
export function summaryReport(dir) {
  const ran = PHASES.flatMap(([phase, title]) => {
    const file = path.join(dir, `${phase}.json`);
    return existsSync(file) ? [{ title, ...JSON.parse(readFileSync(file, 'utf8')) }] : [];
  });
  if (ran.length === 0) return ['Tests: none ran.'];
  const counts = ran.map(({ title, run, skipped }) => `${title} ${run} run, ${skipped.length} skipped`);
  const skips = ran.flatMap(({ title, skipped }) => skipped.map(({ test, reason }) => `  ${title}: ${test}: ${reason}`));
  return [`Tests: ${counts.join('; ')}.`, ...(skips.length ? ['Skipped:', ...skips] : [])];
}
