/**
 * Opens the site's database: PostgreSQL when DATABASE_URL is set, otherwise an
 * embedded PGlite under the data directory, so a single server needs no
 * database to run. Both apply the same migrations on open.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

/** Works for both drivers; a transaction (`Tx`) is also a `Db`. */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = PgTransaction<PgQueryResultHKT>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A postgres:// URL; without one the embedded database is used. */
  databaseUrl?: string;
  /** Where the embedded database lives (in `<dataDir>/pglite`). */
  dataDir: string;
  /** How long a new PostgreSQL connection may take before it fails. */
  timeoutMs?: number;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant; it only has to be the same for every server migrating this database. */
const MIGRATION_LOCK_KEY = 7_340_612_001;

export async function openDatabase({ databaseUrl, dataDir, timeoutMs = 10_000 }: OpenDatabaseOptions): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl, timeoutMs);
  return openPglite(path.join(dataDir, 'pglite'));
}

async function openPostgres(url: string, timeoutMs: number): Promise<Database> {
  await migratePostgresExclusively(url);
  const client = postgres(url, { onnotice: () => {}, connect_timeout: Math.ceil(timeoutMs / 1000) });
  return {
    db: drizzlePostgres({ client }),
    kind: 'postgres',
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
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}

async function openPglite(directory: string): Promise<Database> {
  mkdirSync(directory, { recursive: true });
  const unlock = lockDirectory(directory);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(directory);
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder });
    const open = client;
    return {
      db,
      kind: 'pglite',
      async close() {
        await open.close();
        unlock();
      },
    };
  } catch (error) {
    await client?.close();
    unlock();
    throw error;
  }
}

export class DatabaseInUseError extends Error {}

/**
 * PGlite happily opens a directory another process has open, and two writers
 * corrupt it, so the directory is guarded by a lock file naming its process.
 * A lock left by a process that died is taken over.
 */
function lockDirectory(directory: string): () => void {
  const lockFile = `${directory}.lock`;
  const create = () => writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  const inUse = (holder: string) =>
    new DatabaseInUseError(
      `${directory} is in use by process ${holder}; stop it first (or remove ${lockFile} if no such process runs)`,
    );
  try {
    create();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = readFileSync(lockFile, 'utf8').trim();
    if (isRunning(Number(holder))) throw inUse(holder);
    rmSync(lockFile, { force: true });
    try {
      create();
    } catch (retryError) {
      // Another process took the stale lock over in between.
      if ((retryError as NodeJS.ErrnoException).code === 'EEXIST') throw inUse(readFileSync(lockFile, 'utf8').trim());
      throw retryError;
    }
  }
  return () => rmSync(lockFile, { force: true });
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Rows of a raw query for either driver: `db.execute` answers with an array on
 * postgres.js but with `{ rows }` on PGlite.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute<T>(query);
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
