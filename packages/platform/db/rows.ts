/**
 * Rows of raw queries, apart from database.ts: code the CMS bundles (the build queue) imports this
 * without the migrations folder that database.ts resolves, which the CMS's bundler cannot.
 */
import type { SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './database';

/** The rows of a raw query's result: postgres.js answers the rows, node-postgres (the CMS's transaction, hand-over.ts) a result holding them. */
function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows;
  throw new Error('a raw query answered neither rows nor a result holding them');
}

/** Rows of a raw query, each as `row` reads it. */
export async function queryRows<Row>(db: Db, query: SQL, row: z.ZodType<Row>): Promise<Row[]> {
  return z.array(row).parse(rowsOf(await db.execute(query)));
}
