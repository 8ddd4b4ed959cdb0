'use client';

import Link from 'next/link';
import { useSyncExternalStore, type ComponentProps } from 'react';

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

const subscribe = () => () => {};

export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, prefetchAllowed, () => true);
}

/** The site's internal link: Next's Link with a data-aware prefetch policy. */
export function AppLink(props: ComponentProps<typeof Link>) {
  const allowed = usePrefetchAllowed();
  return <Link {...props} prefetch={allowed ? props.prefetch : false} />;
}
