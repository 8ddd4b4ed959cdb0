/**
 * Payload's types for the CMS's collections (cms/src/payload-types.ts), from the config:
 *   npm run cms:types                  write the file
 *   npm run cms:types -- --check [file]   fail when the file is not what the config makes (run by npm run lint)
 * The config is only read, never opened: no database is needed, so stand-ins fill what the environment
 * leaves out (the database address and the secret shape nothing in the types).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const COMMITTED_FILE = path.resolve(import.meta.dirname, '../payload-types.ts');

process.env.DATABASE_URL ??= 'postgres://types@127.0.0.1:5432/types';
// Without a secret the config would make one and keep it in DATA_DIR.
process.env.PAYLOAD_SECRET ??= 'x'.repeat(32);

async function writeTypes(outputFile: string): Promise<void> {
  const [{ generateTypes }, { default: config }] = await Promise.all([import('payload/node'), import('../payload.config')]);
  const resolved = await config;
  await generateTypes({ ...resolved, typescript: { ...resolved.typescript, outputFile } }, { log: false });
}

async function typesFromConfig(): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'payload-types-'));
  try {
    const file = path.join(folder, 'payload-types.ts');
    await writeTypes(file);
    return readFileSync(file, 'utf8');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function textOf(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

async function check(file: string): Promise<number> {
  if (textOf(file) === (await typesFromConfig())) return 0;
  console.error(`${path.relative(process.cwd(), file)} is not what the Payload config makes: run \`npm run cms:types\` and commit it.`);
  return 1;
}

const { values, positionals } = parseArgs({ options: { check: { type: 'boolean' } }, allowPositionals: true });
// PAYLOAD_TS_OUTPUT_PATH would take the place of the file we name.
delete process.env.PAYLOAD_TS_OUTPUT_PATH;
const code = values.check ? await check(path.resolve(positionals[0] ?? COMMITTED_FILE)) : (await writeTypes(COMMITTED_FILE), 0);
// Payload's modules keep timers alive after the work is done.
process.exit(code);
