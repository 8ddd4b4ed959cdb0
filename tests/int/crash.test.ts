/**
 * A server killed right after accepting a contact message must not lose it:
 * the mail was committed with the message, so any later worker delivers it.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { markContactDelivered } from '@/features/contact/store';
import { contactMessages } from '@/features/contact/table';
import { outbox } from '@/platform/db/tables';
import { createOutboxWorker } from '@/platform/mail/outbox';
import { describeEachDatabase } from './databases';
import { withSmtp } from './fixtures/smtp';

const fixture = fileURLToPath(new URL('./fixtures/accept-contact.ts', import.meta.url));
const repoRoot = path.resolve(path.dirname(fixture), '../../..');

/** Runs the fixture until it reports the accepted message, then kills it without warning. */
async function acceptThenKill(databaseUrl: string, dataDir: string): Promise<{ contactId: string; outboxId: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture, databaseUrl, dataDir], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    const lines = createInterface({ input: child.stdout });
    for await (const line of lines) {
      const match = /^ACCEPTED (\S+) (\S+)$/.exec(line);
      if (match) return { contactId: match[1]!, outboxId: match[2]! };
    }
    const [code, signal] = await exited;
    throw new Error(`the fixture ended (code ${code}, signal ${signal}) without accepting a message`);
  } finally {
    child.kill('SIGKILL');
    await exited;
  }
}

describeEachDatabase('crash after accepting a contact message', (database) => {
  const smtpFixture = withSmtp(database);

  it('delivers the message exactly once after the accepting process was killed', async () => {
    const { contactId, outboxId } = await acceptThenKill(database.url, database.dataDir);
    assert.equal(smtpFixture.smtp.received.length, 0, 'the killed process sent nothing');

    const onSent = () => markContactDelivered(database.db, contactId);
    const worker = createOutboxWorker({ db: database.db, kind: database.kind, transport: smtpFixture.transport, onSent });
    const arriving = smtpFixture.smtp.nextMail();
    assert.equal(await worker.runOnce(), 1);
    const mail = await arriving;
    assert.equal(await worker.runOnce(), 0);
    assert.equal(smtpFixture.smtp.received.length, 1);

    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, outboxId));
    assert.equal(row?.status, 'sent');
    assert.equal(mail.headers.get('message-id'), row.messageId);
    const [message] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, contactId));
    assert.ok(message?.deliveredAt, 'the contact message is marked delivered');
  });
});
