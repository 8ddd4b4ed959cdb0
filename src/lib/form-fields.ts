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
