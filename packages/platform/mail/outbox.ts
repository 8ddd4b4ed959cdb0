/**
 * The transactional outbox: mail is stored in the same transaction as the
 * message or report it belongs to, and workers deliver it afterwards, at least
 * once, retrying with exponential backoff. Several servers may run workers on
 * one PostgreSQL database: rows are claimed with FOR UPDATE SKIP LOCKED and
 * leased, so a crashed worker's rows are picked up again when the lease ends.
 * All times come from the database clock, so servers' clocks need not agree.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, lt, lte, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, DbKind } from '@/platform/db/database';
import { outbox, type MailAttachment, type MailKind, type OutboxRow, type OutboxStatus } from '@/platform/db/tables';
import type { MailTransport } from './transport';

const MESSAGE_ID_DOMAIN = 'farmadria.example';

export interface NewMail {
  kind: MailKind;
  /** The contact message or report this mail belongs to. */
  refId: string;
  from: string;
  to: string[];
  cc?: string[];
  /** A ready header value, e.g. `"Ana" <ana@example.com>`. */
  replyTo?: string | null;
  subject: string;
  textBody: string;
  htmlBody: string;
  attachments?: MailAttachment[];
}

/** Call inside the transaction that stores what the mail is about. */
export async function enqueueMail(tx: Db, mail: NewMail): Promise<{ id: string; messageId: string }> {
  if (mail.to.length === 0) throw new Error('a mail needs at least one recipient');
  const id = randomUUID();
  const messageId = `<${id}@${MESSAGE_ID_DOMAIN}>`;
  await tx.insert(outbox).values({ ...mail, cc: mail.cc ?? [], replyTo: mail.replyTo ?? null, attachments: mail.attachments ?? [], id, messageId });
  return { id, messageId };
}

export interface Backoff {
  baseMs: number;
  maxMs: number;
  /** A row failing when older than this is marked 'failed' and left to an operator. */
  giveUpAfterMs: number;
}

/** The part of a pino logger the worker uses. */
interface OutboxLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  kind: DbKind;
  transport: Pick<MailTransport, 'send'>;
  logger?: OutboxLogger;
  pollMs?: number;
  batch?: number;
  /** How long a claimed row stays ours; a worker that dies mid-send loses it after this. */
  leaseMs?: number;
  backoff?: Partial<Backoff>;
  /**
   * Runs after a row is marked sent, e.g. to tell the feature that owns the mail;
   * its failure is logged and does not undo the delivery.
   */
  onSent?: (row: OutboxRow) => Promise<void>;
  /** Only these kinds of mail (the CMS's worker sends staff mail; the public server's, all). */
  mailKinds?: readonly MailKind[];
}

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for batches under way. */
  stop(): Promise<void>;
  /** Claims and delivers one batch of due mail; resolves to the number of rows attempted. */
  runOnce(): Promise<number>;
}

const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 3_600_000, giveUpAfterMs: 24 * 3_600_000 };

/** The wait before the next attempt, after `attempts` earlier failed ones. */
export function retryDelayMs(attempts: number, { baseMs, maxMs }: Pick<Backoff, 'baseMs' | 'maxMs'>): number {
  return Math.min(baseMs * 2 ** attempts, maxMs);
}

type ClaimedRow = OutboxRow & { lockedUntil: Date };

const fromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export function createOutboxWorker({
  db,
  kind,
  transport,
  logger,
  pollMs = 1000,
  batch = 10,
  leaseMs = 5 * 60_000,
  backoff: backoffOverrides,
  onSent,
  mailKinds,
}: OutboxWorkerOptions): OutboxWorker {
  const backoff = { ...DEFAULT_BACKOFF, ...backoffOverrides };
  const inFlight = new Set<Promise<number>>();
  let timer: NodeJS.Timeout | undefined;
  let polling = false;

  async function claim(): Promise<ClaimedRow[]> {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            or(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)), and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, sql`now()`))),
            mailKinds ? inArray(outbox.kind, [...mailKinds]) : undefined,
          ),
        )
        .orderBy(asc(outbox.nextAttemptAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(outbox)
        // Millisecond precision so the lease survives the round trip through a JS Date
        // and can serve as this worker's token in the updates below.
        .set({ status: 'sending', lockedUntil: sql`date_trunc('milliseconds', ${fromNow(leaseMs)})` })
        .where(
          inArray(
            outbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      return claimed as ClaimedRow[];
    });
  }

  async function markSent(row: ClaimedRow): Promise<void> {
    // Unconditional on the lease: the mail did go out, whoever holds the row now.
    await db
      .update(outbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(and(eq(outbox.id, row.id), ne(outbox.status, 'sent')));
    if (onSent) {
      await onSent(row).catch((error: unknown) => logger?.error({ err: error, id: row.id, kind }, 'outbox onSent failed'));
    }
  }

  async function markFailed(row: ClaimedRow, error: unknown): Promise<void> {
    const delayMs = retryDelayMs(row.attempts, backoff);
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const [updated] = await db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        lastError,
        lockedUntil: null,
        nextAttemptAt: fromNow(delayMs),
        status: sql`case when ${outbox.createdAt} <= now() - make_interval(secs => ${backoff.giveUpAfterMs / 1000})
                    then 'failed' else 'pending' end`,
      })
      // Only while our lease holds: a worker that took the row over owns its fate now.
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'sending'), eq(outbox.lockedUntil, row.lockedUntil)))
      .returning({ status: outbox.status, attempts: outbox.attempts });
    if (!updated) return;
    const details = { id: row.id, mailKind: row.kind, attempts: updated.attempts, error: lastError, db: kind };
    if (updated.status === 'failed') logger?.error(details, 'outbox mail failed for good; see `npm run outbox -- status`');
    else logger?.warn(details, 'outbox mail delivery failed; will retry');
  }

  async function deliverBatch(): Promise<number> {
    const rows = await claim();
    for (const row of rows) {
      try {
        await transport.send(row);
      } catch (error) {
        await markFailed(row, error);
        continue;
      }
      await markSent(row);
    }
    return rows.length;
  }

  function runOnce(): Promise<number> {
    const run = deliverBatch();
    inFlight.add(run);
    const forget = () => inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  async function poll(): Promise<void> {
    let attempted = 0;
    try {
      attempted = await runOnce();
    } catch (error) {
      logger?.error({ err: error, db: kind }, 'outbox poll failed');
    }
    // A full batch suggests more is due: continue at once rather than after pollMs.
    if (polling) timer = setTimeout(poll, attempted >= batch ? 0 : pollMs);
  }

  return {
    start() {
      if (polling) return;
      polling = true;
      timer = setTimeout(poll, 0);
    },
    async stop() {
      polling = false;
      clearTimeout(timer);
      await Promise.allSettled([...inFlight]);
    },
    runOnce,
  };
}

interface FailedMail {
  id: string;
  kind: MailKind;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
}

export interface OutboxStatusReport {
  counts: Record<OutboxStatus, number>;
  failed: FailedMail[];
}

export async function getOutboxStatus(db: Db): Promise<OutboxStatusReport> {
  const grouped = await db.select({ status: outbox.status, rows: count() }).from(outbox).groupBy(outbox.status);
  const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const { status, rows } of grouped) counts[status] = rows;
  const failed = await db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.status, 'failed'))
    .orderBy(asc(outbox.createdAt));
  return { counts, failed };
}

/**
 * Puts failed mail (one row, or all without an id) back in the queue for an
 * immediate attempt; attempts are kept. Returns how many rows were requeued.
 */
export async function retryFailedMail(db: Db, id?: string): Promise<number> {
  const requeued = await db
    .update(outbox)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(and(eq(outbox.status, 'failed'), id === undefined ? undefined : eq(outbox.id, id)))
    .returning({ id: outbox.id });
  return requeued.length;
}

/** Deletes the sent mail of these kinds about these rows, e.g. when the rows reach their retention end. */
export async function deleteSentMail(tx: Db, kinds: MailKind[], refIds: string[]): Promise<void> {
  if (refIds.length === 0) return;
  await tx.delete(outbox).where(and(inArray(outbox.kind, kinds), eq(outbox.status, 'sent'), inArray(outbox.refId, refIds)));
}

/**
 * Deletes every mail about these rows, sent or not: for data erased on request or past its
 * period, an unsent copy of it must not stay behind (nor go out later).
 */
export async function deleteAllMailAbout(tx: Db, kinds: MailKind[], refIds: string[] | SQLWrapper): Promise<void> {
  if (Array.isArray(refIds) && refIds.length === 0) return;
  await tx.delete(outbox).where(and(inArray(outbox.kind, kinds), inArray(outbox.refId, refIds)));
}

/** Which of these rows still have mail that has not gone out (pending, sending or failed). */
export async function refsWithUnsentMail(db: Db, refIds: string[]): Promise<Set<string>> {
  if (refIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ refId: outbox.refId })
    .from(outbox)
    .where(and(inArray(outbox.refId, refIds), ne(outbox.status, 'sent')));
  return new Set(rows.map((row) => row.refId));
}

/** The mail about one row (a report, a message), oldest first, with its delivery state. */
export async function mailAbout(db: Db, refId: string) {
  return db
    .select({
      id: outbox.id,
      kind: outbox.kind,
      to: outbox.to,
      subject: outbox.subject,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.refId, refId))
    .orderBy(asc(outbox.createdAt));
}
