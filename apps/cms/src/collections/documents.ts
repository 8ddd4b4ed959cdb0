import { existsSync } from 'node:fs';
import path from 'node:path';
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import { documentFileUrl, documentMetaSchema, documentTextSchema } from '@/content/document-schema';
import { fieldsOf, fromPayload, inSidebar } from '../fields/zod-fields';
import { validateOnPublish } from '../hooks/validate-with-zod';
import { saveRefused } from '../hooks/refuse-save';
import { staffT } from '../i18n/catalogue';
import { marketCollection } from './market-collection';

/** The file named must be one of the committed PDFs (public/documents/<market>/<locale>/). */
const fileExists: CollectionBeforeChangeHook = ({ data, originalDoc, req, collection }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as { _status?: string; market?: string; file?: string };
  if (merged._status !== 'published' || !merged.market || !merged.file || !req.locale) return data;
  const url = documentFileUrl(merged.market, req.locale, merged.file);
  if (existsSync(path.join(process.cwd(), 'apps', 'site', 'public', url))) return data;
  throw saveRefused(req, collection.slug, [{ path: 'file', message: staffT(req.i18n)('documents:fileMissing', { file: merged.file, path: `public${url}` }) }]);
};

/**
 * The documents page's downloads, one record per document and market; fields
 * generated from packages/content/document-schema.ts. Each names its PDF per
 * locale: one committed under public/documents (made by `npm run documents`),
 * or one uploaded to the media library.
 */
export const documentsCollection: CollectionConfig = marketCollection({
  slug: 'documents',
  market: 'market',
  // "Document(s)" would clash with GraphQL type names Payload generates for every collection.
  graphQL: { singularName: 'Download', pluralName: 'Downloads' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'key', 'market', '_status'] },
  indexes: [{ fields: ['key', 'market'], unique: true }],
  publishing: {
    checks: [
      validateOnPublish((data) => fromPayload(documentMetaSchema, data), documentMetaSchema, { localized: false }),
      validateOnPublish((data) => (data.title || data.file || data.upload ? fromPayload(documentTextSchema, data) : undefined), documentTextSchema, {
        localized: true,
      }),
      fileExists,
    ],
  },
  fields: [...fieldsOf(documentTextSchema, { localized: true }), ...inSidebar(fieldsOf(documentMetaSchema))],
});
