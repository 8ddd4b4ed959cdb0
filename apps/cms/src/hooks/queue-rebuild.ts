/**
 * Publishing or unpublishing a market's content queues a rebuild of that
 * market (joining one already waiting), with the market's content snapshot
 * the build makes it from (../snapshot/hand-over.ts). Saving a draft does not: Payload
 * then leaves the published document untouched, which is how a draft save
 * is told apart from an unpublish. Deleting a live document queues one too,
 * and records the deletion, whose leaving the site its editors follow in the
 * collection's list (the document itself is gone).
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeDeleteHook, PayloadRequest, Where } from 'payload';
import { defaultLocale, type Market } from '@/config/markets';
import { enqueueBuild, recordRemoval } from '@/features/publishing/queue';
import type { BuildKind } from '@/features/publishing/table';
import { handOverToBuild } from '../snapshot/hand-over';

type Doc = Record<string, unknown> & { id: number | string; _status?: string };
type MarketField = 'market' | 'markets';

async function changesPublishedSite({ doc, previousDoc, req, collection }: Parameters<CollectionAfterChangeHook>[0]): Promise<boolean> {
  if ((doc as Doc)._status === 'published') return true;
  if ((previousDoc as Doc | undefined)?._status !== 'published') return false;
  const published = await req.payload.findByID({ collection: collection.slug, id: (doc as Doc).id, draft: false, overrideAccess: true, req, depth: 0 });
  return (published as { _status?: string | null })._status !== 'published';
}

const marketsOfDocs = (field: MarketField, ...docs: Array<Doc | undefined>): Market[] => [
  ...new Set(docs.flatMap((doc) => [doc?.[field]].flat()).filter(Boolean) as Market[]),
];

const publisherOf = (req: PayloadRequest): string => (req.user as { email?: string } | null)?.email ?? 'system';

/**
 * What a publish makes its market's build render (packages/features/publishing/partial-build.ts), for the
 * editor's estimate: a news post that keeps its addresses (an edit of a live post, an unpublish) changes
 * the pages with news alone; a new address is in every page's language switcher, so every page renders.
 */
async function kindOfChange({ collection, doc, req }: Parameters<CollectionAfterChangeHook>[0]): Promise<BuildKind> {
  if (collection.slug !== 'news') return 'all';
  if ((doc as Doc)._status !== 'published') return 'news';
  // This publish's version is saved before this hook runs: the one before it is the post's last publish.
  const where: Where = { and: [{ parent: { equals: (doc as Doc).id } }, { 'version._status': { equals: 'published' } }] };
  const { docs } = await req.payload.findVersions({
    collection: 'news',
    where,
    sort: '-createdAt',
    limit: 2,
    locale: 'all',
    depth: 0,
    overrideAccess: true,
    req,
  });
  const [published, before] = docs.map((version) => JSON.stringify(version.version.slug ?? null));
  return before !== undefined && published === before ? 'news' : 'all';
}

export function queueRebuild(field: MarketField): CollectionAfterChangeHook {
  return async (args) => {
    if (args.context.skipRebuild) return args.doc;
    if (!(await changesPublishedSite(args))) return args.doc;
    const kind = await kindOfChange(args);
    const markets = marketsOfDocs(field, args.doc as Doc, args.previousDoc as Doc | undefined);
    await handOverToBuild(args.req, markets, (db, market) => enqueueBuild(db, market, publisherOf(args.req), { kind }));
    return args.doc;
  };
}

const titleKey = (id: unknown) => `removedTitle:${String(id)}`;

/**
 * Before a delete, the document's title in every locale (the deleted one is read in one, which may
 * have none). Read from the database adapter, which leaves the request's locale as it is.
 */
export const keepTitleOfRemoved: CollectionBeforeDeleteHook = async ({ id, collection, context, req }) => {
  const stored = await req.payload.db.findOne<Doc>({ collection: collection.slug, where: { id: { equals: id } }, locale: 'all', req });
  context[titleKey(id)] = stored?.[collection.admin.useAsTitle ?? 'id'];
};

/** The title a deleted document is listed by: in the locale of the delete, else the market's own language, else any it has. */
function titleOfRemoved(doc: Doc, context: Record<string, unknown>, req: PayloadRequest, useAsTitle: string, market: Market): string {
  const kept = context[titleKey(doc.id)];
  const titles = kept && typeof kept === 'object' ? (kept as Record<string, unknown>) : {};
  // The admin's Delete names no locale: the document is then read in the default one (English), not the editor's.
  const candidates = [req.locale ? titles[req.locale] : undefined, titles[defaultLocale(market)], doc[useAsTitle], ...Object.values(titles), kept];
  return String(candidates.find((title) => typeof title === 'string' && title) ?? `#${doc.id}`);
}

/** A deleted document that was live (its stored document is the published one) leaves its markets' sites with their next build. */
export function queueRemoval(field: MarketField): CollectionAfterDeleteHook {
  return async ({ doc, collection, context, req }) => {
    if (context.skipRebuild || (doc as Doc)._status !== 'published') return doc;
    await handOverToBuild(req, marketsOfDocs(field, doc as Doc), async (db, market) => {
      const title = titleOfRemoved(doc as Doc, context, req, collection.admin.useAsTitle ?? 'id', market);
      await recordRemoval(db, { market, collection: collection.slug, documentId: Number((doc as Doc).id), title, removedBy: publisherOf(req) });
      // A deleted post's addresses only leave the site: the pages with news alone change.
      await enqueueBuild(db, market, publisherOf(req), { kind: collection.slug === 'news' ? 'news' : 'all' });
    });
    return doc;
  };
}
