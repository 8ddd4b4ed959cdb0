import type { Endpoint, Payload, PayloadRequest, Where } from 'payload';
import { isLocale, type Market } from '@/config/markets';
import { liveStateOf, type BuildDurations, type LiveState } from '@/features/publishing/live-state';
import { buildDurations, marketsWithBuilder, recentBuilds, recentRemovals } from '@/features/publishing/queue';
import type { SiteBuild } from '@/features/publishing/table';
import type { Wait } from '@/features/publishing/wait-estimate';
import { marketsOf, type Staff } from '../access';
import { siteDatabase } from '../database';
import { cmsEnv } from '../env';
import { staffT } from '../i18n/catalogue';
import { marketName } from '../i18n/content-labels';
import { livePathOf, publicSiteUrl } from '../site-address';
import { isDocument, leftOutRows, problemsOf, type LeftOutRow } from '../snapshot/left-out';
import type { StaffI18n } from '../hooks/validate-with-zod';

const PUBLISHED_COLLECTIONS = new Set(['pages', 'news', 'jobs', 'documents', 'company']);

const staffOf = (req: PayloadRequest) => (req.user as Staff | null) ?? undefined;

function refusal(req: PayloadRequest): Response | undefined {
  const visible = marketsOf(staffOf(req));
  const t = staffT(req.i18n);
  if (!req.user) return Response.json({ errors: [{ message: t('api:signInFirst') }] }, { status: 401 });
  if (visible.length === 0) return Response.json({ errors: [{ message: t('builds:noMarkets') }] }, { status: 403 });
  return undefined;
}

/** A build as the dashboard shows it: what it left out named in the reader's language. */
type BuildForStaff = Omit<SiteBuild, 'leftOut'> & { leftOut: LeftOutRow[] };

/** What the dashboard shows: the latest builds of the reader's markets, and which of them no server builds. */
export interface Publishing {
  builds: BuildForStaff[];
  withoutBuilder: { market: Market; name: string }[];
}

export async function publishingFor({ payload, user, i18n }: { payload: Payload; user?: Staff; i18n: StaffI18n }): Promise<Publishing> {
  const visible = marketsOf(user);
  const { db } = siteDatabase();
  const builds = (await recentBuilds(db)).filter((build) => visible.includes(build.market as Market));
  const building = await marketsWithBuilder(db);
  const named = await Promise.all(
    builds.map(async (build) => ({ ...build, leftOut: await leftOutRows(payload, build.market as Market, build.leftOut, i18n) })),
  );
  return {
    builds: named,
    withoutBuilder: visible.filter((market) => !building.includes(market)).map((market) => ({ market, name: marketName(market, i18n.language) })),
  };
}

/** A GET endpoint for staff with markets: anyone else is answered 401 or 403 first. */
const forStaffWithMarkets = (path: string, handler: (req: PayloadRequest) => Promise<Response>): Endpoint => ({
  path,
  method: 'get',
  handler: async (req) => refusal(req) ?? handler(req),
});

/** GET /api/builds: the latest builds of the caller's markets, and the markets no server builds (what the dashboard shows). */
export const buildsEndpoint = forStaffWithMarkets('/builds', async (req) =>
  Response.json(await publishingFor({ payload: req.payload, user: staffOf(req), i18n: req.i18n })),
);

export type DocumentLiveState = (
  | LiveState
  | { state: 'draft' }
  /** Unpublished: leaving the site with the build under way, gone, or still there because that build failed. */
  | { state: 'taking-down'; wait: Wait }
  | { state: 'down' }
  | { state: 'takedown-failed' }
  /** Its build waits for a server of the market that is not running. */
  | { state: 'no-builder'; market: string; removing: boolean }
  /** The live build left it out for these problems; `kept`: its previous version is still online. */
  | { state: 'left-out'; kept: boolean; problems: string[] }
) & { url?: string };

/** The state of a document's takedown (an unpublish), from the state its publish would have. */
const takedownOf = (state: LiveState): DocumentLiveState =>
  state.state === 'going-live' ? { state: 'taking-down', wait: state.wait } : state.state === 'live' ? { state: 'down' } : { state: 'takedown-failed' };

/** Whether the document was ever published: an unpublished one is told how it leaves the site, a draft only that it is one. */
async function wasPublished(req: PayloadRequest, collection: string, id: number): Promise<boolean> {
  const where: Where = { and: [{ parent: { equals: id } }, { 'version._status': { equals: 'published' } }] };
  const { totalDocs } = await req.payload.countVersions({ collection: collection as 'pages', where, overrideAccess: true, req });
  return totalDocs > 0;
}

/** A change on its way to a market whose site no server builds waits for one, and says so. */
async function waitingForBuilder(state: DocumentLiveState, market: Market, req: PayloadRequest): Promise<DocumentLiveState> {
  if (state.state !== 'going-live' && state.state !== 'taking-down') return state;
  if ((await marketsWithBuilder(siteDatabase().db)).includes(market)) return state;
  return { state: 'no-builder', market: marketName(market, req.i18n.language), removing: state.state === 'taking-down' };
}

/** A live document the live build left out: the editor is told why, at which fields. */
function leftOutOf(
  state: DocumentLiveState,
  builds: SiteBuild[],
  collection: string,
  doc: Record<string, unknown>,
  locale: string,
  req: PayloadRequest,
): DocumentLiveState {
  if (state.state !== 'live') return state;
  const entries = builds.find((build) => build.status === 'succeeded')?.leftOut?.filter((entry) => isDocument(entry, collection, doc)) ?? [];
  // A page is a document per locale: the one the editor is in first.
  const entry = entries.find((candidate) => candidate.locale === locale) ?? entries[0];
  return entry ? { state: 'left-out', kept: entry.kept, problems: problemsOf(entry, req.i18n) } : state;
}

/**
 * GET /api/builds/document?collection=pages&id=5&locale=hr: whether the document's last publish (or
 * unpublish) is on its market's site yet, and the address of its page there. The document is read
 * with the caller's own access, so another market's document answers as Payload answers it.
 */
export const documentLiveEndpoint = forStaffWithMarkets('/builds/document', async (req) => {
  const { collection, id, locale } = req.query as Record<string, string | undefined>;
  if (!collection || !PUBLISHED_COLLECTIONS.has(collection) || !id || !/^\d+$/.test(id) || !locale || !isLocale(locale)) {
    return Response.json({ errors: [{ message: staffT(req.i18n)('builds:badDocument') }] }, { status: 400 });
  }
  // Read field by field, whichever collection it is: a copy as a plain record.
  const doc: Record<string, unknown> = {
    ...(await req.payload.findByID({
      collection: collection as 'pages',
      id: Number(id),
      locale,
      draft: false,
      depth: 0,
      overrideAccess: false,
      user: req.user,
      req,
    })),
  };
  const published = doc._status === 'published';
  if (!published && !(await wasPublished(req, collection, Number(id)))) return Response.json({ state: 'draft' } satisfies DocumentLiveState);
  const docMarkets = [doc.market, doc.markets].flat().filter(Boolean) as Market[];
  const market = docMarkets.find((candidate) => marketsOf(staffOf(req)).includes(candidate)) ?? docMarkets[0]!;
  const { db } = siteDatabase();
  const builds = (await recentBuilds(db, 10)).filter((build) => build.market === market);
  // An unpublish is the main document's last change: its time is when the document left.
  const state = liveStateOf(builds, await buildDurations(db, market), new Date(doc.updatedAt as string), new Date(), cmsEnv().env.PUBLISH_SETTLE_MS);
  if (!published) return Response.json(await waitingForBuilder(takedownOf(state), market, req));
  const path = livePathOf(collection, doc, market, locale);
  const told = leftOutOf(await waitingForBuilder(state, market, req), builds, collection, doc, locale, req);
  return Response.json({ ...told, ...(path ? { url: publicSiteUrl(market) + path } : {}) } satisfies DocumentLiveState);
});

export interface RemovalState {
  id: number;
  title: string;
  removedBy: string;
  live: DocumentLiveState;
}

/**
 * GET /api/builds/removals?collection=news: the live documents of the caller's markets deleted in the
 * last hour, each with how far it has left the site (the deleted document has no status of its own).
 */
export const removalsEndpoint = forStaffWithMarkets('/builds/removals', async (req) => {
  const collection = (req.query as Record<string, string | undefined>).collection;
  if (!collection || !PUBLISHED_COLLECTIONS.has(collection))
    return Response.json({ errors: [{ message: staffT(req.i18n)('builds:badDocument') }] }, { status: 400 });
  const { db } = siteDatabase();
  const removals = await recentRemovals(db, collection, marketsOf(staffOf(req)));
  const builds = await recentBuilds(db, 10);
  const now = new Date();
  const durations = new Map<string, BuildDurations>();
  const states: RemovalState[] = [];
  for (const removal of removals) {
    const ofMarket = builds.filter((build) => build.market === removal.market);
    if (!durations.has(removal.market)) durations.set(removal.market, await buildDurations(db, removal.market as Market));
    const state = takedownOf(liveStateOf(ofMarket, durations.get(removal.market)!, removal.removedAt, now, cmsEnv().env.PUBLISH_SETTLE_MS));
    states.push({ id: removal.id, title: removal.title, removedBy: removal.removedBy, live: await waitingForBuilder(state, removal.market as Market, req) });
  }
  return Response.json({ removals: states });
});
