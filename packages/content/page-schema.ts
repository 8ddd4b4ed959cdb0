import { z } from 'zod';
import { contentProblems } from './problems';
import { imageRef } from '@/content/media-schema';
import { sectionSchemas } from '@/sections/schemas';
import { copyText } from './text-schema';

export { icons, type IconName } from '@/sections/shared/fields';

/** Filled from the market's configuration at render time (render.ts); the admin explains them at the field. */
export const placeholders = [
  '{brand}',
  '{company.legalName}',
  '{company.address}',
  '{company.taxId}',
  '{company.registrationNumber}',
  '{company.wholesaleLicence}',
  '{group.legalName}',
  '{company.phone}',
  '{company.email}',
  '{dpo.name}',
  '{dpo.email}',
  '{careers.email}',
  '{site.url}',
  '{pv.email}',
  '{pv.phone}',
  '{service.phone}',
  '{orders.email}',
  '{orders.phone}',
  '{orders.hours}',
  '{orders.cutOff}',
  '{orders.sameDayCutOff}',
  '{press.name}',
  '{press.email}',
  '{press.phone}',
  '{company.wholesaleLicenceIssuer}',
  // Documents only, where the locale is known: the dates of the licence and of each certificate (iso9001, iso14001, gdp, gmp).
  '{company.wholesaleLicenceIssued}',
  '{certificate.<key>.number}',
  '{certificate.<key>.issuer}',
  '{certificate.<key>.issued}',
  '{certificate.<key>.validUntil}',
] as const;

const text = copyText;
const sectionSchema = z.discriminatedUnion('type', sectionSchemas);

/**
 * The shape of a page's copy. Each page is a list of typed sections, each type in its folder of
 * packages/sections (its schema, its rendering, its labels for editors), so copy never carries layout.
 * Any text may use the placeholders listed in `placeholders` below.
 */
export const pageSchema = z
  .object({
    /** The <title>, without the site name. */
    title: text.max(70),
    /** The meta description. */
    description: text.min(50).max(200).meta({ format: 'multiline' }),
    /** One or two sentences shown on cards that link to this page. */
    summary: text.max(260).meta({ format: 'multiline' }),
    /**
     * A photo of the media library in the page's hero, in place of the drawn art (the page's
     * largest paint, so it loads first).
     */
    image: imageRef.optional(),
    sections: z.array(sectionSchema).min(2),
  })
  .refine((page) => page.sections[0]?.type === 'hero' && page.sections.filter((s) => s.type === 'hero').length === 1, {
    error: contentProblems.oneHero,
    path: ['sections'],
  });

export type Section = z.infer<typeof sectionSchema>;
export type PageContent = z.infer<typeof pageSchema>;
export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;
