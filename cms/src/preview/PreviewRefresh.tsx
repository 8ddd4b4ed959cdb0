'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** How often an open preview asks whether the draft was saved again. */
const POLL_MS = 1000;

/**
 * Follows the editor's saves: asks the CMS's REST API (with the staff session cookie) for
 * the draft's `updatedAt` and, when it changed, re-renders the preview on the server.
 */
export function PreviewRefresh({ collection, id, updatedAt }: { collection: string; id: number; updatedAt: string }) {
  const router = useRouter();
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      try {
        const response = await fetch(`/api/${collection}/${id}?draft=true&depth=0&select[updatedAt]=true`, { credentials: 'same-origin', cache: 'no-store' });
        const latest = response.ok ? ((await response.json()) as { updatedAt?: string }).updatedAt : undefined;
        // The new render brings the new updatedAt, which restarts this effect.
        if (latest && latest !== updatedAt && !stopped) return router.refresh();
      } catch {
        // The CMS is restarting or the network is gone: ask again at the next turn.
      }
      if (!stopped) timer = setTimeout(check, POLL_MS);
    };
    timer = setTimeout(check, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [collection, id, updatedAt, router]);
  return null;
}
