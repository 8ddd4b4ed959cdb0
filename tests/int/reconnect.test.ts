/**
 * PostgreSQL restarted under a running server: while the database is down the
 * forms answer a prompt 503 with Retry-After (never a hang) and the static site
 * stays up; once it is back, the same server — not restarted — accepts and
 * delivers again. A database that stops answering without closing its
 * connections gets the same prompt 503, after DATABASE_TIMEOUT_MS. Runs the real services (postgres.js pool, outbox worker,
 * .eml transport) against a private cluster that the test may stop at will.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pino from 'pino';
import postgres from 'postgres';
import { marketProfiles } from '@/content/company';
import { parseEnv } from '@/config/env';
import { createApp } from '@site/server/app';
import { startApi, type Api } from '@site/server/compose';
import type { StaticSite } from '@/platform/static-site';
import { startFreezingProxy, type FreezingProxy } from '../support/freezing-proxy';
import { eventually } from '../support/poll';
import { startPrivateCluster, type PrivateCluster } from '../support/private-postgres';
import { completeHuman } from './fixtures/reports';

const requirePostgres = process.env.REQUIRE_POSTGRES === '1';
/** Far above a prompt answer; only a hang reaches it. */
const ANSWER_WITHIN_MS = 20_000;

let cluster: PrivateCluster | undefined;
let problem: string | undefined;
try {
  cluster = await startPrivateCluster();
} catch (error) {
  problem = error instanceof Error ? error.message : String(error);
}
const skip = problem && !requirePostgres ? `a private PostgreSQL cluster cannot be started (${problem}); set REQUIRE_POSTGRES=1 to fail instead` : false;
if (skip) console.warn(`skipping reconnect tests: ${skip}`);

/** No pages: these tests only talk to /api/*. */
const noPages: StaticSite = {
  market: 'cro',
  files: new Map(),
  notFound: {},
  notFoundFor: () => ({ variants: { identity: Buffer.from('not found') }, contentType: 'text/plain', cacheControl: 'no-store', etag: '"0"' }),
};

const contact = (message: string) => ({
  recipient: 'diagnostics',
  name: 'Ana Horvat',
  email: 'ana@example.com',
  message,
  privacyAccepted: true,
  locale: 'hr',
  idempotencyKey: crypto.randomUUID(),
});
const report = () => ({ ...completeHuman(), locale: 'hr', idempotencyKey: crypto.randomUUID() });

/** The real services (pool, outbox worker, .eml transport) behind the real app, on a loopback port. */
interface ApiServer {
  dataDir: string;
  /** A request that must be answered: a hang fails the test instead of stalling it. */
  post(pathname: string, body: unknown): Promise<Response>;
  get(pathname: string): Promise<Response>;
  close(): Promise<void>;
}

async function startApiServer(databaseUrl: string, extraEnv: Record<string, string> = {}): Promise<ApiServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reconnect-data-'));
  const env = parseEnv({
    MARKET: 'cro',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    BOT_PROTECTION: 'off',
    ALLOW_NO_BOT_PROTECTION: '1',
    CONTACT_RATE_LIMIT: '1000/1h',
    REPORT_RATE_LIMIT: '1000/1h',
    OUTBOX_RETRY_BASE_MS: '200',
    ...extraEnv,
  });
  const site = { market: 'cro' as const, url: marketProfiles.cro.siteUrl, profile: marketProfiles.cro };
  const services: Api = await startApi(env, site, pino({ level: 'silent' }));
  const server: Server = createServer(createApp({ site: noPages, api: services.routes }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    dataDir,
    post: (pathname, body) =>
      fetch(`${base}${pathname}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      }),
    get: (pathname) => fetch(`${base}${pathname}`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) }),
    async close() {
      server.closeAllConnections();
      server.close();
      await services.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Both suites share the cluster; it goes when the file is done.
after(async () => {
  await cluster?.destroy();
});

describe('PostgreSQL restarted under a running server', { skip }, () => {
  let api: ApiServer;
  let sql: postgres.Sql;
  const post = (pathname: string, body: unknown) => api.post(pathname, body);

  const mailFiles = () => {
    try {
      return readdirSync(path.join(api.dataDir, 'mail')).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
  };

  /** Waits until every mail of `refId` is sent and written to the mail folder; returns their texts. */
  const delivered = (refId: string) =>
    eventually(`the mail of ${refId} to be delivered`, async () => {
      const rows = await sql<{ id: string; status: string }[]>`select id, status from outbox where ref_id = ${refId}`;
      if (rows.length === 0 || rows.some((row) => row.status !== 'sent')) return undefined;
      return rows.map((row) => {
        const file = mailFiles().find((name) => name.includes(row.id));
        assert.ok(file, `an .eml file for outbox row ${row.id}`);
        return readFileSync(path.join(api.dataDir, 'mail', file), 'utf8');
      });
    });

  /** Database down: a prompt 503 with Retry-After, in the visitor's language, nothing half-stored. */
  async function assertUnavailable(pathname: string, body: unknown) {
    const response = await post(pathname, body);
    assert.equal(response.status, 503, `${pathname} while the database is down`);
    const retryAfter = Number(response.headers.get('retry-after'));
    assert.ok(Number.isInteger(retryAfter) && retryAfter > 0, `Retry-After is a number of seconds, got ${response.headers.get('retry-after')}`);
    const answer = (await response.json()) as { error: string; message: string };
    assert.equal(answer.error, 'unavailable');
    assert.ok(answer.message);
  }

  before(async () => {
    if (!cluster) throw new Error(`REQUIRE_POSTGRES=1 but a private PostgreSQL cluster cannot be started: ${problem}`);
    api = await startApiServer(cluster.url);
    sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
  });

  after(async () => {
    await sql?.end({ timeout: 1 }).catch(() => {});
    await api?.close();
  });

  for (const mode of ['immediate', 'fast'] as const) {
    it(`answers 503 with Retry-After while down and recovers by itself after a restart (pg_ctl stop -m ${mode})`, async () => {
      // Up: accepted and delivered, with the pool's connections open.
      const first = await post('/api/contact', contact(`before the ${mode} stop`));
      assert.equal(first.status, 202);
      const { id: firstId } = (await first.json()) as { id: string };
      await delivered(firstId);
      const reported = await post('/api/reports', report());
      assert.equal(reported.status, 201, 'a report is registered');

      await sql.end({ timeout: 1 });
      await cluster!.stop(mode);

      await assertUnavailable('/api/contact', contact(`while down after the ${mode} stop`));
      await assertUnavailable('/api/reports', report());
      // A second attempt finds no better connection in the pool, and is just as prompt.
      await assertUnavailable('/api/contact', contact(`again while down after the ${mode} stop`));
      // The site itself does not depend on the database.
      const health = await api.get('/api/health');
      assert.equal(health.status, 200);

      await cluster!.start();
      sql = postgres(cluster!.url, { max: 1, onnotice: () => {} });

      // Back: the same server accepts again without a restart, and its worker delivers.
      const again = await post('/api/contact', contact(`after the ${mode} restart`));
      assert.equal(again.status, 202);
      const { id } = (await again.json()) as { id: string };
      const [mail] = await delivered(id);
      assert.match(mail!, new RegExp(`after the ${mode} restart`));
      // The file is written before the outbox records the delivery: wait for the record.
      await eventually('the message recorded as delivered', async () => {
        const [stored] = await sql<{ delivered: boolean }[]>`select delivered_at is not null as delivered from contact_messages where id = ${id}`;
        return stored?.delivered ? true : undefined;
      });

      const afterReport = await post('/api/reports', report());
      assert.equal(afterReport.status, 201, 'a report after the restart is registered');
      const { reference } = (await afterReport.json()) as { reference: string };
      const [row] = await sql<{ id: string }[]>`select id from reports where reference = ${reference}`;
      assert.ok(row, `report ${reference} is stored`);
      const reportMails = await delivered(row.id);
      assert.ok(reportMails.length >= 1, 'the report mail went out');

      // Nothing from the outage was stored half-way: only the accepted messages exist.
      const messages = await sql<{ message: string }[]>`select message from contact_messages where message like ${`%${mode}%`} order by created_at`;
      assert.deepEqual(
        messages.map((m) => m.message),
        [`before the ${mode} stop`, `after the ${mode} restart`],
      );
    });
  }
});

describe('PostgreSQL that stops answering under a running server', { skip }, () => {
  let api: ApiServer;
  let proxy: FreezingProxy;
  let sql: postgres.Sql;
  const post = (pathname: string, body: unknown) => api.post(pathname, body);

  before(async () => {
    if (!cluster) throw new Error(`REQUIRE_POSTGRES=1 but a private PostgreSQL cluster cannot be started: ${problem}`);
    proxy = await startFreezingProxy(new URL(cluster.url));
    api = await startApiServer(proxy.url, { DATABASE_TIMEOUT_MS: '1000' });
    sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
  });

  after(async () => {
    proxy?.thaw();
    await sql?.end({ timeout: 1 }).catch(() => {});
    await api?.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After after the timeout, and a resend with the same key is stored exactly once', async () => {
    assert.equal((await post('/api/contact', contact('before the freeze'))).status, 202);

    proxy.freeze();
    const waiting = contact('sent into the freeze');
    for (const [pathname, body] of [
      ['/api/contact', waiting],
      ['/api/reports', report()],
    ] as const) {
      const response = await post(pathname, body);
      assert.equal(response.status, 503, `${pathname} while the database does not answer`);
      assert.ok(Number(response.headers.get('retry-after')) > 0, 'Retry-After is set');
    }

    proxy.thaw();
    // The form resends with the same key: whether the frozen attempt committed late or not, one message results.
    const resent = await post('/api/contact', waiting);
    assert.equal(resent.status, 202);
    const { id } = (await resent.json()) as { id: string };
    const stored = await sql<{ id: string }[]>`select id from contact_messages where message = 'sent into the freeze'`;
    assert.deepEqual(
      stored.map((row) => row.id),
      [id],
    );
    await eventually('the resent message to be delivered', async () => {
      const [row] = await sql<{ delivered: boolean }[]>`select delivered_at is not null as delivered from contact_messages where id = ${id}`;
      return row?.delivered ? true : undefined;
    });
  });
});
