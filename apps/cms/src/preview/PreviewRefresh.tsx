'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/** How often an open preview asks whether the draft was saved again. */
const POLL_MS = 1000;

export interface FollowTexts {
  follows: string;
  sessionEnded: string;
  signInAgain: string;
}

/**
 * Follows the editor's saves: asks the CMS (with the staff session cookie) for the draft's
 * `updatedAt` and, when it changed, re-renders the preview on the server. Once the session has
 * ended (a 401) it stops asking and says so, with the way back in: a tab left open would otherwise
 * ask for ever, and claim to follow saves it can no longer see.
 */
export function PreviewRefresh({ collection, id, updatedAt, texts }: { collection: string; id: number; updatedAt: string; texts: FollowTexts }) {
  const router = useRouter();
  const [signedOut, setSignedOut] = useState(false);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      try {
        const response = await fetch(`/api/preview-state?${new URLSearchParams({ collection, id: String(id) })}`, {
          credentials: 'same-origin',
          cache: 'no-store',
        });
        if (response.status === 401) return setSignedOut(true);
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
  if (!signedOut) return <span data-preview-follows="">{texts.follows}</span>;
  const signIn = `/admin/login?redirect=${encodeURIComponent(typeof window === 'undefined' ? '' : window.location.pathname)}`;
  return (
    <strong role="alert" data-preview-follows="ended">
      {texts.sessionEnded}{' '}
      <a href={signIn} className="underline underline-offset-4">
        {texts.signInAgain}
      </a>
    </strong>
  );
}
