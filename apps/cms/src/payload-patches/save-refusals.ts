/**
 * Keeps a refused save's messages at their fields until the editor changes the field or saves again.
 *
 * The CMS refuses a save in its hooks: the content's schema on publish, links, uploads, the
 * editor's markets. Payload (3.90) shows each refusal at its field, then takes the next answer of
 * its form check as the truth about every field. That check knows only Payload's own field rules,
 * so it marks the refused fields valid and their messages vanish: after any change to another
 * field, and, on a slow line, when a check that left before the refusal answers after it.
 *
 * Two halves keep them. In the admin (components/KeepSaveRefusals.tsx) the form follows what the last save
 * refused and drops a refusal once its field's value changes; it sends the refusals that still
 * stand along with each check, in its own entry of the form's state. The check's answer keeps
 * those fields refused (apps/cms/src/server-functions.ts), so it agrees with the save: a message the answer
 * hid would come back and start another check, again and again. A check that left before the
 * refusal knows none of it: the admin shows what it hid again, once.
 */

/** The `ui` field of every market collection's form whose entry carries the refusals that stand. */
export const refusalsField = 'keepSaveRefusals';

/** A field of the admin's form, as far as this needs it. */
export interface FieldState {
  value?: unknown;
  initialValue?: unknown;
  valid?: boolean;
  errorMessage?: string;
}

/** A field's refusal by a save, and the value the save refused. */
export interface Refusal {
  path: string;
  value: unknown;
  message: string;
}

/** A refusal as a check carries it to the server: the field and the message, not the value. */
export type StandingRefusal = Pick<Refusal, 'path' | 'message'>;

/** What a save that just ended refused: each field it left invalid, with its message and value. */
export function refusalsOf(fields: Readonly<Record<string, FieldState>>): Refusal[] {
  return Object.entries(fields).flatMap(([path, field]) =>
    field.valid === false && field.errorMessage ? [{ path, value: field.value, message: field.errorMessage }] : [],
  );
}

/**
 * Follows the refusals to the form's next state: those whose field still holds the refused value
 * stand; of these, the ones the form shows as valid again are hidden and must be shown again.
 */
export function followRefusals(refusals: readonly Refusal[], fields: Readonly<Record<string, FieldState>>): { standing: Refusal[]; hidden: Refusal[] } {
  const standing = refusals.filter((refusal) => refusal.path in fields && fields[refusal.path]!.value === refusal.value);
  return { standing, hidden: standing.filter((refusal) => fields[refusal.path]!.valid !== false) };
}

/** The longest message a check may ask to keep: the CMS's own refusals are far shorter. */
const longestMessage = 2000;

/** The refusals a check of the form says still stand. The form comes from the browser: anything else is ignored. */
export function standingRefusalsIn(formState: unknown): StandingRefusal[] {
  const sent = (formState as Record<string, FieldState | undefined> | undefined)?.[refusalsField]?.initialValue;
  if (!Array.isArray(sent)) return [];
  return sent.filter(
    (refusal): refusal is StandingRefusal =>
      typeof refusal?.path === 'string' && typeof refusal.message === 'string' && refusal.message.length > 0 && refusal.message.length <= longestMessage,
  );
}

/** The answer of a check of the form, with the refusals that stand kept at their fields. */
export function keepStandingRefusals<Answer>(sentFormState: unknown, answer: Answer): Answer {
  const state = (answer as { state?: Record<string, FieldState> } | undefined)?.state;
  if (!state) return answer;
  const standing = standingRefusalsIn(sentFormState).filter((refusal) => Object.hasOwn(state, refusal.path) && state[refusal.path]!.valid !== false);
  if (standing.length === 0) return answer;
  const kept = Object.fromEntries(standing.map(({ path, message }) => [path, { ...state[path], valid: false, errorMessage: message }]));
  return { ...answer, state: { ...state, ...kept } };
}
