import type { Endpoint } from 'payload';
import { staffT } from '../i18n/catalogue';
import { previewCollections, type PreviewCollection } from '../preview/address';

/**
 * GET /api/preview-state?collection=pages&id=5: when the draft an open preview shows was last
 * saved, read with the caller's own access. The preview tab asks every second. A caller whose
 * session has ended gets a 401 answered here, not thrown: a refusal Payload raises is logged as an
 * error in the built CMS (the minifier renames the error classes its log levels go by), once per
 * ask of a tab left open.
 */
export const previewStateEndpoint: Endpoint = {
  path: '/preview-state',
  method: 'get',
  handler: async (req) => {
    const t = staffT(req.i18n);
    const headers = { 'Cache-Control': 'no-store' };
    if (!req.user) return Response.json({ errors: [{ message: t('api:signInFirst') }] }, { status: 401, headers });
    const { collection, id } = req.query as Record<string, string | undefined>;
    if (!previewCollections.includes(collection as PreviewCollection) || !id || !/^[1-9]\d{0,9}$/.test(id)) {
      return Response.json({ errors: [{ message: t('builds:badDocument') }] }, { status: 400, headers });
    }
    const doc = await req.payload.findByID({
      collection: collection as PreviewCollection,
      id: Number(id),
      draft: true,
      depth: 0,
      select: { updatedAt: true },
      overrideAccess: false,
      user: req.user,
      disableErrors: true,
      req,
    });
    if (!doc) return Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404, headers });
    return Response.json({ updatedAt: doc.updatedAt }, { headers });
  },
};
