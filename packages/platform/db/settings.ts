import { eq } from 'drizzle-orm';
import type { Db } from './database';
import { settings } from './tables';

/**
 * Returns the stored value, creating it on first use. When several servers
 * race, exactly one insert wins and every caller returns the winner's value.
 */
export async function getOrCreateSetting(db: Db, key: string, create: () => string): Promise<string> {
  const existing = await readSetting(db, key);
  if (existing !== undefined) return existing;
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const stored = await readSetting(db, key);
  if (stored === undefined) throw new Error(`setting ${key} vanished right after it was stored`);
  return stored;
}

async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}
