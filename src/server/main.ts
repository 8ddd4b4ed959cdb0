/**
 * The production server: `npm start` (or `npm run serve` for an existing build).
 * It serves the market's exported site from memory and hosts /api/*.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { botProtectionOf, ConfigError, parseEnv } from '@/config/env';
import { currentSite } from '@/config/site';
import { createApp } from './app';
import { DatabaseInUseError } from './db/database';
import { createLogger } from './log';
import { startServices } from './services';
import { loadStaticSite, MissingBuildError } from './static-site';

const logger = createLogger();

async function start(): Promise<void> {
  const env = parseEnv();
  const site = loadStaticSite(path.join(process.cwd(), 'dist', env.MARKET), env.MARKET);
  const services = await startServices(env, currentSite(), logger);
  const security = { https: env.SITE_URL?.startsWith('https:') ?? false, recaptcha: botProtectionOf(env) === 'recaptcha' };
  const server = createServer(createApp({ site, api: services.api, security, logger }));
  server.keepAliveTimeout = 65_000;
  server.listen(env.PORT, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ market: env.MARKET, port, files: site.files.size, database: services.database.kind }, 'listening');
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeIdleConnections();
    services.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof MissingBuildError || error instanceof DatabaseInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
