/**
 * What a build left out (packages/content/snapshot.ts, mendSnapshot), told to the editors in their
 * language: the document by its kind and title, with a link to mend it, and each problem as
 * publishing would have told it, at its field.
 */
import type { Payload, Where } from 'payload';
import { defaultLocale, type Locale, type Market } from '@/config/markets';
import type { DocumentProblems, LeftOut, SnapshotDocument, SnapshotError } from '@/content/snapshot';
import { recordedProblemMessage, type StaffI18n } from '../hooks/validate-with-zod';
import { asDoc, type Doc } from './mapping';
import { staffT } from '../i18n/catalogue';

export interface LeftOutRow {
  /** "Objava „Isporuke za blagdane”", "Stranica „O nama” (hr)". */
  name: string;
  /** The document in the admin, where it is mended. */
  href?: string;
  kept: boolean;
  problems: string[];
}

/** The CMS document a snapshot document is, found by what the snapshot names it with. */
async function storedDocument(payload: Payload, market: Market, document: SnapshotDocument, locale: Locale): Promise<Doc | undefined> {
  const where: Where =
    document.collection === 'news' || document.collection === 'jobs'
      ? { id: { equals: document.key } }
      : document.collection === 'pages'
        ? { and: [{ market: { equals: market } }, { routeKey: { equals: document.key } }] }
        : document.collection === 'documents'
          ? { and: [{ market: { equals: market } }, { key: { equals: document.key } }] }
          : { market: { equals: market } };
  const { docs } = await payload.find({ collection: document.collection, where, locale, draft: true, depth: 0, limit: 1, overrideAccess: true });
  return docs[0] && asDoc(docs[0]);
}

/** Whether a recorded document is this stored one (a page in any of its locales). */
export function isDocument(document: SnapshotDocument, collection: string, doc: Record<string, unknown>): boolean {
  if (document.collection !== collection) return false;
  if (collection === 'company') return true;
  if (collection === 'pages') return document.key === doc.routeKey;
  if (collection === 'documents') return document.key === doc.key;
  return document.key === doc.id;
}

/** The document's problems in the editor's words. */
export const problemsOf = (document: DocumentProblems, i18n: StaffI18n): string[] => document.problems.map((problem) => recordedProblemMessage(problem, i18n));

/** Each left-out document of a market's build, named and linked, its problems in the reader's language. */
export async function leftOutRows(payload: Payload, market: Market, leftOut: readonly LeftOut[] | null | undefined, i18n: StaffI18n): Promise<LeftOutRow[]> {
  const t = staffT(i18n);
  const rows: LeftOutRow[] = [];
  for (const entry of leftOut ?? []) {
    const locale = entry.locale ?? entry.problems.find((problem) => problem.locale)?.locale ?? defaultLocale(market);
    const doc = await storedDocument(payload, market, entry, locale);
    const kind = t(`collections:${entry.collection}Singular`);
    const title = typeof doc?.title === 'string' && doc.title ? doc.title : entry.key === undefined ? undefined : String(entry.key);
    const name = title === undefined ? kind : t('builds:documentNamed', { kind, title });
    rows.push({
      name: entry.locale ? `${name} (${entry.locale})` : name,
      ...(doc ? { href: `${payload.config.routes.admin}/collections/${entry.collection}/${doc.id}?locale=${locale}` } : {}),
      kept: entry.kept,
      problems: problemsOf(entry, i18n),
    });
  }
  return rows;
}

/**
 * A draft preview's problems, in the editor's words: those of the previewed document as they are,
 * another document's after its name. What lies in no one document keeps the build's English.
 */
export async function previewProblems(
  payload: Payload,
  market: Market,
  error: SnapshotError,
  draft: { collection: string; doc: Record<string, unknown> },
  i18n: StaffI18n,
): Promise<string[]> {
  if (error.documents.length === 0)
    return error.message
      .split('\n')
      .slice(1)
      .map((line) => line.trim());
  const lines: string[] = [];
  for (const entry of error.documents) {
    const messages = problemsOf(entry, i18n);
    if (isDocument(entry, draft.collection, draft.doc)) lines.push(...messages);
    else {
      const [row] = await leftOutRows(payload, market, [{ ...entry, kept: false }], i18n);
      lines.push(...messages.map((message) => `${row!.name}: ${message}`));
    }
  }
  return lines;
}
