/**
 * The media library's part of a market's export: the files that published
 * content uses, each under a public URL versioned by its bytes' hash, and the
 * copying of those files beside the snapshot, where the build takes them into
 * the site (scripts/build.ts).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Payload, PayloadRequest, TypedUser, Where } from 'payload';
import { z } from 'zod';
import { locales, type Market } from '@/config/markets';
import type { MediaFileSource } from '@/features/publishing/snapshots';
import { assetUrl, imageFormats, imageWidths, publicFileName, sizeName, type MediaAsset, type MediaFile } from '@/content/media-schema';

/** A file Payload keeps for a media document: its upload, or one of a photo's cuts. */
const storedFile = z.object({ filename: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish() });
type StoredFile = z.infer<typeof storedFile>;

/** A media document's upload and its cuts. */
const uploadedFiles = storedFile.extend({ mimeType: z.string().nullish(), sizes: z.record(z.string(), storedFile.nullable()).nullish() });
type UploadedFiles = z.infer<typeof uploadedFiles>;

/**
 * A media document read in every locale (`locale: 'all'`): its alt text by locale, a locale without one
 * undefined. Payload's types give a localized field one locale's value, so the documents are read by this.
 */
const mediaDoc = uploadedFiles.extend({ id: z.number(), alt: z.partialRecord(z.enum(locales), z.string().nullish()).nullish() });
type MediaDoc = z.infer<typeof mediaDoc>;

/** A file the CMS keeps for a media document (its upload, or one of a photo's cuts), and its name on the site. */
interface KeptFile {
  source: string;
  format: MediaFile['format'];
  /** The public name before its format: the upload's name, and a cut's width. */
  name: string;
  width?: number;
  height?: number;
}

function staticDirOf(payload: Payload): string {
  const upload = payload.collections.media!.config.upload;
  return path.resolve(upload.staticDir!);
}

function keptFile(dir: string, doc: UploadedFiles, stored: StoredFile | null | undefined, format: MediaFile['format']): KeptFile[] {
  if (!stored?.filename) return [];
  const name = format === 'pdf' ? publicFileName(doc.filename ?? 'document') : `${publicFileName(doc.filename ?? 'photo')}-${stored.width}`;
  return [
    {
      source: path.join(dir, stored.filename),
      format,
      name,
      ...(stored.width ? { width: stored.width } : {}),
      ...(stored.height ? { height: stored.height } : {}),
    },
  ];
}

/** The files of a photo (its cuts) or of a PDF (the upload itself). */
function keptFilesOf(dir: string, doc: UploadedFiles): KeptFile[] {
  if (doc.mimeType === 'application/pdf') return keptFile(dir, doc, doc, 'pdf');
  return imageFormats.flatMap((format) => imageWidths.flatMap((width) => keptFile(dir, doc, doc.sizes?.[sizeName(format, width)], format)));
}

/** The file's entry in the snapshot: its URL carries the hash of its bytes. */
function publishedFile(id: number, { source, name, ...published }: KeptFile): MediaFile {
  const bytes = readFileSync(source);
  return { url: assetUrl(id, createHash('sha256').update(bytes).digest('hex'), name, published.format), ...published, bytes: bytes.length };
}

async function mediaDocs(payload: Payload, ids: number[], market?: Market, req?: PayloadRequest): Promise<MediaDoc[]> {
  if (ids.length === 0) return [];
  const where: Where = { id: { in: [...new Set(ids)] }, ...(market ? { markets: { contains: market } } : {}) };
  const { docs } = await payload.find({
    collection: 'media',
    where,
    locale: 'all',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    ...(req ? { req } : {}),
  });
  return z.array(mediaDoc).parse(docs);
}

/**
 * The snapshot's entries for these media files: those that exist and belong to the market. Another market's
 * file is left out like a missing one, so the snapshot's check fails naming it: a site never shows it.
 */
export async function mediaAssetsOf(payload: Payload, market: Market, ids: number[], req?: PayloadRequest): Promise<MediaAsset[]> {
  const dir = staticDirOf(payload);
  return (await mediaDocs(payload, ids, market, req)).map((doc) => ({
    id: doc.id,
    kind: doc.mimeType === 'application/pdf' ? 'pdf' : 'image',
    alt: Object.fromEntries(Object.entries(doc.alt ?? {}).filter(([, text]) => text?.trim())) as MediaAsset['alt'],
    files: keptFilesOf(dir, doc).map((file) => publishedFile(doc.id, file)),
  }));
}

/** The kept file a published one came from: the same format and, for a photo's cut, width. */
const sameFile = (published: MediaFile) => (kept: KeptFile) => kept.format === published.format && kept.width === published.width;

/** Where the CMS keeps each of a snapshot's media files, by its public URL. */
async function mediaSourcesOf(payload: Payload, media: MediaAsset[], req?: PayloadRequest): Promise<Array<{ url: string; source: string }>> {
  const docs = new Map(
    (
      await mediaDocs(
        payload,
        media.map((asset) => asset.id),
        undefined,
        req,
      )
    ).map((doc) => [doc.id, doc]),
  );
  const staticDir = staticDirOf(payload);
  return media.flatMap((asset) => {
    const kept = keptFilesOf(staticDir, docs.get(asset.id)!);
    return asset.files.map((file) => ({ url: file.url, source: kept.find(sameFile(file))!.source }));
  });
}

/** Copies a snapshot's media files to `dir`, under their public paths (dir/assets/<id>/…). */
export async function copyMediaFiles(payload: Payload, media: MediaAsset[], dir: string): Promise<number> {
  const sources = await mediaSourcesOf(payload, media);
  for (const { url, source } of sources) {
    const target = path.join(dir, url);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(source, target);
  }
  return sources.length;
}

/** A snapshot's media files as the database stores them for the build (packages/features/publishing/snapshots.ts). */
export async function mediaFileSources(payload: Payload, media: MediaAsset[], req?: PayloadRequest): Promise<MediaFileSource[]> {
  return (await mediaSourcesOf(payload, media, req)).map(({ url, source }) => ({ url, read: () => readFileSync(source) }));
}

/**
 * The file a public media URL names, for the CMS's own copy of that URL (a draft preview shows
 * photos at the site's /assets/… paths). Read with the person's access: only their markets' files.
 * Only the file of the URL's format and name is read, and served while its bytes still have the URL's hash.
 */
export async function mediaFileAt(payload: Payload, url: string, user: TypedUser): Promise<{ source: string; format: MediaFile['format'] } | undefined> {
  const id = Number(/^\/assets\/(\d+)\//.exec(url)?.[1]);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const doc = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: false, user, disableErrors: true }).catch(() => null);
  if (!doc) return undefined;
  const candidate = keptFilesOf(staticDirOf(payload), doc).find((file) => url.endsWith(`-${file.name}.${file.format}`));
  return candidate && publishedFile(id, candidate).url === url ? { source: candidate.source, format: candidate.format } : undefined;
}
