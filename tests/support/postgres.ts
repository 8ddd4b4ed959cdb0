/** A throw-away PostgreSQL database for one test, created on the test server and dropped after. */
import postgres from 'postgres';

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchDatabase {
  url: string;
  /** A client of the scratch database, for the test's own queries. */
  sql: postgres.Sql;
  drop(): Promise<void>;
}

/** A new database, empty or a copy of `template` (a database nobody is connected to). */
export async function scratchDatabase(prefix: string, { template }: { template?: string } = {}): Promise<ScratchDatabase> {
  const admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 1, onnotice: () => {} });
  return {
    url: url.toString(),
    sql,
    async drop() {
      await sql.end();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
