/**
 * The database connection of a request's transaction, for our own queries in it (the publish's
 * snapshot, hand-over.ts). Payload's Postgres adapter keeps each transaction's drizzle transaction in
 * `db.sessions` by the request's transaction id and takes no option to hand it out otherwise.
 */
import { PgDatabase, PgDialect, PgTransaction, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PayloadRequest } from 'payload';
import type { Db } from '@/platform/db/database';

/** The request's open transaction in Payload's adapter, or undefined when it has none. */
export async function transactionConnection(req: PayloadRequest): Promise<Db | undefined> {
  const id = req.transactionID ? await req.transactionID : undefined;
  if (id === undefined) return undefined;
  const transaction = req.payload.db.sessions?.[id]?.db;
  if (transaction === undefined) return undefined;
  // Outside the transaction the snapshot would no longer commit or roll back with the publish.
  if (!(transaction instanceof PgTransaction)) throw new Error("Payload's adapter keeps a transaction that is not drizzle's PgTransaction");
  // Payload's transaction carries its schema's tables; ours are the site's, schema-less like the site's own
  // drizzle({ client }): the same session (the transaction's connection) under a database of that type.
  return new PgDatabase<PgQueryResultHKT>(new PgDialect(), transaction._.session, undefined);
}
