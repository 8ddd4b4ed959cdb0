/**
 * `npm test` ends with the count of tests run and skipped and every skip's reason: its two test
 * phases' reporters (node:test's and Playwright's) save what their run did, and scripts/test.mjs
 * prints summaryReport last. Here each reporter reads a fixture with each kind of skip.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { summaryReport, type PhaseSummary } from '../../scripts/lib/test-summary.mjs';

const fixtures = path.join(import.meta.dirname, 'fixtures', 'test-summary');
const dir = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
after(() => rmSync(dir, { recursive: true, force: true }));

function savedSummary(phase: 'unit' | 'e2e'): PhaseSummary {
  return JSON.parse(readFileSync(path.join(dir, `${phase}.json`), 'utf8')) as PhaseSummary;
}

function run(args: string[]): void {
  // Without the variable by which node's test runner tells its own child processes (this one is one) to report to it.
  const env: NodeJS.ProcessEnv = { ...process.env, TEST_SUMMARY_DIR: dir };
  delete env.NODE_TEST_CONTEXT;
  const result = spawnSync(process.execPath, args, { cwd: fixtures, env, encoding: 'utf8' });
  assert.notEqual(result.status, null, result.stderr);
}

describe('the summary of a test run', () => {
  it("node:test's reporter counts the tests run and names each skipped test or group with its reason", () => {
    run(['--test', '--test-reporter', path.resolve('tests/support/summary-reporter.mjs'), '--test-reporter-destination', 'stdout', 'skips.test.mjs']);
    assert.deepEqual(savedSummary('unit'), {
      run: 2,
      skipped: [
        { test: 'skips.test.mjs › is skipped with a reason', reason: 'no database here' },
        { test: 'skips.test.mjs › is skipped with none', reason: 'no reason given' },
        { test: 'skips.test.mjs › a group skipped whole', reason: 'no cluster here' },
        { test: 'skips.test.mjs › a group › skips itself while it runs', reason: 'found no build' },
      ],
    });
  });

  it("Playwright's reporter counts the tests run and names each skipped test with its project and reason", () => {
    const results = path.join(dir, 'results');
    run([path.resolve('node_modules/@playwright/test/cli.js'), 'test', '--config', 'playwright.config.ts', '--output', results]);
    assert.deepEqual(savedSummary('e2e'), {
      run: 2,
      skipped: [
        { test: '[cro] skips.spec.ts › skips itself while it runs', reason: 'found no build' },
        { test: '[cro] skips.spec.ts › is declared skipped', reason: 'no reason given' },
        {
          test: '[cro] skips.spec.ts › a serial group › is not reached',
          reason: 'not run: an earlier test of its serial group failed, or the run stopped first',
        },
      ],
    });
  });

  it("`npm test` ends with the count of tests run and skipped, and every skip's reason", () => {
    const report = summaryReport(dir);
    assert.equal(report[0], 'Tests: unit and integration 2 run, 4 skipped; end-to-end 2 run, 3 skipped.');
    assert.equal(report[1], 'Skipped:');
    assert.deepEqual(report.slice(2), [
      '  unit and integration: skips.test.mjs › is skipped with a reason: no database here',
      '  unit and integration: skips.test.mjs › is skipped with none: no reason given',
      '  unit and integration: skips.test.mjs › a group skipped whole: no cluster here',
      '  unit and integration: skips.test.mjs › a group › skips itself while it runs: found no build',
      '  end-to-end: [cro] skips.spec.ts › skips itself while it runs: found no build',
      '  end-to-end: [cro] skips.spec.ts › is declared skipped: no reason given',
      '  end-to-end: [cro] skips.spec.ts › a serial group › is not reached: not run: an earlier test of its serial group failed, or the run stopped first',
    ]);
  });

  it('says so when no test phase ran', () => {
    assert.deepEqual(summaryReport(mkdtempSync(path.join(dir, 'none-'))), ['Tests: none ran.']);
  });
});
