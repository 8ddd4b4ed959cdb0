/**
 * The picture a page shows when it is shared (og:image, twitter:image): the
 * page's or post's own photo where it has one, otherwise our drawn art (the
 * page's hero icon in its rings, or the emblem alone). The URL names what to
 * draw, so the build draws exactly the images its pages name (draw.ts).
 */
import type { Locale } from '@/config/markets';
import type { Site } from '@/content/site';
import { icons, type IconName } from '@/content/page-schema';
import type { MediaAsset } from '@/content/media-schema';
import { format, messagesFor } from '@/i18n/messages';

export const SHARE_WIDTH = 1200;
export const SHARE_HEIGHT = 630;
export const SHARE_DIR = '/share/';

export type ShareArt = { photo: MediaAsset } | { icon: IconName } | { emblem: true };

export interface ShareImage {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** The photo's largest WebP cut, the source of its share image; its hash names the share image too. */
export function largestCut(photo: MediaAsset) {
  return photo.files.filter((file) => file.format === 'webp').sort((a, b) => b.width! - a.width!)[0]!;
}

const HASH = /\/assets\/\d+\/([a-f0-9]{12})-/;

export function shareImageUrl(art: ShareArt): string {
  if ('photo' in art) return `${SHARE_DIR}photo-${art.photo.id}-${HASH.exec(largestCut(art.photo).url)![1]}.jpg`;
  if ('icon' in art) return `${SHARE_DIR}icon-${art.icon}.png`;
  return `${SHARE_DIR}emblem.png`;
}

/** What a share image's URL asks to draw, or undefined for a name no page could have written. */
export function artOfUrl(url: string, photoOf: (id: number) => MediaAsset | undefined): ShareArt | undefined {
  const name = url.slice(url.indexOf(SHARE_DIR) + SHARE_DIR.length);
  if (name === 'emblem.png') return { emblem: true };
  const icon = /^icon-([A-Za-z0-9]+)\.png$/.exec(name)?.[1];
  if (icon) return (icons as readonly string[]).includes(icon) ? { icon: icon as IconName } : undefined;
  const photo = /^photo-(\d+)-[a-f0-9]{12}\.jpg$/.exec(name);
  const asset = photo ? photoOf(Number(photo[1])) : undefined;
  return asset && shareImageUrl({ photo: asset }) === `${SHARE_DIR}${name}` ? { photo: asset } : undefined;
}

/** The share image of a page or post titled `title`, with its text alternative in the locale. */
export function shareImage(art: ShareArt, title: string, locale: Locale, site: Site): ShareImage {
  const t = messagesFor(locale).share;
  const brand = site.profile.brandName;
  const alt = 'photo' in art ? art.photo.alt[locale]! : 'icon' in art ? format(t.art, { brand, title }) : format(t.emblem, { brand });
  return { url: shareImageUrl(art), width: SHARE_WIDTH, height: SHARE_HEIGHT, type: 'photo' in art ? 'image/jpeg' : 'image/png', alt };
}

/** The share image's part of a page's metadata: its og:image and its Twitter card. */
export function shareMetadata(image: ShareImage, title: string, description: string) {
  return {
    images: [image],
    twitter: { card: 'summary_large_image' as const, title, description, images: [{ url: image.url, alt: image.alt }] },
  };
}
