import type { CollectionConfig, ImageSize } from 'payload';
import { markets } from '@/config/markets';
import { IMAGE_ASPECT, imageFormats, imageWidths, mediaMimeTypes, sizeName } from '@/features/media/media-schema';
import { foreignDocumentGuard, marketContent, marketsKeyField, setMarketsKey } from '../access';
import { checkUpload } from '../hooks/check-upload';
import { inEveryLanguage } from '../i18n/catalogue';

/** Each photo cut at upload to the widths and formats of src/features/media, around its focal point. */
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
 * The media library: photos for news and page sections, and PDFs for the
 * documents page. The public site never links here: a build copies the files
 * that published content uses into its export (cms/src/snapshot/export.ts).
 */
export function mediaCollection(staticDir: string): CollectionConfig {
  return {
    slug: 'media',
    admin: { useAsTitle: 'filename', defaultColumns: ['filename', 'alt', 'markets', 'filesize', 'updatedAt'] },
    access: marketContent('markets'),
    upload: {
      staticDir,
      mimeTypes: [...mediaMimeTypes],
      imageSizes,
      adminThumbnail: sizeName('webp', imageWidths[0]),
      focalPoint: true,
      crop: false,
      // Camera photos carry GPS positions and device data; cuts are made without them.
      withMetadata: false,
    },
    hooks: {
      beforeOperation: [foreignDocumentGuard('markets'), checkUpload],
      beforeChange: [setMarketsKey],
    },
    fields: [
      { name: 'alt', type: 'text', localized: true, maxLength: 300, admin: { description: inEveryLanguage('media', 'altDescription') } },
      { name: 'markets', type: 'select', hasMany: true, required: true, options: [...markets], admin: { position: 'sidebar', description: inEveryLanguage('media', 'marketsDescription') } },
      marketsKeyField,
    ],
  };
}
