/**
 * Saving runs the content's zod schema (the one the build's snapshot is
 * checked with) over the document in the locale being saved, so what the
 * admin publishes is exactly what the build accepts. A draft may be
 * unfinished, so at a draft save only the lengths of texts already typed are
 * held to their limits; publishing holds every rule. Each problem is told in
 * the editor's admin language and names the field by its label.
 */
import type { TFunction } from '@payloadcms/translations';
import type { CollectionBeforeChangeHook, PayloadRequest, Where } from 'payload';
import type { z } from 'zod';
import { isMarket, localesOf, type Locale, type Market } from '@/config/markets';
import { problemOf, type ProblemValues } from '@/content/problems';
import { routeLinkIssues } from '@/content/route-links';
import { measure, type DocumentProblem } from '@/content/snapshot';
import { staffLabelsOf } from '@/content/staff-labels';
import { staffT } from '../i18n/catalogue';
import { fieldLabel, marketName, sectionPathLabel } from '../i18n/content-labels';
import { fromPayload } from '../fields/zod-fields';
import { saveRefused } from './refuse-save';

type Issue = z.core.$ZodIssue;

/** What a message needs of an issue: a zod issue, or a problem the build recorded. */
interface IssueLike {
  code: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: unknown;
  message: string;
  path: PropertyKey[];
}

/** The admin's language and its `t`: a request's, or a server component's. */
export interface StaffI18n {
  t: TFunction<never>;
  language: string;
}

/** The value at an issue's path in the checked content. */
function valueAt(content: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    content,
  );
}

/** A limit on the length of a text typed already: the one rule a draft is held to. */
const isLengthOfTypedText = (issue: Issue, value: unknown) =>
  (issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'string' && typeof value === 'string' && value.trim() !== '';

/** The labels the checked schemas give their own fields (`labelled`), by name. */
type OwnLabels = Record<string, Record<string, string>>;

/** The field's place in the editor's words: "Odjeljci 4 › Stavke 1 › Vrijednost". */
function fieldName(path: PropertyKey[], language: string, own: OwnLabels): string {
  const inSection = path[0] === 'sections' && typeof path[1] === 'number';
  const labelOf = (key: string, index: number) => {
    if (index === 0 && Object.hasOwn(own, key)) return own[key];
    if (!inSection || index < 2) return fieldLabel(key);
    const within = path.slice(2, index + 1).filter((part) => typeof part !== 'number');
    return sectionPathLabel(within.join('.'), key);
  };
  const words = path.map((key, index) => (typeof key === 'number' ? String(key + 1) : (labelOf(String(key), index)?.[language] ?? String(key))));
  return words.reduce((name, word, index) => (index === 0 ? word : typeof path[index] === 'number' ? `${name} ${word}` : `${name} › ${word}`), '');
}

/** A problem in the editor's language, naming the field by its label and place; `where` is the language of a text, " (hr)". */
function messageOf(
  issue: IssueLike,
  { length, missing }: Pick<DocumentProblem, 'length' | 'missing'>,
  i18n: StaffI18n,
  where: string,
  own: OwnLabels = {},
): string {
  const t = staffT(i18n);
  const field = fieldName(issue.path, i18n.language, own) || t('validation:document');
  if (issue.code === 'too_small' && (issue.origin === 'string' || issue.origin === 'array')) {
    return t(issue.origin === 'string' ? 'validation:tooShort' : 'validation:tooFew', { field, where, minimum: Number(issue.minimum), length });
  }
  if (issue.code === 'too_big' && (issue.origin === 'string' || issue.origin === 'array')) {
    return t(issue.origin === 'string' ? 'validation:tooLong' : 'validation:tooMany', { field, where, maximum: Number(issue.maximum), length });
  }
  if (missing) return t('validation:missing', { field, where });
  // Content's own rules have their words in the catalogue; zod's other issues keep zod's.
  const found = problemOf(issue as Issue);
  const problem = found ? t(`contentProblems:${found.problem}`, withMarketName(found.values, i18n.language)) : issue.message;
  return t('validation:invalid', { field, where, problem });
}

/** A problem a build recorded, told as publishing would have told it. */
export const recordedProblemMessage = (problem: DocumentProblem, i18n: StaffI18n): string =>
  messageOf(problem, problem, i18n, problem.locale ? ` (${problem.locale})` : '');

/** A problem that names a market names it as the admin's language does ("Bosna i Hercegovina"). */
const withMarketName = (values: ProblemValues, language: string): ProblemValues =>
  values.market === undefined ? values : { ...values, market: marketName(String(values.market), language) };

/** The market of a one-market document, or the markets of a shared one. */
function marketsOf(doc: Record<string, unknown>): Market[] {
  const named = Array.isArray(doc.markets) ? doc.markets : [doc.market];
  return named.filter(isMarket);
}

/** The locale a save writes, when it writes one. */
const savedLocale = (req: PayloadRequest): Locale | undefined => (req.locale && req.locale !== 'all' ? (req.locale as Locale) : undefined);

export function validateOnPublish<T>(
  toContent: (data: Record<string, unknown>) => unknown | undefined,
  schema: z.ZodType<T>,
  { localized }: { localized: boolean },
): CollectionBeforeChangeHook {
  const own = staffLabelsOf(schema);
  return ({ data, originalDoc, collection, req }) => {
    const publishing = data._status === 'published';
    const merged: Record<string, unknown> = { ...(originalDoc ?? {}), ...data };
    const content = toContent(merged);
    // Nothing to check: e.g. a post left empty in this locale (it stays out of it).
    if (content === undefined) return data;
    const result = schema.safeParse(content);
    // A link to a page of the site must lead to a page of each of the document's markets (packages/content/route-links.ts).
    const found: Issue[] = [...(result.error?.issues ?? []), ...(routeLinkIssues(content, marketsOf(merged)) as Issue[])];
    const issues = found
      .map((issue) => ({ issue, value: valueAt(content, issue.path) }))
      .filter(({ issue, value }) => publishing || isLengthOfTypedText(issue, value));
    if (issues.length === 0) return data;
    // Localized fields are checked in the locale being saved: the message names it.
    const locale = savedLocale(req);
    const where = localized && locale ? ` (${locale})` : '';
    const errors = issues.map(({ issue, value }) => ({ path: issue.path.join('.') || 'id', message: messageOf(issue, measure(value), req.i18n, where, own) }));
    throw saveRefused(req, collection.slug, errors);
  };
}

interface ItemSchemas {
  /** What the item is in every language (sidebar fields), and what it says in one (localized fields). */
  meta: z.ZodType;
  text: z.ZodObject;
  /** The item as the snapshot holds it: the meta, an id and `translations` per locale, with the rules that join them. */
  item: z.ZodType;
  /** Whether a locale's text is there: a locale left empty keeps the item out of it. */
  hasText: (doc: Record<string, unknown>) => boolean;
}

/**
 * The document as last saved (its latest version), in every locale. Read from the database adapter:
 * a Local API call given this `req` would set the request's locale to its own, and the save would
 * then write the texts in that locale.
 */
export async function latestInEveryLocale(req: PayloadRequest, collection: string, id: unknown): Promise<Record<string, unknown> | undefined> {
  if (id === undefined || id === null) return undefined;
  const where: Where = { and: [{ parent: { equals: id } }, { latest: { equals: true } }] };
  const { docs } = await req.payload.db.findVersions({ collection: collection as 'news', where, locale: 'all', limit: 1, pagination: false, req });
  return (docs[0] as { version?: Record<string, unknown> } | undefined)?.version;
}

/** Each locale's text of the document as last saved, for the locales of its markets. */
async function savedTexts(
  req: PayloadRequest,
  collection: string,
  id: unknown,
  markets: Market[],
  textFields: string[],
): Promise<Partial<Record<Locale, Record<string, unknown>>>> {
  const stored = await latestInEveryLocale(req, collection, id);
  if (!stored) return {};
  const locales = [...new Set(markets.flatMap((market) => localesOf(market)))];
  return Object.fromEntries(
    locales.map((locale) => [
      locale,
      Object.fromEntries(textFields.map((field) => [field, (stored[field] as Record<string, unknown> | null | undefined)?.[locale]])),
    ]),
  );
}

/** An issue's place: a field of the item's meta, or of its text in one locale. */
function placeOf(path: PropertyKey[]): { field: PropertyKey[]; locale?: Locale } {
  return path[0] === 'translations' && typeof path[1] === 'string' ? { field: path.slice(2), locale: path[1] as Locale } : { field: path };
}

/**
 * Publishing an item with a text per language (a news post) checks it whole, as the build's
 * snapshot holds it: the locale being saved with the others as last saved, and the rules that join
 * meta and text (only events have a place). A problem in another locale is named with that locale.
 * A draft save holds only the lengths of the texts typed in its own locale, and the meta's.
 */
export function validateItemOnPublish({ meta, text, item, hasText }: ItemSchemas): CollectionBeforeChangeHook {
  const textFields = Object.keys(text.shape);
  const own = { ...staffLabelsOf(meta), ...staffLabelsOf(text) };
  return async ({ data, originalDoc, collection, req }) => {
    const publishing = data._status === 'published';
    const merged: Record<string, unknown> = { ...(originalDoc ?? {}), ...data };
    const locale = savedLocale(req);
    const markets = marketsOf(merged);
    const texts = publishing ? await savedTexts(req, collection.slug, originalDoc?.id, markets, textFields) : {};
    if (locale) texts[locale] = merged;
    const translations = Object.fromEntries(
      Object.entries(texts)
        .filter(([, doc]) => hasText(doc!))
        .map(([code, doc]) => [code, fromPayload(text, doc)]),
    );
    // The id is the database's, unknown before a first save: the rules do not look at it.
    const content = { ...(fromPayload(meta, merged) as object), id: Number(merged.id) || 1, translations };
    const found: Issue[] = [...(item.safeParse(content).error?.issues ?? []), ...(routeLinkIssues(content, markets) as Issue[])];
    const issues = found
      .map((issue) => ({ issue, value: valueAt(content, issue.path), ...placeOf(issue.path) }))
      .filter(({ issue, value, locale: of }) => publishing || (isLengthOfTypedText(issue, value) && (of === undefined || of === locale)));
    if (issues.length === 0) return data;
    const errors = issues.map(({ issue, value, field, locale: of }) => ({
      path: field.join('.') || 'id',
      message: messageOf({ ...issue, path: field }, measure(value), req.i18n, of ? ` (${of})` : '', own),
    }));
    throw saveRefused(req, collection.slug, errors);
  };
}
