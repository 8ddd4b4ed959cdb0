import type { Locale } from '@/config/markets';
import { buildSnapshot } from '@/content/snapshot';
import { imageFormats, type MediaAsset, type MediaFile } from './media-schema';

/** A photo ready for an <img>: its text alternative in one locale, its intrinsic size, a srcset per format and a fallback. */
export interface PictureImage {
  id: number;
  alt: string;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
  src: string;
}

/** The media library's files that the build's content uses (none when built from the seed). */
function assetOf(id: number): MediaAsset | undefined {
  return buildSnapshot()?.media.find((asset) => asset.id === id);
}

const srcSetOf = (files: MediaFile[]) => files.map((file) => `${file.url} ${file.width}w`).join(', ');

/**
 * A photo in a locale, or undefined when the content names none. The
 * snapshot was validated, so a named photo exists and has its alt text there.
 */
export function pictureOf(id: number | undefined, locale: Locale): PictureImage | undefined {
  const asset = id === undefined ? undefined : assetOf(id);
  return asset?.kind === 'image' ? pictureOfAsset(asset, locale) : undefined;
}

export function pictureOfAsset(asset: MediaAsset, locale: Locale): PictureImage {
  const byWidth = (a: MediaFile, b: MediaFile) => a.width! - b.width!;
  const sources = imageFormats
    .map((format) => asset.files.filter((file) => file.format === format).sort(byWidth))
    .filter((files) => files.length > 0);
  // The largest WebP for browsers that pick no source; every cut has the same shape, so any gives the intrinsic ratio.
  const fallback = sources.at(-1)!.at(-1)!;
  return {
    id: asset.id,
    alt: asset.alt[locale]!,
    width: fallback.width!,
    height: fallback.height!,
    sources: sources.map((files) => ({ type: `image/${files[0]!.format}`, srcSet: srcSetOf(files) })),
    src: fallback.url,
  };
}

/** An uploaded PDF's URL and size in bytes. */
export function pdfOf(id: number): { url: string; bytes: number } | undefined {
  const file = assetOf(id)?.files.find((candidate) => candidate.format === 'pdf');
  return file && { url: file.url, bytes: file.bytes };
}
