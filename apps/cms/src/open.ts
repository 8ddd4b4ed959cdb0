/**
 * Payload for the CMS's command-line jobs (accounts, seed, snapshot export):
 * the Local API, no HTTP server. Without DATABASE_URL it joins (or starts)
 * the embedded PostgreSQL under DATA_DIR first; the config is built from the
 * environment at each opening, after that.
 */
import path from 'node:path';
import type { Payload } from 'payload';
import postgres from 'postgres';
import { parseEnv } from '@/config/env';
import { openDatabase } from '@/platform/db/database';
import { openEmbeddedPostgres, type EmbeddedPostgres } from '@/platform/db/embedded-postgres';

export interface OpenCms {
  payload: Payload;
  close(): Promise<void>;
}

/** Any constant shared by every process that migrates the CMS schema. */
const CMS_MIGRATION_LOCK = 7_340_612_013;

export async function openCms(): Promise<OpenCms> {
  const env = parseEnv();
  let embedded: EmbeddedPostgres | undefined;
  if (!env.DATABASE_URL) {
    embedded = await openEmbeddedPostgres(path.resolve(env.DATA_DIR));
    process.env.DATABASE_URL = embedded.url;
  }
  try {
    const [{ getPayload }, { cmsConfig }, { migrations }, { closeSiteDatabase }] = await Promise.all([
      import('payload'),
      import('./payload.config'),
      import('../migrations'),
      import('./database'),
    ]);
    // The site's own tables (the rebuild queue among them) are migrated with the site's migrations.
    await (await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) })).close();
    // Built afresh: the environment (the database) may differ from an earlier opening in this process.
    const payload = await getPayload({ config: cmsConfig() });
    // allowed cast: Payload's migrate() types a migration's argument unknown, its generated migrations take MigrateUpArgs, which it passes.
    await migrateExclusively(process.env.DATABASE_URL!, () => payload.db.migrate({ migrations: migrations as never }));
    return {
      payload,
      async close() {
        await payload.destroy();
        // destroy() leaves the connection pool open, and Payload keeps one client checked out for good,
        // so ending the pool would wait forever: close the idle clients and ignore errors of the rest.
        const { pool } = payload.db;
        if (pool && !pool.ended) {
          pool.on('error', () => {});
          void pool.end();
        }
        // getPayload caches its instance globally and destroy() leaves it there, unusable: drop it, so that
        // a later openCms in this process (a test that served the CMS, then schedules through it) starts afresh.
        (globalThis as { _payload?: Map<string, unknown> })._payload?.delete('default');
        await closeSiteDatabase();
        await embedded?.release();
      },
    };
  } catch (error) {
    await embedded?.release();
    throw error;
  }
}

/** Several processes may start together (CMS, builder, CLI): one migrates at a time. */
async function migrateExclusively(url: string, migrate: () => Promise<void>): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${CMS_MIGRATION_LOCK})`;
    // Payload's migrations assume their schema exists.
    await client`create schema if not exists cms`;
    await migrate();
    await client`select pg_advisory_unlock(${CMS_MIGRATION_LOCK})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
