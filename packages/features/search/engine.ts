import MiniSearch, { type Options } from 'minisearch';
import { fold, WORD } from './text';

/**
 * The site search, shared by the build (which makes one index per market and
 * locale) and the browser (which loads it on first use). MiniSearch does the
 * indexing and ranking; this module only sets how words are compared and
 * ranked (the snippet is in text.ts).
 */

export type SearchSection = 'department' | 'service' | 'brand' | 'news' | 'company' | 'legal';

export interface SearchDocument {
  /** The page's path, which is also its id in the index. */
  id: string;
  title: string;
  section: SearchSection;
  text: string;
}

export interface SearchHit {
  path: string;
  title: string;
  section: SearchSection;
  text: string;
  /** The words of the document that matched, folded (see fold), for highlighting. */
  terms: string[];
}

function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

const TITLE_BOOST = 4;

const options: Options<SearchDocument> = {
  fields: ['title', 'text'],
  storeFields: ['title', 'section', 'text'],
  tokenize,
  processTerm: (term) => fold(term),
  searchOptions: {
    boost: { title: TITLE_BOOST },
    // Prefixes carry the inflections of Croatian, Bosnian and Slovenian: "lijek" finds "lijekovi".
    prefix: true,
    // Forgive one typo in longer words, never in short ones where it would match noise.
    fuzzy: (term) => (term.length >= 6 ? 1 : false),
    combineWith: 'AND',
  },
};

export function buildIndex(documents: SearchDocument[]): MiniSearch<SearchDocument> {
  const index = new MiniSearch(options);
  index.addAll(documents);
  return index;
}

export function loadIndex(json: string): MiniSearch<SearchDocument> {
  return MiniSearch.loadJSON(json, options);
}

/** The best matches first: every word of the query must match (a prefix, a folded form or one typo away). */
export function search(index: MiniSearch<SearchDocument>, query: string, limit?: number): SearchHit[] {
  const results = index.search(query.trim());
  return results.slice(0, limit).map((result) => ({
    path: String(result.id),
    title: String(result.title),
    section: result.section as SearchSection,
    text: String(result.text),
    terms: result.terms,
  }));
}
