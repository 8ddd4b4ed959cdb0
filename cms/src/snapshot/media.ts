/**
 * The media library's part of a market's export: the files that published
 * content uses, each under a public URL versioned by its bytes' hash, and the
 * copying of those files beside the snapshot, where the build takes them into
 * the site (scripts/build.ts).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Payload, TypedUser } from 'payload';
import type { Locale } from '@/config/markets';
import { assetUrl, imageFormats, imageWidths, publicFileName, sizeName, type MediaAsset, type MediaFile } from '@/features/media/media-schema';

interface StoredFile {
  filename?: string | null;
  width?: number | null;
  height?: number | null;
  filesize?: number | null;
}

type MediaDoc = StoredFile & { id: number; mimeType?: string | null; alt?: Partial<Record<Locale, string | null>> | null; sizes?: Record<string, StoredFile | null> | null };

/** A file of the export with where the CMS keeps it. */
type ExportedFile = MediaFile & { source: string };

function staticDirOf(payload: Payload): string {
  const upload = payload.collections.media!.config.upload;
  return path.resolve(upload.staticDir!);
}

function exportedFile(dir: string, doc: MediaDoc, stored: StoredFile, format: MediaFile['format']): ExportedFile | undefined {
  if (!stored.filename) return undefined;
  const source = path.join(dir, stored.filename);
  const bytes = readFileSync(source);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const name = format === 'pdf' ? publicFileName(doc.filename ?? 'document') : `${publicFileName(doc.filename ?? 'photo')}-${stored.width}`;
  return {
    url: assetUrl(doc.id, hash, name, format),
    format,
    ...(stored.width ? { width: stored.width } : {}),
    ...(stored.height ? { height: stored.height } : {}),
    bytes: bytes.length,
    source,
  };
}

/** The files of a photo (its cuts) or of a PDF (the upload itself). */
function filesOf(dir: string, doc: MediaDoc): ExportedFile[] {
  if (doc.mimeType === 'application/pdf') return [exportedFile(dir, doc, doc, 'pdf')].filter((file) => file !== undefined);
  return imageFormats.flatMap((format) => imageWidths.map((width) => doc.sizes?.[sizeName(format, width)])
    .flatMap((stored) => (stored ? [exportedFile(dir, doc, stored, format)] : []))
    .filter((file) => file !== undefined));
}

async function mediaDocs(payload: Payload, ids: number[]): Promise<MediaDoc[]> {
  if (ids.length === 0) return [];
  const { docs } = await payload.find({ collection: 'media', where: { id: { in: ids } }, locale: 'all', depth: 0, pagination: false, overrideAccess: true });
  return docs as unknown as MediaDoc[];
}

async function exportedMedia(payload: Payload, ids: number[]): Promise<(Omit<MediaAsset, 'files'> & { files: ExportedFile[] })[]> {
  const dir = staticDirOf(payload);
  return (await mediaDocs(payload, ids)).map((doc) => ({
    id: doc.id,
    kind: doc.mimeType === 'application/pdf' ? 'pdf' : 'image',
    alt: Object.fromEntries(Object.entries(doc.alt ?? {}).filter(([, text]) => text?.trim())) as MediaAsset['alt'],
    files: filesOf(dir, doc),
  }));
}

/** The snapshot's entries for these media files (the referenced ones that exist; a missing one fails the snapshot's check). */
export async function mediaAssetsOf(payload: Payload, ids: number[]): Promise<MediaAsset[]> {
  return (await exportedMedia(payload, [...new Set(ids)])).map(({ files, ...asset }) => ({ ...asset, files: files.map(({ source, ...file }) => (void source, file)) }));
}

/** Copies a snapshot's media files to `dir`, under their public paths (dir/assets/<id>/…). */
export async function copyMediaFiles(payload: Payload, media: MediaAsset[], dir: string): Promise<number> {
  const files = (await exportedMedia(payload, media.map((asset) => asset.id))).flatMap((asset) => asset.files);
  for (const file of files) {
    const target = path.join(dir, file.url);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(file.source, target);
  }
  return files.length;
}

/**
 * The file a public media URL names, for the CMS's own copy of that URL (a draft preview shows
 * photos at the site's /assets/… paths). Read with the person's access: only their markets' files.
 */
export async function mediaFileAt(payload: Payload, url: string, user: TypedUser): Promise<{ source: string; format: MediaFile['format'] } | undefined> {
  const id = Number(/^\/assets\/(\d+)\//.exec(url)?.[1]);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const doc = await payload.findByID({ collection: 'media', id, depth: 0, overrideAccess: false, user, disableErrors: true }).catch(() => null);
  if (!doc) return undefined;
  const file = filesOf(staticDirOf(payload), doc as unknown as MediaDoc).find((candidate) => candidate.url === url);
  return file && { source: file.source, format: file.format };
}
