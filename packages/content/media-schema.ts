import { z } from 'zod';
import { contentProblems } from './problems';
import { locales } from '@/config/markets';
import { copyText } from '@/content/text-schema';

/**
 * The media library (the CMS's `media` collection): photos and PDFs that
 * editors upload. Content refers to a file by its id; the content snapshot
 * lists each file that published content uses, with the URLs under which the
 * public site serves it from its own origin (/assets/…), so pages never load
 * anything from the CMS and the site keeps running without it.
 */

export const imageMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const pdfMimeType = 'application/pdf';
export const mediaMimeTypes = [...imageMimeTypes, pdfMimeType] as const;
export type MediaMimeType = (typeof mediaMimeTypes)[number];

const MiB = 1024 * 1024;
/** The largest upload of each kind; a camera's JPEG stays far below, a print PDF fits. */
export const uploadLimits = { image: 15 * MiB, pdf: 30 * MiB } as const;
/** The most pixels a photo may have: a 50-megapixel camera's frame fits, a decompression bomb does not. */
export const MAX_IMAGE_PIXELS = 60_000_000;

/**
 * The widths every photo is cut to at upload, at the 2:1 shape of news cards
 * and covers (cropped around the editor's focal point), in AVIF and WebP.
 */
export const imageWidths = [480, 960, 1600] as const;
export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];
export const IMAGE_ASPECT = 2;

/** The name of one cut of a photo in the CMS (`avif960`), which Payload also uses in column names. */
export const sizeName = (format: ImageFormat, width: number) => `${format}${width}`;

/** A reference from content to a photo, or to a PDF, of the media library (the CMS offers an upload field for it). */
export const imageRef = z.number().int().positive().meta({ format: 'image' });
export const pdfRef = z.number().int().positive().meta({ format: 'pdf' });

const publicUrl = z.string().regex(/^\/assets\/\d+\/[a-f0-9]{12}-[a-z0-9-]+\.(avif|webp|pdf)$/, { error: contentProblems.assetUrl });

/** One file the public site serves: a cut of a photo, or a PDF as uploaded. */
const mediaFileSchema = z.strictObject({
  url: publicUrl,
  format: z.enum([...imageFormats, 'pdf']),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  bytes: z.number().int().positive(),
});

/** A media file as the content snapshot holds it. Photos carry their text alternative per locale. */
export const mediaAssetSchema = z.strictObject({
  id: z.number().int().positive(),
  kind: z.enum(['image', 'pdf']),
  alt: z.partialRecord(z.enum(locales), copyText.max(300)),
  files: z.array(mediaFileSchema).min(1),
});

export type MediaAsset = z.infer<typeof mediaAssetSchema>;
export type MediaFile = z.infer<typeof mediaFileSchema>;

/** The part of a stored file's name in its public URL: the upload's name, lowercased, without its extension. */
export function publicFileName(filename: string): string {
  const stem = filename
    .replace(/\.[^.]+$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return (
    stem
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file'
  );
}

/** The public URL of a file: versioned by its content's hash, so a replaced file gets a new URL and every URL may be cached for good. */
export function assetUrl(id: number, hash: string, name: string, format: MediaFile['format']): string {
  return `/assets/${id}/${hash.slice(0, 12)}-${name}.${format}`;
}
