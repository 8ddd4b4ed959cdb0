/**
 * Runs a suite against both ways the site opens its database: the embedded
 * PostgreSQL cluster in a temporary data directory (as `npm start` without
 * DATABASE_URL), and a freshly created database on a PostgreSQL server that is
 * dropped afterwards, so runs never see each other's rows.
 *
 * PostgreSQL comes from TEST_POSTGRES_URL (default: the local server). When it
 * cannot be reached its suites are skipped, unless REQUIRE_POSTGRES=1, where
 * they fail instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe } from 'node:test';
import postgres from 'postgres';
import { openDatabase, type Database, type Db, type DbKind } from '@/platform/db/database';
import { openEmbeddedPostgres, type EmbeddedPostgres } from '@/platform/db/embedded-postgres';
import { scratchDatabase, TEST_POSTGRES_URL, type ScratchDatabase } from '../support/postgres';
import { seededDatabase } from '../support/seeded-database';

const requirePostgres = process.env.REQUIRE_POSTGRES === '1';

function adminClient() {
  return postgres(TEST_POSTGRES_URL, { max: 1, connect_timeout: 5, onnotice: () => {} });
}

/** Why PostgreSQL cannot be used, or undefined when it can. */
async function postgresProblem(): Promise<string | undefined> {
  const client = adminClient();
  try {
    await client`select 1`;
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end({ timeout: 1 }).catch(() => {});
  }
}

const unreachable = await postgresProblem();

/** One database under test; its fields are ready once the suite's `before` hooks ran. */
export class TestDatabase {
  dataDir = '';
  databaseUrl: string | undefined;
  #scratch: ScratchDatabase | undefined;
  #main: Database | undefined;
  #embedded: EmbeddedPostgres | undefined;
  readonly #opened: Database[] = [];

  /** `seeded`: the CMS's schema and every market's seed are in it from the start (PostgreSQL only). */
  constructor(
    readonly kind: DbKind,
    private readonly seeded = false,
  ) {}

  /** The handle opened for the suite. */
  get db(): Db {
    if (!this.#main) throw new Error('the test database is not open yet');
    return this.#main.db;
  }

  /** Another handle, as a second server would have one. */
  async open(): Promise<Database> {
    const database = await openDatabase({ databaseUrl: this.databaseUrl, dataDir: this.dataDir });
    this.#opened.push(database);
    return database;
  }

  /** Closes every handle, e.g. to let another process open the database. */
  async close(): Promise<void> {
    await this.#closeAll();
  }

  /** Closes the suite's handle and opens it again, as a restarted server would. */
  async reopen(): Promise<void> {
    await this.#closeAll();
    this.#main = await this.open();
  }

  /** The URL another process connects with. */
  get url(): string {
    const url = this.databaseUrl ?? this.#embedded?.url;
    if (!url) throw new Error('the test database is not open yet');
    return url;
  }

  async setUp(): Promise<void> {
    this.dataDir = mkdtempSync(path.join(tmpdir(), `db-${this.kind}-`));
    if (this.kind === 'postgres') {
      if (unreachable) {
        throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL at ${TEST_POSTGRES_URL} is unreachable: ${unreachable}`);
      }
      this.#scratch = await (this.seeded ? seededDatabase('t') : scratchDatabase('t'));
      this.databaseUrl = this.#scratch.url;
    }
    // Held for the whole suite, so reopening handles (a restarted server) keeps the cluster running.
    else this.#embedded = await openEmbeddedPostgres(this.dataDir);
    this.#main = await this.open();
  }

  async tearDown(): Promise<void> {
    await this.#closeAll();
    await this.#scratch?.drop();
    await this.#embedded?.release();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }

  async #closeAll(): Promise<void> {
    const handles = this.#opened.splice(0);
    this.#main = undefined;
    await Promise.all(handles.map((handle) => handle.close()));
  }
}

export interface EachDatabaseOptions {
  kinds?: DbKind[];
  /** Each database starts with the CMS's schema and every market's seed (tests/support/seeded-database.ts). */
  seeded?: boolean;
}

/** Declares `body` once per back end, as `<title> [embedded]` and `<title> [postgres]`. */
export function describeEachDatabase(
  title: string,
  body: (database: TestDatabase) => void,
  { kinds = ['embedded', 'postgres'], seeded = false }: EachDatabaseOptions = {},
): void {
  for (const kind of kinds) {
    const skip =
      kind === 'postgres' && unreachable && !requirePostgres
        ? `PostgreSQL at ${TEST_POSTGRES_URL} is unreachable (${unreachable}); set REQUIRE_POSTGRES=1 to fail instead`
        : false;
    if (skip) console.warn(`skipping "${title} [postgres]": ${skip}`);
    describe(`${title} [${kind}]`, { skip }, () => {
      if (seeded && kind !== 'postgres') throw new Error('a seeded database is a PostgreSQL one');
      const database = new TestDatabase(kind, seeded);
      before(() => database.setUp());
      body(database);
      // After the suite's own clean-up, which may still use the database.
      after(() => database.tearDown());
    });
  }
}
