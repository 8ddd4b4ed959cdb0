// `npm run test:unit`: every *.test.ts under packages/, apps/ and tests/int/ in node's test runner
// (Node 20's runner does not expand globs itself). Run with tsx, for the run's set-up in TypeScript.
import { spawnSync } from 'node:child_process';
import { dropTemplate, startTestRun } from '../tests/support/seeded-database.ts';
import { testFilesUnder } from '../tests/support/test-files.ts';

// The unit tests beside the code run in one process (tests/unit.ts); each integration suite in its own.
const files = ['tests/unit.ts', ...testFilesUnder('tests/int')];
// Two processes at a time, one per core: each suite has its own databases, temporary folders and
// CMS port (CMS_TEST_PORT plus the file's own offset), so none waits on or sees another.
// The CMS suites copy one seeded database (tests/support/seeded-database.ts): named here, made by
// the first suite that asks, dropped at the end; under `npm test` named by it, and kept for the
// end-to-end tests, which drop it.
const template = await startTestRun();
// The runner's own reporter (spec on a terminal, TAP otherwise, as without the option), and the summary of
// what ran and what was skipped and why, which `npm test` prints at its end (scripts/lib/test-summary.mjs).
const reporters = ['--test-reporter', process.stdout.isTTY ? 'spec' : 'tap', '--test-reporter-destination', 'stdout'];
reporters.push('--test-reporter', './tests/support/summary-reporter.mjs', '--test-reporter-destination', 'stdout');
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...reporters, ...files], {
  stdio: 'inherit',
  env: { ...process.env, CMS_SEED_TEMPLATE: template },
});
// Without a test server no template was made.
if (!process.env.CMS_SEED_TEMPLATE) await dropTemplate(template).catch(() => {});
process.exit(result.status ?? 1);
