'use client';

import dynamic from 'next/dynamic';
import { Loader2 } from 'lucide-react';

/** The form keeps its draft in sessionStorage, so it renders in the browser only. */
export const ReportFormLoader = dynamic(() => import('./ReportForm').then((module) => module.ReportForm), {
  ssr: false,
  loading: () => (
    <div className="flex min-h-40 items-center justify-center rounded-2xl border border-line" aria-hidden="true">
      <Loader2 className="size-8 animate-spin text-brand-700" />
    </div>
  ),
});
