/**
 * The snapshot a publish hands the build, through the database both share: the CMS stores the market's
 * published content (and the media files it uses) when it queues the rebuild; the build reads it from
 * here and never opens the CMS.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Market } from '@/config/markets';
import { openJobs, today } from '@/content/jobs';
import { mendSnapshot, readSnapshotFile, SnapshotError, type LeftOut, type Snapshot } from '@/content/snapshot';
import type { Db } from '@/platform/db/database';
import { queryRows } from '@/platform/db/rows';
import { siteMediaFiles, siteSnapshots } from './table';

/** The database's clock, to the microsecond: what orders the snapshots of every CMS process alike. */
export async function databaseNow(db: Db): Promise<string> {
  const [row] = await queryRows(db, sql`select clock_timestamp()::text as now`, z.object({ now: z.string() }));
  return row!.now;
}

/**
 * Stores the market's snapshot unless one read later is stored already: `takenAt` is when its reading
 * began (databaseNow), so of two publishes in quick succession the one read after the other wins.
 */
export async function storeSnapshot(db: Db, market: Market, content: Record<string, unknown>, takenAt: string): Promise<void> {
  await db
    .insert(siteSnapshots)
    .values({ market, takenAt, content: JSON.stringify(content) })
    .onConflictDoUpdate({
      target: siteSnapshots.market,
      set: { takenAt, content: sql`excluded.content` },
      setWhere: sql`${siteSnapshots.takenAt} <= excluded.taken_at`,
    });
}

export async function storedSnapshot(db: Db, market: Market): Promise<{ takenAt: string; content: Record<string, unknown> } | undefined> {
  const [row] = await db.select().from(siteSnapshots).where(eq(siteSnapshots.market, market));
  return row && { takenAt: row.takenAt, content: JSON.parse(row.content) as Record<string, unknown> };
}

/** A media file by its public URL, with a way to read its bytes (read only when the database lacks it). */
export interface MediaFileSource {
  url: string;
  read(): Buffer;
}

/** Stores the files the database lacks: a URL names the hash of its bytes, so a stored one is never written again. */
export async function storeMediaFiles(db: Db, files: readonly MediaFileSource[]): Promise<number> {
  const urls = [...new Set(files.map((file) => file.url))];
  if (urls.length === 0) return 0;
  const stored = new Set((await db.select({ url: siteMediaFiles.url }).from(siteMediaFiles).where(inArray(siteMediaFiles.url, urls))).map((row) => row.url));
  const missing = files.filter((file, index) => !stored.has(file.url) && files.findIndex((other) => other.url === file.url) === index);
  for (const file of missing) await db.insert(siteMediaFiles).values({ url: file.url, bytes: file.read() }).onConflictDoNothing();
  return missing.length;
}

/** The stored bytes of these media URLs, one at a time (a file may be large). */
async function* storedMediaFiles(db: Db, urls: readonly string[]): AsyncGenerator<{ url: string; bytes: Buffer }> {
  for (const url of new Set(urls)) {
    const [row] = await db.select({ bytes: siteMediaFiles.bytes }).from(siteMediaFiles).where(eq(siteMediaFiles.url, url));
    if (row) yield { url, bytes: row.bytes };
  }
}

/**
 * What a build makes the site from: the published content, where a document that fails the rules
 * is replaced by its copy in the live build's snapshot (`live`) or left out (packages/content/snapshot.ts).
 */
export function mendForBuild(
  raw: unknown,
  live: Snapshot | undefined,
  market: Market,
  source: string,
  day = today(new Date(), market),
): { snapshot: Snapshot; leftOut: LeftOut[] } {
  const { snapshot, leftOut } = mendSnapshot(raw, live, source);
  // An opening past its deadline since the snapshot was read (or a live copy of one) is not brought back.
  return { snapshot: { ...snapshot, jobs: openJobs(snapshot.jobs, market, day) }, leftOut };
}

/** The live build's snapshot that stands in for a document failing the rules: none when it cannot be read (a first build). */
export function liveSnapshotOf(file: string | undefined): Snapshot | undefined {
  if (!file || !existsSync(file)) return undefined;
  try {
    return readSnapshotFile(file);
  } catch (error) {
    console.warn(`The live snapshot ${file} cannot stand in for documents that fail the rules: ${(error as Error).message}`);
    return undefined;
  }
}

/**
 * Writes the build's snapshot file from the one the CMS stored, mended against the live build (`liveDir`),
 * and beside it (<file>.assets/) the stored media files that the live build does not have.
 */
export async function writeBuildSnapshot(
  db: Db,
  market: Market,
  file: string,
  liveDir: string | undefined,
): Promise<{ leftOut: LeftOut[]; takenAt: string; mediaFiles: number }> {
  const stored = await storedSnapshot(db, market);
  if (!stored) throw new SnapshotError(`No content snapshot of ${market} is stored: the CMS stores one at every publish and at \`npm run cms -- prepare\`.`);
  const live = liveSnapshotOf(liveDir && path.join(liveDir, 'content.json'));
  const { snapshot, leftOut } = mendForBuild(stored.content, live, market, `CMS snapshot of ${market} (${stored.takenAt})`);
  const assets = `${file}.assets`;
  rmSync(assets, { recursive: true, force: true });
  const urls = snapshot.media
    .flatMap((asset) => asset.files.map((mediaFile) => mediaFile.url))
    .filter((url) => !liveDir || !existsSync(path.join(liveDir, url)));
  let mediaFiles = 0;
  for await (const { url, bytes } of storedMediaFiles(db, urls)) {
    const target = path.join(assets, url);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    mediaFiles++;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(snapshot));
  return { leftOut, takenAt: stored.takenAt, mediaFiles };
}
