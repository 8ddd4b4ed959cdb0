/**
 * The coding dictionaries in the site's database: imports of releases (one language at a time, each
 * import of a release and language replacing what it imported before, in one transaction) and the
 * lookup the case page asks as the officer types.
 */
import { and, asc, eq, like, or, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { foldTerm, rankTerms, type Dictionary, type DictionaryTerm, type ParsedRelease } from './dictionaries';
import { dictionaryReleases, dictionaryTerms } from './table';

export const DEFAULT_LANGUAGE = 'en';
export const LANGUAGE = /^[a-z]{2}$/;
/** Rows per insert: well below PostgreSQL's 65,535 parameters with 11 columns. */
const BATCH = 2000;

export interface Release {
  dictionary: Dictionary;
  version: string;
  languages: string[];
}

export interface ImportOutcome {
  version: string;
  language: string;
  terms: number;
  /** Whether this release already had names in this language, now replaced by the same or corrected ones. */
  replaced: boolean;
}

export async function importRelease(db: Db, dictionary: Dictionary, language: string, release: ParsedRelease): Promise<ImportOutcome> {
  if (!LANGUAGE.test(language)) throw new TypeError(`"${language}" is not a two-letter language code`);
  return db.transaction(async (tx) => {
    const key = and(eq(dictionaryReleases.dictionary, dictionary), eq(dictionaryReleases.version, release.version));
    const [existing] = await tx.select().from(dictionaryReleases).where(key).for('update');
    if (!existing) await tx.insert(dictionaryReleases).values({ dictionary, version: release.version, languages: [language] });
    else if (!existing.languages.includes(language))
      await tx
        .update(dictionaryReleases)
        .set({ languages: [...existing.languages, language] })
        .where(key);
    await tx
      .delete(dictionaryTerms)
      .where(and(eq(dictionaryTerms.dictionary, dictionary), eq(dictionaryTerms.version, release.version), eq(dictionaryTerms.language, language)));
    const rows = release.terms.map((term) => ({ ...term, dictionary, version: release.version, language, search: foldTerm(term.lltName) }));
    for (let at = 0; at < rows.length; at += BATCH) await tx.insert(dictionaryTerms).values(rows.slice(at, at + BATCH));
    return { version: release.version, language, terms: rows.length, replaced: Boolean(existing?.languages.includes(language)) };
  });
}

/** 27.1 after 9.0 after 8.1: versions compare by their numbers. */
function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let at = 0; at < Math.max(x.length, y.length); at++) {
    const difference = (x[at] ?? 0) - (y[at] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

export async function releasesOf(db: Db, dictionary: Dictionary): Promise<Release[]> {
  const rows = await db.select().from(dictionaryReleases).where(eq(dictionaryReleases.dictionary, dictionary));
  return rows.map(({ dictionary, version, languages }) => ({ dictionary, version, languages })).sort((a, b) => compareVersions(a.version, b.version));
}

/** The release new coding uses: the newest imported. */
export async function currentRelease(db: Db, dictionary: Dictionary): Promise<Release | undefined> {
  return (await releasesOf(db, dictionary)).at(-1);
}

/** The officer's language where the release has names in it, else English (else its first language). */
export const namesLanguage = (release: Release, language: string | undefined) =>
  language && release.languages.includes(language) ? language : release.languages.includes(DEFAULT_LANGUAGE) ? DEFAULT_LANGUAGE : release.languages[0]!;

/** How many candidates the database hands the ranking: more than any officer reads, few enough to rank at once. */
const CANDIDATES = 300;

/** The current LLTs of a release whose name (folded) or code holds the query, best first. */
export async function lookUpTerms(db: Db, release: Release, language: string, query: string, limit = 20): Promise<DictionaryTerm[]> {
  const folded = foldTerm(query).slice(0, 100);
  if (!folded) return [];
  const rows = await db
    .select()
    .from(dictionaryTerms)
    .where(
      and(
        eq(dictionaryTerms.dictionary, release.dictionary),
        eq(dictionaryTerms.version, release.version),
        eq(dictionaryTerms.language, language),
        eq(dictionaryTerms.current, true),
        // Folded text holds letters, digits and spaces only: nothing LIKE would read as a wildcard.
        /^\d+$/.test(folded)
          ? like(dictionaryTerms.lltCode, `${folded}%`)
          : or(like(dictionaryTerms.search, `${folded}%`), like(dictionaryTerms.search, `%${folded}%`)),
      ),
    )
    .orderBy(sql`${dictionaryTerms.search} like ${`${folded}%`} desc`, sql`length(${dictionaryTerms.lltName})`, asc(dictionaryTerms.lltCode))
    .limit(CANDIDATES);
  return rankTerms(query, rows, limit).map(({ lltCode, lltName, ptCode, ptName, socCode, socName, current }) => ({
    lltCode,
    lltName,
    ptCode,
    ptName,
    socCode,
    socName,
    current,
  }));
}

/** One LLT of a release, with its names in `language`. */
export async function findTerm(db: Db, dictionary: Dictionary, version: string, language: string, lltCode: string): Promise<DictionaryTerm | undefined> {
  const [row] = await db
    .select()
    .from(dictionaryTerms)
    .where(
      and(
        eq(dictionaryTerms.dictionary, dictionary),
        eq(dictionaryTerms.version, version),
        eq(dictionaryTerms.language, language),
        eq(dictionaryTerms.lltCode, lltCode),
      ),
    );
  return row;
}
