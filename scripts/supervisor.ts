/**
 * What `npm start` runs once the dependencies are installed:
 *  1. the database: without DATABASE_URL the embedded PostgreSQL under
 *     DATA_DIR, whose address every child gets as DATABASE_URL;
 *  2. the CMS: migrated, seeded on first start, built when its sources
 *     changed, and served on CMS_HOST:CMS_PORT — unless this installation's CMS
 *     already answers there (another market's `npm start` with the same database),
 *     which is joined; a CMS of another installation there stops the start, naming CMS_PORT;
 *  3. the market's site, built from the CMS's published content when no build
 *     of the current sources exists, and its public server.
 * The CMS's server and the public server run compiled (dist/server, compiled here when their sources
 * changed), with plain node; the steps before them (the CMS's prepare, the builds) run through tsx.
 * With --dev (`npm run dev`) nothing is built: the CMS (apps/cms/server.ts --dev) and the site
 * (`next dev`, the market's pages from the repository's content) run on Next's development
 * servers, which rebuild what changes; the site's /api/* is the production server's alone.
 * Ctrl-C or SIGTERM stops the children first and the database last.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { cmsUrlOf, ConfigError, parseEnv } from '@/config/env';
import { openDatabase } from '@/platform/db/database';
import { EmbeddedPostgresError, openEmbeddedPostgres } from '@/platform/db/embedded-postgres';
import { runningCms } from './lib/running-cms';
import { ensureBuild, ensureCmsBuild, ensureServers, root, run, serverProgram } from './lib/setup.mjs';

interface Service {
  name: string;
  args: string[];
}

/** Runs a step with the children's environment (the database address among it). */
function withEnv(env: NodeJS.ProcessEnv, step: () => void): void {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    step();
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
}

/** Next's development server for the public site, on the site's port. */
const siteDevServer = (port: number): Service => ({
  name: 'site (next dev)',
  args: [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', path.join(root, 'apps', 'site'), '--port', String(port)],
});

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  const env = parseEnv();
  // Next's development servers would otherwise send usage reports, as its builds do not (setup.mjs).
  const childEnv: NodeJS.ProcessEnv = { ...process.env, MARKET: env.MARKET, ...(dev ? { NEXT_TELEMETRY_DISABLED: '1' } : {}) };
  if (!env.DATABASE_URL) {
    const started = Date.now();
    const database = await openEmbeddedPostgres(path.resolve(env.DATA_DIR));
    // release() stops the server synchronously, so this also runs when a failed step exits.
    process.on('exit', () => void database.release());
    childEnv.DATABASE_URL = database.url;
    console.log(`Embedded PostgreSQL under ${path.join(env.DATA_DIR, 'postgres')} ready in ${Date.now() - started} ms.`);
  }

  if (!dev) ensureServers();
  const cmsUrl = cmsUrlOf(env);
  const services: Service[] = [];
  const siteDatabase = await openDatabase({ databaseUrl: childEnv.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  const running = await runningCms(cmsUrl, siteDatabase.db);
  await siteDatabase.close();
  if (running === 'foreign') {
    console.error(`✖ A CMS of another installation (another database) answers at ${cmsUrl}. Stop it, or give this one another port: CMS_PORT=3042 npm start`);
    process.exit(1);
  }
  const cmsRunning = running === 'ours';
  if (cmsRunning) {
    console.log(`The CMS of this installation already answers at ${cmsUrl}: this server joins it.`);
  } else {
    withEnv(childEnv, () => {
      run(process.execPath, ['--import', 'tsx', 'apps/cms/cli.ts', 'prepare']);
      if (!dev) ensureCmsBuild();
    });
    services.push({
      name: 'CMS',
      args: dev ? ['--import', 'tsx', 'apps/cms/server.ts', '--dev'] : [serverProgram('cms-server')],
    });
  }
  if (dev) {
    services.push(siteDevServer(env.PORT));
  } else {
    withEnv({ ...childEnv, CONTENT_SOURCE: 'cms' }, () => ensureBuild(env.MARKET));
    services.push({ name: 'public server', args: [serverProgram('main')] });
  }
  const children = services.map((service) => ({
    service,
    child: spawn(process.execPath, service.args, { cwd: root, env: childEnv, stdio: 'inherit' }) as ChildProcess,
  }));

  console.log(`\nSite:  http://127.0.0.1:${env.PORT}\nAdmin: ${cmsUrl}/admin`);
  if (!cmsRunning) console.log('First time? Create the first admin: npm run cms -- create-user --email you@example.com --role admin\n');

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      children.map(({ child }) =>
        child.exitCode !== null || child.signalCode !== null
          ? undefined
          : new Promise((resolve) => {
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
      ),
    );
    process.exit(code);
  };
  for (const { service, child } of children) {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      console.error(`✖ The ${service.name} stopped (${signal ?? `exit ${code}`}); stopping the others.`);
      void stop(code || 1);
    });
  }
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
