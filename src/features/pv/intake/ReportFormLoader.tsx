'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, type ComponentProps } from 'react';
import { DRAFT_KEY } from './draft';
import type { ReportForm } from './ReportForm';
import { FORM_FRAME, ReportIntro } from './ReportIntro';
import type { ReportTexts } from './texts';

const PlaceholderTexts = createContext<ReportTexts | null>(null);
const ignore = () => undefined;

/**
 * The form's first screen as the page's HTML, until the form's code has mounted.
 * `data-hydrating` holds a press for the form that replaces it, and
 * `data-session-draft` loads the scripts at once when this tab keeps a draft
 * (src/server/defer-scripts.ts).
 */
function ReportPlaceholder() {
  const t = useContext(PlaceholderTexts);
  if (!t) return null;
  return (
    <div className={FORM_FRAME} data-hydrating="" data-session-draft={DRAFT_KEY}>
      <ReportIntro t={t} chosenKind="" kindMissing={false} onChoose={ignore} onStart={ignore} />
    </div>
  );
}

/** The form keeps its draft in sessionStorage, so it renders in the browser only, and its code is a chunk of its own. */
const LazyReportForm = dynamic(() => import('./ReportForm').then((module) => module.ReportForm), { ssr: false, loading: ReportPlaceholder });

export function ReportFormLoader(props: ComponentProps<typeof ReportForm>) {
  return (
    <PlaceholderTexts.Provider value={props.t}>
      <LazyReportForm {...props} />
    </PlaceholderTexts.Provider>
  );
}
