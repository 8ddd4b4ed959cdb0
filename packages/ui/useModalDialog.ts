'use client';

import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether this browser can show a modal <dialog> (some older ones cannot). */
export function canShowModal(): boolean {
  return typeof HTMLDialogElement === 'function' && typeof HTMLDialogElement.prototype.showModal === 'function';
}

/**
 * A native <dialog> shown modally while `open`: the page behind is inert and
 * does not scroll, Tab cycles inside, Escape calls onClose, and focus goes
 * back to whatever opened it.
 */
export function useModalDialog(open: boolean, onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element || !open) return;
    opener.current = document.activeElement as HTMLElement | null;
    // Without modal dialogs the dialog still opens, in place over the page.
    if (canShowModal()) element.showModal();
    else element.setAttribute('open', '');
    (initialFocus?.current ?? element.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';

    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('keydown', onKeyDown);
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
      root.style.overflow = previousOverflow;
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, [open, initialFocus]);

  return dialog;
}
