/**
 * Opens the site's database: the PostgreSQL server at DATABASE_URL, or else
 * the embedded PostgreSQL cluster under the data directory (started when no
 * process runs it yet), so a single machine needs no database service. Both
 * apply the same migrations on open.
 */
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { openEmbeddedPostgres } from './embedded-postgres';

/** The database, or a transaction in it (a transaction is also a `Db`). */
export type Db = PgDatabase<PgQueryResultHKT>;
/** `embedded`: the cluster under DATA_DIR; `postgres`: a server named by DATABASE_URL. */
export type DbKind = 'embedded' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without one the embedded database is used. */
  databaseUrl?: string;
  /** Where the embedded database lives (in `<dataDir>/postgres`). */
  dataDir: string;
  /** How long a new PostgreSQL connection may take before it fails. */
  timeoutMs?: number;
}

// From the installation's root, the working directory of every server and script (as for dist/ and the
// content): the compiled server (dist/server) is not beside this module, the migrations stay in the sources.
const migrationsFolder = path.join(process.cwd(), 'packages', 'platform', 'db', 'migrations');

/** Any constant; it only has to be the same for every server migrating this database. */
const MIGRATION_LOCK_KEY = 7_340_612_001;

export async function openDatabase({ databaseUrl, dataDir, timeoutMs = 10_000 }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, timeoutMs, 'postgres');
  const embedded = await openEmbeddedPostgres(dataDir);
  try {
    const database = await openPostgres(embedded.url, timeoutMs, 'embedded');
    return {
      ...database,
      async close() {
        await database.close();
        await embedded.release();
      },
    };
  } catch (error) {
    await embedded.release();
    throw error;
  }
}

async function openPostgres(url: string, timeoutMs: number, kind: DbKind): Promise<Database> {
  await migratePostgresExclusively(url);
  const client = postgres(url, { onnotice: () => {}, connect_timeout: Math.ceil(timeoutMs / 1000) });
  return {
    db: drizzle({ client }),
    kind,
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * Servers sharing a database may start together; drizzle's migrator does not
 * serialise them, so one session-level advisory lock does. A single-connection
 * client keeps the lock and the migration on the same session.
 */
async function migratePostgresExclusively(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migrate(drizzle({ client }), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
