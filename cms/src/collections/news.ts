import type { CollectionConfig, Field } from 'payload';
import { markets } from '@/config/markets';
import { readCategories } from '@/content/news';
import { covers, postTextSchema } from '@/content/post-schema';
import { foreignDocumentGuard, marketContent, ownMarketsOnly, marketsKeyField, setMarketsKey } from '../access';
import { validateOnPublish } from '../hooks/validate-with-zod';
import { queueRebuild } from '../hooks/queue-rebuild';
import { checkPhotos, localesWithTitle } from '../hooks/check-photos';
import { mediaField } from '../fields/zod-fields';
import { inEveryLanguage } from '../i18n/catalogue';
import { previewUrl } from '../preview/address';

const markdown = { description: 'Markdown: **bold**, lists, [links](route:route-key)' };

/**
 * News and events. A post appears in the markets it names, in each of their
 * locales that has its text; a locale left empty keeps the post out of that
 * locale (never filled from another language). Publishing checks the saved
 * locale with the same zod schema as the build.
 */
export const newsCollection: CollectionConfig = {
  slug: 'news',
  admin: { preview: previewUrl('news'), useAsTitle: 'title', defaultColumns: ['title', 'kind', 'date', 'markets', '_status'] },
  access: marketContent('markets'),
  // Editors may pick a time to publish or unpublish (cms/src/jobs.ts runs it).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    beforeOperation: [foreignDocumentGuard('markets')],
    beforeChange: [
      ownMarketsOnly('markets'),
      setMarketsKey,
      validateOnPublish(
        (data) =>
          [data.title, data.slug, data.excerpt, data.body].some(Boolean)
            ? { slug: data.slug, title: data.title, excerpt: data.excerpt, body: data.body, ...(data.place ? { place: data.place } : {}) }
            : undefined,
        postTextSchema,
        { localized: true },
      ),
      checkPhotos((data) => [data.image], localesWithTitle('news')),
    ],
    afterChange: [queueRebuild('markets')],
  },
  // The texts are not required field by field: a locale may be left empty (the post is then not shown in it);
  // once any of them is filled, publishing requires all (validateOnPublish).
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'slug', type: 'text', localized: true, admin: { description: 'Part of the address: lowercase letters, digits and hyphens.' } },
    { name: 'excerpt', type: 'textarea', localized: true, admin: { description: 'The summary on cards and in feeds (40–280 characters).' } },
    { name: 'body', type: 'textarea', localized: true, admin: markdown },
    { name: 'place', type: 'text', localized: true, admin: { description: 'Events only: where it takes place.' } },
    { name: 'kind', type: 'select', required: true, defaultValue: 'news', options: ['news', 'event'], admin: { position: 'sidebar' } },
    { name: 'date', type: 'date', required: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } } },
    { name: 'eventStart', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' }, condition: (data) => data.kind === 'event' } },
    { name: 'eventEnd', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' }, condition: (data) => data.kind === 'event' } },
    { name: 'markets', type: 'select', hasMany: true, required: true, options: [...markets], admin: { position: 'sidebar' } },
    { name: 'categories', type: 'select', hasMany: true, required: true, options: readCategories().map((category) => category.id), admin: { position: 'sidebar' } },
    { name: 'cover', type: 'select', required: true, defaultValue: 'none', options: [...covers, 'none'], admin: { position: 'sidebar', description: inEveryLanguage('media', 'newsCoverDescription') } },
    { ...mediaField({ name: 'image', required: false }, 'image'), admin: { position: 'sidebar', description: inEveryLanguage('media', 'newsImageDescription') } } as Field,
    marketsKeyField,
    { name: 'related', type: 'relationship', relationTo: 'news', hasMany: true, maxRows: 3, admin: { position: 'sidebar' } },
  ],
};
