'use client';

import dynamic from 'next/dynamic';
import { usePathname, useRouter } from 'next/navigation';
import { canShowModal } from '@/ui/useModalDialog';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ContactSetup } from './setup';
import { ThankYouDialog } from './ThankYouDialog';

/** The thank-you overlay follows the closing form after this pause, as the specification sets. */
const THANK_YOU_DELAY_MS = 499;

interface ContactControls {
  openContact(recipient?: string): void;
  closeContact(): void;
}

const ContactContext = createContext<ContactControls | null>(null);

export function useContact(): ContactControls {
  const controls = useContext(ContactContext);
  if (!controls) throw new Error('useContact needs a ContactProvider');
  return controls;
}

// The form and its validation load only when someone first opens it.
const ContactDialog = dynamic(() => import('./ContactDialog').then((module) => module.ContactDialog), { ssr: false });

export function ContactProvider({ setup, children }: { setup: ContactSetup; children: ReactNode }) {
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [preselected, setPreselected] = useState<string | undefined>();
  const [thankYou, setThankYou] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  const thankYouTimer = useRef<number | undefined>(undefined);

  // A route change closes an open form; otherwise it forgets the page's preselected recipient.
  if (lastPath !== pathname) {
    setLastPath(pathname);
    if (open) setOpen(false);
    else setPreselected(undefined);
  }

  const openContact = useCallback((recipient?: string) => {
    setPreselected(recipient);
    setUsed(true);
    setOpen(true);
  }, []);
  const closeContact = useCallback(() => setOpen(false), []);

  const onSent = useCallback(() => {
    setOpen(false);
    setPreselected(undefined);
    // Where the overlay cannot open, the thank-you page says the same.
    if (!canShowModal()) return router.push(setup.thankYouPath);
    thankYouTimer.current = window.setTimeout(() => setThankYou(true), THANK_YOU_DELAY_MS);
  }, [router, setup.thankYouPath]);
  useEffect(() => () => window.clearTimeout(thankYouTimer.current), []);

  const controls = useMemo(() => ({ openContact, closeContact }), [openContact, closeContact]);
  return (
    <ContactContext.Provider value={controls}>
      {children}
      {used && <ContactDialog setup={setup} open={open} preselected={preselected} onClose={closeContact} onSent={onSent} />}
      <ThankYouDialog open={thankYou} labels={setup.labels} onClose={() => setThankYou(false)} />
    </ContactContext.Provider>
  );
}

/**
 * A button anywhere on the site that opens the contact form, optionally with a recipient chosen.
 * Closing the form returns the focus to whatever held it (a header menu hands it to its summary first).
 */
export function OpenContactButton({ recipient, className, children }: { recipient?: string; className?: string; children: ReactNode }) {
  const { openContact } = useContact();
  return (
    <button type="button" className={className} onClick={() => openContact(recipient)} data-contact-recipient={recipient}>
      {children}
    </button>
  );
}
