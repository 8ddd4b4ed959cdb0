'use client';

import { ClipboardList } from 'lucide-react';
import dynamic from 'next/dynamic';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { primaryButton } from '@/ui/form';
import type { SurveySetup } from './setup';

const LoadingText = createContext('');

function Loading() {
  return (
    <p role="status" className="mt-6 text-muted">
      {useContext(LoadingText)}
    </p>
  );
}

// The questionnaire, its schema and the bot check load only when someone presses Start.
const SurveyForm = dynamic(() => import('./SurveyForm').then((module) => module.SurveyForm), { ssr: false, loading: Loading });

/**
 * The survey section's invitation (its copy, as `children`) with the Start
 * button, which the page's HTML carries; pressed, the button gives way to the
 * questionnaire below the invitation. A press before the page has hydrated is
 * held and repeated (packages/next-export/defer-scripts.ts).
 */
export function SurveyStarter({ setup, button, children }: { setup: SurveySetup; button: string; children: ReactNode }) {
  const [started, setStarted] = useState(false);
  return (
    <>
      <div className="rounded-2xl bg-brand-50 p-6 sm:p-8">
        {children}
        {!started && (
          <button type="button" className={`${primaryButton} mt-6`} onClick={() => setStarted(true)} data-testid="survey-start">
            <ClipboardList aria-hidden className="size-5" />
            {button}
          </button>
        )}
      </div>
      {started && (
        <LoadingText.Provider value={setup.texts.loading}>
          <SurveyForm setup={setup} />
        </LoadingText.Provider>
      )}
    </>
  );
}
