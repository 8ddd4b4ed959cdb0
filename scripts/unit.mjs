// `npm run test:unit`: every *.test.ts under src/, cms/src/ and tests/int/ in node's test runner
// (Node 20's runner does not expand globs itself).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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
const template = `cms_seed_${process.pid}_${Date.now()}`;
const inTsx = (code) => spawnSync(process.execPath, ['--import', 'tsx', '-e', code], { stdio: 'inherit' });
// A killed run leaves its databases behind (tests/support/postgres.ts); without a test server there are none.
inTsx(`import('./tests/support/postgres.ts').then((m) => m.dropAbandonedDatabases()).then((names) => names.length && console.log('dropped the databases of ended runs: ' + names.join(', ')), () => {})`);
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=2', ...files], {
  stdio: 'inherit',
  env: { ...process.env, CMS_SEED_TEMPLATE: template },
});
inTsx(`import('./tests/support/seeded-database.ts').then((m) => m.dropTemplate(${JSON.stringify(template)}))`);
process.exit(result.status ?? 1);
