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
import { locales, markets, type Locale, type Market } from '@/config/markets';
import { mediaAssetSchema } from '@/content/media-schema';
import { mediaReferences, referenceProblem } from '@/content/media-references';
import { postSchema } from '@/content/post-schema';
import { companyFactsSchema } from './company-facts';
import { documentFileUrl, documentSchema } from './document-schema';
import { problemIssue } from './problems';
import { jobSchema } from './job-schema';
import { pageSchema } from './page-schema';
import { routeLinkIssues } from './route-links';

export const snapshotSchema = z.strictObject({
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
}).superRefine((snapshot, ctx) => {
  const media = new Map(snapshot.media.map((asset) => [asset.id, asset]));
  for (const reference of mediaReferences(snapshot)) {
    const problem = referenceProblem(reference, media.get(reference.id));
    if (problem) ctx.addIssue({ code: 'custom', path: reference.path, message: problem });
  }
  // Every link must lead to a page of this market's site (publishing checks each document the same way).
  for (const issue of routeLinkIssues(snapshot, [snapshot.market])) ctx.addIssue(issue);
  snapshot.documents.forEach((doc, index) => {
    for (const [locale, text] of Object.entries(doc.translations)) {
      if (!text!.file) continue;
      const url = documentFileUrl(snapshot.market, locale, text!.file);
      if (!existsSync(path.join(process.cwd(), 'public', url))) {
        ctx.addIssue(problemIssue('missingFile', { detail: url }, ['documents', index, 'translations', locale, 'file']));
      }
    }
  });
});

export type Snapshot = z.infer<typeof snapshotSchema>;

export class SnapshotError extends Error {}

/** What an issue of a whole list item (not one of its fields) names. */
const listLabels: Record<string, string> = { news: '(post)', jobs: '(opening)', documents: '(document)' };

/** "pages/home (hr): sections.2.title: …" — the document, the locale and the field. */
export function describeIssue(snapshot: unknown, issue: z.core.$ZodIssue): string {
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

/** Validates a snapshot; every problem is listed, each naming document, locale and field. */
export function validateSnapshot(raw: unknown, source: string): Snapshot {
  const result = snapshotSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${describeIssue(raw, issue)}`);
  throw new SnapshotError(`${source}: invalid content\n${problems.join('\n')}`);
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

/** The snapshot's copy of a page, or undefined when it lacks that page or locale. */
export function snapshotPage(snapshot: Snapshot, key: string, locale: Locale): Snapshot['pages'][string][Locale] {
  return snapshot.pages[key]?.[locale];
}

export function assertMarket(snapshot: Snapshot, market: Market, source: string): void {
  if (snapshot.market !== market) throw new SnapshotError(`${source} is the snapshot of ${snapshot.market}, not ${market}.`);
}
