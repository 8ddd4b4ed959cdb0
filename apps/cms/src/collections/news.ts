import type { CollectionBeforeChangeHook, CollectionConfig, Field, FieldHook, PayloadRequest, Where } from 'payload';
import { isLocale, locales, type Locale } from '@/config/markets';
import { isSlug, postMetaSchema, postSchema, postTextSchema, SLUG_MAX, slugOf } from '@/content/post-schema';
import { fieldsOf, inSidebar } from '../fields/zod-fields';
import { latestInEveryLocale, validateItemOnPublish } from '../hooks/validate-with-zod';
import { saveRefused } from '../hooks/refuse-save';
import { checkPhotos, localesWithTitle } from '../hooks/check-photos';
import { inEveryLanguage, staffT } from '../i18n/catalogue';
import { fieldLabel } from '../i18n/content-labels';
import { previewUrl } from '../preview/address';
import { marketCollection } from './market-collection';

/**
 * The address: made from the title when left empty, and checked at every save,
 * drafts too, in the editor's language (the schema's own check runs only on publish).
 */
const addressFromTitle: FieldHook = ({ value, siblingData, collection, req }) => {
  const given = typeof value === 'string' ? value.trim() : '';
  const title = typeof siblingData?.title === 'string' ? siblingData.title : '';
  const address = given || slugOf(title);
  if (address && !isSlug(address)) {
    const message = staffT(req.i18n)('news:slugInvalid', { example: slugOf(given) || 'otvoren-novi-centar' });
    throw saveRefused(req, collection?.slug, [{ path: 'slug', message }]);
  }
  return address || value;
};

interface PostAt {
  id: number;
  title?: string;
}

/**
 * A post (other than `self`) at this address in this locale, in one of `markets`: as published, or in
 * its latest draft. Asked of the database adapter, which leaves the request's locale as it is.
 */
async function postAt(req: PayloadRequest, slug: string, locale: Locale, markets: unknown[] | undefined, self?: unknown): Promise<PostAt | undefined> {
  const others = (prefix: string, id: string): Where[] => [
    { [`${prefix}slug`]: { equals: slug } },
    ...(markets?.length ? [{ [`${prefix}markets`]: { in: markets } }] : []),
    ...(self === undefined || self === null ? [] : [{ [id]: { not_equals: self } }]),
  ];
  // The adapter answers a localized field with the values of every locale.
  const inLocale = (value: unknown) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[locale] : value) as string | undefined;
  const published = await req.payload.db.find({ collection: 'news', where: { and: others('', 'id') }, locale, limit: 1, pagination: false, req });
  const doc = published.docs[0] as { id: number; title?: unknown } | undefined;
  if (doc) return { id: doc.id, title: inLocale(doc.title) };
  const drafts = await req.payload.db.findVersions({
    collection: 'news',
    where: { and: [...others('version.', 'parent'), { latest: { equals: true } }] },
    locale,
    limit: 1,
    pagination: false,
    req,
  });
  const latest = drafts.docs[0] as { parent?: number; version?: { title?: unknown } } | undefined;
  return latest && { id: Number(latest.parent), title: inLocale(latest.version?.title) };
}

/**
 * A post's address is its own in each language of its markets: checked at every save for the locale
 * saved, and on publish for every locale (publishing puts them all on the site), where the build would
 * otherwise serve only one of two posts at one address.
 */
const addressOwnPerLanguage: CollectionBeforeChangeHook = async ({ data, originalDoc, req, collection }) => {
  const merged: Record<string, unknown> = { ...(originalDoc ?? {}), ...data };
  const saved = req.locale && isLocale(req.locale) ? req.locale : undefined;
  const slugs: Partial<Record<Locale, unknown>> = {};
  if (data._status === 'published') Object.assign(slugs, (await latestInEveryLocale(req, 'news', originalDoc?.id))?.slug);
  if (saved) slugs[saved] = merged.slug;
  const problems = [];
  for (const [locale, slug] of Object.entries(slugs) as [Locale, unknown][]) {
    if (typeof slug !== 'string' || !slug) continue;
    const other = await postAt(req, slug, locale, merged.markets as unknown[] | undefined, originalDoc?.id);
    if (!other) continue;
    const t = staffT(req.i18n);
    const problem = t('news:addressTaken', { address: slug, title: other.title ?? `#${other.id}`, id: other.id });
    problems.push({
      path: 'slug',
      message: t('validation:invalid', { field: fieldLabel('slug')?.[req.i18n.language] ?? 'slug', where: ` (${locale})`, problem }),
    });
  }
  if (problems.length) throw saveRefused(req, collection.slug, problems);
  return data;
};

/** A copy made with Duplicate gets an address of its own in each language: the original's with the first free number. */
const ownAddressForCopy: FieldHook = async ({ value, req }) => {
  if (typeof value !== 'string' || !value) return value;
  for (let number = 2; ; number++) {
    const suffix = `-${number}`;
    const candidate = `${value.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    let taken = false;
    for (const locale of locales) taken ||= (await postAt(req, candidate, locale, undefined)) !== undefined;
    if (!taken) return candidate;
  }
};

/** Help beside the fields whose use is not obvious from their name. */
const descriptions: Record<string, Record<string, string>> = {
  cover: inEveryLanguage('media', 'newsCoverDescription'),
  image: inEveryLanguage('media', 'newsImageDescription'),
  slug: inEveryLanguage('news', 'slugDescription'),
};

const described = (fields: Field[]): Field[] =>
  fields.map((field) =>
    'name' in field && descriptions[field.name] ? ({ ...field, admin: { ...field.admin, description: descriptions[field.name] } } as Field) : field,
  );

const withAddressFromTitle = (fields: Field[]): Field[] =>
  fields.map((field) =>
    field.type === 'text' && field.name === 'slug'
      ? { ...field, hooks: { ...field.hooks, beforeValidate: [addressFromTitle], beforeDuplicate: [ownAddressForCopy] } }
      : field,
  );

/**
 * News and events. A post appears in the markets it names, in each of their
 * locales that has its text; a locale left empty keeps the post out of that
 * locale (never filled from another language). Its fields are generated from
 * packages/content/post-schema.ts: the text per language, the rest in the sidebar.
 * Publishing checks the post in every language with the same zod schemas as the build, and its
 * address in each language is its own.
 */
export const newsCollection: CollectionConfig = marketCollection({
  slug: 'news',
  market: 'markets',
  admin: { preview: previewUrl('news'), useAsTitle: 'title', defaultColumns: ['title', 'kind', 'date', 'markets', '_status'] },
  // Editors may pick a time to publish or unpublish (apps/cms/src/jobs.ts runs it).
  publishing: {
    scheduled: true,
    checks: [
      // The texts are not required field by field: a locale may be left empty (the post is then not shown in it);
      // once any of them is filled, publishing requires all.
      validateItemOnPublish({
        meta: postMetaSchema,
        text: postTextSchema,
        item: postSchema,
        hasText: (doc) => [doc.title, doc.slug, doc.excerpt, doc.body].some(Boolean),
      }),
      addressOwnPerLanguage,
      checkPhotos((data) => [data.image], localesWithTitle('news')),
    ],
  },
  fields: described(
    withAddressFromTitle([
      ...fieldsOf(postTextSchema, { localized: true }).map((field) => ({ ...field, required: false }) as Field),
      ...inSidebar(fieldsOf(postMetaSchema)),
    ]),
  ),
});
