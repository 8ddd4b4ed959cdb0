/**
 * A test database that already holds the CMS's schema and every market's seed. Migrating and
 * seeding take some ten seconds of a test's time; copying a database made so takes a fraction of
 * one. The run (Playwright's global set-up, scripts/unit.mjs) names that database in
 * CMS_SEED_TEMPLATE and drops it at its end; the first test that asks makes it. Without the
 * name (one file run by hand) each database is seeded on its own, as before.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { openLocalCms, seedAllMarkets } from './cms';
import { dropAbandonedDatabases, scratchDatabase, TEST_POSTGRES_URL, type ScratchDatabase } from './postgres';

/** Any constant: the lock that lets one process of the run make the template while the others wait. */
const TEMPLATE_LOCK = 7_340_612_014;

/**
 * The start of a test run (Playwright's global set-up, scripts/unit.mjs): drops the databases that
 * killed runs left behind, saying which, and answers the name of this run's template, which its
 * processes share through the environment: the one `npm test` named for both its test phases
 * (CMS_SEED_TEMPLATE), else a fresh one. Without a test server there is nothing to drop; the
 * tests that need one say so themselves.
 */
export async function startTestRun(): Promise<string> {
  const dropped = await dropAbandonedDatabases().catch(() => []);
  if (dropped.length > 0) console.log(`Dropped the databases of ended test runs: ${dropped.join(', ')}`);
  return process.env.CMS_SEED_TEMPLATE || `cms_seed_${process.pid}_${Date.now()}`;
}

/**
 * Migrates and seeds the database in a process of its own: when it exits, so do its connections
 * (Payload keeps a client checked out after it closes), and a database is copied only with none.
 */
async function migrateAndSeed(url: string): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, url], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding ${url} failed:\n${errors}`);
}

/** Makes the template unless another process of the run has; answers once it can be copied. */
async function ensureTemplate(name: string): Promise<void> {
  const admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
  try {
    await admin`select pg_advisory_lock(${TEMPLATE_LOCK})`;
    const [existing] = await admin`select 1 from pg_database where datname = ${name}`;
    if (!existing) {
      await admin.unsafe(`create database "${name}"`);
      const url = new URL(TEST_POSTGRES_URL);
      url.pathname = `/${name}`;
      await migrateAndSeed(url.toString());
    }
    await admin`select pg_advisory_unlock(${TEMPLATE_LOCK})`;
  } finally {
    await admin.end();
  }
}

/** The run's template, made if it is not yet; undefined when the run names none. */
async function runTemplate(): Promise<string | undefined> {
  const template = process.env.CMS_SEED_TEMPLATE;
  if (template) await ensureTemplate(template);
  return template;
}

export async function seededDatabase(prefix: string): Promise<ScratchDatabase> {
  const template = await runTemplate();
  const database = await scratchDatabase(prefix, { template });
  if (!template) await migrateAndSeed(database.url);
  return database;
}

/** Drops the run's template, at its end. */
export async function dropTemplate(name: string): Promise<void> {
  const admin = postgres(TEST_POSTGRES_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

// Run as a program (by migrateAndSeed): migrates and seeds the database at the URL given.
if (process.argv[1] === import.meta.filename) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'seed-'));
  const open = await openLocalCms({ url: process.argv[2]!, dataDir });
  await seedAllMarkets(open.payload);
  await open.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
