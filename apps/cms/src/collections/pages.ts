import type { CollectionConfig, FieldHook } from 'payload';
import { isMarket } from '@/config/markets';
import { pageSchema } from '@/content/page-schema';
import { photosOfPage } from '@/content/media-references';
import { existsIn, isRouteKey } from '@/routes';
import { adminOnlyField } from '../access';
import { fieldsOf, fromPayload } from '../fields/zod-fields';
import { validateOnPublish } from '../hooks/validate-with-zod';
import { saveRefused } from '../hooks/refuse-save';
import { checkPhotos, savedLocale } from '../hooks/check-photos';
import { inEveryLanguage, staffT } from '../i18n/catalogue';
import { marketName } from '../i18n/content-labels';
import { previewUrl } from '../preview/address';
import { marketCollection } from './market-collection';

/** A page is one of the routes the code has, for its market: checked at every save, drafts too, in the editor's language. */
const routeOfTheSite: FieldHook = ({ value, siblingData, req, collection }) => {
  if (value === undefined || value === null) return value;
  const t = staffT(req.i18n);
  const key = String(value);
  const market = siblingData?.market;
  const problem = !isRouteKey(key)
    ? t('pages:unknownRoute', { key })
    : isMarket(market) && !existsIn(key, market)
      ? t('pages:routeNotInMarket', { key, market: marketName(market, req.i18n.language) })
      : undefined;
  if (problem) throw saveRefused(req, collection?.slug, [{ path: 'routeKey', message: problem }]);
  return value;
};

/**
 * One page per route key and market. Which pages exist, their paths and
 * menus are code (packages/routes/table.ts); the copy is here. Its fields are
 * generated from packages/content/page-schema.ts; sections are blocks, one per section type.
 */
export const pagesCollection: CollectionConfig = marketCollection({
  slug: 'pages',
  market: 'market',
  admin: {
    preview: previewUrl('pages'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'routeKey', 'market', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'routeKey'],
  },
  indexes: [{ fields: ['routeKey', 'market'], unique: true }],
  publishing: {
    checks: [
      validateOnPublish((data) => fromPayload(pageSchema, data), pageSchema, { localized: true }),
      checkPhotos((data) => photosOfPage(fromPayload(pageSchema, data) as Parameters<typeof photosOfPage>[0]).map((photo) => photo.id), savedLocale),
    ],
  },
  fields: [
    // Stored as text, not a select: a route added in code needs no CMS migration. Editors pick it from the routes (RouteKeyField).
    {
      name: 'routeKey',
      label: inEveryLanguage('pages', 'routeKeyLabel'),
      type: 'text',
      required: true,
      index: true,
      access: { update: adminOnlyField },
      hooks: { beforeValidate: [routeOfTheSite] },
      // In the list, the page's address on its market's site, not its key.
      admin: { position: 'sidebar', components: { Field: '/components/RouteKeyField#RouteKeyField', Cell: '/components/PageAddressCell#PageAddressCell' } },
    },
    ...fieldsOf(pageSchema, { localized: true, omit: ['markets'] }),
  ],
});
