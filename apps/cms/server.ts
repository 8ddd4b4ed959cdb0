/**
 * The CMS's HTTP server: Next's request handler for the built app (apps/cms/.next) behind a
 * small front door, which Next's own `next start` does not give:
 *  - an address that is not well-formed (a bad %-escape, an escaped lone surrogate) gets a
 *    400 with the security headers, where Next answered a bare 500;
 *  - the client's socket address reaches the sign-in limits (auth/login-rate-limit.ts) in a
 *    header set here on every request, so no client can choose it.
 * Listens on CMS_HOST:CMS_PORT. Production runs it compiled, from the installation's root: `node
 * dist/server/cms-server.js` (scripts/lib/compile-server.mjs); with `--dev` (npm run dev, through tsx:
 * `node --import tsx apps/cms/server.ts --dev`) it serves Next's development build instead, rebuilt as the sources change.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { parseEnv } from '@/config/env';
import { CLIENT_ADDRESS_HEADER, CMS_NON_PAGE_POLICY, cmsSecurityHeaders } from './src/security-headers';

/** A path that decodes to text: every %-escape complete, and no half of a UTF-16 pair. */
function wellFormedPath(url: string | undefined): boolean {
  try {
    return decodeURIComponent((url ?? '/').split('?')[0]!).isWellFormed();
  } catch {
    return false;
  }
}

const env = parseEnv();
// From the working directory: compiled, this file is not in cms/.
const app = next({ dir: path.join(process.cwd(), 'apps', 'cms'), dev: process.argv.includes('--dev'), hostname: env.CMS_HOST, port: env.CMS_PORT });
const handle = app.getRequestHandler();
await app.prepare();

const refusal = {
  ...cmsSecurityHeaders(),
  'Content-Security-Policy': CMS_NON_PAGE_POLICY,
  'Content-Type': 'text/plain; charset=utf-8',
  'Cache-Control': 'no-store',
};

const server = createServer((req, res) => {
  if (!wellFormedPath(req.url)) {
    res.writeHead(400, refusal).end('Bad request: the address is not valid.\n');
    return;
  }
  req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
  void handle(req, res);
}).listen(env.CMS_PORT, env.CMS_HOST, () => console.log(`CMS ready on http://${env.CMS_HOST}:${env.CMS_PORT}`));

// A stop (a restart, a deploy) ends the process: open connections and the job runner's timer would keep it alive.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close();
    process.exit(0);
  });
}
