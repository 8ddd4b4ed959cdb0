'use client';

import { ShieldCheck } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import type { Messages } from '@/i18n/messages';
import { useModalDialog } from './useModalDialog';

type ConsentTexts = Messages['consent'];

/**
 * Our own question before anything loads from Google. `ask()` opens the
 * dialog and resolves with the visitor's answer; Escape counts as "no".
 */
export function useConsentPrompt(texts: ConsentTexts): [ask: () => Promise<boolean>, dialog: React.ReactNode] {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((allowed: boolean) => void) | undefined>(undefined);
  const answer = useCallback((allowed: boolean) => {
    setOpen(false);
    resolver.current?.(allowed);
    resolver.current = undefined;
  }, []);
  const ask = useCallback(() => {
    setOpen(true);
    return new Promise<boolean>((resolve) => (resolver.current = resolve));
  }, []);
  return [ask, <ConsentDialog key="consent" open={open} texts={texts} onAnswer={answer} />];
}

function ConsentDialog({ open, texts, onAnswer }: { open: boolean; texts: ConsentTexts; onAnswer: (allowed: boolean) => void }) {
  const dialog = useModalDialog(open, () => onAnswer(false));
  return (
    <dialog
      ref={dialog}
      aria-labelledby="consent-title"
      aria-describedby="consent-text"
      data-testid="recaptcha-consent"
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-2xl backdrop:bg-ink/60"
    >
      {open && (
        <div className="p-6 sm:p-8">
          <ShieldCheck aria-hidden className="mb-3 size-9 text-brand-700" />
          <h2 id="consent-title" className="text-xl font-bold text-brand-900">
            {texts.title}
          </h2>
          <p id="consent-text" className="mt-2">
            {texts.text}
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => onAnswer(true)}
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
            >
              {texts.allow}
            </button>
            <button
              type="button"
              onClick={() => onAnswer(false)}
              className="inline-flex min-h-11 items-center rounded-lg border border-brand-700 px-5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              {texts.decline}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
