/**
 * The receipt code a respondent keeps to delete their answers: 12 characters of Crockford's
 * base32 (no I, L, O, U), shown in groups of four. Read forgivingly: any case, spaces or dashes.
 * Kept apart from the schema (validation.ts re-exports it) so that the page's small
 * "Delete my answers" form can check a code without loading zod.
 */
export const RECEIPT_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const normaliseReceipt = (text: string): string => text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
export const RECEIPT = /^[0-9A-HJKMNP-TV-Z]{12}$/;
export const formatReceipt = (code: string): string => code.match(/.{1,4}/g)!.join('-');
