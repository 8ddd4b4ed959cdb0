'use client';

import { CheckCircle2, Copy, KeyRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { format } from '@/i18n/format';
import type { Messages } from '@/i18n/messages';
import { secondaryButton } from '@/ui/form';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * After sending: the receipt code, the one way back to the answers, shown
 * large and copyable. The region takes the focus, so a screen reader reads
 * the thanks and the code at once.
 */
export function ThankYou({ receipt, texts }: { receipt: string; texts: Messages['survey'] }) {
  const t = texts.thankYou;
  const region = useRef<HTMLElement>(null);
  const [copy, setCopy] = useState<CopyState>('idle');

  useEffect(() => {
    region.current?.focus({ preventScroll: true });
    region.current?.scrollIntoView({ block: 'start' });
  }, []);

  // Without the clipboard API (an insecure origin, a refused permission) the code is still there to write down.
  const copyCode = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(receipt))
      .then(
        () => setCopy('copied'),
        () => setCopy('failed'),
      );

  return (
    <section
      ref={region}
      tabIndex={-1}
      aria-labelledby="survey-thanks-title"
      aria-describedby="survey-thanks-text survey-receipt"
      data-testid="survey-thank-you"
      className="focus:outline-none"
    >
      <CheckCircle2 aria-hidden className="mb-3 size-11 text-brand-700" />
      <h3 id="survey-thanks-title" className="text-2xl font-bold text-brand-900">
        {t.title}
      </h3>
      <p id="survey-thanks-text" className="mt-2">
        {t.text}
      </p>
      <div className="mt-6 rounded-xl border-2 border-dashed border-brand-600 bg-brand-50 p-5">
        <p id="survey-receipt">
          <span className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
            <KeyRound aria-hidden className="size-4" />
            {t.receipt}
          </span>
          <span data-testid="survey-receipt" className="mt-1 block font-mono text-3xl font-bold tracking-widest text-ink">
            {receipt}
          </span>
        </p>
        <p className="mt-3 font-medium">{t.keep}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" onClick={copyCode} className={`${secondaryButton} bg-white`}>
            <Copy aria-hidden className="size-5" />
            {t.copy}
          </button>
          <p role="status" className="text-sm font-medium">
            {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
          </p>
        </div>
      </div>
      <p className="mt-4 text-muted">{format(t.deleteHint, { title: texts.delete.title })}</p>
    </section>
  );
}
