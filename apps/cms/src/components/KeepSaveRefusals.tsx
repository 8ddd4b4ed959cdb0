'use client';

import { useAllFormFields, useDocumentInfo, useForm, useFormProcessing, useLocale } from '@payloadcms/ui';
import { useCallback, useEffect, useRef } from 'react';
import { followRefusals, refusalsField, refusalsOf, type Refusal, type StandingRefusal } from '../payload-patches/save-refusals';

const sameRefusals = (one: readonly Refusal[], other: readonly Refusal[]) =>
  one.length === other.length && one.every((refusal, index) => refusal.path === other[index]!.path && refusal.message === other[index]!.message);

/** In every market collection's form: keeps a refused save's messages at their fields (see payload-patches/save-refusals.ts). It shows nothing itself. */
export function KeepSaveRefusals() {
  const [fields, dispatchFields] = useAllFormFields();
  const { getFields } = useForm();
  const processing = useFormProcessing();
  const { id } = useDocumentInfo();
  const { code: locale } = useLocale();
  const refusals = useRef<Refusal[]>([]);
  const saving = useRef(false);

  /** Follows these refusals from now on; the form's checks carry them to the server (`initialValue` is not sent with a save). */
  const follow = useCallback(
    (next: Refusal[]) => {
      if (!sameRefusals(next, refusals.current)) {
        const standing: StandingRefusal[] = next.map(({ path, message }) => ({ path, message }));
        dispatchFields({ type: 'UPDATE', path: refusalsField, initialValue: standing });
      }
      refusals.current = next;
    },
    [dispatchFields],
  );

  // Another document or language is another form: nothing refused stays with it, nor goes to its checks.
  useEffect(() => follow([]), [id, locale, follow]);

  useEffect(() => {
    if (processing) {
      saving.current = true;
      return;
    }
    if (saving.current) {
      saving.current = false;
      // The form has the save's answer when it stops processing, but passes its fields on to this
      // component a render later (through a selector context): the form's own copy is current.
      follow(refusalsOf(getFields()));
      return;
    }
    const { standing, hidden } = followRefusals(refusals.current, fields);
    if (hidden.length > 0) dispatchFields({ type: 'ADD_SERVER_ERRORS', errors: hidden.map(({ path, message }) => ({ path, message })) });
    follow(standing);
  }, [fields, processing, getFields, dispatchFields, follow]);

  return null;
}
