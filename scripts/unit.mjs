// `npm run test:unit`: every *.test.ts under src/, cms/src/ and tests/int/ in node's test runner
// (Node 20's runner does not expand globs itself). Run with tsx, for the run's set-up in TypeScript.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { dropTemplate, startTestRun } from '../tests/support/seeded-database.ts';

function testsUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'fixtures' ? [] : testsUnder(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = [...testsUnder('src'), ...testsUnder('cms/src'), ...testsUnder('tests/int')];
// Two files at a time, one per core: each suite has its own databases, temporary folders and
// CMS port (CMS_TEST_PORT plus the file's own offset), so none waits on or sees another.
// The CMS suites copy one seeded database (tests/support/seeded-database.ts): named here, made by
// the first suite that asks, dropped at the end.
const template = await startTestRun();
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  stdio: 'inherit',
  env: { ...process.env, CMS_SEED_TEMPLATE: template },
});
// Without a test server no template was made.
await dropTemplate(template).catch(() => {});
process.exit(result.status ?? 1);
