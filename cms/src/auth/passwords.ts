/**
 * The password rule for staff accounts: at least 12 characters, hard to guess
 * by zxcvbn's estimate (score 3 of 4: more than 10^8 guesses), which knows the
 * common passwords, words and names of its list, keyboard rows ("qwertyuiopas"),
 * repeats, sequences and dates, and not containing the account's own e-mail name.
 * Returns why a password is refused (in the language of `t`), or undefined.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { staffInEnglish, type StaffT } from '../i18n/catalogue';

export const MIN_PASSWORD_LENGTH = 12;
/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;

const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export function passwordProblem(password: string, email?: string, t: StaffT = staffInEnglish): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return t('accounts:passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  const name = email?.split('@')[0]?.toLowerCase();
  if (name && name.length >= 3 && password.toLowerCase().includes(name)) return t('accounts:passwordHasEmailName');
  const userInputs = email ? email.toLowerCase().split(/[@.+_-]/).filter((part) => part.length >= 3) : [];
  if (estimator.check(password, userInputs).score < MIN_SCORE) return t('accounts:passwordGuessable');
  return undefined;
}
