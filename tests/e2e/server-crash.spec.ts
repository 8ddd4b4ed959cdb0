/**
 * Servers killed (SIGKILL, no shutdown hook) at the worst moments of a contact
 * submission: what they acknowledged is still delivered, after a restart.
 */
import { startSmtpServer } from '../int/fixtures/smtp';
import { scratchDatabase } from '../support/postgres';
import { startSiteServer } from '../support/site-server';
import { expect, inMarkets, solveAltcha, test } from './support';

test.describe('a server killed between acceptance and delivery', inMarkets('cro'), () => {
  test.setTimeout(120_000);

  test('loses nothing: after a restart the accepted message is delivered exactly once', async ({ request }) => {
    // PostgreSQL, so the test can watch the outbox while the server runs.
    const scratch = await scratchDatabase('e2e_crash');
    const databaseUrl = scratch.url;
    const db = scratch.sql;
    const smtp = await startSmtpServer();
    await smtp.stop(); // SMTP is down, so the outbox cannot deliver before the crash.
    // A short lease: the kill below can land just as the worker takes the row for its next attempt
    // (seen in a fresh-clone run), and the restarted server takes the row over when the lease ends.
    const env = { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '200', OUTBOX_LEASE_MS: '2000', DATABASE_URL: databaseUrl };
    const first = await startSiteServer(env);
    const response = await request.post(first.url + '/api/contact', {
      data: {
        recipient: 'info',
        name: 'Crash Test',
        email: 'crash@example.com',
        message: 'Accepted before the crash',
        privacyAccepted: true,
        locale: 'hr',
        idempotencyKey: crypto.randomUUID(),
        botToken: await solveAltcha(first.url),
      },
    });
    expect(response.status()).toBe(202);
    // Kill it after a failed delivery attempt, not in the middle of one.
    await expect
      .poll(async () => (await db`select status, attempts from outbox`).map((row) => `${row.status}:${row.attempts > 0}`).join(), { timeout: 30_000 })
      .toBe('pending:true');
    await first.kill(); // SIGKILL: no shutdown hook runs.

    await smtp.start();
    const second = await startSiteServer(env, first.dataDir);
    try {
      const deliveries = () => smtp.received.filter((mail) => mail.raw.includes('Accepted before the crash')).length;
      await expect.poll(deliveries, { timeout: 60_000 }).toBe(1);
      // The row turns sent once the SMTP server has acknowledged the mail, a moment after it arrived there.
      await expect.poll(async () => (await db`select status from outbox`).map((row) => row.status)).toEqual(['sent']);
      expect(deliveries()).toBe(1);
    } finally {
      await second.stop();
      await smtp.stop();
      await scratch.drop();
    }
  });
});

test.describe('a server killed during a stream of submissions', inMarkets('cro'), () => {
  test.setTimeout(180_000);

  test('keeps and delivers every submission it answered 202, after a restart (PostgreSQL)', async () => {
    const scratch = await scratchDatabase('e2e_stream');
    const url = scratch.url;
    const db = scratch.sql;
    const smtp = await startSmtpServer();
    const env = {
      // A short lease, so mail that was mid-send at the kill is retried soon after the restart.
      SMTP_URL: smtp.url,
      DATABASE_URL: url,
      OUTBOX_RETRY_BASE_MS: '200',
      OUTBOX_LEASE_MS: '2000',
      BOT_PROTECTION: 'off',
      ALLOW_NO_BOT_PROTECTION: '1',
      CONTACT_RATE_LIMIT: '100000/1h',
    };
    const first = await startSiteServer(env);
    const accepted: string[] = [];
    let stop = false;
    // Four clients submit without pause; the server is killed while they are mid-stream.
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const response = await fetch(`${first.url}/api/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              recipient: 'info',
              name: `Stream ${n}`,
              email: 'stream@example.com',
              message: `Stream message ${n}-${i}`,
              privacyAccepted: true,
              locale: 'hr',
              idempotencyKey: crypto.randomUUID(),
            }),
          });
          if (response.status === 202) accepted.push(((await response.json()) as { id: string }).id);
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const clients = [1, 2, 3, 4].map(client);
    await expect.poll(() => accepted.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(40);
    await first.kill();
    stop = true;
    await Promise.all(clients);

    const second = await startSiteServer(env, first.dataDir);
    try {
      const stored = await db`select id from contact_messages where id = any(${accepted}::uuid[])`;
      expect(stored.length).toBe(accepted.length);
      await expect
        .poll(async () => (await db`select count(*)::int as n from outbox where ref_id = any(${accepted}::uuid[]) and status = 'sent'`)[0]!.n, {
          timeout: 90_000,
        })
        .toBe(accepted.length);
      // At least once, and exactly once per accepted message unless a send was cut off by the kill.
      const delivered = new Set(smtp.received.map((mail) => mail.headers.get('message-id')));
      const sent = await db`select message_id from outbox where ref_id = any(${accepted}::uuid[])`;
      expect(sent.every((row) => delivered.has(row.message_id))).toBe(true);
    } finally {
      await second.stop();
      await smtp.stop();
      await scratch.drop();
    }
  });
});
