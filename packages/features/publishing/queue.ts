/**
 * The rebuild queue. The CMS enqueues a market's rebuild when its content is
 * published or unpublished; a public server of that market claims it, builds,
 * and records the result, which the admin shows.
 */
import { and, desc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Market } from '@/config/markets';
import type { LeftOut } from '@/content/snapshot';
import type { Db } from '@/platform/db/database';
import { queryRows } from '@/platform/db/rows';
import { MAX_SETTLE_WAIT_MS } from './wait-estimate';
import { buildKinds, siteBuilders, siteBuilds, siteRemovals, type BuildKind, type SiteBuild, type SiteRemoval } from './table';

/**
 * Queues a rebuild, or joins the one already waiting (its publisher becomes the latest one). `kind`:
 * 'news' for a change of news only, which the build may render alone; one change of anything else
 * makes the joined build a full one.
 */
export async function enqueueBuild(
  db: Db,
  market: Market,
  requestedBy: string,
  { at = new Date(), kind = 'all' }: { at?: Date; kind?: BuildKind } = {},
): Promise<void> {
  await db
    .insert(siteBuilds)
    .values({ market, requestedBy, requestedAt: at, firstRequestedAt: at, kind })
    .onConflictDoUpdate({
      target: siteBuilds.market,
      targetWhere: sql`${siteBuilds.status} = 'queued'`,
      set: {
        requestedBy,
        requestedAt: at,
        publishes: sql`${siteBuilds.publishes} + 1`,
        kind: sql`case when ${siteBuilds.kind} = 'news' and excluded.kind = 'news' then 'news' else 'all' end`,
      },
    });
}

export interface ClaimOptions {
  /** A build running longer than this belonged to a server that died: it is failed first. */
  staleAfterMs: number;
  /** A queued build starts once no publish has joined it for this long (or a minute after its first). */
  settleMs: number;
  at?: Date;
}

/** Takes the market's waiting build once its publishes have settled, unless one is running. */
export async function claimBuild(db: Db, market: Market, { staleAfterMs, settleMs, at = new Date() }: ClaimOptions): Promise<SiteBuild | undefined> {
  await db
    .update(siteBuilds)
    .set({ status: 'failed', finishedAt: sql`now()`, error: 'The server running this build stopped before it finished.' })
    .where(
      and(eq(siteBuilds.market, market), eq(siteBuilds.status, 'running'), sql`${siteBuilds.startedAt} < now() - ${staleAfterMs} * interval '1 millisecond'`),
    );
  try {
    const [claimed] = await db
      .update(siteBuilds)
      .set({ status: 'running', startedAt: sql`now()` })
      .where(
        and(
          eq(siteBuilds.market, market),
          eq(siteBuilds.status, 'queued'),
          or(lte(siteBuilds.requestedAt, new Date(at.getTime() - settleMs)), lte(siteBuilds.firstRequestedAt, new Date(at.getTime() - MAX_SETTLE_WAIT_MS))),
        ),
      )
      .returning();
    return claimed;
  } catch (error) {
    // Another server started this market's build a moment ago (one running per market).
    // Drizzle wraps the driver's error: PostgreSQL's unique-violation code is on its cause.
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    if ((cause?.code ?? code) === '23505') return undefined;
    throw error;
  }
}

export async function finishBuild(
  db: Db,
  id: number,
  result: { buildId: string; rendered?: BuildKind; leftOut?: LeftOut[] } | { error: string },
): Promise<void> {
  await db
    .update(siteBuilds)
    .set(
      'buildId' in result
        ? {
            status: 'succeeded',
            finishedAt: sql`now()`,
            buildId: result.buildId,
            rendered: result.rendered ?? null,
            leftOut: result.leftOut?.length ? result.leftOut : null,
          }
        : { status: 'failed', finishedAt: sql`now()`, error: result.error.slice(-4000) },
    )
    .where(eq(siteBuilds.id, id));
}

/** The newest succeeded build of a market: what every server of it should serve. */
export async function liveBuildId(db: Db, market: Market): Promise<string | undefined> {
  const [row] = await db
    .select({ buildId: siteBuilds.buildId })
    .from(siteBuilds)
    .where(and(eq(siteBuilds.market, market), eq(siteBuilds.status, 'succeeded')))
    .orderBy(desc(siteBuilds.id))
    .limit(1);
  return row?.buildId ?? undefined;
}

/** How many of each market's latest builds the admin shows (the dashboard and GET /api/builds alike). */
const BUILDS_PER_MARKET = 3;

/** The latest builds of each market, newest first, for the admin. */
export async function recentBuilds(db: Db, perMarket = BUILDS_PER_MARKET): Promise<SiteBuild[]> {
  const rows = await queryRows(
    db,
    sql`
    select * from (
      select *, row_number() over (partition by market order by id desc) as rank from ${siteBuilds}
    ) ranked where rank <= ${perMarket} order by market, id desc`,
    z.record(z.string(), z.unknown()),
  );
  return rows.map((row) => ({
    id: row.id as number,
    market: row.market as string,
    status: row.status as SiteBuild['status'],
    requestedBy: row.requested_by as string,
    requestedAt: new Date(row.requested_at as string),
    publishes: row.publishes as number,
    firstRequestedAt: new Date(row.first_requested_at as string),
    startedAt: row.started_at ? new Date(row.started_at as string) : null,
    finishedAt: row.finished_at ? new Date(row.finished_at as string) : null,
    buildId: (row.build_id as string | null) ?? null,
    error: (row.error as string | null) ?? null,
    leftOut: (row.left_out as LeftOut[] | null) ?? null,
    kind: row.kind as BuildKind,
    rendered: (row.rendered as BuildKind | null) ?? null,
  }));
}

/** How many of a market's latest succeeded builds of a kind make the usual time of that kind. */
export const USUAL_OF_LAST = 7;

/** The durations in seconds of the market's latest succeeded builds of each kind, newest first. */
export async function buildDurations(db: Db, market: Market): Promise<Record<BuildKind, number[]>> {
  const rows = await queryRows(
    db,
    sql`
    select rendered, seconds from (
      select rendered, extract(epoch from ${siteBuilds.finishedAt} - ${siteBuilds.startedAt})::float8 as seconds,
        row_number() over (partition by rendered order by id desc) as rank
      from ${siteBuilds}
      where ${siteBuilds.market} = ${market} and ${siteBuilds.status} = 'succeeded' and ${siteBuilds.rendered} is not null and ${siteBuilds.startedAt} is not null
    ) ranked where rank <= ${USUAL_OF_LAST} order by rank`,
    z.object({ rendered: z.enum(buildKinds), seconds: z.coerce.number() }),
  );
  const durations: Record<BuildKind, number[]> = { all: [], news: [] };
  for (const row of rows) durations[row.rendered].push(row.seconds);
  return durations;
}

/** How often a builder says it is there, and how long after its last word it is taken for gone (it crashed). */
export const HEARTBEAT_MS = 10_000;
export const BUILDER_GONE_AFTER_MS = 3 * HEARTBEAT_MS;

/** A builder of the market says it is there. */
export async function heartbeat(db: Db, market: Market, server: string, at = new Date()): Promise<void> {
  await db
    .insert(siteBuilders)
    .values({ market, server, seenAt: at })
    .onConflictDoUpdate({ target: [siteBuilders.market, siteBuilders.server], set: { seenAt: at } });
}

/** A builder stopping leaves at once, rather than when its heartbeat is missed. */
export async function leaveBuilders(db: Db, market: Market, server: string): Promise<void> {
  await db.delete(siteBuilders).where(and(eq(siteBuilders.market, market), eq(siteBuilders.server, server)));
}

/** The markets some public server builds for now: a publish of another waits until one starts. */
export async function marketsWithBuilder(db: Db, at = new Date()): Promise<Market[]> {
  const rows = await db
    .selectDistinct({ market: siteBuilders.market })
    .from(siteBuilders)
    .where(gte(siteBuilders.seenAt, new Date(at.getTime() - BUILDER_GONE_AFTER_MS)));
  return rows.map((row) => row.market as Market);
}

/** A live document deleted in the CMS, whose leaving the site its editors follow. */
export async function recordRemoval(db: Db, removal: Pick<SiteRemoval, 'market' | 'collection' | 'documentId' | 'title' | 'removedBy'>): Promise<void> {
  await db.insert(siteRemovals).values(removal);
}

/** How long a deletion is shown with its state in its collection's list. */
const REMOVALS_SHOWN_MS = 60 * 60_000;

/** The latest deletions of a collection's live documents in these markets, newest first. */
export async function recentRemovals(db: Db, collection: string, markets: readonly Market[], at = new Date()): Promise<SiteRemoval[]> {
  if (markets.length === 0) return [];
  return db
    .select()
    .from(siteRemovals)
    .where(
      and(
        eq(siteRemovals.collection, collection),
        inArray(siteRemovals.market, [...markets]),
        gte(siteRemovals.removedAt, new Date(at.getTime() - REMOVALS_SHOWN_MS)),
      ),
    )
    .orderBy(desc(siteRemovals.id))
    .limit(10);
}
