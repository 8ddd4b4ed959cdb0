import type { Locale } from '@/config/markets';
import type { Snapshot } from '@/content/snapshot';
import type { MediaAsset } from './media-schema';

/** A use of a media file by published content: which file, of which kind, shown in which locales, from which field. */
export interface MediaReference {
  id: number;
  kind: MediaAsset['kind'];
  locales: Locale[];
  path: (string | number)[];
}

type Content = Pick<Snapshot, 'pages' | 'news' | 'documents'>;

/** Every use of a media file in a market's content: pages' hero and feature photos, news photos and uploaded documents. */
export function mediaReferences(content: Content): MediaReference[] {
  const references: MediaReference[] = [];
  for (const [key, byLocale] of Object.entries(content.pages)) {
    for (const [locale, page] of Object.entries(byLocale) as [Locale, NonNullable<(typeof byLocale)[Locale]>][]) {
      if (page.image) references.push({ id: page.image, kind: 'image', locales: [locale], path: ['pages', key, locale, 'image'] });
      page.sections.forEach((section, index) => {
        if (section.type === 'features' && section.image) {
          references.push({ id: section.image, kind: 'image', locales: [locale], path: ['pages', key, locale, 'sections', index, 'image'] });
        }
      });
    }
  }
  content.news.forEach((post, index) => {
    if (post.image) references.push({ id: post.image, kind: 'image', locales: Object.keys(post.translations) as Locale[], path: ['news', index, 'image'] });
  });
  content.documents.forEach((doc, index) => {
    for (const [locale, text] of Object.entries(doc.translations) as [Locale, { upload?: number }][]) {
      if (text.upload) references.push({ id: text.upload, kind: 'pdf', locales: [locale], path: ['documents', index, 'translations', locale, 'upload'] });
    }
  });
  return references;
}

/** What is wrong with a reference, if anything: a missing file, the wrong kind, or a photo without its text in a locale it is shown in. */
export function referenceProblem(reference: MediaReference, asset: MediaAsset | undefined): string | undefined {
  if (!asset) return `media file ${reference.id} is not in the snapshot`;
  if (asset.kind !== reference.kind) return `media file ${reference.id} is not ${reference.kind === 'image' ? 'a photo' : 'a PDF'}`;
  const missing = reference.kind === 'image' ? reference.locales.filter((locale) => !asset.alt[locale]) : [];
  return missing.length ? `photo ${reference.id} has no alt text in ${missing.join(', ')}` : undefined;
}
