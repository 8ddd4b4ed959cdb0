import type { Endpoint } from 'payload';
import { recentBuilds } from '@/features/publishing/queue';
import { marketsOf, type Staff } from '../access';
import { siteDatabase } from '../database';

/** GET /api/builds: the latest builds of the caller's markets (what the dashboard shows). */
export const buildsEndpoint: Endpoint = {
  path: '/builds',
  method: 'get',
  handler: async (req) => {
    const visible = marketsOf((req.user as Staff | null) ?? undefined);
    if (!req.user) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 401 });
    if (visible.length === 0) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 });
    const { db } = siteDatabase();
    const builds = (await recentBuilds(db, 5)).filter((build) => visible.includes(build.market as never));
    return Response.json({ builds });
  },
};
