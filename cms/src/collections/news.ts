import type { CollectionConfig, Field, FieldHook } from 'payload';
import { isSlug, postMetaSchema, postTextSchema, slugOf } from '@/content/post-schema';
import { fieldsOf, fromPayload, inSidebar } from '../fields/zod-fields';
import { validateOnPublish } from '../hooks/validate-with-zod';
import { saveRefused } from '../hooks/refuse-save';
import { checkPhotos, localesWithTitle } from '../hooks/check-photos';
import { inEveryLanguage, staffT } from '../i18n/catalogue';
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

/** Help beside the fields whose use is not obvious from their name. */
const descriptions: Record<string, Record<string, string>> = {
  cover: inEveryLanguage('media', 'newsCoverDescription'),
  image: inEveryLanguage('media', 'newsImageDescription'),
  slug: inEveryLanguage('news', 'slugDescription'),
};

const described = (fields: Field[]): Field[] =>
  fields.map((field) => ('name' in field && descriptions[field.name] ? ({ ...field, admin: { ...field.admin, description: descriptions[field.name] } } as Field) : field));

const withAddressFromTitle = (fields: Field[]): Field[] =>
  fields.map((field) => (field.type === 'text' && field.name === 'slug' ? { ...field, hooks: { ...field.hooks, beforeValidate: [addressFromTitle] } } : field));

/**
 * News and events. A post appears in the markets it names, in each of their
 * locales that has its text; a locale left empty keeps the post out of that
 * locale (never filled from another language). Its fields are generated from
 * src/content/post-schema.ts: the text per language, the rest in the sidebar.
 * Publishing checks the saved locale with the same zod schemas as the build.
 */
export const newsCollection: CollectionConfig = marketCollection({
  slug: 'news',
  market: 'markets',
  admin: { preview: previewUrl('news'), useAsTitle: 'title', defaultColumns: ['title', 'kind', 'date', 'markets', '_status'] },
  // Editors may pick a time to publish or unpublish (cms/src/jobs.ts runs it).
  publishing: {
    scheduled: true,
    checks: [
      validateOnPublish((data) => fromPayload(postMetaSchema, data), postMetaSchema, { localized: false }),
      // The texts are not required field by field: a locale may be left empty (the post is then not shown in it);
      // once any of them is filled, publishing requires all.
      validateOnPublish((data) => ([data.title, data.slug, data.excerpt, data.body].some(Boolean) ? fromPayload(postTextSchema, data) : undefined), postTextSchema, { localized: true }),
      checkPhotos((data) => [data.image], localesWithTitle('news')),
    ],
  },
  fields: described(withAddressFromTitle([...fieldsOf(postTextSchema, { localized: true }).map((field) => ({ ...field, required: false }) as Field), ...inSidebar(fieldsOf(postMetaSchema))])),
});
