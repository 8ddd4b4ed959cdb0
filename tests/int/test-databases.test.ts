/**
 * A run that is killed drops none of its databases; the next run drops those whose process is
 * gone, and none of a run still under way (tests/support/postgres.ts).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, it } from 'node:test';
import postgres from 'postgres';
import { dropAbandonedDatabases, scratchDatabase, TEST_POSTGRES_URL } from '../support/postgres';
import { describeEachDatabase } from './databases';

/** A scratch database made by a process that then ends without dropping it, as a killed run's. */
function abandonedScratchDatabase(): { name: string; pid: number } {
  const child = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./tests/support/postgres.ts').then((m) => m.scratchDatabase('abandoned')).then((d) => { console.log(new URL(d.url).pathname.slice(1)); process.exit(0); })`,
    ],
    { encoding: 'utf8' },
  );
  assert.equal(child.status, 0, child.stderr);
  return { name: child.stdout.trim(), pid: child.pid! };
}

describeEachDatabase(
  'databases left by a killed test run',
  () => {
    const admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
    after(() => admin.end());
    const exists = async (name: string) => (await admin`select 1 from pg_database where datname = ${name}`).length === 1;

    it('are dropped, scratch databases and seeded templates alike, while a running process keeps its own', async () => {
      const abandoned = abandonedScratchDatabase();
      const abandonedTemplate = `cms_seed_${abandoned.pid}_${Date.now()}`;
      await admin.unsafe(`create database "${abandonedTemplate}"`);
      const kept = await scratchDatabase('kept');
      const keptName = new URL(kept.url).pathname.slice(1);
      try {
        assert.ok(await exists(abandoned.name));
        const dropped = await dropAbandonedDatabases();
        assert.ok(dropped.includes(abandoned.name) && dropped.includes(abandonedTemplate), dropped.join(', '));
        assert.ok(!dropped.includes(keptName));
        assert.equal(await exists(abandoned.name), false);
        assert.equal(await exists(abandonedTemplate), false);
        assert.equal(await exists(keptName), true);
      } finally {
        await kept.drop();
      }
    });
  },
  { kinds: ['postgres'] },
);
