/**
 * The password rule for staff accounts: at least 12 characters, hard to guess
 * by zxcvbn's estimate (score 3 of 4: more than 10^8 guesses), which knows the
 * common passwords, words and names of its list, keyboard rows ("qwertyuiopas"),
 * repeats, sequences and dates, and not containing the account's own e-mail name.
 * Returns why a password is refused (in the language of `t`), or undefined.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { APIError, type PayloadRequest } from 'payload';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { staffInEnglish, staffT, type StaffT } from '../i18n/catalogue';

const MIN_PASSWORD_LENGTH = 12;
/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline slow-hash scenario". */
const MIN_SCORE = 3;

const estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export function passwordProblem(password: string, email?: string, t: StaffT = staffInEnglish): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return t('accounts:passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  const name = email?.split('@')[0]?.toLowerCase();
  if (name && name.length >= 3 && password.toLowerCase().includes(name)) return t('accounts:passwordHasEmailName');
  const userInputs = email
    ? email
        .toLowerCase()
        .split(/[@.+_-]/)
        .filter((part) => part.length >= 3)
    : [];
  if (estimator.check(password, userInputs).score < MIN_SCORE) return t('accounts:passwordGuessable');
  return undefined;
}

/** The rule on a password that a request sets: refused with a 400 that says why, in the staff's language. */
export function refuseWeakPassword(req: PayloadRequest, password: string, email: string | undefined): void {
  const problem = passwordProblem(password, email, staffT(req.i18n));
  if (problem) throw new APIError(problem, 400, undefined, true);
}

/**
 * Payload's reset (`/api/users/reset-password`, the admin's reset page) sets the password without
 * the collection's validation, so the rule runs before it (a `beforeOperation` of `resetPassword`),
 * with the e-mail of the account the token names. An unknown or expired token is left to Payload's
 * own refusal.
 */
export async function checkPasswordOfReset(req: PayloadRequest, data: { token?: unknown; password?: unknown } | undefined): Promise<void> {
  const { token, password } = data ?? {};
  if (typeof token !== 'string' || token === '' || typeof password !== 'string') return;
  const account = (await req.payload.db.findOne({ collection: 'users', where: { resetPasswordToken: { equals: token } }, req })) as { email?: string } | null;
  if (account) refuseWeakPassword(req, password, account.email);
}
