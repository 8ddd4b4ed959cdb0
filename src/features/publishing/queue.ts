/**
 * The rebuild queue. The CMS enqueues a market's rebuild when its content is
 * published or unpublished; a public server of that market claims it, builds,
 * and records the result, which the admin shows.
 */
import { and, desc, eq, lte, or, sql } from 'drizzle-orm';
import type { Market } from '@/config/markets';
import type { Db } from '@/server/db/database';
import { siteBuilds, type SiteBuild } from './table';

/** How long a queued build waits, at most, for its market's publishes to pause. */
export const MAX_SETTLE_WAIT_MS = 60_000;

/** Queues a rebuild, or joins the one already waiting (its publisher becomes the latest one). */
export async function enqueueBuild(db: Db, market: Market, requestedBy: string, at = new Date()): Promise<void> {
  await db
    .insert(siteBuilds)
    .values({ market, requestedBy, requestedAt: at, firstRequestedAt: at })
    .onConflictDoUpdate({
      target: siteBuilds.market,
      targetWhere: sql`${siteBuilds.status} = 'queued'`,
      set: { requestedBy, requestedAt: at, publishes: sql`${siteBuilds.publishes} + 1` },
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
    .where(and(eq(siteBuilds.market, market), eq(siteBuilds.status, 'running'), sql`${siteBuilds.startedAt} < now() - ${staleAfterMs} * interval '1 millisecond'`));
  try {
    const [claimed] = await db
      .update(siteBuilds)
      .set({ status: 'running', startedAt: sql`now()` })
      .where(and(
        eq(siteBuilds.market, market),
        eq(siteBuilds.status, 'queued'),
        or(
          lte(siteBuilds.requestedAt, new Date(at.getTime() - settleMs)),
          lte(siteBuilds.firstRequestedAt, new Date(at.getTime() - MAX_SETTLE_WAIT_MS)),
        ),
      ))
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

export async function finishBuild(db: Db, id: number, result: { buildId: string } | { error: string }): Promise<void> {
  await db
    .update(siteBuilds)
    .set('buildId' in result
      ? { status: 'succeeded', finishedAt: sql`now()`, buildId: result.buildId }
      : { status: 'failed', finishedAt: sql`now()`, error: result.error.slice(-4000) })
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
export const BUILDS_PER_MARKET = 3;

/** The latest builds of each market, newest first, for the admin. */
export async function recentBuilds(db: Db, perMarket = BUILDS_PER_MARKET): Promise<SiteBuild[]> {
  const rows = await db.execute<Record<string, unknown>>(sql`
    select * from (
      select *, row_number() over (partition by market order by id desc) as rank from ${siteBuilds}
    ) ranked where rank <= ${perMarket} order by market, id desc`);
  return (rows as unknown as Record<string, unknown>[]).map((row) => ({
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
  }));
}
