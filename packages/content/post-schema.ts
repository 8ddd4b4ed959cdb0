import { z } from 'zod';
import { contentProblems, problemIssue } from './problems';
import { locales, markets } from '@/config/markets';
import { imageRef } from '@/content/media-schema';
import { labelled } from '@/content/staff-labels';
import { copyText, markdownText } from '@/content/text-schema';

/**
 * The shape of news and events: in the seed (packages/content/news, see its
 * README), in the content snapshot and in the CMS, whose fields are generated
 * from `postMetaSchema` (shared by every language) and `postTextSchema` (per
 * language), each field labelled for editors beside it. Objects are strict so that a mistyped field name fails the build
 * instead of being silently ignored.
 */

const postKinds = ['news', 'event'] as const;

/** Our own decorative cover illustrations (Cover.tsx); `none` leaves the card plain. */
const covers = ['warehouse', 'certificate', 'fleet', 'congress', 'training', 'anniversary'] as const;
export type CoverName = (typeof covers)[number];

const text = copyText;
const isoDate = z.iso.date({ error: contentProblems.date });
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** The longest address a post may have. */
export const SLUG_MAX = 90;
const slug = z.string().regex(SLUG, { error: contentProblems.slug });

export const isSlug = (value: string): boolean => SLUG.test(value) && value.length <= SLUG_MAX;

/**
 * The address word of a title: Croatian, Slovenian and Bosnian letters
 * without their marks (đ → d, as č, ć, š and ž lose theirs), lower case,
 * words joined by single hyphens, cut at a word within the length limit.
 */
export function slugOf(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let result = '';
  for (const word of words) {
    const next = result ? `${result}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    result = next;
  }
  return result || words[0]?.slice(0, SLUG_MAX) || '';
}

export const categoriesSchema = z
  .array(
    z.strictObject({
      id: slug,
      translations: z.array(z.strictObject({ locale: z.enum(locales), name: text })).min(1),
    }),
  )
  .min(1);

const metaShape = {
  kind: labelled(z.enum(postKinds).default('news'), { en: 'Kind', hr: 'Vrsta', sl: 'Vrsta', bs: 'Vrsta' }),
  /** Publication date: the list is sorted by it, newest first. */
  date: labelled(isoDate, { en: 'Date', hr: 'Datum', sl: 'Datum', bs: 'Datum' }),
  /** Events only: the day it takes place, or its first day… */
  eventStart: labelled(isoDate.optional().meta({ shownFor: { kind: 'event' } }), {
    en: 'Event starts',
    hr: 'Početak događanja',
    sl: 'Začetek dogodka',
    bs: 'Početak događaja',
  }),
  /** …and its last day. */
  eventEnd: labelled(isoDate.optional().meta({ shownFor: { kind: 'event' } }), {
    en: 'Event ends',
    hr: 'Završetak događanja',
    sl: 'Konec dogodka',
    bs: 'Završetak događaja',
  }),
  markets: z.array(z.enum(markets)).min(1),
  /** Ids of packages/content/news/categories.yaml: the CMS offers them as choices. */
  categories: labelled(z.array(slug).min(1).meta({ format: 'news-categories' }), { en: 'Categories', hr: 'Kategorije', sl: 'Kategorije', bs: 'Kategorije' }),
  cover: labelled(z.enum([...covers, 'none']).default('none'), {
    en: 'Cover illustration',
    hr: 'Nacrtana naslovnica',
    sl: 'Narisana naslovnica',
    bs: 'Nacrtana naslovnica',
  }),
  /** A photo of the media library; the drawn cover is shown where there is none. */
  image: imageRef.optional(),
  /** Up to three other posts shown under the article. */
  related: labelled(z.array(z.number().int().positive()).max(3).meta({ format: 'news-relations' }), {
    en: 'Related posts',
    hr: 'Povezane objave',
    sl: 'Povezane objave',
    bs: 'Povezane objave',
  }),
};

type MetaLike = { kind: (typeof postKinds)[number]; eventStart?: string; eventEnd?: string };

function checkEvent(meta: MetaLike, ctx: z.RefinementCtx): void {
  if (meta.kind === 'event' && !meta.eventStart) ctx.addIssue(problemIssue('eventDate', {}, ['eventStart']));
  if (meta.kind === 'news' && (meta.eventStart || meta.eventEnd)) ctx.addIssue(problemIssue('newsEventDate', {}, ['eventStart']));
  if (meta.eventEnd && (!meta.eventStart || meta.eventEnd < meta.eventStart)) {
    ctx.addIssue(problemIssue('endsBeforeStart', {}, ['eventEnd']));
  }
}

/** What a post is, in every language. */
export const postMetaSchema = z.strictObject(metaShape).superRefine(checkEvent);

/** The seed's meta.yaml: the post's facts and its id (the folder starts with it); related posts are optional there. */
export const seedMetaSchema = z.strictObject({ id: z.number().int().positive(), ...metaShape, related: metaShape.related.optional() }).superRefine(checkEvent);

/** The frontmatter of a seed post's <locale>.md. */
export const frontmatterSchema = z.strictObject({
  title: text.max(120),
  /** A line under the article's title. */
  subtitle: labelled(text.max(160).optional(), { en: 'Subtitle', hr: 'Podnaslov', sl: 'Podnaslov', bs: 'Podnaslov' }),
  slug: labelled(slug.max(SLUG_MAX), { en: 'Address', hr: 'Adresa', sl: 'Spletni naslov', bs: 'Adresa' }),
  excerpt: labelled(text.min(40).max(280).meta({ format: 'multiline' }), { en: 'Excerpt', hr: 'Sažetak', sl: 'Izvleček', bs: 'Sažetak' }),
  /** Events only: where it takes place, in the language of the file. */
  place: text.optional().meta({ shownFor: { kind: 'event' } }),
});

/** What a post says in one language: its frontmatter and its Markdown body. */
export const postTextSchema = frontmatterSchema.extend({ body: markdownText });

/** A post as the content snapshot holds it: its meta and each locale's text (none filled from another locale). */
export const postSchema = z
  .strictObject({
    id: z.number().int().positive(),
    ...metaShape,
    translations: z.partialRecord(z.enum(locales), postTextSchema),
  })
  .superRefine((post, ctx) => {
    checkEvent(post, ctx);
    for (const [locale, translation] of Object.entries(post.translations)) {
      if (post.kind === 'event' && !translation?.place) ctx.addIssue(problemIssue('eventPlace', {}, ['translations', locale, 'place']));
      if (post.kind === 'news' && translation?.place) ctx.addIssue(problemIssue('newsPlace', {}, ['translations', locale, 'place']));
    }
  });

export type Category = z.infer<typeof categoriesSchema>[number];
export type Translation = z.infer<typeof postTextSchema>;

export type Post = z.infer<typeof postSchema> & {
  /** Where the post came from, for error messages: its seed folder, or `news/<id>`. */
  source: string;
};

export interface NewsContent {
  categories: Category[];
  posts: Post[];
}
