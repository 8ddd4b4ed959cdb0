/**
 * Failed sign-ins are limited per account and client address, so that one person can
 * neither guess passwords for long nor lock out anybody else:
 *  - 5 failures for one e-mail from one address refuse that pair for 15 minutes;
 *  - CMS_LOGIN_RATE_LIMIT failures from one address refuse that address, whatever account it tries.
 * The address is the socket's, which the CMS's server passes on (apps/cms/server.ts), or behind a
 * proxy (TRUST_PROXY=1) the last X-Forwarded-For entry. Without one (the Local API) the second
 * limit does not apply and the first is per account.
 * The count is the same whether the account exists or not, and a refused sign-in is
 * refused before its password is looked at, so the answer tells nothing about the account.
 * Payload's own lockout (which answered differently for a known account) is off.
 * "Forgot password" requests are limited per client address too (CMS_RESET_RATE_LIMIT), counted
 * whether or not the account exists, beside Payload's one mail per account every 15 seconds: one
 * address cannot flood the staff's mailboxes, nor learn from the answers which accounts exist.
 * The CMS runs as one process, so the counts live in its memory.
 */
import { APIError, type PayloadRequest } from 'payload';
import { parseEnv } from '@/config/env';
import { memoryStore } from '@/platform/protection/expiring-store';
import { staffT } from '../i18n/catalogue';
import { CLIENT_ADDRESS_HEADER } from '../security-headers';

const env = parseEnv();
const store = memoryStore();
const ACCOUNT_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;

/** The client's address: behind a proxy its last X-Forwarded-For entry, otherwise the socket's (apps/cms/server.ts). */
function addressOf(req: PayloadRequest): string | undefined {
  if (env.TRUST_PROXY) {
    const forwarded = (req.headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return forwarded[forwarded.length - 1];
  }
  return req.headers.get(CLIENT_ADDRESS_HEADER) || undefined;
}

type Budget = { key: string; limit: number; windowMs: number };

/** The budgets a sign-in draws on: the account from this address, and the address itself. */
function budgetsOf(req: PayloadRequest, email: unknown): Budget[] {
  const address = addressOf(req);
  return [
    {
      key: `login-failures:account:${String(email ?? '')
        .trim()
        .toLowerCase()}|${address ?? 'unknown'}`,
      limit: ACCOUNT_FAILURES,
      windowMs: WINDOW_MS,
    },
    ...(address ? [{ key: `login-failures:address:${address}`, ...env.CMS_LOGIN_RATE_LIMIT }] : []),
  ];
}

/**
 * Refuses with 429, a Retry-After and the time in the admin's language (`refusal`) while one of
 * `budgets` is spent; otherwise counts the request against each.
 */
async function spend(req: PayloadRequest, budgets: Budget[], refusal: 'tooManyLogins' | 'tooManyResetRequests'): Promise<void> {
  for (const budget of budgets) {
    const { count, resetInMs } = await store.peek(budget.key);
    if (count < budget.limit) continue;
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    req.responseHeaders = new Headers({ 'Retry-After': String(seconds) });
    throw new APIError(staffT(req.i18n)(`accounts:${refusal}`, { minutes: Math.ceil(seconds / 60) }), 429, undefined, true);
  }
  for (const budget of budgets) await store.increment(budget.key, budget.windowMs);
}

/** Before a sign-in, REST or GraphQL alike: refused while a budget is spent; otherwise counted as a failure until it succeeds. */
export async function refuseSpentLogin(req: PayloadRequest, email: unknown): Promise<void> {
  await spend(req, budgetsOf(req, email), 'tooManyLogins');
}

/** Before a "Forgot password" request: refused while the client's address has spent its budget, whatever account it names. */
export async function refuseSpentResetRequest(req: PayloadRequest): Promise<void> {
  const address = addressOf(req);
  if (address) await spend(req, [{ key: `reset-requests:address:${address}`, ...env.CMS_RESET_RATE_LIMIT }], 'tooManyResetRequests');
}

/** After a successful sign-in: it was not a failure after all. */
export async function uncountSuccessfulLogin(req: PayloadRequest, email: unknown): Promise<void> {
  for (const budget of budgetsOf(req, email)) await store.increment(budget.key, budget.windowMs, -1);
}
