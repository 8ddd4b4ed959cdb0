import type { CollectionConfig } from 'payload';
import { pageSchema } from '@/content/page-schema';
import { photosOfPage } from '@/content/media-references';
import { routeTable } from '@/routes/table';
import { adminOnlyField } from '../access';
import { fieldsOf, fromPayload } from '../fields/zod-fields';
import { validateOnPublish } from '../hooks/validate-with-zod';
import { checkPhotos, savedLocale } from '../hooks/check-photos';
import { previewUrl } from '../preview/address';
import { marketCollection } from './market-collection';

/**
 * One page per route key and market. Which pages exist, their paths and
 * menus are code (src/routes/table.ts); the copy is here. Its fields are
 * generated from src/content/page-schema.ts; sections are blocks, one per section type.
 */
export const pagesCollection: CollectionConfig = marketCollection({
  slug: 'pages',
  market: 'market',
  admin: { preview: previewUrl('pages'), useAsTitle: 'title', defaultColumns: ['title', 'routeKey', 'market', '_status', 'updatedAt'], listSearchableFields: ['title', 'routeKey'] },
  indexes: [{ fields: ['routeKey', 'market'], unique: true }],
  publishing: {
    checks: [
      validateOnPublish((data) => fromPayload(pageSchema, data), pageSchema, { localized: true }),
      checkPhotos((data) => photosOfPage(fromPayload(pageSchema, data) as Parameters<typeof photosOfPage>[0]).map((photo) => photo.id), savedLocale),
    ],
  },
  fields: [
    // Text, not a select: a route added in code needs no CMS migration.
    {
      name: 'routeKey', type: 'text', required: true, index: true, access: { update: adminOnlyField }, admin: { position: 'sidebar' },
      validate: (value: unknown) => (typeof value === 'string' && value in routeTable) || 'Not a route of the site (src/routes/table.ts).',
    },
    ...fieldsOf(pageSchema, { localized: true, omit: ['markets'] }),
  ],
});
