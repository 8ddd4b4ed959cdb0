/**
 * Operator commands for the mail outbox:
 *   npm run outbox -- status              counts per status, and the failed mail
 *   npm run outbox -- retry <id>          send one failed mail again
 *   npm run outbox -- retry-failed        send every failed mail again
 * Uses DATABASE_URL, or the embedded database under DATA_DIR like the server.
 */
import path from 'node:path';
import { ConfigError, parseEnv } from '@/config/env';
import { UUID } from '@/lib/text';
import { openDatabase, type Db } from '@/platform/db/database';
import { getOutboxStatus, retryFailedMail } from '@/platform/mail/outbox';

const USAGE = 'usage: npm run outbox -- status | retry <id> | retry-failed';

async function status(db: Db): Promise<void> {
  const { counts, failed } = await getOutboxStatus(db);
  for (const [name, rows] of Object.entries(counts)) console.log(`${name.padEnd(8)} ${rows}`);
  if (failed.length === 0) return;
  console.log('\nfailed:');
  for (const row of failed) {
    console.log(`${row.id}  ${row.kind}  attempts ${row.attempts}  created ${row.createdAt.toISOString()}\n  ${row.lastError ?? '(no error recorded)'}`);
  }
  console.log('\nA retried mail gets one more attempt; if that fails too it is marked failed again.');
}

async function run(args: string[]): Promise<number> {
  const [command, id, ...rest] = args;
  const valid = (command === 'status' && !id) || (command === 'retry-failed' && !id) || (command === 'retry' && id !== undefined && rest.length === 0);
  if (!valid) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'retry' && !UUID.test(id!)) {
    console.error(`not an outbox id: ${id}`);
    return 2;
  }

  const env = parseEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  try {
    if (command === 'status') {
      await status(database.db);
      return 0;
    }
    const requeued = await retryFailedMail(database.db, command === 'retry' ? id : undefined);
    if (command === 'retry' && requeued === 0) {
      console.error(`no failed mail with id ${id}`);
      return 1;
    }
    if (requeued === 0) console.log('no failed mail to requeue');
    else console.log(`requeued ${requeued} mail${requeued === 1 ? '' : 's'}; a running server sends ${requeued === 1 ? 'it' : 'them'} shortly`);
    return 0;
  } finally {
    await database.close();
  }
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
