import type { Locale } from '@/config/markets';
import { mediaAsset } from '@/content/source';
import { imageFormats, type MediaAsset, type MediaFile } from '@/content/media-schema';

/** A photo ready for an <img>: its text alternative in one locale, its intrinsic size, a srcset per format and a fallback. */
export interface PictureImage {
  id: number;
  alt: string;
  width: number;
  height: number;
  sources: { type: string; srcSet: string }[];
  src: string;
}

const srcSetOf = (files: MediaFile[]) => files.map((file) => `${file.url} ${file.width}w`).join(', ');

/**
 * A photo in a locale, or undefined when the content names none. The
 * snapshot was validated, so a named photo exists and has its alt text there.
 */
export function pictureOf(id: number | undefined, locale: Locale): PictureImage | undefined {
  const asset = id === undefined ? undefined : mediaAsset(id);
  return asset?.kind === 'image' ? pictureOfAsset(asset, locale) : undefined;
}

export function pictureOfAsset(asset: MediaAsset, locale: Locale): PictureImage {
  const byWidth = (a: MediaFile, b: MediaFile) => a.width! - b.width!;
  const sources = imageFormats.map((format) => asset.files.filter((file) => file.format === format).sort(byWidth)).filter((files) => files.length > 0);
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
