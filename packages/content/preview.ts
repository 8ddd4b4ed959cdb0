/**
 * The content snapshot of a CMS draft preview, held for one server request.
 *
 * The CMS previews drafts of every market in one process, with the public
 * components, which read their content through buildSnapshot() and
 * currentSite() rather than through props. A request-scoped slot lets the
 * preview hand them its snapshot without a global that another request (of
 * another market) could see. React's cache() is that scope: one slot per
 * server render; outside a React server render (the build's scripts, the
 * public server) each call gets a fresh, empty slot, so nothing there is
 * ever a preview.
 */
import { cache } from 'react';
import type { Snapshot } from './snapshot';

const requestSlot = cache((): { snapshot?: Snapshot } => ({}));

/** The snapshot a preview set for the current request, if any. */
export function previewSnapshot(): Snapshot | undefined {
  return requestSlot().snapshot;
}

/** Makes the public content loaders read `snapshot` for the rest of the current server request. */
export function showPreviewOf(snapshot: Snapshot): void {
  requestSlot().snapshot = snapshot;
}
