import type { Locale } from '@/config/markets';
import type { DownloadDocument } from './document-schema';
import type { MediaAsset } from './media-schema';
import type { PageContent, Section } from './page-schema';
import type { Post } from './post-schema';

/** A use of a media file by published content: which file, of which kind, shown in which locales, from which field. */
export interface MediaReference {
  id: number;
  kind: MediaAsset['kind'];
  locales: Locale[];
  path: (string | number)[];
}

/** The parts of a content snapshot that name media files. */
interface Content {
  pages: Record<string, Partial<Record<Locale, PageContent>>>;
  news: Pick<Post, 'image' | 'translations'>[];
  documents: DownloadDocument[];
}

/** The photos a page shows, each with its field: the hero's (a page field) and each features section's. */
export function photosOfPage(page: { image?: number; sections?: Section[] }): { id: number; path: (string | number)[] }[] {
  const photos = page.image ? [{ id: page.image, path: ['image'] as (string | number)[] }] : [];
  (page.sections ?? []).forEach((section, index) => {
    if (section.type === 'features' && section.image) photos.push({ id: section.image, path: ['sections', index, 'image'] });
  });
  return photos;
}

/** Every use of a media file in a market's content: pages' hero and feature photos, news photos and uploaded documents. */
export function mediaReferences(content: Content): MediaReference[] {
  const references: MediaReference[] = [];
  for (const [key, byLocale] of Object.entries(content.pages)) {
    for (const [locale, page] of Object.entries(byLocale) as [Locale, NonNullable<(typeof byLocale)[Locale]>][]) {
      for (const photo of photosOfPage(page)) references.push({ id: photo.id, kind: 'image', locales: [locale], path: ['pages', key, locale, ...photo.path] });
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
  if (!asset) return `media file ${reference.id} is not in the snapshot: it does not exist, or it belongs to another market`;
  if (asset.kind !== reference.kind) return `media file ${reference.id} is not ${reference.kind === 'image' ? 'a photo' : 'a PDF'}`;
  const missing = reference.kind === 'image' ? reference.locales.filter((locale) => !asset.alt[locale]) : [];
  return missing.length ? `photo ${reference.id} has no alt text in ${missing.join(', ')}` : undefined;
}
