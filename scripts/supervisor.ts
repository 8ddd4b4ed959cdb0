/**
 * What `npm start` runs once the dependencies are installed: the database,
 * the market's build and the processes that serve it.
 *
 * Without DATABASE_URL it starts the embedded PostgreSQL under DATA_DIR and
 * hands its address to every child as DATABASE_URL, so they all share one
 * server; the operator CLIs find the same cluster through DATA_DIR. Ctrl-C or
 * SIGTERM stops the children first and the database last.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ConfigError, parseEnv } from '@/config/env';
import { EmbeddedPostgresError, openEmbeddedPostgres } from '@/server/db/embedded-postgres';
import { ensureBuild, root } from './lib/setup.mjs';

interface Service {
  name: string;
  args: string[];
}

function startService(service: Service, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, service.args, { cwd: root, env, stdio: 'inherit' });
}

async function main(): Promise<void> {
  const env = parseEnv();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, MARKET: env.MARKET };
  if (!env.DATABASE_URL) {
    const started = Date.now();
    const database = await openEmbeddedPostgres(path.resolve(env.DATA_DIR));
    // release() stops the server synchronously, so this also runs when a failed build exits.
    process.on('exit', () => void database.release());
    childEnv.DATABASE_URL = database.url;
    console.log(`Embedded PostgreSQL under ${path.join(env.DATA_DIR, 'postgres')} ready in ${Date.now() - started} ms.`);
  }

  const services: Service[] = [{ name: 'public server', args: ['--import', 'tsx', 'src/server/main.ts'] }];
  ensureBuildWith(env.MARKET, childEnv);
  const children = services.map((service) => ({ service, child: startService(service, childEnv) }));

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(
      children.map(({ child }) =>
        child.exitCode !== null || child.signalCode !== null ? undefined : new Promise((resolve) => {
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

/** The build runs with the children's environment, so it reads the same database. */
function ensureBuildWith(market: string, env: NodeJS.ProcessEnv): void {
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = env.DATABASE_URL;
  try {
    ensureBuild(market);
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
