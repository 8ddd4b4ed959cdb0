/**
 * Reads a MedDRA release from the MSSO's ASCII distribution files: `$`-separated fields, one record a
 * line, as the MSSO's "MedDRA ASCII file formats" describes them. What we read:
 *   llt.asc     llt_code$llt_name$pt_code$llt_whoart_code$llt_harts_code$llt_costart_sym$llt_icd9_code$llt_icd9cm_code$llt_icd10_code$llt_currency$llt_jart_code$
 *   pt.asc      pt_code$pt_name$null_field$pt_soc_code$…
 *   soc.asc     soc_code$soc_name$soc_abbrev$…
 *   mdhier.asc  pt_code$hlt_code$hlgt_code$soc_code$pt_name$hlt_name$hlgt_name$soc_name$soc_abbrev$null_field$pt_soc_code$primary_soc_fg$
 *   meddra_release.asc (optional)  version$language$…
 * Each LLT goes with its PT and the PT's primary SOC (mdhier's primary_soc_fg = Y, else pt.asc's pt_soc_code).
 * A translated release is the same files with names in its language. A line that does not fit is
 * refused with its file and line number, and then nothing of the release is stored.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DictionaryFileError, linesOf, TERM_NAME_MAX, type DictionaryTerm, type ParsedRelease } from './dictionaries';

const MEDDRA_FILES = ['llt.asc', 'pt.asc', 'soc.asc', 'mdhier.asc'] as const;
const MEDDRA_RELEASE_FILE = 'meddra_release.asc';
/** MedDRA codes are eight digits from 10000001. */
const CODE = /^1\d{7}$/;
/** A release: 27.0, 27.1. */
const MEDDRA_VERSION = /^\d{1,2}\.[01]$/;

type Files = Partial<Record<(typeof MEDDRA_FILES)[number] | typeof MEDDRA_RELEASE_FILE, Uint8Array>>;

/** The records of one file, each checked for its field count, its codes and its names. */
function records(files: Files, file: keyof Files, fields: { count: number; codes: number[]; names: number[] }): Array<{ line: number; fields: string[] }> {
  const bytes = files[file];
  if (!bytes) throw new DictionaryFileError(file, undefined, 'the file is missing from the release');
  return linesOf(bytes).map((text, index) => {
    const line = index + 1;
    const values = text.split('$');
    if (values.length < fields.count) throw new DictionaryFileError(file, line, `expected at least ${fields.count} $-separated fields, found ${values.length}`);
    for (const at of fields.codes) {
      if (!CODE.test(values[at]!)) throw new DictionaryFileError(file, line, `"${values[at]}" is not a MedDRA code (8 digits)`);
    }
    for (const at of fields.names) {
      const name = values[at]!.trim();
      if (!name || name.length > TERM_NAME_MAX)
        throw new DictionaryFileError(file, line, `field ${at + 1} is not a term name (1 to ${TERM_NAME_MAX} characters)`);
    }
    return { line, fields: values.map((value) => value.trim()) };
  });
}

/** The release's version: its meddra_release.asc, else the one the operator gave; both must agree. */
function versionOf(files: Files, given: string | undefined): string {
  const releaseFile = files[MEDDRA_RELEASE_FILE];
  const stated = releaseFile ? linesOf(releaseFile)[0]?.split('$')[0]?.trim() : undefined;
  if (releaseFile && !MEDDRA_VERSION.test(stated ?? ''))
    throw new DictionaryFileError(MEDDRA_RELEASE_FILE, 1, `"${stated ?? ''}" is not a MedDRA version such as 27.1`);
  if (stated && given && stated !== given) throw new DictionaryFileError(MEDDRA_RELEASE_FILE, 1, `the release says version ${stated}, not ${given}`);
  const version = stated ?? given;
  if (!version) throw new DictionaryFileError(MEDDRA_RELEASE_FILE, undefined, 'the release has no version file: give --version');
  if (!MEDDRA_VERSION.test(version)) throw new DictionaryFileError(MEDDRA_RELEASE_FILE, undefined, `"${version}" is not a MedDRA version such as 27.1`);
  return version;
}

export function parseMeddra(files: Files, options: { version?: string } = {}): ParsedRelease {
  const version = versionOf(files, options.version);
  const socs = new Map(records(files, 'soc.asc', { count: 2, codes: [0], names: [1] }).map(({ fields }) => [fields[0]!, fields[1]!]));
  const primarySoc = new Map<string, string>();
  for (const { line, fields } of records(files, 'mdhier.asc', { count: 12, codes: [0, 1, 2, 3], names: [] })) {
    if (fields[11] !== 'Y' && fields[11] !== 'N') throw new DictionaryFileError('mdhier.asc', line, `primary_soc_fg is "${fields[11]}", not Y or N`);
    if (fields[11] === 'Y') primarySoc.set(fields[0]!, fields[3]!);
  }
  const pts = new Map<string, { name: string; socCode: string }>();
  for (const { line, fields } of records(files, 'pt.asc', { count: 4, codes: [0], names: [1] })) {
    const socCode = primarySoc.get(fields[0]!) ?? fields[3]!;
    if (!socs.has(socCode)) throw new DictionaryFileError('pt.asc', line, `its SOC ${socCode || '(none)'} is not in soc.asc`);
    pts.set(fields[0]!, { name: fields[1]!, socCode });
  }
  const terms = records(files, 'llt.asc', { count: 10, codes: [0, 2], names: [1] }).map(({ line, fields }): DictionaryTerm => {
    const pt = pts.get(fields[2]!);
    if (!pt) throw new DictionaryFileError('llt.asc', line, `its PT ${fields[2]} is not in pt.asc`);
    if (fields[9] !== 'Y' && fields[9] !== 'N') throw new DictionaryFileError('llt.asc', line, `llt_currency is "${fields[9]}", not Y or N`);
    return {
      lltCode: fields[0]!,
      lltName: fields[1]!,
      ptCode: fields[2]!,
      ptName: pt.name,
      socCode: pt.socCode,
      socName: socs.get(pt.socCode)!,
      current: fields[9] === 'Y',
    };
  });
  return { version, terms };
}

/** The release's files from its folder (the MSSO's MedAscii folder). */
export function readMeddraFolder(folder: string): Files {
  const files: Files = {};
  for (const name of [...MEDDRA_FILES, MEDDRA_RELEASE_FILE] as const) {
    const file = path.join(folder, name);
    if (existsSync(file)) files[name] = readFileSync(file);
  }
  return files;
}
