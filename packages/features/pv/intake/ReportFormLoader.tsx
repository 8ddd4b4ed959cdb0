'use client';

import dynamic from 'next/dynamic';
import { createContext, useContext, type ComponentProps } from 'react';
import { DRAFT_KEY } from './draft';
import { FollowUpAnswers, useFollowUpLink } from './FollowUpAnswers';
import type { ReportForm } from './ReportForm';
import { FORM_FRAME, ReportIntro } from './ReportIntro';
import type { ReportTexts } from './texts';

const PlaceholderTexts = createContext<ReportTexts | null>(null);
const ignore = () => undefined;

/**
 * The form's first screen as the page's HTML, until the form's code has mounted.
 * `data-hydrating` holds a press for the form that replaces it, and
 * `data-session-draft` loads the scripts at once when this tab keeps a draft
 * (packages/next-export/defer-scripts.ts).
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

/**
 * The page's form. A follow-up link's questions, with an answer form under
 * each, come with the page's own scripts, ahead of the full form's chunk: a
 * Send pressed while that chunk is on the way is held and repeated (packages/next-export/defer-scripts.ts).
 */
export function ReportFormLoader(props: Omit<ComponentProps<typeof ReportForm>, 'followUpOf'>) {
  const link = useFollowUpLink();
  return (
    <PlaceholderTexts.Provider value={props.t}>
      {link && <FollowUpAnswers link={link} t={props.t} consent={props.consent} locale={props.locale} />}
      <LazyReportForm {...props} followUpOf={link?.state === 'open' ? link.reference : undefined} />
    </PlaceholderTexts.Provider>
  );
}
