/**
 * The CMS's handle on the site's own tables (the rebuild queue), next to
 * Payload's tables in the same database: opened on first use.
 */
import path from 'node:path';
import { openDatabase, type Database } from '@/server/db/database';
import { cmsEnv } from './env';

let opened: Promise<Database> | undefined;

export function siteDatabase(): Promise<Database> {
  if (!opened) {
    const { databaseUrl, env } = cmsEnv();
    opened = openDatabase({ databaseUrl, dataDir: path.resolve(env.DATA_DIR), timeoutMs: env.DATABASE_TIMEOUT_MS });
    opened.catch(() => (opened = undefined));
  }
  return opened;
}
