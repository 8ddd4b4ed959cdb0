/**
 * Publishing or unpublishing a market's content queues a rebuild of that
 * market (joining one already waiting). Saving a draft does not: Payload
 * then leaves the published document untouched, which is how a draft save
 * is told apart from an unpublish.
 */
import type { CollectionAfterChangeHook } from 'payload';
import type { Market } from '@/config/markets';
import { enqueueBuild } from '@/features/publishing/queue';
import { siteDatabase } from '../database';

type Doc = Record<string, unknown> & { id: number | string; _status?: string };

async function changesPublishedSite({ doc, previousDoc, req, collection }: Parameters<CollectionAfterChangeHook>[0]): Promise<boolean> {
  if ((doc as Doc)._status === 'published') return true;
  if ((previousDoc as Doc | undefined)?._status !== 'published') return false;
  const published = await req.payload.findByID({ collection: collection.slug, id: (doc as Doc).id, draft: false, overrideAccess: true, req, depth: 0 });
  return (published as Doc)._status !== 'published';
}

export function queueRebuild(field: 'market' | 'markets'): CollectionAfterChangeHook {
  return async (args) => {
    if (args.context.skipRebuild) return args.doc;
    if (!(await changesPublishedSite(args))) return args.doc;
    const value = [(args.doc as Doc)[field], (args.previousDoc as Doc | undefined)?.[field]].flat().filter(Boolean) as Market[];
    const who = (args.req.user as { email?: string } | null)?.email ?? 'system';
    const { db } = siteDatabase();
    for (const market of new Set(value)) await enqueueBuild(db, market, who);
    return args.doc;
  };
}
