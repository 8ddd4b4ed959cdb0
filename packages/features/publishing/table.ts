import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LeftOut } from '@/content/snapshot';
import { quotedList } from '@/platform/db/tables';

export const buildStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;
export type BuildStatus = (typeof buildStatuses)[number];

/** What a build renders: every page, or only the pages with news (a news-only change, packages/features/publishing/partial-build.ts). */
export const buildKinds = ['all', 'news'] as const;
export type BuildKind = (typeof buildKinds)[number];

/**
 * Rebuilds of a market's site, queued by publishing in the CMS and run by a
 * public server of that market. At most one is queued and one running per
 * market (partial unique indexes): publishes while one is queued join it,
 * and a queued build waits for a quiet moment so that a burst of publishes
 * joins one build.
 */
export const siteBuilds = pgTable(
  'site_builds',
  {
    id: serial('id').primaryKey(),
    market: text('market').notNull(),
    status: text('status').$type<BuildStatus>().notNull().default('queued'),
    /** Who published last before the build started. */
    requestedBy: text('requested_by').notNull(),
    /** The last publish joined into this build: it waits until its market has been quiet a moment. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first publish joined into this build: however busy the market, it waits no longer than a minute after it. */
    firstRequestedAt: timestamp('first_requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Publishes joined into this build. */
    publishes: integer('publishes').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The folder under dist/<market>/ that a succeeded build wrote. */
    buildId: text('build_id'),
    error: text('error'),
    /** The documents a succeeded build left out, each with its problems: the rest of the site went live without them. */
    leftOut: jsonb('left_out').$type<LeftOut[]>(),
    /** What the build is expected to render: 'news' while every publish joined into it changed only news. */
    kind: text('kind').$type<BuildKind>().notNull().default('all'),
    /** What a succeeded build rendered (its build.json): its duration is the usual time of builds of that kind. */
    rendered: text('rendered').$type<BuildKind>(),
  },
  (t) => [
    check('site_builds_status_check', sql`${t.status} in (${quotedList(buildStatuses)})`),
    check('site_builds_kind_check', sql`${t.kind} in (${quotedList(buildKinds)}) and (${t.rendered} is null or ${t.rendered} in (${quotedList(buildKinds)}))`),
    uniqueIndex('site_builds_one_queued')
      .on(t.market)
      .where(sql`${t.status} = 'queued'`),
    uniqueIndex('site_builds_one_running')
      .on(t.market)
      .where(sql`${t.status} = 'running'`),
    index('site_builds_market_idx').on(t.market, t.id),
  ],
);

export type SiteBuild = typeof siteBuilds.$inferSelect;

/**
 * The public servers that build a market's publishes, each seen at its last heartbeat: a publish
 * of a market none of them serves would otherwise wait for ever, while the editor is told it goes live.
 */
export const siteBuilders = pgTable(
  'site_builders',
  {
    market: text('market').notNull(),
    /** The server's host and process. */
    server: text('server').notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.market, t.server] })],
);

/**
 * Live documents deleted in the CMS: the document is gone, so what an editor is told about its
 * leaving the site (the build after its deletion) is read from here.
 */
export const siteRemovals = pgTable(
  'site_removals',
  {
    id: serial('id').primaryKey(),
    market: text('market').notNull(),
    collection: text('collection').notNull(),
    documentId: integer('document_id').notNull(),
    title: text('title').notNull(),
    removedBy: text('removed_by').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_removals_collection_idx').on(t.collection, t.id)],
);

export type SiteRemoval = typeof siteRemovals.$inferSelect;

/**
 * Each market's published content as the CMS read it at its latest publish, unpublish or delete (not yet
 * mended: the build replaces a document failing the rules by its live copy). The build reads it here, so it
 * never needs the CMS; a newer snapshot replaces an older one, never the reverse (takenAt, the database's clock).
 */
export const siteSnapshots = pgTable('site_snapshots', {
  market: text('market').primaryKey(),
  takenAt: timestamp('taken_at', { withTimezone: true, precision: 6, mode: 'string' }).notNull(),
  /** The snapshot's JSON as the CMS wrote it: jsonb would sort its keys, and the order of a record's keys (a post's languages) is the site's. */
  content: text('content').notNull(),
});

const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The media files that published content uses, by their public URL (which carries the hash of their bytes,
 * so a URL's bytes never change): the CMS stores each once, the build takes those its live build lacks.
 */
export const siteMediaFiles = pgTable('site_media_files', {
  url: text('url').primaryKey(),
  bytes: bytes('bytes').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});
