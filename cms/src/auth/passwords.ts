/**
 * The password rule for staff accounts: at least 12 characters, not one of
 * the ~49,000 most common passwords (zxcvbn's list), not such a password with
 * digits or symbols tacked on ("password2024!"), and not the account's own
 * e-mail name. Returns why a password is refused, or undefined.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 12;

const common = new Set(dictionary['passwords-common']);

export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  if (common.has(lower) || (stem.length >= 3 && common.has(stem)) || /^(.)\1+$/u.test(lower)) {
    return 'This password is on the list of common passwords; choose another.';
  }
  const name = email?.split('@')[0]?.toLowerCase();
  if (name && name.length >= 3 && lower.includes(name)) return 'The password must not contain your e-mail name.';
  return undefined;
}
