import type { CollectionConfig, ImageSize } from 'payload';
import { markets } from '@/config/markets';
import { IMAGE_ASPECT, imageFormats, imageMimeTypes, imageWidths, mediaMimeTypes, sizeName } from '@/content/media-schema';
import { marketCollection } from '../market-collection';
import { checkUpload } from './check-upload';
import { inEveryLanguage } from '../../i18n/catalogue';
import { collectionLabels, fieldLabel, labelledOptions } from '../../i18n/content-labels';

/** Each photo cut at upload to the widths and formats of packages/features/media, around its focal point. */
const imageSizes: ImageSize[] = imageWidths.flatMap((width) =>
  imageFormats.map((format) => ({
    name: sizeName(format, width),
    width,
    height: width / IMAGE_ASPECT,
    // The smallest cut exists for every photo, however small, so every photo has one to show.
    ...(width === imageWidths[0] ? { withoutEnlargement: false } : {}),
    formatOptions: { format, options: format === 'avif' ? { quality: 55, effort: 4 } : { quality: 78 } },
  })),
);

/**
 * A stored file is downloaded rather than opened unless it is one of the photo types; with the
 * CMS's headers on every answer (nosniff, a sandboxing policy: apps/cms/proxy.ts), an upload with HTML
 * after a valid header stays an image or a download.
 */
function servedFileHeaders(headers: Headers): Headers {
  if (!(imageMimeTypes as readonly string[]).includes(headers.get('Content-Type') ?? '')) headers.set('Content-Disposition', 'attachment');
  return headers;
}

/**
 * The media library: photos for news and page sections, and PDFs for the
 * documents page. The public site never links here: a build copies the files
 * that published content uses into its export (apps/cms/src/snapshot/export.ts).
 */
export function mediaCollection(staticDir: string): CollectionConfig {
  return marketCollection({
    slug: 'media',
    labels: collectionLabels('media'),
    market: 'markets',
    admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'markets', 'filesize', 'updatedAt'] },
    // The library keeps no versions: their API answers 403, not a query of a table that is not there.
    access: { readVersions: () => false },
    upload: {
      staticDir,
      mimeTypes: [...mediaMimeTypes],
      imageSizes,
      adminThumbnail: sizeName('webp', imageWidths[0]),
      focalPoint: true,
      crop: false,
      // Camera photos carry GPS positions and device data; cuts are made without them.
      withMetadata: false,
      modifyResponseHeaders: ({ headers }) => servedFileHeaders(headers),
    },
    hooks: { beforeOperation: [checkUpload] },
    fields: [
      { name: 'newFileTitle', type: 'ui', admin: { components: { Field: '/components/NewFileTitle#NewFileTitle' } } },
      {
        name: 'alt',
        label: fieldLabel('alt'),
        type: 'text',
        localized: true,
        maxLength: 300,
        admin: { description: inEveryLanguage('media', 'altDescription') },
      },
      // Payload's own field of the file's size (merged with it by name), shown in kB or MB in the list.
      { name: 'filesize', label: ({ t }) => t('upload:fileSize'), type: 'number', admin: { components: { Cell: '/components/FileSizeCell#FileSizeCell' } } },
      {
        name: 'markets',
        label: fieldLabel('markets'),
        type: 'select',
        hasMany: true,
        required: true,
        options: labelledOptions('markets', markets),
        admin: { position: 'sidebar', description: inEveryLanguage('media', 'marketsDescription') },
      },
    ],
  });
}
