/**
 * The content snapshot: everything a market's build reads that staff edit —
 * its pages' copy per locale, its news, its open job openings, its documents,
 * its company facts and the media files these use. The build gets it
 * as one JSON file (CONTENT_SNAPSHOT), exported from the CMS or made from the
 * seed (the YAML and Markdown in this repository), and validates it with the
 * same zod schemas before a single page is rendered. A content error names
 * the document, the locale and the field.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { locales, localesOf, markets, type Locale } from '@/config/markets';
import { routesOf } from '@/routes';
import { mediaAssetSchema } from '@/content/media-schema';
import { mediaReferences, referenceProblem } from '@/content/media-references';
import { postSchema } from '@/content/post-schema';
import { companyFactsSchema } from './company-facts';
import { documentFileUrl, documentSchema } from './document-schema';
import { problemIssue } from './problems';
import { jobSchema } from './job-schema';
import { pageSchema } from './page-schema';
import { routeLinkIssues } from './route-links';

export const snapshotSchema = z
  .strictObject({
    market: z.enum(markets),
    /** Route key → locale → copy. A page of the route table must have each of the market's locales. */
    pages: z.record(z.string(), z.partialRecord(z.enum(locales), pageSchema)),
    news: z.array(postSchema),
    company: companyFactsSchema,
    /** The open job openings (those past their deadline are left out when the snapshot is made). */
    jobs: z.array(jobSchema),
    /** The documents page's downloads, in the order listed; each file must be one of public/documents. */
    documents: z.array(documentSchema),
    /** The media library's files that the content above uses, each with its public URLs. */
    media: z.array(mediaAssetSchema),
  })
  .superRefine((snapshot, ctx) => {
    const media = new Map(snapshot.media.map((asset) => [asset.id, asset]));
    for (const reference of mediaReferences(snapshot)) {
      const problem = referenceProblem(reference, media.get(reference.id));
      if (problem) ctx.addIssue({ code: 'custom', path: reference.path, message: problem });
    }
    // Every link must lead to a page of this market's site (publishing checks each document the same way).
    for (const issue of routeLinkIssues(snapshot, [snapshot.market])) ctx.addIssue(issue);
    for (const key of routesOf(snapshot.market)) {
      for (const locale of localesOf(snapshot.market))
        if (!snapshot.pages[key]?.[locale]) ctx.addIssue(problemIssue('noPublishedPage', {}, ['pages', key, locale]));
    }
    for (const issue of takenAddressIssues(snapshot.news)) ctx.addIssue(issue);
    snapshot.documents.forEach((doc, index) => {
      for (const [locale, text] of Object.entries(doc.translations)) {
        if (!text!.file) continue;
        const url = documentFileUrl(snapshot.market, locale, text!.file);
        if (!existsSync(path.join(process.cwd(), 'apps', 'site', 'public', url))) {
          ctx.addIssue(problemIssue('missingFile', { detail: url }, ['documents', index, 'translations', locale, 'file']));
        }
      }
    });
  });

export type Snapshot = z.infer<typeof snapshotSchema>;

/**
 * Two posts at one address in a language: the site could serve only one of them (and its search
 * index would hold both under one id). The post with the higher id, the later one, is the one named.
 */
function takenAddressIssues(news: readonly { id: number; translations?: Partial<Record<Locale, { slug?: string }>> }[]) {
  const owners = new Map<string, number>();
  const issues: Array<ReturnType<typeof problemIssue>> = [];
  const byId = news.map((post, index) => ({ post, index })).sort((a, b) => a.post.id - b.post.id);
  for (const { post, index } of byId) {
    for (const [locale, text] of Object.entries(post.translations ?? {})) {
      if (typeof text?.slug !== 'string') continue;
      const address = `${locale}/${text.slug}`;
      const owner = owners.get(address);
      if (owner === undefined) owners.set(address, post.id);
      else issues.push(problemIssue('addressTaken', { detail: text.slug, other: owner }, ['news', index, 'translations', locale, 'slug']));
    }
  }
  return issues;
}

type SnapshotCollection = 'pages' | 'news' | 'jobs' | 'documents' | 'company';

/** One problem of a document, as the build records it: what the CMS needs to tell it in the editor's words. */
export interface DocumentProblem {
  /** The field in the document ("place", "sections.2.title"), without a text's `translations.<locale>`. */
  path: (string | number)[];
  /** The language of the text that has it, for a text per language. */
  locale?: Locale;
  /** zod's issue: its code and what it measured, or content's problem (problems.ts) in `params`. */
  code: string;
  origin?: string;
  minimum?: number;
  maximum?: number;
  params?: unknown;
  /** The value's length (a text's, trimmed, or a list's), and whether there is none: what the editor is told it has. */
  length: number;
  missing: boolean;
  /** In English, as the build prints it. */
  message: string;
}

/** A document of the snapshot: a page in one locale, a post, an opening, a download or the company facts. */
export interface SnapshotDocument {
  /** "pages/o-nama (hr)", "news/46", "documents/general-terms-of-business", "company". */
  document: string;
  collection: SnapshotCollection;
  /** A page's route key, a post's or an opening's id, a download's key (the company facts have none). */
  key?: string | number;
  /** A page's locale: each locale of a page is a document of its own. */
  locale?: Locale;
}

export interface DocumentProblems extends SnapshotDocument {
  problems: DocumentProblem[];
}

/** A document a build left out for its problems; the rest of the site went live without it. */
export interface LeftOut extends DocumentProblems {
  /** The live build's copy stood in for it (its last good published state); otherwise it is not on the site. */
  kept: boolean;
}

export class SnapshotError extends Error {
  /** The problems of each document (what the CMS tells an editor); the message has them in English. */
  constructor(
    message: string,
    readonly documents: DocumentProblems[] = [],
  ) {
    super(message);
  }
}

type RawSnapshot = Record<string, unknown> & {
  pages?: Record<string, Record<string, unknown>>;
  news?: unknown[];
  jobs?: unknown[];
  documents?: unknown[];
  media?: { id?: number }[];
};

/** The document an issue's path lies in, and the issue's path inside it. */
function documentAt(raw: RawSnapshot, path: PropertyKey[]): { document: SnapshotDocument; inner: (string | number)[]; locale?: Locale } | undefined {
  const [part, ...rest] = path.map((key) => (typeof key === 'symbol' ? String(key) : key));
  if (part === 'company') return { document: { document: 'company', collection: 'company' }, inner: rest };
  if (part === 'pages' && rest.length >= 2) {
    const [key, locale, ...inner] = rest as [string, Locale, ...(string | number)[]];
    return { document: { document: `pages/${key} (${locale})`, collection: 'pages', key, locale }, inner, locale };
  }
  if ((part === 'news' || part === 'jobs' || part === 'documents') && rest.length >= 1) {
    const item = (raw[part] as Record<string, unknown>[] | undefined)?.[Number(rest[0])];
    const key = (part === 'documents' ? item?.key : item?.id) as string | number | undefined;
    if (key === undefined) return undefined;
    const [, ...field] = rest;
    const document: SnapshotDocument = { document: `${part}/${key}`, collection: part, key };
    if (field[0] === 'translations' && typeof field[1] === 'string') return { document, inner: field.slice(2), locale: field[1] as Locale };
    return { document, inner: field };
  }
  return undefined;
}

/** The value at a path of the content. */
function valueAt(content: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    content,
  );
}

/** What a problem's message says of the value: its length, and whether there is none. */
export function measure(value: unknown): Pick<DocumentProblem, 'length' | 'missing'> {
  return {
    length: typeof value === 'string' ? value.trim().length : Array.isArray(value) ? value.length : 0,
    missing: value === undefined || value === null || value === '',
  };
}

const problemOfIssue = (issue: z.core.$ZodIssue, value: unknown, inner: (string | number)[], locale: Locale | undefined): DocumentProblem => {
  const measured = issue as { origin?: string; minimum?: unknown; maximum?: unknown; params?: unknown };
  return {
    path: inner,
    ...(locale ? { locale } : {}),
    code: issue.code,
    message: issue.message,
    ...measure(value),
    ...(measured.origin ? { origin: measured.origin } : {}),
    ...(measured.minimum !== undefined ? { minimum: Number(measured.minimum) } : {}),
    ...(measured.maximum !== undefined ? { maximum: Number(measured.maximum) } : {}),
    ...(measured.params !== undefined ? { params: measured.params } : {}),
  };
};

/** The issues grouped by the document they lie in; `unplaced` are those of no one document. */
function problemsByDocument(raw: RawSnapshot, issues: readonly z.core.$ZodIssue[]): { documents: DocumentProblems[]; unplaced: z.core.$ZodIssue[] } {
  const documents = new Map<string, DocumentProblems>();
  const unplaced: z.core.$ZodIssue[] = [];
  for (const issue of issues) {
    const found = documentAt(raw, issue.path);
    if (!found) {
      unplaced.push(issue);
      continue;
    }
    const entry = documents.get(found.document.document) ?? { ...found.document, problems: [] };
    entry.problems.push(problemOfIssue(issue, valueAt(raw, issue.path), found.inner, found.locale));
    documents.set(found.document.document, entry);
  }
  return { documents: [...documents.values()], unplaced };
}

/** What an issue of a whole list item (not one of its fields) names. */
const listLabels: Record<string, string> = { news: '(post)', jobs: '(opening)', documents: '(document)' };

/** "pages/home (hr): sections.2.title: …" — the document, the locale and the field. */
function describeIssue(snapshot: unknown, issue: z.core.$ZodIssue): string {
  const [part, ...rest] = issue.path.map(String);
  if (part === 'pages' && rest.length >= 2) {
    const [key, locale, ...field] = rest;
    return `pages/${key} (${locale}): ${field.join('.') || '(page)'}: ${issue.message}`;
  }
  const label = part === undefined ? undefined : listLabels[part];
  if (label && rest.length >= 1) {
    const item = (snapshot as Record<string, { id?: number; key?: string }[] | undefined>)[part!]?.[Number(rest[0])];
    const name = `${part}/${item?.id ?? item?.key ?? rest[0]}`;
    const [, ...field] = rest;
    if (field[0] === 'translations' && field[1]) return `${name} (${field[1]}): ${field.slice(2).join('.') || '(text)'}: ${issue.message}`;
    return `${name}: ${field.join('.') || label}: ${issue.message}`;
  }
  if (part === 'company') return `company: ${rest.join('.') || '(record)'}: ${issue.message}`;
  return `${issue.path.join('.') || '(snapshot)'}: ${issue.message}`;
}

function invalidContent(raw: unknown, issues: readonly z.core.$ZodIssue[], source: string): SnapshotError {
  const problems = issues.map((issue) => `  ${describeIssue(raw, issue)}`);
  return new SnapshotError(`${source}: invalid content\n${problems.join('\n')}`, problemsByDocument(raw as RawSnapshot, issues).documents);
}

/** Validates a snapshot; every problem is listed, each naming document, locale and field. */
export function validateSnapshot(raw: unknown, source: string): Snapshot {
  const result = snapshotSchema.safeParse(raw);
  if (result.success) return result.data;
  throw invalidContent(raw, result.error.issues, source);
}

/** The build's account of what it left out, in English: each document, whether its live copy stood in, and its problems. */
export function describeLeftOut(leftOut: readonly LeftOut[]): string {
  const lines = leftOut.flatMap((entry) => [
    `  ${entry.document}: ${entry.kept ? 'the live version stays on the site' : 'not on the site'}`,
    ...entry.problems.map((problem) => `    ${problem.locale ? `(${problem.locale}) ` : ''}${problem.path.join('.') || '(document)'}: ${problem.message}`),
  ]);
  return `Left out for content errors (the rest of the site is built):\n${lines.join('\n')}`;
}

/** A replacement may bring problems of its own (a live copy at an address taken since): a few rounds settle it. */
const MENDING_ROUNDS = 5;

/** The document's copy in a snapshot. */
function copyIn(snapshot: RawSnapshot, document: SnapshotDocument): unknown {
  if (document.collection === 'company') return snapshot.company;
  if (document.collection === 'pages') return snapshot.pages?.[String(document.key)]?.[document.locale!];
  const key = document.collection === 'documents' ? 'key' : 'id';
  return (snapshot[document.collection] as Record<string, unknown>[] | undefined)?.find((item) => item?.[key] === document.key);
}

/** The snapshot with the document's copy in its place, or (`copy` undefined) without it. */
function withCopy(raw: RawSnapshot, document: SnapshotDocument, copy: unknown): RawSnapshot {
  if (document.collection === 'company') return { ...raw, company: copy };
  if (document.collection === 'pages') {
    const key = String(document.key);
    return { ...raw, pages: { ...raw.pages, [key]: { ...raw.pages?.[key], [document.locale!]: copy } } };
  }
  const key = document.collection === 'documents' ? 'key' : 'id';
  const items = (raw[document.collection] ?? []) as Record<string, unknown>[];
  const kept = items.flatMap((item) => (item?.[key] !== document.key ? [item] : copy === undefined ? [] : [copy]));
  const missing = copy !== undefined && !items.some((item) => item?.[key] === document.key);
  return { ...raw, [document.collection]: missing ? [...kept, copy] : kept };
}

/** The live build's media entries that copies taken from it use and the new export lacks. */
function withLiveMedia(raw: RawSnapshot, live: Snapshot): RawSnapshot {
  const have = new Set((raw.media ?? []).map((asset) => asset?.id));
  const wanted = new Set(mediaReferences(raw as Snapshot).map((reference) => reference.id));
  const borrowed = live.media.filter((asset) => wanted.has(asset.id) && !have.has(asset.id));
  return borrowed.length ? { ...raw, media: [...(raw.media ?? []), ...borrowed] } : raw;
}

/**
 * The snapshot a build can make a site of, whatever one document holds: each document that fails
 * the rules is replaced by its copy in `live` (the snapshot of the live build) or, having none, left
 * out, so one bad document never stops the market's other publishes. A page or the company facts
 * cannot be left out: without a live copy, their problem fails the build, as does one that lies in
 * no single document. Returns the snapshot and what was left out, with each problem.
 */
export function mendSnapshot(raw: unknown, live: Snapshot | undefined, source: string): { snapshot: Snapshot; leftOut: LeftOut[] } {
  const leftOut = new Map<string, LeftOut>();
  let current = raw as RawSnapshot;
  for (let round = 0; round < MENDING_ROUNDS; round++) {
    const result = snapshotSchema.safeParse(current);
    if (result.success) return { snapshot: result.data, leftOut: [...leftOut.values()] };
    const { documents, unplaced } = problemsByDocument(current, result.error.issues);
    if (unplaced.length > 0) throw invalidContent(current, result.error.issues, source);
    for (const found of documents) {
      const earlier = leftOut.get(found.document);
      // A live copy that fails in turn is left out too.
      const copy = earlier || !live ? undefined : copyIn(live, found);
      if (copy === undefined && (found.collection === 'pages' || found.collection === 'company')) throw invalidContent(current, result.error.issues, source);
      leftOut.set(found.document, earlier ? { ...earlier, kept: false } : { ...found, kept: copy !== undefined });
      current = withCopy(current, found, copy);
    }
    if (live) current = withLiveMedia(current, live);
  }
  return { snapshot: validateSnapshot(current, source), leftOut: [...leftOut.values()] };
}

export function readSnapshotFile(file: string): Snapshot {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SnapshotError(`${file}: not a readable content snapshot: ${(error as Error).message}`);
  }
  return validateSnapshot(raw, file);
}
