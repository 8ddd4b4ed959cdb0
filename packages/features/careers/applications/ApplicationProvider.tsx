'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ApplicationSetup, ApplyOpening } from './setup';

interface ApplicationControls {
  /** Opens the form for an opening, or for an open application (null). */
  openApplication(opening: ApplyOpening | null): void;
}

const ApplicationContext = createContext<ApplicationControls | null>(null);

// The form, its schema and the CV encoding load only when someone first asks to apply.
const ApplicationDialog = dynamic(() => import('./ApplicationDialog').then((module) => module.ApplicationDialog), { ssr: false });

/** The careers section's buttons share one dialog; this holds which opening it is for. */
export function ApplicationProvider({ setup, children }: { setup: ApplicationSetup; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [opening, setOpening] = useState<ApplyOpening | null>(null);

  const openApplication = useCallback((chosen: ApplyOpening | null) => {
    setOpening(chosen);
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  // A closed opening's form is kept, filled in, as an open application.
  const toOpenApplication = useCallback(() => setOpening(null), []);

  const controls = useMemo(() => ({ openApplication }), [openApplication]);
  return (
    <ApplicationContext.Provider value={controls}>
      {children}
      {/* In the body, not the section: where the dialog cannot be modal it is fixed to the
          viewport, and the page's animated wrapper would make it fixed to itself instead. */}
      {used &&
        createPortal(<ApplicationDialog setup={setup} open={open} opening={opening} onClose={close} onOpenApplication={toOpenApplication} />, document.body)}
    </ApplicationContext.Provider>
  );
}

/** A button that opens the application form; closing the form returns the focus to it. */
export function ApplyButton({
  opening,
  label,
  className,
  children,
}: {
  opening: ApplyOpening | null;
  /** The accessible name where the visible text alone would not say which opening it is for. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const controls = useContext(ApplicationContext);
  if (!controls) throw new Error('ApplyButton needs an ApplicationProvider');
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={label}
      className={className}
      onClick={() => controls.openApplication(opening)}
      data-apply={opening?.id ?? 'open'}
    >
      {children}
    </button>
  );
}
