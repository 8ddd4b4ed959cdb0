/**
 * Saving runs the content's zod schema (the one the build's snapshot is
 * checked with) over the document in the locale being saved, so what the
 * admin publishes is exactly what the build accepts. A draft may be
 * unfinished, so at a draft save only the lengths of texts already typed are
 * held to their limits; publishing holds every rule. Each problem is told in
 * the editor's admin language and names the field by its label.
 */
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload';
import type { z } from 'zod';
import { isMarket, type Market } from '@/config/markets';
import { problemOf, type ProblemValues } from '@/content/problems';
import { routeLinkIssues } from '@/content/route-links';
import { staffT } from '../i18n/catalogue';
import { fieldLabel, marketName } from '../i18n/content-labels';
import { saveRefused } from './refuse-save';

type Issue = z.core.$ZodIssue;

/** The value at an issue's path in the checked content. */
function valueAt(content: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), content);
}

/** A limit on the length of a text typed already: the one rule a draft is held to. */
const isLengthOfTypedText = (issue: Issue, value: unknown) =>
  (issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'string' && typeof value === 'string' && value.trim() !== '';

/** The field's place in the editor's words: "Odjeljci 4 › Stavke 1 › Vrijednost". */
function fieldName(path: PropertyKey[], language: string): string {
  const words = path.map((key) => (typeof key === 'number' ? String(key + 1) : fieldLabel(String(key))?.[language] ?? String(key)));
  return words.reduce((name, word, index) => (index === 0 ? word : typeof path[index] === 'number' ? `${name} ${word}` : `${name} › ${word}`), '');
}

function messageOf(issue: Issue, value: unknown, req: PayloadRequest, where: string): string {
  const t = staffT(req.i18n);
  const field = fieldName(issue.path, req.i18n.language) || t('validation:document');
  const length = typeof value === 'string' ? value.trim().length : Array.isArray(value) ? value.length : 0;
  if (issue.code === 'too_small' && (issue.origin === 'string' || issue.origin === 'array')) {
    return t(issue.origin === 'string' ? 'validation:tooShort' : 'validation:tooFew', { field, where, minimum: Number(issue.minimum), length });
  }
  if (issue.code === 'too_big' && (issue.origin === 'string' || issue.origin === 'array')) {
    return t(issue.origin === 'string' ? 'validation:tooLong' : 'validation:tooMany', { field, where, maximum: Number(issue.maximum), length });
  }
  if (value === undefined || value === null || value === '') return t('validation:missing', { field, where });
  // Content's own rules have their words in the catalogue; zod's other issues keep zod's.
  const found = problemOf(issue);
  const problem = found ? t(`contentProblems:${found.problem}`, withMarketName(found.values, req.i18n.language)) : issue.message;
  return t('validation:invalid', { field, where, problem });
}

/** A problem that names a market names it as the admin's language does ("Bosna i Hercegovina"). */
const withMarketName = (values: ProblemValues, language: string): ProblemValues =>
  values.market === undefined ? values : { ...values, market: marketName(String(values.market), language) };

/** The market of a one-market document, or the markets of a shared one. */
function marketsOf(doc: Record<string, unknown>): Market[] {
  const named = Array.isArray(doc.markets) ? doc.markets : [doc.market];
  return named.filter(isMarket);
}

export function validateOnPublish<T>(
  toContent: (data: Record<string, unknown>) => unknown | undefined,
  schema: z.ZodType<T>,
  { localized }: { localized: boolean },
): CollectionBeforeChangeHook {
  return ({ data, originalDoc, collection, req }) => {
    const publishing = data._status === 'published';
    const merged: Record<string, unknown> = { ...(originalDoc ?? {}), ...data };
    const content = toContent(merged);
    // Nothing to check: e.g. a post left empty in this locale (it stays out of it).
    if (content === undefined) return data;
    const result = schema.safeParse(content);
    // A link to a page of the site must lead to a page of each of the document's markets (src/content/route-links.ts).
    const found: Issue[] = [...(result.error?.issues ?? []), ...(routeLinkIssues(content, marketsOf(merged)) as Issue[])];
    const issues = found
      .map((issue) => ({ issue, value: valueAt(content, issue.path) }))
      .filter(({ issue, value }) => publishing || isLengthOfTypedText(issue, value));
    if (issues.length === 0) return data;
    // Localized fields are checked in the locale being saved: the message names it.
    const where = localized && req.locale && req.locale !== 'all' ? ` (${req.locale})` : '';
    const errors = issues.map(({ issue, value }) => ({ path: issue.path.join('.') || 'id', message: messageOf(issue, value, req, where) }));
    throw saveRefused(req, collection.slug, errors);
  };
}
