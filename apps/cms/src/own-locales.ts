/**
 * An editor reads the languages of their markets only (a cro editor: hr and en), drafts and
 * versions included, whatever a request asks: `locale=sl`, `locale=all`, `fallback-locale=sl`,
 * a query naming `title.sl`, over REST, GraphQL or the admin.
 *
 * A request for another market's locale is served in the editor's own first locale rather than
 * refused. The admin picks its locale from the URL or from the person's stored preference
 * (@payloadcms/next getRequestLocale), neither filtered by the locales the switcher offers: an
 * editor who once opened a link with `?locale=sl`, or whose markets an admin changed, would find
 * every document and list refused. The version view reads with `locale=all`, so that is served
 * too, with the other markets' languages left out of every localized field. Only a query that
 * names another language (`where[title.sl]`, or a text field under `locale=all`, which Payload
 * would match in any language) is refused with a 403: it asks for nothing the admin needs, and
 * its only use is to test another market's text.
 */
import { APIError, type CollectionAfterOperationHook, type FlattenedField, type PayloadRequest, type SanitizedCollectionConfig } from 'payload';
import type { Locale } from '@/config/markets';
import { staffT } from './i18n/catalogue';
import type { QueriedPath } from './query-guard';

/** The locales a person may read: undefined for all of them (an admin, or a caller the access rules keep out). */
export type ReadableLocales = (req: PayloadRequest) => readonly Locale[] | undefined;

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The operations that take their locale before the hooks run (as named after them: before, a
 * version's read is `read`), so serving them in the person's own is too late: what they read of
 * another language is dropped from the result.
 */
const readsLocaleBeforeHooks = new Set(['findVersionByID']);

/**
 * The operations served in the person's own locale. Not a save: it writes the locale it names,
 * which the access rules refuse when it is not theirs (access.ts, writesOwnLocale); served in
 * their own, it would write there instead.
 */
const servedInOwnLocale = new Set(['read', 'readDistinct', 'count', 'countVersions', 'delete']);

/** Another market's locale an operation's arguments asked for, before it was served in the person's own. */
const askedLocale = new WeakMap<object, string>();

const otherLanguageRefused = (req: PayloadRequest, own: readonly string[]) =>
  new APIError(staffT(req.i18n)('errors:otherLanguage', { locales: own.join(', ') }), 403, undefined, true);

/**
 * After the query is checked (query-guard.ts): refuses a query naming another language, and
 * serves the request in the person's own locales.
 */
export function ownLocalesOnly(readable: ReadableLocales) {
  return (args: object, req: PayloadRequest, paths: readonly QueriedPath[], operation: string): void => {
    const own = readable(req);
    if (!own) return;
    for (const path of paths) {
      if ((path.locale && !own.some((locale) => locale === path.locale)) || (path.localized && !path.locale && req.locale === 'all'))
        throw otherLanguageRefused(req, own);
    }
    const fallbacks = [req.fallbackLocale].flat().filter((locale) => typeof locale === 'string');
    if (fallbacks.some((fallback) => !own.some((locale) => locale === fallback))) req.fallbackLocale = false;
    if (!req.locale || req.locale === 'all' || own.includes(req.locale) || !servedInOwnLocale.has(operation)) return;
    askedLocale.set(args, req.locale);
    req.locale = own[0]!;
  };
}

/** Drops from a document every localized value of a locale not in `own` (all of them, with `own` empty), at any depth. */
function keepOwnLocales(doc: unknown, fields: readonly FlattenedField[], own: readonly string[], locales: readonly string[]): void {
  if (!isPlainObject(doc)) return;
  const inside = (value: unknown, field: FlattenedField) => {
    const rows = Array.isArray(value) ? value : [value];
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array')
      for (const row of rows) keepOwnLocales(row, field.flattenedFields, own, locales);
    if (field.type === 'blocks') {
      for (const row of rows)
        keepOwnLocales(row, field.blocks.find((block) => isPlainObject(row) && block.slug === row.blockType)?.flattenedFields ?? [], own, locales);
    }
  };
  for (const field of fields) {
    if (!('name' in field) || !(field.name in doc)) continue;
    const value = doc[field.name];
    if (!field.localized) {
      inside(value, field);
      continue;
    }
    if (own.length === 0 || !isPlainObject(value)) {
      if (own.length === 0) delete doc[field.name];
      continue;
    }
    for (const locale of Object.keys(value)) {
      if (locales.includes(locale) && !own.includes(locale)) delete value[locale];
      else inside(value[locale], field);
    }
  }
}

const docsOf = (result: unknown): unknown[] => (isPlainObject(result) && Array.isArray(result.docs) ? result.docs : [result]);

/** Every document an operation answers, its versions' content included, in the person's own locales only. */
export function ownLocalesInResults(readable: ReadableLocales, locales: readonly string[]): CollectionAfterOperationHook {
  return ({ args, operation, req, result, collection }) => {
    const own = readable(req);
    const otherLanguage = readsLocaleBeforeHooks.has(operation) && askedLocale.has(args as object);
    if (!own || (req.locale !== 'all' && !otherLanguage)) return result;
    const kept = otherLanguage ? [] : own;
    for (const doc of docsOf(result)) {
      keepOwnLocales(doc, (collection as SanitizedCollectionConfig).flattenedFields, kept, locales);
      if (isPlainObject(doc)) keepOwnLocales(doc.version, (collection as SanitizedCollectionConfig).flattenedFields, kept, locales);
    }
    return result;
  };
}
