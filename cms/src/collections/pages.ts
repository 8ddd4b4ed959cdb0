import type { CollectionConfig } from 'payload';
import { markets } from '@/config/markets';
import { pageSchema } from '@/content/page-schema';
import { photosOfPage } from '@/content/media-references';
import { routeTable } from '@/routes/table';
import { adminOnlyField, foreignDocumentGuard, marketContent, ownMarketsOnly } from '../access';
import { fieldsOf, fromPayload } from '../fields/zod-fields';
import { validateOnPublish } from '../hooks/validate-with-zod';
import { queueRebuild } from '../hooks/queue-rebuild';
import { checkPhotos, savedLocale } from '../hooks/check-photos';
import { previewUrl } from '../preview/address';

/**
 * One page per route key and market. Which pages exist, their paths and
 * menus are code (src/routes/table.ts); the copy is here. Its fields are
 * generated from src/content/schema.ts; sections are blocks, one per section type.
 */
export const pagesCollection: CollectionConfig = {
  slug: 'pages',
  admin: { preview: previewUrl('pages'), useAsTitle: 'title', defaultColumns: ['title', 'routeKey', 'market', '_status', 'updatedAt'], listSearchableFields: ['title', 'routeKey'] },
  access: marketContent('market'),
  versions: { drafts: true, maxPerDoc: 50 },
  indexes: [{ fields: ['routeKey', 'market'], unique: true }],
  hooks: {
    beforeOperation: [foreignDocumentGuard('market')],
    beforeChange: [
      ownMarketsOnly('market'),
      validateOnPublish((data) => fromPayload(pageSchema, data), pageSchema, { localized: true }),
      checkPhotos((data) => photosOfPage(fromPayload(pageSchema, data) as Parameters<typeof photosOfPage>[0]).map((photo) => photo.id), savedLocale),
    ],
    afterChange: [queueRebuild('market')],
  },
  fields: [
    // Text, not a select: a route added in code needs no CMS migration.
    {
      name: 'routeKey', type: 'text', required: true, index: true, access: { update: adminOnlyField }, admin: { position: 'sidebar' },
      validate: (value: unknown) => (typeof value === 'string' && value in routeTable) || 'Not a route of the site (src/routes/table.ts).',
    },
    { name: 'market', type: 'select', required: true, options: [...markets], access: { update: adminOnlyField }, admin: { position: 'sidebar' } },
    ...fieldsOf(pageSchema, { localized: true, omit: ['markets'] }),
  ],
};
