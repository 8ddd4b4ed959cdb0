/**
 * The CMS's operator commands:
 *   npm run cms -- create-user --email <address> --role <role> [--markets slo,bih] [--password <pw>]
 *   npm run cms -- seed                       import the repository's content (idempotent)
 *   npm run cms -- export --market cro --out <file> [--live <file>]   write a market's published content snapshot
 *                                             (a document that fails the rules keeps its copy in the --live snapshot, or is
 *                                             left out; either way it is listed in <file>.left-out.json)
 *   npm run cms -- prepare                    migrate, seed an empty CMS and store each market's snapshot for its builds (what npm start does)
 *   npm run cms -- reset-second-factor --email <address>   a new authenticator app at the next sign-in
 *   npm run cms -- reset-password --email <address> [--password <pw>]   set a staff member's password
 * Without --password, create-user asks for it without echoing.
 * Uses DATABASE_URL, or the embedded database under DATA_DIR.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { ConfigError } from '@/config/env';
import { SnapshotError } from '@/content/snapshot';
import { roles } from '@/features/staff/capabilities';
import { createUser, newUserFrom, UsageError } from './src/cli/create-user';
import { openCms } from './src/open';

const USAGE = `usage:
  npm run cms -- create-user --email <address> --role ${roles.join('|')} [--markets slo,bih] [--password <password>]
  npm run cms -- seed
  npm run cms -- export --market <market> --out <file> [--live <live snapshot>]
  npm run cms -- prepare
  npm run cms -- reset-second-factor --email <address>
  npm run cms -- reset-password --email <address> [--password <password>]`;

function askPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) throw new UsageError('no terminal to ask for the password: pass --password');
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  return new Promise((resolve) => {
    rl.question(prompt, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    // readline's own hook for what it echoes (not public API): silenced, the typed password stays off the screen.
    Object.assign(rl, { _writeToOutput: () => {} });
  });
}

/** The options after the command; an unknown or malformed one is a usage error, not a stack trace. */
function parseOptions(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        markets: { type: 'string' },
        password: { type: 'string' },
        market: { type: 'string' },
        out: { type: 'string' },
        live: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const { values } = parseOptions(rest);
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (command === 'create-user') {
    const user = newUserFrom(values);
    const password = user.password ?? newUserFrom({ ...values, password: await askPassword('Password (12 characters or more): ') }).password!;
    const cms = await openCms();
    try {
      await createUser(cms.payload, { ...user, password });
    } finally {
      await cms.close();
    }
    console.log(`Created ${user.role} ${user.email}${user.markets.length ? ` for ${user.markets.join(', ')}` : ''}.`);
    return 0;
  }
  if (command === 'reset-password') {
    if (!values.email) throw new UsageError('--email names the user');
    const password = values.password ?? (await askPassword('New password (12 characters or more): '));
    return (await import('./src/cli/tasks')).resetPasswordOf(values.email.toLowerCase(), password);
  }
  const tasks: Record<string, () => Promise<number>> = await import('./src/cli/tasks').then((m) => m.tasks(values));
  const task = command ? tasks[command] : undefined;
  if (!task) {
    console.error(USAGE);
    return 2;
  }
  return task();
}

let code: number;
try {
  code = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError || error instanceof ConfigError || error instanceof SnapshotError)) throw error;
  console.error(error.message);
  code = error instanceof UsageError ? 2 : 1;
}
// Payload keeps timers and pools of its own alive after destroy(); the work is done.
process.exit(code);
