import type { NextConfig } from 'next';

/**
 * Every page is prerendered to static HTML; src/server serves the export.
 * MARKET is read at build time by the pages themselves.
 */
const config: NextConfig = {
  output: 'export',
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  images: { unoptimized: true },
  typedRoutes: false,
};

export default config;
