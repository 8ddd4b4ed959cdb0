'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Timing of the bar, from the specification. */
const DURATION_MS = 5000;
const THROTTLE_MS = 200;
const HIDE_AFTER_MS = 500;

type Phase = 'idle' | 'running' | 'done' | 'failed';

function internalTarget(event: MouseEvent): URL | undefined {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
  // Links marked data-document-load (the language switcher) load a new document on purpose.
  if (anchor.hasAttribute('data-document-load')) return;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
  if (url.pathname === location.pathname && url.search === location.search) return;
  return url;
}

/**
 * A thin bar at the top that runs while the App Router fetches the next page.
 * It appears only when a navigation takes longer than the throttle, creeps
 * towards the end over DURATION_MS, and turns red when the load fails.
 * Plain anchors from copy (Markdown links) are routed client-side here too.
 */
export function NavigationProgress({ label }: { label: string }) {
  const location = `${usePathname()}?${useSearchParams().toString()}`;
  const router = useRouter();
  const [phase, setPhase] = useState<Phase>('idle');
  const [shownLocation, setShownLocation] = useState(location);
  const throttle = useRef<number | undefined>(undefined);

  // The new page has rendered: finish the bar if it was showing.
  if (shownLocation !== location) {
    setShownLocation(location);
    if (phase === 'running') setPhase('done');
  }

  const start = useCallback(() => {
    window.clearTimeout(throttle.current);
    document.getElementById('main')?.classList.add('page-leaving');
    throttle.current = window.setTimeout(() => setPhase('running'), THROTTLE_MS);
  }, []);

  useEffect(() => {
    window.clearTimeout(throttle.current);
    document.getElementById('main')?.classList.remove('page-leaving');
  }, [location]);

  useEffect(() => {
    if (phase !== 'done' && phase !== 'failed') return;
    const hide = window.setTimeout(() => setPhase('idle'), HIDE_AFTER_MS);
    return () => window.clearTimeout(hide);
  }, [phase]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const url = internalTarget(event);
      if (!url) return;
      if (!event.defaultPrevented) {
        // A plain anchor (from Markdown copy): navigate without a full reload.
        event.preventDefault();
        router.push(url.pathname + url.search + url.hash);
      }
      start();
    };
    const onPopState = () => start();
    const onFailure = (event: ErrorEvent | PromiseRejectionEvent) => {
      const reason = 'reason' in event ? event.reason : event.error;
      if (!String(reason?.message ?? reason).match(/fetch|chunk|network/i)) return;
      window.clearTimeout(throttle.current);
      setPhase('failed');
    };
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    // The page's scripts load on the visitor's first intent (packages/next-export/defer-scripts.ts), so the load event
    // no longer says the page has hydrated; this does (the loader repeats a held click then; the end-to-end tests wait for it).
    document.documentElement.dataset.hydrated = '';
    window.addEventListener('error', onFailure);
    window.addEventListener('unhandledrejection', onFailure);
    return () => {
      window.clearTimeout(throttle.current);
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('error', onFailure);
      window.removeEventListener('unhandledrejection', onFailure);
    };
  }, [router, start]);

  if (phase === 'idle') return null;
  return (
    <div role="progressbar" aria-label={label} aria-busy={phase === 'running'} data-state={phase} className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden">
      <div
        className={`h-full origin-left ${phase === 'failed' ? 'bg-accent-600' : 'bg-brand-600'}`}
        style={
          phase === 'running'
            ? { animation: `progress-grow ${DURATION_MS}ms ease-out forwards` }
            : { transform: 'scaleX(1)', transition: 'transform 150ms ease-out' }
        }
      />
    </div>
  );
}
