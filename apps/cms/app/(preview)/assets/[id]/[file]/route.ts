/**
 * The media library's files at the public site's addresses (/assets/<id>/<hash>-<name>.<format>),
 * for signed-in staff: a draft preview renders the public components, whose photos name these
 * paths. Anyone else gets 404, as for a file that is not there.
 */
import { readFile } from 'node:fs/promises';
import config from '@payload-config';
import { getPayload } from 'payload';
import { mediaFileAt } from '../../../../../src/snapshot/media';

const contentTypes = { avif: 'image/avif', webp: 'image/webp', pdf: 'application/pdf' } as const;

export async function GET(request: Request): Promise<Response> {
  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: request.headers });
  const file = user ? await mediaFileAt(payload, new URL(request.url).pathname, user) : undefined;
  if (!file) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(new Uint8Array(await readFile(file.source)), {
    headers: { 'content-type': contentTypes[file.format], 'cache-control': 'private, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' },
  });
}
