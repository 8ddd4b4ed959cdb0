/**
 * The production server: `npm start` (or `npm run serve` for an existing build), which run it compiled
 * (dist/server/main.js, scripts/lib/compile-server.mjs) from the installation's root.
 * It serves the market's exported site from memory and hosts /api/*, whose
 * endpoints and jobs the composition root (./compose.ts) wires from the features.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { botProtectionOf, ConfigError, parseEnv } from '@/config/env';
import { siteAt } from '@/content/source';
import { createApp } from './app';
import { currentBuildDir } from '@/platform/builds.mjs';
import { liveSite, startApi, startBuilder } from './compose';
import { EmbeddedPostgresError } from '@/platform/db/embedded-postgres';
import { createLogger, createRequestLogger, standardOutput } from '@/platform/log';
import { MissingBuildError } from '@/platform/static-site';

async function start(logger: Logger, requestLogger: Logger): Promise<void> {
  const env = parseEnv();
  const root = process.cwd();
  const dir = currentBuildDir(root, env.MARKET);
  if (!dir) throw new MissingBuildError(`No build of market ${env.MARKET} in dist/${env.MARKET}. Run: MARKET=${env.MARKET} npm run build`);
  const live = liveSite(env.MARKET, dir);
  // The served build's company facts, not the repository's seed: what the site shows (and read
  // from its snapshot, far cheaper than making the seed's).
  const api = await startApi(env, siteAt(env.MARKET, live.profile()), logger, live);
  const builder = startBuilder({
    db: api.database.db,
    live,
    root,
    logger: logger.child({ part: 'publishing' }),
    pollMs: env.PUBLISH_POLL_MS,
    settleMs: env.PUBLISH_SETTLE_MS,
    timeoutMs: env.BUILD_TIMEOUT_MS,
    builds: env.BUILDER,
  });
  const security = { https: env.SITE_URL?.startsWith('https:') ?? false, recaptcha: botProtectionOf(env) === 'recaptcha' };
  const server = createServer(createApp({ site: live.site(), live: live.site, api: api.routes, security, logger: requestLogger }));
  server.keepAliveTimeout = 65_000;
  // A whole request (a 14 MB application on a slow line included) within three minutes: a
  // sender who trickles bytes holds an upload slot (http/in-flight.ts) no longer than that.
  server.requestTimeout = 180_000;
  server.listen(env.PORT, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ market: env.MARKET, port, files: live.site().files.size, database: api.database.kind }, 'listening');
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeIdleConnections();
    builder
      .stop()
      .then(() => api.close())
      .finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Started as a program (not imported by a test).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const destination = standardOutput();
  const logger = createLogger(destination);
  start(logger, createRequestLogger(destination)).catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof MissingBuildError || error instanceof EmbeddedPostgresError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
}
