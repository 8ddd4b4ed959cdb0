/**
 * The production server: `npm start` (or `npm run serve` for an existing build).
 * It serves the market's exported site from memory and hosts /api/*.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { ConfigError, parseEnv } from '@/config/env';
import { createApp } from './app';
import { loadStaticSite, MissingBuildError } from './static-site';

function start(): void {
  const env = parseEnv();
  const site = loadStaticSite(path.join(process.cwd(), 'dist', env.MARKET), env.MARKET);
  const server = createServer(createApp({ site }));
  server.keepAliveTimeout = 65_000;
  server.listen(env.PORT, () => {
    console.log(JSON.stringify({ level: 'info', msg: 'listening', market: env.MARKET, port: env.PORT, files: site.files.size }));
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

try {
  start();
} catch (error) {
  if (error instanceof ConfigError || error instanceof MissingBuildError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
