/**
 * A publish hands its market's build the content to build from: in the publish's own transaction the
 * CMS reads the market's published content (with the change), stores it and the media files it uses
 * in the site's tables, and queues the rebuild, so the three commit or roll back with the change.
 * The build reads them from the database (scripts/build.ts) and never opens the CMS.
 */
import { sql } from 'drizzle-orm';
import type { Payload, PayloadRequest } from 'payload';
import type { Market } from '@/config/markets';
import type { MediaAsset } from '@/content/media-schema';
import { databaseNow, storeMediaFiles, storeSnapshot } from '@/features/publishing/snapshots';
import type { Db } from '@/platform/db/database';
import { siteDatabase } from '../database';
import { transactionConnection } from '../payload-patches/transaction-connection';
import { collectSnapshot } from './export';
import { mediaFileSources } from './media';

/** The connection of the request's transaction, else the site's own. */
async function connectionOf(req: PayloadRequest): Promise<Db> {
  return (await transactionConnection(req)) ?? siteDatabase().db;
}

/**
 * Runs `read` with the request and gives it back its locales: the Local API sets them to each locale it
 * reads the content in, and the rest of the publish (other hooks, its answer) uses the editor's.
 */
async function keepingLocale<T>(req: PayloadRequest | undefined, read: () => Promise<T>): Promise<T> {
  const { locale, fallbackLocale } = req ?? {};
  try {
    return await read();
  } finally {
    if (req) Object.assign(req, { locale, fallbackLocale });
  }
}

/** Stores the market's published content as `payload` reads it (with `req`, inside its transaction) and its media files. */
export async function storeMarketSnapshot(payload: Payload, db: Db, market: Market, req?: PayloadRequest): Promise<void> {
  const takenAt = await databaseNow(db);
  const { content, mediaFiles } = await keepingLocale(req, async () => {
    const collected = await collectSnapshot(payload, market, undefined, undefined, req);
    return { content: collected, mediaFiles: await mediaFileSources(payload, (collected.media ?? []) as MediaAsset[], req) };
  });
  await storeMediaFiles(db, mediaFiles);
  await storeSnapshot(db, market, content, takenAt);
}

/**
 * Stores each market's snapshot and queues its rebuild, in the request's transaction. Two publishes of
 * a market take turns (a lock held until the transaction ends): the later one reads the content only once
 * the earlier has committed, so its snapshot, which replaces the earlier one, holds both changes.
 */
export async function handOverToBuild(req: PayloadRequest, markets: readonly Market[], queue: (db: Db, market: Market) => Promise<void>): Promise<void> {
  const db = await connectionOf(req);
  // One order for every publish, so two of several markets never wait on each other.
  for (const market of [...markets].sort()) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`site snapshot ${market}`}, 0))`);
    await storeMarketSnapshot(req.payload, db, market, req);
    await queue(db, market);
  }
}
