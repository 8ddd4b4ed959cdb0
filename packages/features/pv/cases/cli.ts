/**
 * The case verbs of `npm run reports`, for an operator beside the back office:
 *   status <reference> in-assessment|closed|nullified [--note TEXT]
 *   forward <reference> --to authority|mah --date YYYY-MM-DD --ref THEIR-REFERENCE [--note TEXT]
 *   close <reference> [--note TEXT]
 * Each records an event with the actor `cli:<operating-system user>`: for PV
 * data, an operator with database access acts as an administrator.
 */
import { CaseError } from './ledger';
import { userInfo } from 'node:os';
import type { Db } from '@/platform/db/database';
import { FORWARD_TARGETS, isCaseStatus, type ForwardTarget } from './status';
import { changeStatus, forwardCase } from './store';

export const CASE_VERBS = ['status', 'forward', 'close'] as const;
export const CASE_USAGE =
  'status <reference> in-assessment|closed|nullified [--note TEXT] | forward <reference> --to authority|mah --date YYYY-MM-DD --ref REF [--note TEXT] | close <reference> [--note TEXT] [--anyway]';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** An operator's mistake in the command line: said on stderr, exit code 2. */
function refuse(message: string): number {
  console.error(message);
  return 2;
}

/** Runs one verb; resolves to the process exit code after printing the outcome. */
export async function runCaseVerb(db: Db, args: string[]): Promise<number> {
  const [verb, reference] = args;
  const actor = `cli:${userInfo().username}`;
  const note = option(args, '--note') ?? null;
  if (!reference) return refuse(`usage: npm run reports -- ${CASE_USAGE}`);
  try {
    if (verb === 'status') {
      const to = args[2];
      if (!isCaseStatus(to)) throw new CaseError('invalid', 'unknownStatus', { status: to ?? '(none)' });
      await changeStatus(db, { reference, to, actor, note, closeAnyway: args.includes('--anyway') });
    } else if (verb === 'close') {
      await changeStatus(db, { reference, to: 'closed', actor, note, closeAnyway: args.includes('--anyway') });
    } else {
      const target = option(args, '--to');
      if (!FORWARD_TARGETS.includes(target as ForwardTarget)) return refuse('Say --to authority or --to mah.');
      await forwardCase(db, {
        reference,
        target: target as ForwardTarget,
        date: option(args, '--date') ?? '',
        externalReference: option(args, '--ref') ?? '',
        actor,
        note,
      });
    }
    console.log(`${reference}: recorded.`);
    return 0;
  } catch (error) {
    if (!(error instanceof CaseError)) throw error;
    console.error(error.message);
    return error.code === 'not-found' ? 1 : 2;
  }
}
