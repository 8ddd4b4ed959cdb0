import assert from 'node:assert/strict';
import { it } from 'node:test';
import migrationJournal from '@/platform/db/migrations/meta/_journal.json' with { type: 'json' };
import { sql } from 'drizzle-orm';
import { openDatabase } from '@/platform/db/database';
import { queryRows } from '@/platform/db/rows';
import { findIdempotentAnswer, saveIdempotentAnswer } from '@/platform/db/idempotency';
import { contactMessages } from '@/features/contact/table';
import { idempotencyKeys } from '@/platform/db/tables';
import { getOrCreateSetting } from '@/platform/db/settings';
import { describeEachDatabase } from './databases';
import { z } from 'zod';

describeEachDatabase('storage', (database) => {
  it('applies the migrations, and reopening keeps the data without migrating twice', async () => {
    const tables = await queryRows(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      z.object({ table_name: z.string() }),
    );
    assert.deepEqual(
      tables.map((row) => row.table_name),
      [
        'case_causality',
        'case_coded_events',
        'case_duplicates',
        'case_events',
        'case_reaction_codes',
        'cases',
        'contact_messages',
        'dictionary_releases',
        'dictionary_terms',
        'follow_up_requests',
        'follow_up_tokens',
        'idempotency_keys',
        'job_application_events',
        'job_applications',
        'outbox',
        'report_sequences',
        'reports',
        'second_factor_failures',
        'second_factors',
        'settings',
        'site_builders',
        'site_builds',
        'site_media_files',
        'site_removals',
        'site_snapshots',
        'survey_responses',
        'verified_sessions',
      ],
    );

    const [stored] = await database.db
      .insert(contactMessages)
      .values({ market: 'cro', recipientKey: 'info', name: 'Ana', email: 'ana@example.com', message: 'Hello' })
      .returning();
    await database.reopen();
    const [reread] = await database.db.select().from(contactMessages);
    assert.deepEqual(reread, stored);
    const migrations = await queryRows(database.db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`, z.object({ applied: z.number() }));
    assert.equal(migrations[0]?.applied, migrationJournal.entries.length);
  });

  it('stores an idempotent answer and finds it again', async () => {
    assert.equal(await findIdempotentAnswer(database.db, 'contact', 'key-1'), undefined);
    const saved = await database.db.transaction((tx) => saveIdempotentAnswer(tx, 'contact', 'key-1', 202, { id: 'm-1', ok: true }));
    assert.equal(saved, true);
    assert.deepEqual(await findIdempotentAnswer(database.db, 'contact', 'key-1'), {
      statusCode: 202,
      body: { id: 'm-1', ok: true },
    });
    assert.equal(await findIdempotentAnswer(database.db, 'report', 'key-1'), undefined, 'scopes are separate');
  });

  it('keeps the first answer when a duplicate key is saved, even concurrently', async () => {
    const saves = await Promise.all([1, 2, 3].map((n) => database.db.transaction((tx) => saveIdempotentAnswer(tx, 'contact', 'key-race', 200 + n, { n }))));
    assert.equal(saves.filter(Boolean).length, 1, 'exactly one save wins');
    const winner = saves.indexOf(true) + 1;
    assert.deepEqual(await findIdempotentAnswer(database.db, 'contact', 'key-race'), {
      statusCode: 200 + winner,
      body: { n: winner },
    });

    assert.equal(await database.db.transaction((tx) => saveIdempotentAnswer(tx, 'contact', 'key-race', 500, { late: true })), false);
    const rows = await database.db
      .select()
      .from(idempotencyKeys)
      .where(sql`${idempotencyKeys.key} = 'key-race'`);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]?.statusCode, 200 + winner);
  });

  it('creates a setting once and returns the same value afterwards', async () => {
    let created = 0;
    const make = () => `secret-${++created}`;
    const values = await Promise.all([1, 2, 3, 4].map(() => getOrCreateSetting(database.db, 'hmac-key', make)));
    assert.equal(new Set(values).size, 1, 'racing callers agree');
    const first = values[0];
    assert.equal(await getOrCreateSetting(database.db, 'hmac-key', () => 'other'), first);
    await database.reopen();
    assert.equal(await getOrCreateSetting(database.db, 'hmac-key', () => 'other'), first);
  });

  it(
    'shares the embedded cluster: a second open of the data directory joins the running server',
    { skip: database.kind !== 'embedded' && 'only the embedded database is found through DATA_DIR' },
    async () => {
      const second = await openDatabase({ dataDir: database.dataDir });
      try {
        assert.equal(await getOrCreateSetting(second.db, 'hmac-key', () => 'other'), await getOrCreateSetting(database.db, 'hmac-key', () => 'x'));
      } finally {
        await second.close();
      }
      assert.ok(await getOrCreateSetting(database.db, 'hmac-key', () => 'other'), 'the first handle still works');
    },
  );
});
