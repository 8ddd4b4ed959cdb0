// The CMS's own Next app (admin and API of Payload), separate from the public
// site's static export. Its code reaches into ../src for the content schemas.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const config = {
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: path.resolve(dirname, '..') },
  outputFileTracingRoot: path.resolve(dirname, '..'),
  // Draft previews (app/(preview)) stay out of search engines even when a link to one leaks.
  async headers() {
    return [{ source: '/preview/:path*', headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] }];
  },
};

export default withPayload(config, { devBundleServerPackages: false });
