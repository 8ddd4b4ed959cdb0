/**
 * The password rule for staff accounts: at least 12 characters, not one of
 * the ~49,000 most common passwords (zxcvbn's list), not such a password with
 * digits or symbols tacked on ("password2024!"), and not the account's own
 * e-mail name. Returns why a password is refused (in the language of `t`), or undefined.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { staffInEnglish, type StaffT } from '../i18n/catalogue';

export const MIN_PASSWORD_LENGTH = 12;

const common = new Set(dictionary['passwords-common']);

export function passwordProblem(password: string, email?: string, t: StaffT = staffInEnglish): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return t('accounts:passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  if (common.has(lower) || (stem.length >= 3 && common.has(stem)) || /^(.)\1+$/u.test(lower)) {
    return t('accounts:passwordCommon');
  }
  const name = email?.split('@')[0]?.toLowerCase();
  if (name && name.length >= 3 && lower.includes(name)) return t('accounts:passwordHasEmailName');
  return undefined;
}
