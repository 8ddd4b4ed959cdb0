// The CMS's own Next app (admin and API of Payload), separate from the public
// site's static export. Its code reaches into ../src for the content schemas.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';

const dirname = path.dirname(fileURLToPath(import.meta.url));

// Turbopack's build cache makes a rebuild after a code change much shorter, but writing it costs a
// first build CPU and disk: CI's clean clone, thrown away after the run, turns it off (.ci/run).
const buildCache = process.env.CMS_BUILD_CACHE ?? 'on';
if (buildCache !== 'on' && buildCache !== 'off') throw new Error(`CMS_BUILD_CACHE must be on or off, not ${JSON.stringify(buildCache)}`);

/** @type {import('next').NextConfig} */
const config = {
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm run dev` names the admin at 127.0.0.1; Next's development server otherwise serves its live reload to localhost only.
  allowedDevOrigins: ['127.0.0.1'],
  turbopack: {
    root: path.resolve(dirname, '../..'),
    // Payload loads the admin languages' date-fns locales by date-fns's own names: ours stand in
    // for those it loads for English, Slovenian and Bosnian (apps/cms/src/i18n/payload-date-locales.ts).
    resolveAlias: Object.fromEntries(
      ['date-fns/locale/en-US', 'date-fns/locale/sr', 'date-fns/locale/sr-Latn'].map((name) => [name, './src/i18n/payload-date-locales.ts']),
    ),
  },
  outputFileTracingRoot: path.resolve(dirname, '../..'),
  // Types are checked once, by `npm run typecheck` (npm test, CI), not again in the CMS build.
  typescript: { ignoreBuildErrors: true },
  // Every request passes apps/cms/proxy.ts (security headers), which reads bodies up to this size: the
  // largest upload (uploadLimits.pdf, 30 MiB, in packages/features/media/media-schema.ts) and its form.
  experimental: { proxyClientMaxBodySize: '31mb', turbopackFileSystemCacheForBuild: buildCache === 'on' },
  // Draft previews (app/(preview)) stay out of search engines even when a link to one leaks.
  async headers() {
    return [{ source: '/preview/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }];
  },
};

export default withPayload(config, { devBundleServerPackages: false });
