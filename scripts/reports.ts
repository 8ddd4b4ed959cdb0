/**
 * For the pharmacovigilance team:
 *   npm run reports -- list [--since YYYY-MM-DD]
 *   npm run reports -- show <reference>
 *   npm run reports -- export --format e2b|csv|json [--since YYYY-MM-DD] [--until YYYY-MM-DD] [--ref REFERENCE] [--out DIR]
 *   npm run reports -- status|forward|close …   (see packages/features/pv/cases/cli.ts)
 *   npm run reports -- meddra|veddra import …    (see packages/features/pv/coding/cli.ts)
 * `show` and the exports read reports of every schema version in the current shape.
 * `--format csv` writes reports.csv, medicines.csv and reactions.csv (human reports) and vich-reports.csv
 * and vich-products.csv (veterinary reports, VICH GL42 element names) into --out, or prints them one after
 * the other, each after a line `# <file name>`.
 * `--format json` writes human reports as values and codes, veterinary ones as VICH GL42 elements
 * (with the officer's coding and ABON causality of the case).
 * `--format e2b` writes one ICH E2B(R3) batch of the human reports selected, each follow-up linked to its case.
 * Works while the site runs: the embedded database serves several processes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from '@/config/env';
import { CASE_USAGE, CASE_VERBS, runCaseVerb } from '@/features/pv/cases/cli';
import { e2bOfCases } from '@/features/pv/cases/e2b';
import { DICTIONARY_USAGE, DICTIONARY_VERBS, runDictionaryVerb } from '@/features/pv/coding/cli';
import { reportsToCsv } from '@/features/pv/exports/csv';
import { exportCaseOf } from '@/features/pv/exports/export-case';
import { vichCsv } from '@/features/pv/exports/vich/csv';
import { vichReport, type VichAssessment } from '@/features/pv/exports/vich/report';
import { vichAssessmentsOf } from '@/features/pv/cases/vich';
import type { ReportKind } from '@/features/pv/intake/fields';
import { readReport } from '@/features/pv/intake/record';
import { findReport, listReports, type ReportRow } from '@/features/pv/intake/store';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/config/markets';
import { openDatabase } from '@/platform/db/database';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function usage(): never {
  console.error(
    `usage: npm run reports -- list [--since DATE] [--until DATE] | show <reference> | export --format e2b|csv|json [--since DATE] [--until DATE] [--ref REFERENCE] | ${CASE_USAGE} | ${DICTIONARY_USAGE}`,
  );
  process.exit(2);
}

/** A stored row with its payload in the current schema. */
function current(row: ReportRow) {
  return { ...row, ...readReport(row.kind as ReportKind, row.schemaVersion, row.payload) };
}

const ofKind = (rows: ReportRow[], kind: ReportKind) => rows.filter((row) => row.kind === kind);

/** A veterinary report as the VICH exports take it: with the officer's coding and ABON causality of its case. */
const vichCaseOf = (row: ReportRow, assessments: Map<string, VichAssessment>) => ({ ...exportCaseOf(row), assessment: assessments.get(row.id) });

/** Human reports in the current shape; veterinary ones as VICH GL42 elements. */
function toJson(rows: ReportRow[], assessments: Map<string, VichAssessment>) {
  return rows.map((row) => {
    if (row.kind !== 'veterinary') return current(row);
    const { id, reference, kind, market, locale, createdAt, schemaVersion } = row;
    return { id, reference, kind, market, locale, createdAt, schemaVersion, vich: vichReport(vichCaseOf(row, assessments)) };
  });
}

/**
 * The CSV files: written into --out, or printed one after the other, each
 * after a line `# <file name>`.
 */
function writeCsv(rows: ReportRow[], assessments: Map<string, VichAssessment>, out: string | undefined) {
  const files = {
    ...reportsToCsv(ofKind(rows, 'human').map((row) => ({ ...current(row), kind: 'human' as const, t: messagesFor(row.locale as Locale).report }))),
    ...vichCsv(ofKind(rows, 'veterinary').map((row) => vichCaseOf(row, assessments))),
  };
  for (const [name, content] of Object.entries(files)) {
    if (out) {
      mkdirSync(out, { recursive: true });
      writeFileSync(path.join(out, name), content);
    } else console.log(`# ${name}\n${content.replace(/^\uFEFF/, '')}`); // the byte order mark is for a spreadsheet, not a terminal
  }
}

/** The end of the day a date names, so --until includes it. */
const endOf = (date: string) => new Date(Date.parse(date) + (/^\d{4}-\d{2}-\d{2}$/.test(date) ? 86_400_000 - 1 : 0));

async function main(args: string[]) {
  const [command] = args;
  if (!command) usage();
  const since = option(args, '--since');
  const until = option(args, '--until');
  const ref = option(args, '--ref');
  if ([since, until].some((date) => date !== undefined && Number.isNaN(Date.parse(date)))) usage();
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  try {
    const select = async () =>
      (await listReports(database.db, { since: since ? new Date(since) : undefined })).filter(
        (row) => (!until || row.createdAt <= endOf(until)) && (!ref || row.reference === ref),
      );
    if ((CASE_VERBS as readonly string[]).includes(command)) {
      process.exitCode = await runCaseVerb(database.db, args);
    } else if ((DICTIONARY_VERBS as readonly string[]).includes(command)) {
      process.exitCode = await runDictionaryVerb(database.db, args);
    } else if (command === 'list') {
      for (const row of await select()) console.log(`${row.reference}\t${row.kind}\t${row.market}\t${row.createdAt.toISOString()}`);
    } else if (command === 'show') {
      const reference = args[1] ?? usage();
      const row = await findReport(database.db, reference);
      if (!row) {
        console.error(`No report ${reference}.`);
        process.exitCode = 1;
      } else console.log(JSON.stringify(current(row), null, 2));
    } else if (command === 'export') {
      const format = option(args, '--format');
      if (format !== 'csv' && format !== 'json' && format !== 'e2b') usage();
      const rows = await select();
      const assessments = () =>
        vichAssessmentsOf(
          database.db,
          ofKind(rows, 'veterinary').map((row) => row.id),
        );
      if (format === 'e2b')
        console.log(
          await e2bOfCases(
            database.db,
            rows.map((row) => row.reference),
            env.MARKET,
          ),
        );
      else if (format === 'csv') writeCsv(rows, await assessments(), option(args, '--out'));
      else console.log(JSON.stringify(toJson(rows, await assessments()), null, 2));
    } else {
      usage();
    }
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
