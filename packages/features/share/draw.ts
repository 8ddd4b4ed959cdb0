/**
 * Draws the share images a build's pages name (share-image.ts), at build
 * time: a photo cropped to 1200 × 630 around its middle, or our own art (the
 * hero's rings and dots with the page's icon and the emblem) rendered from SVG.
 * No text is drawn, so no font is needed: the title travels as og:title.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { Emblem } from '@/ui/Emblem';
import { iconComponents } from '@/ui/icons';
import type { MediaAsset } from '@/content/media-schema';
import type { IconName } from '@/content/page-schema';
import { artOfUrl, largestCut, SHARE_DIR, SHARE_HEIGHT, SHARE_WIDTH, type ShareArt } from './share-image';

/** The emblem at a place and size: its own drawing, nested as an <svg> with x and y. */
const emblem = (x: number, y: number, size: number) => renderToStaticMarkup(createElement(Emblem, { size })).replace('<svg ', `<svg x="${x}" y="${y}" `);

const iconMarkup = (icon: IconName) => renderToStaticMarkup(createElement(iconComponents[icon], { size: 24, strokeWidth: 1.5, color: '#095a5c' }));

/** The hero's art (packages/ui/art/HeroArt.tsx) at share size: the icon in the rings, or the emblem there. */
function artSvg(art: { icon: IconName } | { emblem: true }): string {
  const [cx, cy] = [760, 315];
  const centre =
    'icon' in art
      ? `<g transform="translate(${cx - 96} ${cy - 96}) scale(8)">${iconMarkup(art.icon)}</g>${emblem(72, 486, 72)}`
      : emblem(cx - 110, cy - 110, 220);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">
  <defs><pattern id="dots" x="72" y="64" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="16" cy="16" r="3.2" fill="#a9d8d9"/></pattern></defs>
  <rect width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" fill="#eef7f7"/>
  <rect x="72" y="64" width="400" height="360" rx="48" fill="url(#dots)"/>
  <circle cx="${cx}" cy="${cy}" r="250" fill="#d5ecec"/>
  <circle cx="${cx}" cy="${cy}" r="175" fill="#fff"/>
  <circle cx="${cx}" cy="${cy}" r="175" fill="none" stroke="#0b6e70" stroke-width="4" stroke-dasharray="8 16"/>
  <path d="M1080 80h36M1098 62v36" stroke="#b4443a" stroke-width="8" stroke-linecap="round"/>
  <path d="M520 540h28M534 526v28" stroke="#0b6e70" stroke-width="8" stroke-linecap="round"/>
  ${centre}
</svg>`;
}

async function draw(art: ShareArt, exportDir: string): Promise<Buffer> {
  if ('photo' in art) {
    return sharp(readFileSync(path.join(exportDir, largestCut(art.photo).url)))
      .resize(SHARE_WIDTH, SHARE_HEIGHT, { fit: 'cover', position: 'centre' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  }
  return sharp(Buffer.from(artSvg(art)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The share images the export's pages name, in their og:image tags. */
export function namedShareImages(html: string[]): string[] {
  const pattern = /<meta property="og:image" content="[^"]*?(\/share\/[^"]+)"/g;
  return [...new Set(html.flatMap((page) => [...page.matchAll(pattern)].map((match) => match[1]!)))].sort();
}

/**
 * Draws each named share image into the export; a name no content explains fails the build. A name
 * says all that is drawn (a photo's name holds its file's hash), so `reuseFrom`, the live build of
 * the same code, gives the images it already has.
 */
export async function drawShareImages(
  exportDir: string,
  html: string[],
  photoOf: (id: number) => MediaAsset | undefined,
  reuseFrom?: string,
): Promise<{ drawn: number; reused: number }> {
  const names = namedShareImages(html);
  const record = { drawn: 0, reused: 0 };
  mkdirSync(path.join(exportDir, SHARE_DIR), { recursive: true });
  for (const url of names) {
    const art = artOfUrl(url, photoOf);
    if (!art) throw new Error(`A page names the share image ${url}, which nothing in the content draws`);
    const earlier = reuseFrom && path.join(reuseFrom, url);
    if (earlier && existsSync(earlier)) {
      copyFileSync(earlier, path.join(exportDir, url));
      record.reused++;
    } else {
      writeFileSync(path.join(exportDir, url), await draw(art, exportDir));
      record.drawn++;
    }
  }
  return record;
}
