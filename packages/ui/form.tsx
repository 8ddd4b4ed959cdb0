import type { Ref } from 'react';

/** The forms' shared pieces: input and button styling, the required mark, a field's error and the honeypot. */
export const inputClass = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-ink aria-[invalid=true]:border-accent-600';

const button = 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 font-semibold';
export const primaryButton = `${button} bg-brand-700 text-white hover:bg-brand-800`;
export const secondaryButton = `${button} border border-brand-700 text-brand-800 hover:bg-brand-50`;

/** A visible asterisk, and the word ("required") for screen readers. */
export function RequiredMark({ label }: { label: string }) {
  return (
    <span className="text-accent-600">
      {' '}
      *<span className="sr-only"> ({label})</span>
    </span>
  );
}

/** The error under a field; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-accent-600">
      {message}
    </p>
  );
}

/**
 * A field people never see or reach, which form-filling bots fill in; `postForm` sends its value.
 * Clipped to nothing, as visually hidden text is, so no enlarged text ever shows a cut-off label.
 */
export function Honeypot({ id, inputRef }: { id: string; inputRef: Ref<HTMLInputElement> }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden [clip:rect(0,0,0,0)]">
      <label htmlFor={id}>Website</label>
      <input id={id} ref={inputRef} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
