/**
 * The reporter's way back to a case: the follow-up link of the
 * acknowledgement (a random token, stored hashed, that names a case and
 * expires) and the officer's questions, asked through a fresh link and
 * answered by the reporter under the question, or by the next follow-up
 * report she sends to the case.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@/config/markets';
import { followUpQuestionMail } from '@/features/pv/intake/mail';
import { findReport } from '@/features/pv/intake/store';
import { readReport } from '@/features/pv/intake/record';
import type { ReportKind } from '@/features/pv/intake/fields';
import { messagesFor } from '@/i18n/messages';
import { pathOf } from '@/routes';
import type { Db } from '@/platform/db/database';
import { enqueueMail } from '@/platform/mail/outbox';
import { dayIn, type Day } from './clocks';
import { CaseError, lockCase, recordEvent, type CaseRow } from './ledger';
import { QUESTION_MAX } from './status';
import { cases, followUpRequests, followUpTokens, type FollowUpRequestRow } from './table';

const FOLLOW_UP_TOKEN_DAYS = 90;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Letters only, 32 of them (160 bits): the token never looks like a date, an age or a dose in the mail. */
const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEF';

/** A token for a follow-up link; only its hash is stored. */
export async function issueFollowUpToken(tx: Db, reportId: string): Promise<string> {
  const token = Array.from(randomBytes(32), (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
  await tx.insert(followUpTokens).values({
    tokenHash: hashToken(token),
    reportId,
    expiresAt: sql`now() + make_interval(days => ${FOLLOW_UP_TOKEN_DAYS})`,
  });
  return token;
}

/** What a follow-up link shows the reporter: the case's reference and the officer's open questions. */
export interface FollowUpLink {
  reference: string;
  /** `number`: its place among all the case's questions, as the case's timeline counts them. */
  questions: Array<{ id: string; number: number; question: string; askedAt: Date }>;
}

/** The case a follow-up link names, while the link has not expired: the report it was sent for and the chain's first. */
async function caseOfLink(db: Db, token: string, market: string) {
  const [row] = await db
    .select({ reportId: cases.reportId, reference: cases.reference, followUpOf: cases.followUpOf })
    .from(followUpTokens)
    .innerJoin(cases, eq(cases.reportId, followUpTokens.reportId))
    .where(and(eq(followUpTokens.tokenHash, hashToken(token)), gte(followUpTokens.expiresAt, sql`now()`), eq(cases.market, market)));
  return row && { reference: row.reference, rootId: row.followUpOf ?? row.reportId };
}

/** The case a follow-up link stands for, while it has not expired, with the questions waiting for the reporter. */
export async function openFollowUpLink(db: Db, token: string, market: string): Promise<FollowUpLink | undefined> {
  const linked = await caseOfLink(db, token, market);
  if (!linked) return undefined;
  const asked = await db
    .select({ id: followUpRequests.id, question: followUpRequests.question, askedAt: followUpRequests.askedAt, answeredAt: followUpRequests.answeredAt })
    .from(followUpRequests)
    .where(eq(followUpRequests.reportId, linked.rootId))
    .orderBy(asc(followUpRequests.askedAt), asc(followUpRequests.id));
  const questions = asked.flatMap(({ answeredAt, ...request }, index) => (answeredAt === null ? [{ ...request, number: index + 1 }] : []));
  return { reference: linked.reference, questions };
}

/** What became of a reporter's short answer: stored, or refused because the link or the question is no longer open. */
export type AnswerOutcome =
  | { outcome: 'answered'; root: CaseRow; number: number; question: string }
  | { outcome: 'unknown-link' }
  | { outcome: 'unknown-question' }
  | { outcome: 'answered-before' };

/**
 * The reporter's answer typed under an officer's question, stored as typed on
 * the question (which it closes) with its event "the reporter answered
 * question N" on the case, N counting the case's questions from the first.
 * Call inside the transaction that also enqueues the team's mail: the case is
 * locked, so two answers to one question store one.
 */
export async function answerQuestion(tx: Db, args: { token: string; market: string; requestId: string; answer: string }): Promise<AnswerOutcome> {
  const linked = await caseOfLink(tx, args.token, args.market);
  if (!linked) return { outcome: 'unknown-link' };
  const [rootRow] = await tx.select({ reference: cases.reference }).from(cases).where(eq(cases.reportId, linked.rootId));
  const root = await lockCase(tx, rootRow!.reference);
  const asked = await tx
    .select()
    .from(followUpRequests)
    .where(eq(followUpRequests.reportId, root.reportId))
    .orderBy(asc(followUpRequests.askedAt), asc(followUpRequests.id));
  const index = asked.findIndex((request) => request.id === args.requestId);
  const request = asked[index];
  if (!request) return { outcome: 'unknown-question' };
  if (request.answeredAt) return { outcome: 'answered-before' };
  await tx
    .update(followUpRequests)
    .set({ answer: args.answer, answeredAt: sql`now()` })
    .where(eq(followUpRequests.id, request.id));
  await recordEvent(tx, {
    reportId: root.reportId,
    reference: root.reference,
    actor: 'system',
    type: 'reporter-answered',
    data: { request: request.id, question: index + 1 },
  });
  return { outcome: 'answered', root, number: index + 1, question: request.question };
}

/** The officer's questions to the reporter of a case (its chain's first report), oldest first. */
export async function followUpRequestsOf(
  db: Db,
  row: Pick<CaseRow, 'reportId' | 'followUpOf'>,
): Promise<Array<FollowUpRequestRow & { answeredByReference: string | null }>> {
  const answers = sql<string | null>`(select ${cases.reference} from ${cases} where ${cases.reportId} = ${followUpRequests.answeredBy})`;
  const rows = await db
    .select({ request: followUpRequests, answeredByReference: answers })
    .from(followUpRequests)
    .where(eq(followUpRequests.reportId, row.followUpOf ?? row.reportId))
    .orderBy(asc(followUpRequests.askedAt));
  return rows.map(({ request, answeredByReference }) => ({ ...request, answeredByReference }));
}

/** Where the reporter's links lead and who the mail comes from: the public site of the case's market. */
export interface ReporterMail {
  siteUrl: string;
  from: string;
}

/**
 * An officer's question to the reporter: recorded with its due date, and a
 * mail in the reporter's language with a fresh follow-up link, in one
 * transaction. A follow-up's case asks through the case it adds to.
 */
export async function askReporter(
  db: Db,
  args: { reference: string; question: string; dueOn: string; actor: string; mail: ReporterMail; now?: Date },
): Promise<FollowUpRequestRow> {
  const question = args.question.trim();
  if (!question) throw new CaseError('invalid', 'questionMissing');
  if (question.length > QUESTION_MAX) throw new CaseError('invalid', 'questionTooLong', { max: QUESTION_MAX });
  return db.transaction(async (tx) => {
    const named = await lockCase(tx, args.reference);
    const root = named.followUpOf ? await rootOf(tx, named.followUpOf) : named;
    const today = dayIn(root.market, args.now ?? new Date());
    if (!isDay(args.dueOn) || args.dueOn <= today) throw new CaseError('invalid', 'questionDueDate');
    const report = (await findReport(tx, root.reference))!;
    const email = readReport(report.kind as ReportKind, report.schemaVersion, report.payload).values.email;
    if (typeof email !== 'string' || !email.trim()) throw new CaseError('invalid', 'noReporterEmail', { reference: root.reference });
    const [request] = await tx.insert(followUpRequests).values({ reportId: root.reportId, question, askedBy: args.actor, dueOn: args.dueOn }).returning();
    const locale: Locale = isLocale(report.locale) ? report.locale : 'en';
    const token = await issueFollowUpToken(tx, root.reportId);
    await enqueueMail(
      tx,
      followUpQuestionMail({
        reportId: root.reportId,
        reference: root.reference,
        locale,
        t: messagesFor(locale).report,
        to: email.trim(),
        from: args.mail.from,
        followUpUrl: `${args.mail.siteUrl.replace(/\/$/, '')}${pathOf('prijava-nuspojava', locale)}?followUp=${token}`,
        dueOn: args.dueOn,
      }),
    );
    await recordEvent(tx, {
      reportId: root.reportId,
      reference: root.reference,
      actor: args.actor,
      type: 'follow-up-requested',
      data: { request: request!.id, dueOn: args.dueOn },
      note: question,
    });
    return request!;
  });
}

const isDay = (value: string): value is Day => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

async function rootOf(tx: Db, reportId: string): Promise<CaseRow> {
  const [root] = await tx.select().from(cases).where(eq(cases.reportId, reportId)).for('update');
  return root!;
}

/** A follow-up to the case answers the officer's open questions: each is linked to it, closed and recorded. */
export async function answerOpenRequests(tx: Db, root: CaseRow, followUp: Pick<CaseRow, 'reportId' | 'reference'>): Promise<void> {
  const answered = await tx
    .update(followUpRequests)
    .set({ answeredBy: followUp.reportId, answeredAt: sql`now()` })
    .where(and(eq(followUpRequests.reportId, root.reportId), isNull(followUpRequests.answeredAt)))
    .returning({ id: followUpRequests.id });
  for (const request of answered) {
    await recordEvent(tx, {
      reportId: root.reportId,
      reference: root.reference,
      actor: 'system',
      type: 'follow-up-request-answered',
      data: { request: request.id, followUp: followUp.reference },
    });
  }
}
