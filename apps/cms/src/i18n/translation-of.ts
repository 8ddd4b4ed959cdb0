/**
 * A translation of a feature's English catalogue (<feature>/en.ts): the same sections and keys,
 * each a text, so that a missing or extra key fails the typecheck of <feature>/hr.ts, sl.ts and bs.ts.
 */
export type TranslationOf<English> = { [Section in keyof English]: { [Key in keyof English[Section]]: string } };
