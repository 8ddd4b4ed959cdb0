/**
 * The CMS's handle on the site's own tables (the rebuild queue), next to
 * Payload's tables in the same database: opened on first use. It does not
 * migrate them: the public server and `npm run cms` (openCms) do, before the
 * CMS serves (the bundled CMS cannot read the migration files).
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Db } from '@/platform/db/database';
import { cmsEnv } from './env';

let open: { db: Db; client: postgres.Sql; url: string } | undefined;

export function siteDatabase(): { db: Db } {
  if (!open) {
    const { databaseUrl, env } = cmsEnv();
    const client = postgres(databaseUrl, { max: 3, onnotice: () => {}, connect_timeout: Math.ceil(env.DATABASE_TIMEOUT_MS / 1000) });
    open = { db: drizzle({ client }), client, url: databaseUrl };
  }
  return { db: open.db };
}

/** Ends the handle, so that a later openCms in this process (another database) opens its own. */
export async function closeSiteDatabase(): Promise<void> {
  const closing = open;
  open = undefined;
  await closing?.client.end({ timeout: 5 });
}
