'use client';

import Link from 'next/link';
import { useState, useSyncExternalStore, type ComponentProps } from 'react';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Prefetching costs data: skip it on 2g connections and when the visitor asked to save data. */
function prefetchAllowed(): boolean {
  const info = connection();
  return !(info?.saveData || info?.effectiveType === 'slow-2g' || info?.effectiveType === '2g');
}

/**
 * When links may prefetch. Until the page has loaded and the browser is idle,
 * none do: prefetches would compete with the page's own scripts. Then links
 * in view prefetch on a fast connection; elsewhere (or when the browser does
 * not say) a link prefetches once the visitor points at it or focuses it.
 */
type PrefetchStage = 'loading' | 'intent' | 'viewport';

let stage: PrefetchStage = 'loading';
const listeners = new Set<() => void>();

function whenIdle(run: () => void): void {
  const afterLoad = () => (window.requestIdleCallback ? window.requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 200));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

function subscribeStage(listener: () => void): () => void {
  if (listeners.size === 0 && stage === 'loading') {
    whenIdle(() => {
      stage = connection()?.effectiveType === '4g' ? 'viewport' : 'intent';
      for (const notify of listeners) notify();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noSubscription = () => () => {};

function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(noSubscription, prefetchAllowed, () => true);
}

function usePrefetchStage(): PrefetchStage {
  return useSyncExternalStore(
    subscribeStage,
    () => stage,
    () => 'loading',
  );
}

/** The site's internal link: Next's Link with a data-aware prefetch policy that waits for the page and the visitor. */
export function AppLink({ onPointerEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed();
  const stage = usePrefetchStage();
  const [intent, setIntent] = useState(false);
  const prefetching = allowed && stage !== 'loading' && (stage === 'viewport' || intent);
  return (
    <Link
      {...props}
      prefetch={prefetching ? props.prefetch : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
