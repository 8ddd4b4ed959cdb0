'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { Messages } from '@/i18n/messages';

type ErrorTexts = Messages['error'] & { homePath: string };

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/** Carries the locale's error texts from the server layout to the client error boundary. */
export function ErrorTextsProvider({ value, children }: { value: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={value}>{children}</ErrorTextsContext.Provider>;
}

const RELOAD_GUARD_KEY = 'chunk-reload-at';
const RELOAD_GUARD_MS = 60_000;

function isChunkLoadError(error: Error): boolean {
  return error.name === 'ChunkLoadError' || /Loading (CSS )?chunk|dynamically imported module/i.test(error.message);
}

/**
 * After a deployment, an open tab may ask for script chunks that no longer
 * exist. One reload fetches the new build; the guard stops a reload loop.
 */
function reloadOnceForChunkError(error: Error): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_GUARD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** The error boundary of a locale: a normalised message, a retry and a way home. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useContext(ErrorTextsContext);
  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);
  if (!texts) throw error;
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center" role="alert">
      <h1 className="text-3xl font-bold text-brand-900">{texts.title}</h1>
      <p className="mt-4 text-lg">{texts.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Trying again cannot help a missing chunk in this document: only a reload fetches the new build. */}
        <button
          type="button"
          onClick={isChunkLoadError(error) ? () => window.location.reload() : reset}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {texts.retry}
        </button>
        <a
          href={texts.homePath}
          className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {texts.home}
        </a>
      </div>
    </div>
  );
}
