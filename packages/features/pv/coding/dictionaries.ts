/**
 * The coding dictionaries of pharmacovigilance: MedDRA for human cases, VeDDRA for veterinary ones.
 * What an import reads (see meddra.ts, veddra.ts) becomes these terms; the lookup folds and ranks them.
 */
export const DICTIONARIES = ['meddra', 'veddra'] as const;
export type Dictionary = (typeof DICTIONARIES)[number];

export const dictionaryOf = (kind: string): Dictionary => (kind === 'veterinary' ? 'veddra' : 'meddra');

/** E.i.3.2a–f, in E2B's order. */
export const SERIOUSNESS_CRITERIA = ['death', 'lifeThreatening', 'hospitalisation', 'disabling', 'congenital', 'other'] as const;
export type SeriousnessCriterion = (typeof SERIOUSNESS_CRITERIA)[number];

/** E.i.7: 1 recovered, 2 recovering, 3 not recovered, 4 recovered with sequelae, 5 fatal, 0 unknown. */
export const OUTCOMES = [1, 2, 3, 4, 5, 0] as const;

/** An LLT with its PT and primary SOC, in one language. */
export interface DictionaryTerm {
  lltCode: string;
  lltName: string;
  ptCode: string;
  ptName: string;
  socCode: string;
  socName: string;
  current: boolean;
}

/** What one import file holds: a release's version and its terms in one language. */
export interface ParsedRelease {
  version: string;
  terms: DictionaryTerm[];
}

/** A file that cannot be imported: which file, which line (1-based), and why. Nothing of it is stored. */
export class DictionaryFileError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(line === undefined ? `${file}: ${reason}` : `${file}, line ${line}: ${reason}`);
  }
}

/** Term names are short; a longer "name" is a shifted column. */
export const TERM_NAME_MAX = 250;

/**
 * Text folded for search: lower case, no diacritics (also đ), every run of other characters one space.
 * "Otečene  USNE" and "otecene usne" fold alike, and words stay apart for ranking.
 */
export function foldTerm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * How well a term's name answers a folded query; lower is better: the name itself, the name's start,
 * a word's start, anywhere. Undefined when it does not match.
 */
function matchRank(query: string, name: string): number | undefined {
  const folded = foldTerm(name);
  if (folded === query) return 0;
  if (folded.startsWith(query)) return 1;
  if (` ${folded}`.includes(` ${query}`)) return 2;
  return folded.includes(query) ? 3 : undefined;
}

/**
 * The terms that match a query, best first: by the match above, then the LLT that is its own PT
 * (the preferred wording), then the shorter name, then alphabetically. A query of digits matches codes.
 */
export function rankTerms<T extends DictionaryTerm>(query: string, terms: readonly T[], limit = 20): T[] {
  const folded = foldTerm(query);
  if (!folded) return [];
  const scored = terms.flatMap((term) => {
    const rank = /^\d+$/.test(folded) ? (term.lltCode.startsWith(folded) ? (term.lltCode === folded ? 0 : 1) : undefined) : matchRank(folded, term.lltName);
    return rank === undefined ? [] : [{ term, rank }];
  });
  scored.sort(
    (a, b) =>
      a.rank - b.rank ||
      Number(b.term.lltCode === b.term.ptCode) - Number(a.term.lltCode === a.term.ptCode) ||
      a.term.lltName.length - b.term.lltName.length ||
      a.term.lltName.localeCompare(b.term.lltName),
  );
  return scored.slice(0, limit).map(({ term }) => term);
}

/** A file's lines: UTF-8 (the MSSO's translations), else Windows-1252 (its English and Western European releases). */
export function linesOf(bytes: Uint8Array): string[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  return lines;
}
