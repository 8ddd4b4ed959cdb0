/**
 * The dictionary verbs of `npm run reports`:
 *   meddra import <folder> [--language hr] [--version 27.1]   the MSSO's ASCII files (llt.asc, pt.asc, soc.asc, mdhier.asc …)
 *   veddra import <file.csv> [--language hr] [--version 14]   the EMA's VeDDRA list as CSV
 * English names unless --language names the release's translation; the version from the release
 * itself, else --version. Importing a release and language again replaces what that import stored.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '@/platform/db/database';
import { DictionaryFileError, type Dictionary, type ParsedRelease } from './dictionaries';
import { parseMeddra, readMeddraFolder } from './meddra';
import { DEFAULT_LANGUAGE, importRelease, LANGUAGE } from './store';
import { parseVeddra } from './veddra';

export const DICTIONARY_VERBS = ['meddra', 'veddra'] as const;
export const DICTIONARY_USAGE = 'meddra import <folder> [--language xx] [--version N.N] | veddra import <file.csv> [--language xx] [--version N]';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function parse(dictionary: Dictionary, source: string, version: string | undefined): ParsedRelease {
  if (dictionary === 'meddra') {
    if (!statSync(source).isDirectory()) throw new DictionaryFileError(source, undefined, 'give the folder that holds llt.asc, pt.asc, soc.asc and mdhier.asc');
    return parseMeddra(readMeddraFolder(source), { version });
  }
  return parseVeddra(readFileSync(source), { version, file: path.basename(source) });
}

/** Runs one verb; resolves to the process exit code after printing the outcome. */
export async function runDictionaryVerb(db: Db, args: string[]): Promise<number> {
  const [verb, action, source] = args;
  const language = option(args, '--language') ?? DEFAULT_LANGUAGE;
  if (action !== 'import' || !source || !LANGUAGE.test(language)) {
    console.error(`usage: npm run reports -- ${DICTIONARY_USAGE}`);
    return 2;
  }
  if (!existsSync(source)) {
    console.error(`No file or folder ${source}.`);
    return 2;
  }
  const dictionary = verb as Dictionary;
  try {
    const outcome = await importRelease(db, dictionary, language, parse(dictionary, source, option(args, '--version')));
    const name = dictionary === 'meddra' ? 'MedDRA' : 'VeDDRA';
    console.log(
      `${name} ${outcome.version} (${outcome.language}): ${outcome.terms} terms ${outcome.replaced ? 'imported again, replacing the earlier import' : 'imported'}.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof DictionaryFileError)) throw error;
    console.error(`Nothing imported. ${error.message}`);
    return 2;
  }
}
