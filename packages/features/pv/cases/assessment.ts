/**
 * The officer's work on a case: who owns it, and the assessment (seriousness,
 * expectedness, MedDRA coding and causality per reaction and medicine:
 * WHO-UMC for human cases, ABON for veterinary ones; the narrative). Each change locks the case and is one event.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { ReportKind } from '@/features/pv/intake/fields';
import { readReport } from '@/features/pv/intake/record';
import { findReport } from '@/features/pv/intake/store';
import type { GroupValues, ReportValues } from '@/features/pv/intake/validation';
import type { Db } from '@/platform/db/database';
import { dueOnOf } from './clocks';
import { CaseError, lockCase, recordEvent, type CaseRow } from './ledger';
import { causalityScaleOf, EXPECTEDNESS, isCausality, MEDDRA_TERM_MAX, NARRATIVE_MAX, type Causality, type Expectedness } from './status';
import { caseCausality, caseReactionCodes, cases } from './table';

/** The reactions and suspect medicines of a report, by their position in it (the E2B items' order). */
export interface AssessableItems {
  reactions: Array<{ index: number; text: string }>;
  medicines: Array<{ index: number; name: string }>;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A human report's reactions; a veterinary report describes one event. Medicines: the suspect and interacting ones. */
export function assessableItems(kind: ReportKind, values: ReportValues): AssessableItems {
  const groups = (key: string) => (values[key] as GroupValues[] | undefined) ?? [];
  const reactions =
    kind === 'human'
      ? groups('reactions').map((reaction, index) => ({ index, text: text(reaction.description) }))
      : [{ index: 0, text: text(values.description) }];
  const medicines = groups(kind === 'human' ? 'medicines' : 'products')
    .map((medicine, index) => ({ index, name: text(medicine.name), role: medicine.role }))
    .filter((medicine) => medicine.role === undefined || medicine.role === 'suspect' || medicine.role === 'interacting')
    .map(({ index, name }) => ({ index, name }));
  return { reactions, medicines };
}

export async function itemsOf(tx: Db, row: CaseRow): Promise<AssessableItems> {
  const report = (await findReport(tx, row.reference))!;
  return assessableItems(row.kind as ReportKind, readReport(row.kind as ReportKind, report.schemaVersion, report.payload).values);
}

type Change<T> = T & { reference: string; actor: string };

/** Gives the case to an officer of its market (`officers`), or takes it back to nobody. */
export async function assignCase(db: Db, args: Change<{ to: string | null; officers: readonly string[] }>): Promise<CaseRow> {
  return db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    if (args.to !== null && !args.officers.includes(args.to)) throw new CaseError('invalid', 'notAnOfficer', { person: args.to, market: current.market });
    const [updated] = await tx.update(cases).set({ assignee: args.to }).where(eq(cases.reportId, current.reportId)).returning();
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: 'assigned',
      data: { from: current.assignee, to: args.to },
    });
    return updated!;
  });
}

/** The officer confirms or changes the reporter's seriousness, with a reason; the due date follows. */
export async function assessSeriousness(db: Db, args: Change<{ serious: boolean; reason: string }>): Promise<CaseRow> {
  if (!args.reason.trim()) throw new CaseError('invalid', 'seriousnessNeedsReason');
  return db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    const dueOn = dueOnOf(current.kind, current.dayZero, args.serious);
    const [updated] = await tx.update(cases).set({ serious: args.serious, dueOn }).where(eq(cases.reportId, current.reportId)).returning();
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: 'seriousness-assessed',
      data: { from: current.serious, to: args.serious, dueOn: { from: current.dueOn, to: dueOn } },
      note: args.reason.trim(),
    });
    return updated!;
  });
}

export async function assessExpectedness(db: Db, args: Change<{ expectedness: string; note?: string | null }>): Promise<CaseRow> {
  if (!(EXPECTEDNESS as readonly string[]).includes(args.expectedness)) throw new CaseError('invalid', 'unknownExpectedness');
  return db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    const expectedness = args.expectedness as Expectedness;
    const [updated] = await tx.update(cases).set({ expectedness }).where(eq(cases.reportId, current.reportId)).returning();
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: 'expectedness-assessed',
      data: { from: current.expectedness, to: expectedness },
      note: args.note?.trim() || null,
    });
    return updated!;
  });
}

/** MedDRA codes are eight digits from 10000001; we cannot ship the dictionary, so only the form is checked. */
const LLT_CODE = /^1\d{7}$/;
/** E.i.2.1a: a MedDRA release, e.g. 27.0 or 27.1. */
const MEDDRA_VERSION = /^\d{1,2}\.[01]$/;

/** The officer's MedDRA coding of one reaction (its 1-based number in the report). */
export async function codeReaction(db: Db, args: Change<{ reaction: number; lltCode: string; lltTerm: string; meddraVersion: string }>): Promise<void> {
  const lltCode = args.lltCode.trim();
  const lltTerm = args.lltTerm.trim();
  const meddraVersion = args.meddraVersion.trim();
  if (!LLT_CODE.test(lltCode)) throw new CaseError('invalid', 'meddraCode');
  if (!MEDDRA_VERSION.test(meddraVersion)) throw new CaseError('invalid', 'meddraVersion');
  if (!lltTerm || lltTerm.length > MEDDRA_TERM_MAX) throw new CaseError('invalid', 'meddraTerm', { max: MEDDRA_TERM_MAX });
  await db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    const index = reactionIndex(await itemsOf(tx, current), args.reaction);
    const coding = { meddraVersion, lltCode, lltTerm };
    await tx
      .insert(caseReactionCodes)
      .values({ reportId: current.reportId, reaction: index, ...coding })
      .onConflictDoUpdate({ target: [caseReactionCodes.reportId, caseReactionCodes.reaction], set: coding });
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: 'reaction-coded',
      data: { reaction: args.reaction, ...coding },
    });
  });
}

/**
 * Refuses a causality result that is not of the case's scale: a WHO-UMC
 * category on a veterinary case, an ABON one on a human case, or neither.
 */
function checkCausalityScale(kind: string, result: string): Causality {
  const scale = causalityScaleOf(kind);
  if ((scale.results as readonly string[]).includes(result)) return result as Causality;
  if (isCausality(result)) throw new CaseError('scale', scale.name === 'ABON' ? 'causalityAbonOnly' : 'causalityWhoUmcOnly');
  throw new CaseError('invalid', 'unknownCausality');
}

/**
 * The officer's causality of one reaction and one suspect medicine (1-based
 * numbers in the report), on the case's scale: WHO-UMC or ABON.
 */
export async function assessCausality(db: Db, args: Change<{ reaction: number; medicine: number; result: string }>): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    const result = checkCausalityScale(current.kind, args.result);
    const items = await itemsOf(tx, current);
    const reaction = reactionIndex(items, args.reaction);
    const medicine = items.medicines.find((item) => item.index === args.medicine - 1)?.index;
    if (medicine === undefined) throw new CaseError('invalid', 'noSuchMedicine', { number: args.medicine });
    await tx
      .insert(caseCausality)
      .values({ reportId: current.reportId, reaction, medicine, result })
      .onConflictDoUpdate({ target: [caseCausality.reportId, caseCausality.reaction, caseCausality.medicine], set: { result } });
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: 'causality-assessed',
      data: { reaction: args.reaction, medicine: args.medicine, result },
    });
  });
}

export function reactionIndex(items: AssessableItems, number: number): number {
  const found = items.reactions.find((item) => item.index === number - 1);
  if (!found) throw new CaseError('invalid', 'noSuchReaction', { number });
  return found.index;
}

export async function editNarrative(db: Db, args: Change<{ narrative: string }>): Promise<CaseRow> {
  const narrative = args.narrative.replace(/\r\n/g, '\n').trim();
  if (narrative.length > NARRATIVE_MAX) throw new CaseError('invalid', 'narrativeTooLong', { max: NARRATIVE_MAX });
  return db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    const [updated] = await tx
      .update(cases)
      .set({ narrative: narrative || null })
      .where(eq(cases.reportId, current.reportId))
      .returning();
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: 'narrative-edited',
      data: { characters: narrative.length },
    });
    return updated!;
  });
}

export interface Assessment {
  codes: Array<{ reaction: number; meddraVersion: string; lltCode: string; lltTerm: string }>;
  causality: Array<{ reaction: number; medicine: number; result: Causality }>;
}

/** The coding and causality of cases, by report id; positions are 0-based, as stored. */
export async function assessmentsOf(db: Db, reportIds: readonly string[]): Promise<Map<string, Assessment>> {
  const found = new Map<string, Assessment>(reportIds.map((id) => [id, { codes: [], causality: [] }]));
  if (reportIds.length === 0) return found;
  const [codes, causality] = await Promise.all([
    db
      .select()
      .from(caseReactionCodes)
      .where(inArray(caseReactionCodes.reportId, [...reportIds]))
      .orderBy(asc(caseReactionCodes.reaction)),
    db
      .select()
      .from(caseCausality)
      .where(inArray(caseCausality.reportId, [...reportIds]))
      .orderBy(asc(caseCausality.reaction), asc(caseCausality.medicine)),
  ]);
  for (const { reportId, ...code } of codes) found.get(reportId)?.codes.push(code);
  for (const { reportId, ...item } of causality) found.get(reportId)?.causality.push(item);
  return found;
}

export async function assessmentOf(db: Db, reportId: string): Promise<Assessment> {
  return (await assessmentsOf(db, [reportId])).get(reportId)!;
}
