import path from 'node:path';
import type { NextConfig } from 'next';

/** The repository: the site's code reaches into packages/ beside it. */
const repository = path.resolve(import.meta.dirname, '../..');

/**
 * Every page is prerendered to static HTML; apps/site/server serves the export.
 * MARKET is read at build time by the pages themselves.
 */
const config: NextConfig = {
  output: 'export',
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  turbopack: { root: repository },
  outputFileTracingRoot: repository,
  typedRoutes: false,
  // `npm run dev` names the site at 127.0.0.1; Next's development server otherwise serves its live reload to localhost only.
  allowedDevOrigins: ['127.0.0.1'],
  // Types are checked once, by `npm run typecheck` (npm test, CI), not again in every build: a
  // publish rebuilds the same checked code with new content, and checking it again only slows it.
  typescript: { ignoreBuildErrors: true },
  // scripts/build.ts passes the code's fingerprint, so unchanged pages of a publish come out byte for byte the same.
  generateBuildId: async () => process.env.NEXT_BUILD_ID ?? null,
};

export default config;
