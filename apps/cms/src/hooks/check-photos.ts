/**
 * A page or post is published only with photos of its own markets' media
 * library (an id typed into a section could name another market's file), each
 * with its text alternative in every language it is shown in (WCAG 1.1.1).
 * Publishing is refused otherwise, naming the photo and the markets or
 * languages. The snapshot checks both again at build time
 * (packages/features/media/references.ts, apps/cms/src/snapshot/media.ts).
 */
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload';
import { saveRefused } from './refuse-save';
import type { Locale, Market } from '@/config/markets';
import { staffT } from '../i18n/catalogue';

type Data = Record<string, unknown>;

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null ? (value as { id?: number }).id : undefined;

/** The photos a document shows: ids from the fields `photosOf` returns. */
export type PhotosOf = (data: Data) => unknown[];

/*
 * The reads below leave out the request: Payload would set its locale to 'all' for them, and
 * the save in progress would then write its localized fields as if they held every locale.
 */
async function photoProblem(req: PayloadRequest, id: number, locales: Locale[], markets: Market[]): Promise<string | undefined> {
  const t = staffT(req.i18n);
  const photo = await req.payload.findByID({ collection: 'media', id, locale: 'all', depth: 0, overrideAccess: true, disableErrors: true });
  const own = (photo?.markets ?? []) as Market[];
  if (!photo || markets.some((market) => !own.includes(market))) return t('media:foreignPhoto', { id, markets: markets.join(', ') });
  const alt = (photo.alt ?? {}) as Partial<Record<Locale, string | null>>;
  const missing = locales.filter((locale) => !alt[locale]?.trim());
  return missing.length ? t('media:altMissing', { id, locales: missing.join(', ') }) : undefined;
}

/** The markets a document is shown in: a page's one, or a post's several. */
const marketsOfDocument = (data: Data): Market[] => {
  const value = data.market ?? data.markets ?? [];
  return (Array.isArray(value) ? value : [value]) as Market[];
};

/**
 * `shownIn` gives the languages the document shows its photos in: the one
 * being saved (a page's sections are per language), or every language the
 * document has text in (a post's photo is shared by its translations).
 */
export function checkPhotos(
  photosOf: PhotosOf,
  shownIn: (req: PayloadRequest, id: number | undefined, data: Data) => Promise<Locale[]>,
): CollectionBeforeChangeHook {
  return async ({ data, originalDoc, req, collection }) => {
    if (data._status !== 'published') return data;
    const merged = { ...(originalDoc ?? {}), ...data };
    const ids = [
      ...new Set(
        photosOf(merged)
          .map(idOf)
          .filter((id): id is number => id !== undefined),
      ),
    ];
    if (ids.length === 0) return data;
    const locales = await shownIn(req, originalDoc?.id as number | undefined, merged);
    const errors = [];
    for (const id of ids) {
      const problem = await photoProblem(req, id, locales, marketsOfDocument(merged));
      if (problem) errors.push({ path: 'image', message: problem });
    }
    if (errors.length) throw saveRefused(req, collection.slug, errors);
    return data;
  };
}

/** The language being saved. */
export const savedLocale = async (req: PayloadRequest): Promise<Locale[]> => (req.locale && req.locale !== 'all' ? [req.locale as Locale] : []);

/** Every language the document has a title in: the one being saved, and those stored before. */
export function localesWithTitle(collection: 'news'): (req: PayloadRequest, id: number | undefined, data: Data) => Promise<Locale[]> {
  return async (req, id, data) => {
    const locales = new Set<Locale>(data.title ? await savedLocale(req) : []);
    if (id !== undefined) {
      const stored = await req.payload.findByID({ collection, id, locale: 'all', draft: true, depth: 0, overrideAccess: true, disableErrors: true });
      for (const [locale, title] of Object.entries((stored?.title ?? {}) as Record<string, string | null>)) {
        if (title && locale !== req.locale) locales.add(locale as Locale);
      }
    }
    return [...locales];
  };
}
