import { z } from 'zod';
import { contentProblems } from './problems';
import { locales } from '@/config/markets';
import { pdfRef } from '@/content/media-schema';
import { copyText } from './text-schema';

/**
 * The shape of a downloadable document of the documents page, as a market's
 * content snapshot holds it (the CMS's `documents` collection, whose fields
 * are generated from these schemas). The files themselves are the PDFs
 * committed under public/documents/<market>/<locale>/, made by `npm run documents`;
 * a document names its file per locale and is listed in the locales that have one.
 */
const documentTypes = ['pdf'] as const;

/** What a document is called, and which file it is, in one language: a committed PDF or one uploaded to the media library. */
export const documentTextSchema = z
  .strictObject({
    title: copyText.max(160),
    file: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*\.pdf$/, { error: contentProblems.documentFile })
      .optional(),
    upload: pdfRef.optional(),
  })
  .refine((text) => (text.file === undefined) !== (text.upload === undefined), { error: contentProblems.documentSource, path: ['upload'] });

export const documentMetaSchema = z.strictObject({
  /** Stable name of the document (its Markdown source folder in packages/content/documents). */
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: contentProblems.slug }),
  type: z.enum(documentTypes),
});

export const documentSchema = documentMetaSchema.extend({
  translations: z.partialRecord(z.enum(locales), documentTextSchema),
});

export type DownloadDocument = z.infer<typeof documentSchema>;

/** The public URL of a document's file in a market and locale. */
export function documentFileUrl(market: string, locale: string, file: string): string {
  return `/documents/${market}/${locale}/${file}`;
}
