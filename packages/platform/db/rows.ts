/**
 * Rows of raw queries, apart from database.ts: code the CMS bundles (the build queue) imports this
 * without the migrations folder that database.ts resolves, which the CMS's bundler cannot.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/** Rows of a raw query. */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  // The database is postgres-js's, whose result is the array of rows; Db's type is the driver-neutral PgDatabase.
  return (await db.execute<T>(query)) as unknown as T[];
}
