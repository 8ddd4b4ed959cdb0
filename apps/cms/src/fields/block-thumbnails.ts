/**
 * The pictures of the "add a section" window, each section's drawn in its folder
 * (packages/sections/<type>/thumbnail.ts), given as data addresses (the admin's CSP allows `data:` images).
 */
import { sectionAdmin } from '@/sections/admin';
import { svgOf } from '@/sections/shared/thumbnail';

/** The thumbnail of a section block, as Payload's blocks take it (`admin.images`: a bare `imageAltText: ''` is dropped, leaving an image with no alt). */
export function blockThumbnail(slug: string): { url: string; alt: string } {
  if (!Object.hasOwn(sectionAdmin, slug)) throw new Error(`no thumbnail is drawn for the section "${slug}" (packages/sections/${slug}/thumbnail.ts)`);
  const svg = svgOf(sectionAdmin[slug as keyof typeof sectionAdmin].thumbnail());
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: '' };
}
