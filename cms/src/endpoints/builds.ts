import type { Endpoint, PayloadRequest } from 'payload';
import { isLocale, type Market } from '@/config/markets';
import { liveStateOf, type LiveState } from '@/features/publishing/live-state';
import { recentBuilds } from '@/features/publishing/queue';
import { marketsOf, type Staff } from '../access';
import { siteDatabase } from '../database';
import { cmsEnv } from '../env';
import { staffT } from '../i18n/catalogue';
import { livePathOf, publicSiteUrl } from '../site-address';

const PUBLISHED_COLLECTIONS = new Set(['pages', 'news', 'jobs', 'documents', 'company']);

const staffOf = (req: PayloadRequest) => (req.user as Staff | null) ?? undefined;

function refusal(req: PayloadRequest): Response | undefined {
  const visible = marketsOf(staffOf(req));
  const t = staffT(req.i18n);
  if (!req.user) return Response.json({ errors: [{ message: t('api:signInFirst') }] }, { status: 401 });
  if (visible.length === 0) return Response.json({ errors: [{ message: t('builds:noMarkets') }] }, { status: 403 });
  return undefined;
}

/** GET /api/builds: the latest builds of the caller's markets (what the dashboard shows). */
export const buildsEndpoint: Endpoint = {
  path: '/builds',
  method: 'get',
  handler: async (req) => {
    const refused = refusal(req);
    if (refused) return refused;
    const visible = marketsOf(staffOf(req));
    const { db } = siteDatabase();
    const builds = (await recentBuilds(db)).filter((build) => visible.includes(build.market as never));
    return Response.json({ builds });
  },
};

export type DocumentLiveState = (LiveState | { state: 'draft' }) & { url?: string };

/**
 * GET /api/builds/document?collection=pages&id=5&locale=hr: whether the document's last publish is
 * on its market's site yet, and the address of its page there. The document is read with the
 * caller's own access, so another market's document answers as Payload answers it.
 */
export const documentLiveEndpoint: Endpoint = {
  path: '/builds/document',
  method: 'get',
  handler: async (req) => {
    const refused = refusal(req);
    if (refused) return refused;
    const { collection, id, locale } = req.query as Record<string, string | undefined>;
    if (!collection || !PUBLISHED_COLLECTIONS.has(collection) || !id || !/^\d+$/.test(id) || !locale || !isLocale(locale)) {
      return Response.json({ errors: [{ message: staffT(req.i18n)('builds:badDocument') }] }, { status: 400 });
    }
    const doc = (await req.payload.findByID({ collection: collection as 'pages', id: Number(id), locale, draft: false, depth: 0, overrideAccess: false, user: req.user, req })) as Record<string, unknown>;
    if (doc._status !== 'published') return Response.json({ state: 'draft' } satisfies DocumentLiveState);
    const docMarkets = [doc.market, doc.markets].flat().filter(Boolean) as Market[];
    const market = docMarkets.find((candidate) => marketsOf(staffOf(req)).includes(candidate)) ?? docMarkets[0]!;
    const { db } = siteDatabase();
    const builds = (await recentBuilds(db, 10)).filter((build) => build.market === market);
    const state = liveStateOf(builds, new Date(doc.updatedAt as string), new Date(), cmsEnv().env.PUBLISH_SETTLE_MS);
    const path = livePathOf(collection, doc, market, locale);
    return Response.json({ ...state, ...(path ? { url: publicSiteUrl(market) + path } : {}) } satisfies DocumentLiveState);
  },
};
