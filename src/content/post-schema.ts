import { z } from 'zod';
import { locales, markets, type Locale, type Market } from '@/config/markets';
import { imageRef } from '@/content/media-schema';
import { copyText, markdownText } from '@/content/text-schema';

/**
 * The shape of news and events content (src/content/news, see its README).
 * Objects are strict so that a mistyped field name fails the build instead
 * of being silently ignored.
 */

/** Post types as the content backend numbered them. */
export const NEWS = 1;
export const EVENT = 2;

/** Our own decorative cover illustrations (Cover.tsx); `none` leaves the card plain. */
export const covers = ['warehouse', 'certificate', 'fleet', 'congress', 'training', 'anniversary'] as const;
export type CoverName = (typeof covers)[number];

const text = copyText;
const isoDate = z.iso.date({ error: 'expected a date written YYYY-MM-DD' });
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'lowercase letters, digits and single hyphens only' });

export const categoriesSchema = z
  .array(
    z.strictObject({
      id: slug,
      translations: z.array(z.strictObject({ locale: z.enum(locales), name: text })).min(1),
    }),
  )
  .min(1);

const metaShape = {
    id: z.number().int().positive(),
    type: z.union([z.literal(NEWS), z.literal(EVENT)], { error: 'expected 1 (news) or 2 (event)' }),
    /** Publication date. */
    date: isoDate,
    /** Events only: the day, or first and last day, it takes place. */
    event: z.strictObject({ start: isoDate, end: isoDate.optional() }).optional(),
    categories: z.array(slug).min(1),
    related: z.array(z.number().int().positive()).max(3).optional(),
    cover: z.enum([...covers, 'none']),
    /** A photo of the media library; the drawn cover is shown where there is none. */
    image: imageRef.optional(),
    markets: z.array(z.enum(markets)).min(1),
};

type MetaLike = { type: number; event?: { start: string; end?: string } };

function checkEvent(meta: MetaLike, ctx: z.RefinementCtx): void {
  if (meta.type === EVENT && !meta.event) ctx.addIssue({ code: 'custom', path: ['event'], message: 'an event needs its date' });
  if (meta.type === NEWS && meta.event) ctx.addIssue({ code: 'custom', path: ['event'], message: 'only events have an event date' });
  if (meta.event?.end && meta.event.end < meta.event.start) {
    ctx.addIssue({ code: 'custom', path: ['event', 'end'], message: 'ends before it starts' });
  }
}

export const metaSchema = z.strictObject(metaShape).superRefine(checkEvent);

export const frontmatterSchema = z.strictObject({
  slug: slug.max(90),
  title: text.max(120),
  excerpt: text.min(40).max(280),
  /** Events only: where it takes place, in the language of the file. */
  place: text.optional(),
});

/** What a post says in one language: its frontmatter and its Markdown body. */
export const postTextSchema = frontmatterSchema.extend({ body: markdownText });

export const translationSchema = postTextSchema.extend({ locale: z.enum(locales) });

/** A post as the content snapshot holds it: its meta and each locale's text (none filled from another locale). */
export const postSchema = z
  .strictObject({
    ...metaShape,
    related: z.array(z.number().int().positive()).max(3),
    translations: z.partialRecord(z.enum(locales), translationSchema),
  })
  .superRefine((post, ctx) => {
    checkEvent(post, ctx);
    for (const [locale, translation] of Object.entries(post.translations)) {
      if (post.type === EVENT && !translation?.place) ctx.addIssue({ code: 'custom', path: ['translations', locale, 'place'], message: 'an event needs its place' });
      if (post.type === NEWS && translation?.place) ctx.addIssue({ code: 'custom', path: ['translations', locale, 'place'], message: 'only events have a place' });
    }
  });

export type Category = z.infer<typeof categoriesSchema>[number];

export interface Translation {
  locale: Locale;
  slug: string;
  title: string;
  excerpt: string;
  place?: string;
  /** Markdown, as in page copy. */
  body: string;
}

export interface Post {
  id: number;
  type: typeof NEWS | typeof EVENT;
  date: string;
  event?: { start: string; end?: string };
  categories: string[];
  related: number[];
  cover: CoverName | 'none';
  /** A photo of the media library (its id), shown in place of the drawn cover. */
  image?: number;
  markets: Market[];
  translations: Partial<Record<Locale, Translation>>;
  /** The post's folder, relative to the project, for error messages. */
  source: string;
}

export interface NewsContent {
  categories: Category[];
  posts: Post[];
}
