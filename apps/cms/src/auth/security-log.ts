/**
 * Who tried to sign in and failed, and who changed whose role or markets:
 * the security events an operator needs after an incident. They go to the
 * CMS's log, whose options mask e-mail addresses like the public server's.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterErrorHook, PayloadRequest } from 'payload';

interface Account {
  email?: string;
  role?: string;
  markets?: string[] | null;
}

const actorOf = (req: PayloadRequest) => (req.user as Account | null | undefined)?.email ?? 'operator (Local API)';
const marketsOf = (account: Account | undefined) => [...(account?.markets ?? [])].sort().join(',');

/** Payload answers a failed login with an error; the log keeps the address tried and why it failed. */
export const logFailedSignIn: CollectionAfterErrorHook = ({ error, req }) => {
  if (!new URL(req.url ?? 'http://cms/').pathname.endsWith('/login')) return;
  const email = (req.data as Account | undefined)?.email;
  // Class names are minified in the built app: the status and message say why.
  const status = (error as { status?: number }).status;
  req.payload.logger.warn(
    { event: 'sign-in-failed', email: typeof email === 'string' ? email : undefined, status, reason: error.message },
    'staff sign-in failed',
  );
};

export const logAccountChange: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req }) => {
  const now = doc as Account;
  const before = previousDoc as Account | undefined;
  const by = actorOf(req);
  if (operation === 'create') {
    req.payload.logger.info({ event: 'account-created', email: now.email, role: now.role, markets: marketsOf(now), by }, 'staff account created');
  } else if (before && (before.role !== now.role || marketsOf(before) !== marketsOf(now))) {
    req.payload.logger.info(
      { event: 'role-changed', email: now.email, from: { role: before.role, markets: marketsOf(before) }, to: { role: now.role, markets: marketsOf(now) }, by },
      'staff role changed',
    );
  }
  return doc;
};

export const logAccountDeletion: CollectionAfterDeleteHook = ({ doc, req }) => {
  const gone = doc as Account;
  req.payload.logger.info({ event: 'account-deleted', email: gone.email, role: gone.role, by: actorOf(req) }, 'staff account deleted');
};
