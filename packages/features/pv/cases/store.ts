import { and, arrayOverlaps, asc, count, desc, eq, gte, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ReportKind } from '@/features/pv/intake/fields';
import { deleteReport, reportsPastRetention } from '@/features/pv/intake/store';
import type { ReportValues } from '@/features/pv/intake/validation';
import type { Db } from '@/platform/db/database';
import { timeZoneOf } from '@/config/markets';
import { dayIn, dueBy, dueOnOf, overdue } from './clocks';
import { caseFacts, normaliseName } from './facts';
import { answerOpenRequests } from './follow-ups';
import { CaseError, findCase, lockCase, recordEvent } from './ledger';
import { hasOpenItems, openItemsOf } from './open-items';
import { canMove, daysToReport, type CaseStatus, type ForwardTarget } from './status';
import { caseDuplicates, caseEvents, cases, type CaseRow } from './table';

const DUPLICATE_WINDOW_DAYS = 90;
const REACTION_START_TOLERANCE_DAYS = 3;

/**
 * Earlier reports of the market that may describe the same case: received in
 * the last 90 days, a suspect medicine in common, a reaction start within
 * three days, and the same patient initials, age or sex, or the same reporter contact.
 */
async function possibleDuplicates(tx: Db, self: CaseRow): Promise<Array<{ reportId: string; reference: string }>> {
  if (self.suspects.length === 0 || !self.reactionStart) return [];
  const samePerson = [
    self.patientInitials ? eq(cases.patientInitials, self.patientInitials) : undefined,
    self.patientAge !== null ? eq(cases.patientAge, self.patientAge) : undefined,
    self.patientSex ? eq(cases.patientSex, self.patientSex) : undefined,
    self.reporterContacts.length ? arrayOverlaps(cases.reporterContacts, self.reporterContacts) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  if (samePerson.length === 0) return [];
  return tx
    .select({ reportId: cases.reportId, reference: cases.reference })
    .from(cases)
    .where(
      and(
        eq(cases.market, self.market),
        ne(cases.reportId, self.reportId),
        gte(cases.receivedAt, sql`now() - make_interval(days => ${DUPLICATE_WINDOW_DAYS})`),
        arrayOverlaps(cases.suspects, self.suspects),
        sql`${cases.reactionStart} between ${self.reactionStart}::date - ${sql.raw(String(REACTION_START_TOLERANCE_DAYS))} and ${self.reactionStart}::date + ${sql.raw(String(REACTION_START_TOLERANCE_DAYS))}`,
        or(...samePerson),
      ),
    )
    .orderBy(desc(cases.receivedAt))
    .limit(10);
}

export interface OpenedCase {
  possibleDuplicates: Array<{ reportId: string; reference: string }>;
}

/**
 * Opens the case of a report that has just been stored, in the same
 * transaction: its facts, the 'received' event, duplicate screening and, for
 * a follow-up, the link to the case it adds to.
 */
export async function openCase(
  tx: Db,
  args: { reportId: string; reference: string; market: string; kind: ReportKind; report: ReportValues; followUpOf?: { reportId: string; reference: string } },
): Promise<OpenedCase> {
  const facts = caseFacts(args.kind, args.report);
  // Day 0 is the day of receipt in the market, on the database's clock like the receipt itself.
  const today = sql`(now() at time zone ${timeZoneOf(args.market)})::date`;
  const [row] = await tx
    .insert(cases)
    .values({
      reportId: args.reportId,
      reference: args.reference,
      market: args.market,
      kind: args.kind,
      receivedAt: sql`now()`,
      serious: facts.serious,
      suspects: facts.suspects,
      suspectNames: facts.suspectNames,
      dayZero: facts.valid ? today : null,
      dueOn: facts.valid ? sql`${today} + ${daysToReport(args.kind, facts.serious)}::int` : null,
      reactionStart: facts.reactionStart,
      patientInitials: facts.patientInitials,
      patientAge: facts.patientAge,
      patientSex: facts.patientSex,
      reporterContacts: facts.reporterContacts,
      followUpOf: args.followUpOf?.reportId ?? null,
      searchText: [normaliseName(args.reference), ...facts.suspects].join(' '),
    })
    .returning();
  const opened = row!;
  const system = { actor: 'system' };
  await recordEvent(tx, {
    ...system,
    reportId: opened.reportId,
    reference: opened.reference,
    type: 'received',
    data: { serious: facts.serious, valid: facts.valid, dayZero: opened.dayZero, dueOn: opened.dueOn },
  });
  if (args.followUpOf) await addFollowUp(tx, args.followUpOf.reference, opened, facts.valid);
  const duplicates = await possibleDuplicates(tx, opened);
  for (const candidate of duplicates) {
    await tx.insert(caseDuplicates).values({ reportId: opened.reportId, candidateId: candidate.reportId });
    await recordEvent(tx, {
      ...system,
      reportId: opened.reportId,
      reference: opened.reference,
      type: 'duplicate-flagged',
      data: { candidate: candidate.reference },
    });
  }
  return { possibleDuplicates: duplicates };
}

/**
 * A follow-up arrives at the case it adds to: recorded there; it answers the
 * officer's open questions; and when it makes the case valid or serious, day 0
 * moves to its receipt and the due date follows, recorded as a clock change.
 */
async function addFollowUp(tx: Db, rootReference: string, followUp: CaseRow, followUpValid: boolean): Promise<void> {
  const root = await lockCase(tx, rootReference);
  const system = { actor: 'system', reportId: root.reportId, reference: root.reference };
  await recordEvent(tx, { ...system, type: 'follow-up-received', data: { followUp: followUp.reference } });
  await answerOpenRequests(tx, root, followUp);
  const becameValid = root.dayZero === null && followUpValid;
  const becameSerious = root.dayZero !== null && !root.serious && followUp.serious;
  if (!becameValid && !becameSerious) return;
  const serious = root.serious || followUp.serious;
  const dayZero = followUp.dayZero ?? dayIn(followUp.market, followUp.receivedAt);
  const dueOn = dueOnOf(root.kind, dayZero, serious);
  await tx.update(cases).set({ serious, dayZero, dueOn }).where(eq(cases.reportId, root.reportId));
  await recordEvent(tx, {
    ...system,
    type: 'clock-changed',
    data: {
      because: becameValid ? 'valid' : 'serious',
      followUp: followUp.reference,
      dayZero: { from: root.dayZero, to: dayZero },
      dueOn: { from: root.dueOn, to: dueOn },
    },
  });
}

/**
 * Moves a case to another status. Closing a case that still waits for an
 * answer from the reporter or for its report to the authority needs the
 * officer's confirmation (`closeAnyway`) and a reason; the event records what was open.
 */
export async function changeStatus(
  db: Db,
  args: { reference: string; to: CaseStatus; actor: string; note?: string | null; closeAnyway?: boolean },
): Promise<CaseRow> {
  if (args.to === 'forwarded') throw new CaseError('invalid', 'forwardUseForwardCase');
  if (args.to === 'nullified' && !args.note?.trim()) throw new CaseError('invalid', 'nullifyNeedsReason');
  return db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    if (!canMove(current.status, args.to)) throw new CaseError('transition', 'cannotBecome', { from: current.status, to: args.to });
    const open = args.to === 'closed' ? await openItemsOf(tx, current) : undefined;
    const closedDespite = open && hasOpenItems(open) ? { questions: open.questions.length, reportDue: open.reportDue } : undefined;
    if (closedDespite && !args.closeAnyway) throw new CaseError('transition', 'closeHasOpenItems', { reference: current.reference });
    if (closedDespite && !args.note?.trim()) throw new CaseError('invalid', 'closeNeedsReason');
    const [updated] = await tx.update(cases).set({ status: args.to }).where(eq(cases.reportId, current.reportId)).returning();
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: 'status-changed',
      data: { from: current.status, to: args.to, ...(closedDespite && { closedDespite }) },
      note: args.note?.trim() || null,
    });
    return updated!;
  });
}

export async function forwardCase(
  db: Db,
  args: { reference: string; target: ForwardTarget; date: string; externalReference: string; actor: string; note?: string | null },
): Promise<CaseRow> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(args.date) || Number.isNaN(Date.parse(args.date))) throw new CaseError('invalid', 'forwardDate');
  if (!args.externalReference.trim()) throw new CaseError('invalid', 'forwardReference');
  return db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    if (!canMove(current.status, 'forwarded')) throw new CaseError('transition', 'cannotBeForwarded', { from: current.status });
    const [updated] = await tx.update(cases).set({ status: 'forwarded' }).where(eq(cases.reportId, current.reportId)).returning();
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: 'forwarded',
      data: { from: current.status, target: args.target, date: args.date, externalReference: args.externalReference.trim() },
      note: args.note,
    });
    return updated!;
  });
}

/** The officer's decision on a possible duplicate; either way it is an event. */
export async function decideDuplicate(
  db: Db,
  args: { reference: string; candidate: string; confirm: boolean; actor: string; note?: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    const candidate = await findCase(tx, args.candidate);
    if (!candidate) throw new CaseError('not-found', 'noCase', { reference: args.candidate });
    const state = args.confirm ? 'confirmed' : 'dismissed';
    const updated = await tx
      .update(caseDuplicates)
      .set({ state })
      .where(and(eq(caseDuplicates.reportId, current.reportId), eq(caseDuplicates.candidateId, candidate.reportId)))
      .returning();
    if (updated.length === 0) throw new CaseError('not-found', 'notFlaggedDuplicate', { candidate: args.candidate, reference: args.reference });
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: args.confirm ? 'duplicate-confirmed' : 'duplicate-dismissed',
      data: { candidate: candidate.reference },
      note: args.note,
    });
  });
}

export interface CaseFilters {
  markets: readonly string[];
  kind?: ReportKind;
  status?: CaseStatus;
  serious?: boolean;
  /** Received on or after / before these instants. */
  from?: Date;
  until?: Date;
  /** Words of the reference or a suspect medicine's name. */
  text?: string;
  /** Assigned to this officer (their e-mail). */
  assignee?: string;
  /** Open and past its due date. */
  overdue?: boolean;
  /** Open and due on or before this day (YYYY-MM-DD). */
  dueBy?: string;
  /** Newest first (received), or the soonest due first. */
  sort?: 'received' | 'due';
  /** The instant "today" and "overdue" are judged at. */
  now?: Date;
}

export interface CaseListRow extends Pick<
  CaseRow,
  'reportId' | 'reference' | 'market' | 'kind' | 'receivedAt' | 'status' | 'serious' | 'suspects' | 'suspectNames' | 'dayZero' | 'dueOn' | 'assignee'
> {
  possibleDuplicate: boolean;
  overdue: boolean;
}

function filtersOf(filters: CaseFilters): SQL | undefined {
  const now = filters.now ?? new Date();
  const conditions: Array<SQL | undefined> = [
    inArray(cases.market, [...filters.markets]),
    filters.kind ? eq(cases.kind, filters.kind) : undefined,
    filters.status ? eq(cases.status, filters.status) : undefined,
    filters.serious === undefined ? undefined : eq(cases.serious, filters.serious),
    filters.from ? gte(cases.receivedAt, filters.from) : undefined,
    filters.until ? lt(cases.receivedAt, filters.until) : undefined,
    filters.assignee ? eq(cases.assignee, filters.assignee) : undefined,
    filters.overdue ? overdue(filters.markets, now) : undefined,
    filters.dueBy ? dueBy(filters.dueBy) : undefined,
    ...(filters.text ?? '')
      .split(/\s+/)
      .map(normaliseName)
      .filter(Boolean)
      .map((word) => ilike(cases.searchText, `%${word.replace(/[%_\\]/g, '\\$&')}%`)),
  ];
  return and(...conditions);
}

/** A page of the list, newest first or soonest due first; `total` counts every match. */
export async function listCases(db: Db, filters: CaseFilters, page: { offset: number; limit: number }): Promise<{ rows: CaseListRow[]; total: number }> {
  const where = filtersOf(filters);
  const possible = sql<boolean>`exists (select 1 from ${caseDuplicates} where ${caseDuplicates.reportId} = ${cases.reportId} and ${caseDuplicates.state} = 'possible')`;
  const isOverdue = sql<boolean>`coalesce(${overdue(filters.markets, filters.now ?? new Date())}, false)`;
  const order =
    filters.sort === 'due'
      ? [sql`${cases.dueOn} asc nulls last`, desc(cases.receivedAt), desc(cases.reference)]
      : [desc(cases.receivedAt), desc(cases.reference)];
  // The page and the count are independent: asked at once, on two of the pool's connections.
  const [rows, [total]] = await Promise.all([
    db
      .select({
        reportId: cases.reportId,
        reference: cases.reference,
        market: cases.market,
        kind: cases.kind,
        receivedAt: cases.receivedAt,
        status: cases.status,
        serious: cases.serious,
        suspects: cases.suspects,
        suspectNames: cases.suspectNames,
        dayZero: cases.dayZero,
        dueOn: cases.dueOn,
        assignee: cases.assignee,
        possibleDuplicate: possible,
        overdue: isOverdue,
      })
      .from(cases)
      .where(where)
      .orderBy(...order)
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(cases).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The chain a case belongs to: the original report and every follow-up to it, oldest first. */
export async function followUpChain(db: Db, row: CaseRow): Promise<Array<Pick<CaseRow, 'reportId' | 'reference' | 'receivedAt'>>> {
  const root = row.followUpOf ?? row.reportId;
  return db
    .select({ reportId: cases.reportId, reference: cases.reference, receivedAt: cases.receivedAt })
    .from(cases)
    .where(or(eq(cases.reportId, root), eq(cases.followUpOf, root)))
    .orderBy(asc(cases.receivedAt));
}

export async function duplicatesOf(db: Db, reportId: string) {
  return db
    .select({ reference: cases.reference, state: caseDuplicates.state })
    .from(caseDuplicates)
    .innerJoin(cases, eq(cases.reportId, caseDuplicates.candidateId))
    .where(eq(caseDuplicates.reportId, reportId));
}

/** The case a follow-up adds to: the first report of the chain the reference belongs to, in this market. */
export async function followUpTarget(db: Db, market: string, reference: string): Promise<FollowUpTarget | undefined> {
  const named = await findCase(db, reference.trim().toUpperCase(), [market]);
  if (!named?.followUpOf) return named && { reportId: named.reportId, reference: named.reference, receivedAt: named.receivedAt };
  const [root] = await db
    .select({ reportId: cases.reportId, reference: cases.reference, receivedAt: cases.receivedAt })
    .from(cases)
    .where(eq(cases.reportId, named.followUpOf));
  return root;
}

export type FollowUpTarget = Pick<CaseRow, 'reportId' | 'reference' | 'receivedAt'>;

/**
 * The retention job: cases whose report is older than the retention period
 * get a 'deletion-due' event once, and wait for an administrator's decision.
 * Resolves to the number of cases newly due.
 */
export async function flagCasesDueForDeletion(db: Db, retentionYears: number): Promise<number> {
  const due = await reportsPastRetention(db, retentionYears);
  if (due.length === 0) return 0;
  const flagged = await db
    .selectDistinct({ reportId: caseEvents.reportId })
    .from(caseEvents)
    .where(
      and(
        inArray(
          caseEvents.reportId,
          due.map((row) => row.id),
        ),
        eq(caseEvents.type, 'deletion-due'),
      ),
    );
  const known = new Set(flagged.map((row) => row.reportId));
  const fresh = due.filter((row) => !known.has(row.id));
  for (const row of fresh) {
    await recordEvent(db, { reportId: row.id, reference: row.reference, actor: 'system', type: 'deletion-due', data: { retentionYears } });
  }
  return fresh.length;
}

/** Cases of these markets past the retention period, oldest first. */
export async function casesDueForDeletion(db: Db, retentionYears: number, markets: readonly string[]) {
  const due = new Set((await reportsPastRetention(db, retentionYears)).map((row) => row.id));
  if (due.size === 0) return [];
  return db
    .select({ reportId: cases.reportId, reference: cases.reference, receivedAt: cases.receivedAt, status: cases.status })
    .from(cases)
    .where(and(inArray(cases.reportId, [...due]), inArray(cases.market, [...markets])))
    .orderBy(asc(cases.receivedAt));
}

/**
 * An administrator's deletion of a case past its retention period: the
 * report, its case and its sent mail go; a tombstone event keeps the
 * reference, the dates and who deleted it, and no health data.
 */
export async function deleteCase(db: Db, args: { reference: string; actor: string; retentionYears: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    const due = await reportsPastRetention(tx, args.retentionYears);
    if (!due.some((row) => row.id === current.reportId)) {
      throw new CaseError('invalid', 'withinRetention', { reference: args.reference, years: args.retentionYears });
    }
    if (!(await deleteReport(tx, current.reportId))) throw new CaseError('invalid', 'mailPending', { reference: args.reference });
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: 'deleted',
      data: { receivedAt: current.receivedAt.toISOString(), retentionYears: args.retentionYears },
    });
  });
}
