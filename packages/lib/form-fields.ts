import { z } from 'zod';
import { CONTROL_CHARACTERS } from './text';

/** The codes a one-line field's errors carry; each form's catalogue words them (`<form>.errors.<code>`). */
export type SingleLineErrorCode = 'required' | 'tooLong' | 'invalidCharacters';

/** A required one-line text of at most `max` characters, trimmed, with no control characters (no header smuggling). */
export const singleLine = (max: number) =>
  z
    .string({ error: 'required' satisfies SingleLineErrorCode })
    .trim()
    .min(1, { error: 'required' satisfies SingleLineErrorCode })
    .max(max, { error: 'tooLong' satisfies SingleLineErrorCode })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'invalidCharacters' satisfies SingleLineErrorCode });

/**
 * The first error code of each top-level field, as the API answers them and the form shows them
 * (`cv.data` counts as `cv`). An issue of the whole value goes to `rootField`, or is left out.
 */
export function firstCodeOfEachField<Field extends string, Code extends string>(error: z.ZodError, rootField?: Field): Partial<Record<Field, Code>> {
  const result: Partial<Record<Field, Code>> = {};
  for (const issue of error.issues) {
    const field = (issue.path[0] ?? rootField) as Field | undefined;
    if (field !== undefined && !result[field]) result[field] = issue.message as Code;
  }
  return result;
}
