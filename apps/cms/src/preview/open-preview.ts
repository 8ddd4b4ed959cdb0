/**
 * One preview request: the staff session (Payload's own, from the cookie),
 * the draft read with that person's access (overrideAccess: false, so an
 * editor previews only what the admin would show them), and the market's
 * snapshot with the draft in place of its published version, handed to the
 * public loaders for this request (packages/content/preview.ts).
 */
import config from '@payload-config';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { getPayload, getRequestLanguage, type Payload, type TypedUser } from 'payload';
import { cache } from 'react';
import { localesOf } from '@/config/markets';
import { showPreviewOf } from '@/content/preview';
import { SnapshotError, type Snapshot } from '@/content/snapshot';
import { articlePath } from '@/features/news/posts';
import { pathOf, type RouteKey } from '@/routes';
import { marketsOf } from '../access';
import { staffI18nIn } from '../i18n/catalogue';
import { staffCatalogues } from '../i18n/translations';
import { exportSnapshot, type DraftDocument } from '../snapshot/export';
import { asDoc, type Doc } from '../snapshot/mapping';
import { previewProblems } from '../snapshot/left-out';
import { marketsOfDocument, parsePreviewAddress, previewPath, type PreviewAddress } from './address';

type StaffLanguage = keyof typeof staffCatalogues;

export interface Preview {
  address: PreviewAddress;
  snapshot: Snapshot;
  /** The public path the draft will have; undefined when it has no text in the locale. */
  path: string | undefined;
  /** What keeps the draft from being built (a content error per line); the page then shows these. */
  problems: string[];
  updatedAt: string;
  /** The admin's language of the staff member: the banner speaks to them, not to visitors. */
  language: StaffLanguage;
}

export type PreviewSegments = Parameters<typeof parsePreviewAddress>[0];

/** A 403 or 404 of Payload's access checks: to the previewer, the document is not there. */
const isRefusal = (error: unknown) => [403, 404].includes((error as { status?: number }).status ?? 0);

async function readDraft(payload: Payload, address: PreviewAddress, user: TypedUser): Promise<DraftDocument | undefined> {
  if (!marketsOf(user).includes(address.market)) return undefined;
  const byLocale: DraftDocument['byLocale'] = {};
  for (const locale of localesOf(address.market)) {
    try {
      const doc = await payload.findByID({
        collection: address.collection,
        id: address.id,
        draft: true,
        locale,
        fallbackLocale: false,
        depth: 0,
        overrideAccess: false,
        user,
        disableErrors: true,
      });
      if (!doc) return undefined;
      byLocale[locale] = asDoc(doc);
    } catch (error) {
      if (isRefusal(error)) return undefined;
      throw error;
    }
  }
  const doc = byLocale[address.locale]!;
  return marketsOfDocument(doc).includes(address.market) ? { collection: address.collection, id: address.id, byLocale } : undefined;
}

function publicPath(address: PreviewAddress, doc: Doc): string | undefined {
  if (address.collection === 'pages') return pathOf(doc.routeKey as RouteKey, address.locale);
  return typeof doc.slug === 'string' && doc.title ? articlePath(address.locale, doc.slug) : undefined;
}

async function staffLanguage(payload: Payload): Promise<StaffLanguage> {
  const language = getRequestLanguage({ config: payload.config, cookies: await cookies(), headers: await headers() });
  return language in staffCatalogues ? (language as StaffLanguage) : 'en';
}

/**
 * Opens the preview of the current request, once however many of its layouts, pages and
 * metadata ask (React's cache(), keyed by the segments): signs in or 404s before anything renders.
 */
const openPreview = cache(async (collection: string, id: string, market: string, locale: string): Promise<Preview> => {
  const address = parsePreviewAddress({ collection, id, market, locale }) ?? notFound();
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: await headers() });
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(previewPath(address))}`);
  const draft = (await readDraft(payload, address, user)) ?? notFound();
  const language = await staffLanguage(payload);
  let snapshot: Snapshot;
  let problems: string[] = [];
  try {
    snapshot = await exportSnapshot(payload, address.market, undefined, draft);
  } catch (error) {
    if (!(error instanceof SnapshotError)) throw error;
    // An unfinished draft is shown as its list of problems, in the editor's words, inside the market's published site.
    problems = await previewProblems(
      payload,
      address.market,
      error,
      { collection: address.collection, doc: draft.byLocale[address.locale]! },
      staffI18nIn(language),
    );
    snapshot = await exportSnapshot(payload, address.market);
  }
  showPreviewOf(snapshot);
  const doc = draft.byLocale[address.locale]!;
  return { address, snapshot, path: publicPath(address, doc), problems, updatedAt: String(doc.updatedAt), language };
});

/** The preview of a route's segments, from the params Next passes to its layout, page and metadata. */
export async function previewOf(params: Promise<PreviewSegments>): Promise<Preview> {
  const { collection, id, market, locale } = await params;
  return openPreview(collection, id, market, locale);
}
