import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { it, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { contactMessages } from '@/features/contact/table';
import { deleteExpiredContactMessages, markContactDelivered } from '@/features/contact/store';
import { outbox, type OutboxRow } from '@/platform/db/tables';
import { createOutboxWorker, enqueueMail, getOutboxStatus, retryDelayMs, retryFailedMail, type NewMail } from '@/platform/mail/outbox';
import { describeEachDatabase } from './databases';
import { createMailTransport, type MailTransport } from '@/platform/mail/transport';
import { parseHeaders, withSmtp } from './fixtures/smtp';

const FROM = 'Farmadria <noreply@farmadria.example>';

function contactMail(refId: string, subject = 'Contact form: info'): NewMail {
  return {
    kind: 'contact',
    refId,
    from: FROM,
    to: ['info@farmadria.example', 'sales@farmadria.example'],
    cc: ['archive@farmadria.example'],
    replyTo: '"Ana Horvat" <ana@example.com>',
    subject,
    textBody: 'Hello,\nplease call me.',
    htmlBody: '<p>Hello,<br>please call me.</p>',
  };
}

/** Stores a contact message and its mail in one transaction, as the contact endpoint does. */
async function acceptContact(db: Db, subject?: string) {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(contactMessages)
      .values({ market: 'cro', recipientKey: 'info', name: 'Ana Horvat', email: 'ana@example.com', message: 'Hi' })
      .returning({ id: contactMessages.id });
    const mail = await enqueueMail(tx, contactMail(message!.id, subject));
    return { contactId: message!.id, ...mail };
  });
}

async function outboxRow(db: Db, id: string): Promise<OutboxRow> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  assert.ok(row, `outbox row ${id} exists`);
  return row;
}

/** Moves a scheduled retry to now, instead of waiting for it. */
async function makeDue(db: Db, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(outbox.id, id));
}

const refusing: Pick<MailTransport, 'send'> = {
  send: () => Promise.reject(new Error('connect ECONNREFUSED (test)')),
};

test('the retry delay doubles per failed attempt up to its maximum', () => {
  const backoff = { baseMs: 30_000, maxMs: 3_600_000 };
  assert.deepEqual(
    [0, 1, 2, 3, 6, 7, 50, 2000].map((attempts) => retryDelayMs(attempts, backoff)),
    [30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000],
  );
});

describeEachDatabase('outbox', (database) => {
  const smtpFixture = withSmtp(database);

  /** Each test starts with an empty outbox so counts and deliveries are its own. */
  async function reset() {
    await database.db.delete(outbox);
    await database.db.delete(contactMessages);
    smtpFixture.smtp.received.length = 0;
  }

  it('delivers a contact mail over SMTP exactly once, with its stored headers', async () => {
    await reset();
    const accepted = await acceptContact(database.db);
    const onSent = (row: OutboxRow) => markContactDelivered(database.db, row.refId);
    const worker = createOutboxWorker({ db: database.db, kind: database.kind, transport: smtpFixture.transport, onSent });

    const arriving = smtpFixture.smtp.nextMail();
    assert.equal(await worker.runOnce(), 1);
    const mail = await arriving;
    assert.equal(await worker.runOnce(), 0, 'nothing left to send');
    assert.equal(smtpFixture.smtp.received.length, 1);

    assert.equal(mail.headers.get('message-id'), accepted.messageId);
    assert.match(accepted.messageId, /^<[0-9a-f-]{36}@farmadria\.example>$/);
    assert.equal(mail.headers.get('from'), FROM);
    assert.equal(mail.headers.get('to'), 'info@farmadria.example, sales@farmadria.example');
    assert.equal(mail.headers.get('cc'), 'archive@farmadria.example');
    // nodemailer drops quotes a display name does not need.
    assert.equal(mail.headers.get('reply-to'), 'Ana Horvat <ana@example.com>');
    assert.equal(mail.headers.get('subject'), 'Contact form: info');
    assert.equal(mail.envelopeFrom, 'noreply@farmadria.example');
    assert.deepEqual(mail.envelopeTo.toSorted(), ['archive@farmadria.example', 'info@farmadria.example', 'sales@farmadria.example']);

    const row = await outboxRow(database.db, accepted.id);
    assert.equal(row.status, 'sent');
    assert.ok(row.sentAt);
    assert.equal(row.lockedUntil, null);
    const [message] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, accepted.contactId));
    assert.ok(message?.deliveredAt, 'the contact message is marked delivered');
  });

  it('retries with backoff while the SMTP server is down, then delivers once', async () => {
    await reset();
    const accepted = await acceptContact(database.db);
    const before = await outboxRow(database.db, accepted.id);
    const worker = createOutboxWorker({
      db: database.db,
      kind: database.kind,
      transport: smtpFixture.transport,
      backoff: { baseMs: 60_000 },
    });

    await smtpFixture.smtp.stop();
    try {
      assert.equal(await worker.runOnce(), 1);
      const failed = await outboxRow(database.db, accepted.id);
      assert.equal(failed.status, 'pending');
      assert.equal(failed.attempts, 1);
      assert.ok(failed.nextAttemptAt > before.nextAttemptAt, 'the retry is scheduled later');
      assert.equal(failed.lockedUntil, null);
      assert.ok(failed.lastError);
      assert.equal(await worker.runOnce(), 0, 'not due before its backoff');
    } finally {
      await smtpFixture.smtp.start();
    }

    await makeDue(database.db, accepted.id);
    const arriving = smtpFixture.smtp.nextMail();
    assert.equal(await worker.runOnce(), 1);
    assert.equal((await arriving).headers.get('message-id'), accepted.messageId, 'the retry keeps the Message-ID');
    assert.equal(await worker.runOnce(), 0);
    assert.equal(smtpFixture.smtp.received.length, 1);
    const sent = await outboxRow(database.db, accepted.id);
    assert.equal(sent.status, 'sent');
    assert.equal(sent.attempts, 1);
  });

  it('re-claims a row left in sending by a crashed worker once its lease expired', async () => {
    await reset();
    const abandoned = await acceptContact(database.db, 'abandoned');
    const leased = await acceptContact(database.db, 'still leased');
    await database.db
      .update(outbox)
      .set({ status: 'sending', lockedUntil: sql`now() - interval '1 minute'` })
      .where(eq(outbox.id, abandoned.id));
    await database.db
      .update(outbox)
      .set({ status: 'sending', lockedUntil: sql`now() + interval '1 hour'` })
      .where(eq(outbox.id, leased.id));

    const worker = createOutboxWorker({ db: database.db, kind: database.kind, transport: smtpFixture.transport });
    assert.equal(await worker.runOnce(), 1);
    assert.equal(await worker.runOnce(), 0);
    assert.deepEqual(
      smtpFixture.smtp.received.map((mail) => mail.headers.get('message-id')),
      [abandoned.messageId],
    );
    assert.equal((await outboxRow(database.db, abandoned.id)).status, 'sent');
    assert.equal((await outboxRow(database.db, leased.id)).status, 'sending', 'a live lease is respected');
  });

  it('never sends a row twice when workers run at once', async () => {
    await reset();
    const rows = 50;
    for (let i = 0; i < rows; i++) await acceptContact(database.db, `parallel ${i}`);
    // An instant transport keeps the workers claiming, where they could collide. Each worker
    // has its own connection pool, as separate servers would.
    const deliveries = new Map<string, number>();
    const recording: Pick<MailTransport, 'send'> = {
      send: async (row) => void deliveries.set(row.messageId, (deliveries.get(row.messageId) ?? 0) + 1),
    };
    const handles = await Promise.all([1, 2, 3, 4].map(async () => (await database.open()).db));
    const workers = handles.map((db) => createOutboxWorker({ db, kind: database.kind, transport: recording, batch: 2 }));
    await Promise.all(
      workers.map(async (worker) => {
        while ((await worker.runOnce()) > 0);
      }),
    );

    assert.equal(deliveries.size, rows, 'every row delivered');
    assert.deepEqual([...new Set(deliveries.values())], [1], 'no row delivered twice');
    const { counts } = await getOutboxStatus(database.db);
    assert.deepEqual(counts, { pending: 0, sending: 0, sent: rows, failed: 0 });
  });

  it('gives up on a row failing past giveUpAfterMs, and an operator retry requeues it', async () => {
    await reset();
    const accepted = await acceptContact(database.db);
    await database.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(outbox.id, accepted.id));
    const failing = createOutboxWorker({ db: database.db, kind: database.kind, transport: refusing });

    assert.equal(await failing.runOnce(), 1);
    const failed = await outboxRow(database.db, accepted.id);
    assert.equal(failed.status, 'failed');
    assert.equal(failed.attempts, 1);
    await makeDue(database.db, accepted.id);
    assert.equal(await failing.runOnce(), 0, 'failed rows wait for an operator');

    const status = await getOutboxStatus(database.db);
    assert.equal(status.counts.failed, 1);
    assert.deepEqual(
      status.failed.map(({ id, kind, attempts, lastError }) => ({ id, kind, attempts, lastError })),
      [{ id: accepted.id, kind: 'contact', attempts: 1, lastError: 'connect ECONNREFUSED (test)' }],
    );

    assert.equal(await retryFailedMail(database.db, accepted.id), 1);
    assert.equal(await retryFailedMail(database.db, accepted.id), 0, 'only failed rows are requeued');
    const requeued = await outboxRow(database.db, accepted.id);
    assert.equal(requeued.status, 'pending');
    assert.equal(requeued.attempts, 1, 'attempts are kept');

    const worker = createOutboxWorker({ db: database.db, kind: database.kind, transport: smtpFixture.transport });
    assert.equal(await worker.runOnce(), 1);
    assert.equal((await outboxRow(database.db, accepted.id)).status, 'sent');
    assert.equal(smtpFixture.smtp.received.length, 1);
  });

  it('requeues every failed row with retry-failed', async () => {
    await reset();
    const ids = [(await acceptContact(database.db)).id, (await acceptContact(database.db)).id];
    await database.db.update(outbox).set({ status: 'failed', attempts: 7 });
    assert.equal(await retryFailedMail(database.db), 2);
    for (const id of ids) {
      const row = await outboxRow(database.db, id);
      assert.equal(row.status, 'pending');
      assert.equal(row.attempts, 7);
    }
  });

  it('writes an RFC 5322 .eml file when no SMTP server is configured', async () => {
    await reset();
    const accepted = await acceptContact(database.db);
    const files = createMailTransport({ dataDir: database.dataDir });
    const worker = createOutboxWorker({ db: database.db, kind: database.kind, transport: files });
    assert.equal(await worker.runOnce(), 1);
    files.close();

    const mailDir = path.join(database.dataDir, 'mail');
    const written = readdirSync(mailDir).filter((name) => name.endsWith(`-${accepted.id}.eml`));
    assert.equal(written.length, 1);
    assert.match(written[0]!, /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z-/);
    const raw = readFileSync(path.join(mailDir, written[0]!), 'utf8');
    assert.ok(raw.includes('\r\n'), 'lines end in CRLF');
    const headers = parseHeaders(raw);
    assert.equal(headers.get('message-id'), accepted.messageId);
    assert.equal(headers.get('from'), FROM);
    assert.equal(headers.get('to'), 'info@farmadria.example, sales@farmadria.example');
    assert.equal(headers.get('cc'), 'archive@farmadria.example');
    assert.equal(headers.get('reply-to'), 'Ana Horvat <ana@example.com>');
    assert.equal(headers.get('subject'), 'Contact form: info');
    assert.equal(headers.get('mime-version'), '1.0');
    assert.ok(!Number.isNaN(Date.parse(headers.get('date') ?? '')), 'a valid Date header');
    assert.match(headers.get('content-type') ?? '', /^multipart\/alternative;/);
    assert.equal((await outboxRow(database.db, accepted.id)).status, 'sent');
  });

  it('deletes only contact messages delivered longer ago than the retention period', async () => {
    await reset();
    const old = await acceptContact(database.db, 'old');
    const recent = await acceptContact(database.db, 'recent');
    const undelivered = await acceptContact(database.db, 'undelivered');
    const worker = createOutboxWorker({ db: database.db, kind: database.kind, transport: smtpFixture.transport });
    await database.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(outbox.id, undelivered.id));
    assert.equal(await worker.runOnce(), 2);
    await database.db
      .update(contactMessages)
      .set({ deliveredAt: sql`now() - interval '31 days'` })
      .where(eq(contactMessages.id, old.contactId));
    await database.db
      .update(contactMessages)
      .set({ createdAt: sql`now() - interval '100 days'` })
      .where(eq(contactMessages.id, undelivered.contactId));

    assert.equal(await deleteExpiredContactMessages(database.db, 30), 1);
    const remaining = await database.db.select({ id: contactMessages.id }).from(contactMessages);
    assert.deepEqual(remaining.map((row) => row.id).toSorted(), [recent.contactId, undelivered.contactId].toSorted());
    const mails = await database.db.select({ id: outbox.id }).from(outbox);
    assert.deepEqual(mails.map((row) => row.id).toSorted(), [recent.id, undelivered.id].toSorted());
    assert.equal(await deleteExpiredContactMessages(database.db, 30), 0);
  });

  it('polls in the background: a queued mail goes out without a call, and stop() ends the polling', async () => {
    await reset();
    const accepted = await acceptContact(database.db);
    let sent: (row: OutboxRow) => void;
    const sentRow = new Promise<OutboxRow>((resolve) => (sent = resolve));
    const worker = createOutboxWorker({
      db: database.db,
      kind: database.kind,
      transport: smtpFixture.transport,
      onSent: async (row) => sent(row),
    });
    worker.start();
    assert.equal((await sentRow).id, accepted.id);
    await worker.stop();
    assert.equal(smtpFixture.smtp.received.length, 1);
  });
});
