/**
 * For the pharmacovigilance team:
 *   npm run reports -- list [--since YYYY-MM-DD]
 *   npm run reports -- show <reference>
 *   npm run reports -- export --format csv|json [--since YYYY-MM-DD]
 *   npm run reports -- status|forward|close …   (see src/features/cases/cli.ts)
 * Works while the site runs: the embedded database serves several processes.
 */
import path from 'node:path';
import { parseEnv } from '@/config/env';
import { CASE_USAGE, CASE_VERBS, runCaseVerb } from '@/features/cases/cli';
import { findReport, listReports, type ReportRow } from '@/features/report/store';
import { openDatabase } from '@/server/db/database';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

function usage(): never {
  console.error(`usage: npm run reports -- list [--since DATE] | show <reference> | export --format csv|json [--since DATE] | ${CASE_USAGE}`);
  process.exit(2);
}

const csvCell = (value: unknown) => `"${String(value ?? '').replace(/"/g, '""')}"`;

function toCsv(rows: ReportRow[]): string {
  const header = ['reference', 'kind', 'market', 'locale', 'created_at', 'schema_version', 'payload'];
  const lines = rows.map((row) =>
    [row.reference, row.kind, row.market, row.locale, row.createdAt.toISOString(), row.schemaVersion, JSON.stringify(row.payload)].map(csvCell).join(','),
  );
  return [header.join(','), ...lines].join('\n');
}

async function main(args: string[]) {
  const [command] = args;
  if (!command) usage();
  const since = option(args, '--since');
  if (since && Number.isNaN(Date.parse(since))) usage();
  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  try {
    const select = () => listReports(database.db, { since: since ? new Date(since) : undefined });
    if ((CASE_VERBS as readonly string[]).includes(command)) {
      process.exitCode = await runCaseVerb(database.db, args);
    } else if (command === 'list') {
      for (const row of await select()) console.log(`${row.reference}\t${row.kind}\t${row.market}\t${row.createdAt.toISOString()}`);
    } else if (command === 'show') {
      const reference = args[1] ?? usage();
      const row = await findReport(database.db, reference);
      if (!row) {
        console.error(`No report ${reference}.`);
        process.exitCode = 1;
      } else console.log(JSON.stringify(row, null, 2));
    } else if (command === 'export') {
      const format = option(args, '--format');
      if (format !== 'csv' && format !== 'json') usage();
      const rows = await select();
      console.log(format === 'csv' ? toCsv(rows) : JSON.stringify(rows, null, 2));
    } else {
      usage();
    }
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2));
