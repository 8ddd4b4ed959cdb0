/** A throw-away PostgreSQL database for one test, created on the test server and dropped after. */
import postgres from 'postgres';

export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchDatabase {
  url: string;
  /** A client of the scratch database, for the test's own queries. */
  sql: postgres.Sql;
  drop(): Promise<void>;
}

/**
 * The names of a run's databases carry the process that made them: a scratch database
 * `<prefix>_p<pid>_<ms>_<random>`, a run's seeded template `cms_seed_<pid>_<ms>`. A run that is
 * killed drops neither, so the next run drops those whose process is gone.
 */
const SCRATCH_NAME = /_p(\d+)_\d+_\d+$/;
const TEMPLATE_NAME = /^cms_seed_(\d+)_\d+$/;

/** A new database, empty or a copy of `template` (a database nobody is connected to). */
export async function scratchDatabase(prefix: string, { template }: { template?: string } = {}): Promise<ScratchDatabase> {
  const admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
  const name = `${prefix}_p${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
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

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops the scratch databases and templates left by runs whose process is gone; answers their names. */
export async function dropAbandonedDatabases(): Promise<string[]> {
  const admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
  try {
    const names = (await admin<{ datname: string }[]>`select datname from pg_database`).map((row) => row.datname);
    const abandoned = names.filter((name) => {
      const pid = (SCRATCH_NAME.exec(name) ?? TEMPLATE_NAME.exec(name))?.[1];
      return pid !== undefined && !isRunning(Number(pid));
    });
    for (const name of abandoned) await admin.unsafe(`drop database if exists "${name}" with (force)`);
    return abandoned;
  } finally {
    await admin.end();
  }
}
