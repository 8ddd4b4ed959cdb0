import type { CollectionSlug, Endpoint } from 'payload';
import { hasScheduledPublishEnabled } from 'payload/shared';
import { pendingSchedules, SCHEDULES_PATH, type PendingSchedule } from '../components/schedule';
import { staffT } from '../i18n/catalogue';

/**
 * GET /api/scheduled-publishes?collection=news&id=5: the document's scheduled changes not run yet,
 * the next first (the schedule drawer and the document's mark). The document is read with the
 * caller's own access, so another market's document answers as Payload answers it.
 */
export const schedulesEndpoint: Endpoint = {
  path: SCHEDULES_PATH,
  method: 'get',
  handler: async (req) => {
    const t = staffT(req.i18n);
    if (!req.user) return Response.json({ errors: [{ message: t('api:signInFirst') }] }, { status: 401 });
    const { collection, id } = req.query as Record<string, string | undefined>;
    const config = collection ? req.payload.collections[collection as CollectionSlug]?.config : undefined;
    if (!config || !hasScheduledPublishEnabled(config) || !id || !/^\d+$/.test(id)) {
      return Response.json({ errors: [{ message: t('schedule:badRequest') }] }, { status: 400 });
    }
    await req.payload.findByID({ collection: config.slug, id: Number(id), draft: true, depth: 0, overrideAccess: false, user: req.user, req });
    const schedules: PendingSchedule[] = (await pendingSchedules(req.payload, config.slug)).get(id) ?? [];
    return Response.json({ schedules });
  },
};
