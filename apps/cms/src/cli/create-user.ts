import type { Payload } from 'payload';
import { markets, type Market } from '@/config/markets';
import { capabilities, roles, type Role } from '@/features/staff/capabilities';
import { passwordProblem } from '../auth/passwords';

export class UsageError extends Error {}

export interface NewUser {
  email: string;
  role: Role;
  markets: Market[];
  password: string;
}

/** A role that sees only its account's markets (an editor's content, an officer's reports, HR's applications…) sees nothing without them. */
const reachesOwnMarkets = (role: Role) => Object.values(capabilities[role]).includes('own');

/** Checks the command line's choices before anything is written. */
export function newUserFrom(options: {
  email?: string;
  role?: string;
  markets?: string;
  password?: string;
}): Omit<NewUser, 'password'> & { password?: string } {
  if (!options.email || !/^[^@\s]+@[^@\s]+$/.test(options.email)) throw new UsageError('--email needs an e-mail address');
  if (!roles.includes(options.role as Role)) throw new UsageError(`--role must be one of ${roles.join(', ')}`);
  const role = options.role as Role;
  const chosen = (options.markets ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  const unknown = chosen.filter((m) => !markets.includes(m as Market));
  if (unknown.length) throw new UsageError(`--markets: unknown market ${unknown.join(', ')} (choose from ${markets.join(', ')})`);
  if (reachesOwnMarkets(role) && chosen.length === 0) throw new UsageError(`the role ${role} needs --markets, e.g. --markets slo,bih`);
  if (options.password !== undefined) {
    const problem = passwordProblem(options.password, options.email);
    if (problem) throw new UsageError(problem);
  }
  return { email: options.email.toLowerCase(), role, markets: chosen as Market[], password: options.password };
}

export async function createUser(payload: Payload, user: NewUser): Promise<void> {
  const existing = await payload.find({ collection: 'users', where: { email: { equals: user.email } }, limit: 1, depth: 0 });
  if (existing.totalDocs > 0) throw new UsageError(`${user.email} already has an account`);
  await payload.create({ collection: 'users', data: { ...user }, overrideAccess: true });
}
