import type { Endpoint } from 'payload';
import { installationId } from '@/platform/db/installation';
import { siteDatabase } from '../database';

/** GET /api/installation: which database this CMS serves (a random id, nothing else), so `npm start` knows whether to join it. */
export const installationEndpoint: Endpoint = {
  path: '/installation',
  method: 'get',
  handler: async () => Response.json({ id: await installationId(siteDatabase().db) }, { headers: { 'Cache-Control': 'no-store' } }),
};
