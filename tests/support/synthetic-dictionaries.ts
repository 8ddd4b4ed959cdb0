/**
 * Small SYNTHETIC coding dictionaries for tests, in the vendors' formats: a MedDRA release as the
 * MSSO's ASCII files and a VeDDRA list as the EMA's spreadsheet saved as CSV. Every code and name is
 * invented here ("Test …", codes 19xxxxxx); the licensed dictionaries are never shipped or read.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

type Names = { en: string; hr: string };
interface Soc {
  code: string;
  name: Names;
  abbrev: string;
}
interface Pt {
  code: string;
  name: Names;
  soc: string;
}
interface Llt {
  code: string;
  name: Names;
  pt: string;
  current: boolean;
}

const SYNTHETIC_MEDDRA = {
  socs: [
    { code: '19000001', name: { en: 'Test skin disorders', hr: 'Testni poremećaji kože' }, abbrev: 'TSkin' },
    { code: '19000002', name: { en: 'Test breathing disorders', hr: 'Testni poremećaji disanja' }, abbrev: 'TBrth' },
  ] satisfies Soc[],
  pts: [
    { code: '19100001', name: { en: 'Test rash', hr: 'Testni osip' }, soc: '19000001' },
    { code: '19100002', name: { en: 'Test lip swelling', hr: 'Testno oticanje usana' }, soc: '19000001' },
    { code: '19100003', name: { en: 'Test breathlessness', hr: 'Testna zaduha' }, soc: '19000002' },
  ] satisfies Pt[],
  llts: [
    { code: '19100001', name: { en: 'Test rash', hr: 'Testni osip' }, pt: '19100001', current: true },
    { code: '19200001', name: { en: 'Test skin eruption', hr: 'Testni osip po koži' }, pt: '19100001', current: true },
    { code: '19200002', name: { en: 'Test rash of old wording', hr: 'Testni osip starog naziva' }, pt: '19100001', current: false },
    { code: '19100002', name: { en: 'Test lip swelling', hr: 'Testno oticanje usana' }, pt: '19100002', current: true },
    { code: '19200003', name: { en: 'Test swollen lips', hr: 'Testne otečene usne' }, pt: '19100002', current: true },
    { code: '19100003', name: { en: 'Test breathlessness', hr: 'Testna zaduha' }, pt: '19100003', current: true },
  ] satisfies Llt[],
};

export type SyntheticLanguage = keyof Names;

/** The release's ASCII files, names in `language`; with a version, its meddra_release.asc. */
export function meddraFiles(language: SyntheticLanguage, version?: string): Record<string, string> {
  const { socs, pts, llts } = SYNTHETIC_MEDDRA;
  const socOf = (code: string) => socs.find((soc) => soc.code === code)!;
  const lines = (rows: string[][]) => rows.map((fields) => `${fields.join('$')}$`).join('\r\n') + '\r\n';
  const files: Record<string, string> = {
    'soc.asc': lines(socs.map((soc) => [soc.code, soc.name[language], soc.abbrev, '', '', '', '', '', ''])),
    'pt.asc': lines(pts.map((pt) => [pt.code, pt.name[language], '', pt.soc, '', '', '', '', '', '', ''])),
    'llt.asc': lines(llts.map((llt) => [llt.code, llt.name[language], llt.pt, '', '', '', '', '', '', llt.current ? 'Y' : 'N', ''])),
    'hlt.asc': lines([['19500001', language === 'hr' ? 'Testni HLT' : 'Test HLT', '', '', '', '', '', '', '']]),
    'hlgt.asc': lines([['19600001', language === 'hr' ? 'Testni HLGT' : 'Test HLGT', '', '', '', '', '', '']]),
    'mdhier.asc': lines(
      pts.map((pt) => {
        const soc = socOf(pt.soc);
        return [pt.code, '19500001', '19600001', soc.code, pt.name[language], 'Test HLT', 'Test HLGT', soc.name[language], soc.abbrev, '', pt.soc, 'Y'];
      }),
    ),
  };
  if (version) files['meddra_release.asc'] = lines([[version, language === 'hr' ? 'Croatian' : 'English', '', '']]);
  return files;
}

/** `meddraFiles` written into a new folder, with the changes given (file name → content); gives the folder. */
export function writeMeddraRelease(language: SyntheticLanguage, version?: string, changes: Record<string, string> = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), `meddra-${language}-`));
  mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries({ ...meddraFiles(language, version), ...changes })) writeFileSync(path.join(folder, name), content);
  return folder;
}

/** The files as bytes, as the importer reads them. */
export const meddraBytes = (files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text, 'utf8')]));

/** A VeDDRA list as the EMA's spreadsheet saved as CSV (semicolon separated, as a European spreadsheet saves it). */
export function veddraCsv(version = '14'): string {
  const rows = [
    ['Version', 'SOC code', 'SOC name', 'HLT code', 'HLT name', 'PT code', 'PT name', 'LLT code', 'LLT name'],
    [version, '900001', 'Test digestive signs', '910001', 'Test vomiting signs', '920001', 'Test vomiting', '930001', 'Test emesis'],
    [version, '900001', 'Test digestive signs', '910001', 'Test vomiting signs', '920001', 'Test vomiting', '930002', 'Test vomiting; with "blood"'],
    [version, '900002', 'Test skin signs', '910002', 'Test pruritus signs', '920002', 'Test itching', '930003', 'Test scratching'],
  ];
  const cell = (value: string) => (/[;"\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return rows.map((row) => row.map(cell).join(';')).join('\r\n') + '\r\n';
}

export function writeVeddraCsv(version?: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'veddra-')), 'veddra.csv');
  writeFileSync(file, veddraCsv(version));
  return file;
}
