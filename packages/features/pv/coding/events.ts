/**
 * The officer's coded events of a case: a reaction as the reporter wrote it may be several events
 * ("Osip + otečene usne": rash, lip swelling), each an LLT of the case's dictionary (MedDRA for human
 * cases, VeDDRA for veterinary ones) picked from the current release, with its seriousness criteria and
 * outcome. Each change locks the case and is one event of its timeline, like the rest of the assessment.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { itemsOf, reactionIndex } from '@/features/pv/cases/assessment';
import { CaseError, lockCase, recordEvent } from '@/features/pv/cases/ledger';
import type { Db } from '@/platform/db/database';
import { dictionaryOf, OUTCOMES, SERIOUSNESS_CRITERIA, type SeriousnessCriterion } from './dictionaries';
import { currentRelease, findTerm, namesLanguage } from './store';
import { caseCodedEvents, type CodedEventRow } from './table';

export type CodedEvent = Omit<CodedEventRow, 'reportId' | 'codedAt'>;

const codedEventOf = ({
  id,
  reaction,
  dictionary,
  version,
  lltCode,
  lltName,
  ptCode,
  ptName,
  socCode,
  socName,
  criteria,
  outcome,
}: CodedEventRow): CodedEvent => ({ id, reaction, dictionary, version, lltCode, lltName, ptCode, ptName, socCode, socName, criteria, outcome });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewCodedEvent {
  reference: string;
  actor: string;
  /** The reaction's 1-based number in the report. */
  reaction: number;
  lltCode: string;
  /** The release the officer picked from: a newer one imported meanwhile is not silently used instead. */
  version: string;
  criteria: readonly string[];
  outcome: number;
  /** The officer's language: the names the event keeps, where the release has them. */
  language?: string;
}

function criteriaOf(given: readonly string[]): SeriousnessCriterion[] {
  const unknown = given.find((criterion) => !(SERIOUSNESS_CRITERIA as readonly string[]).includes(criterion));
  if (unknown !== undefined) throw new CaseError('invalid', 'unknownCriterion', { criterion: unknown.slice(0, 40) });
  return SERIOUSNESS_CRITERIA.filter((criterion) => given.includes(criterion));
}

export async function addCodedEvent(db: Db, args: NewCodedEvent): Promise<CodedEvent> {
  const criteria = criteriaOf(args.criteria);
  if (!(OUTCOMES as readonly number[]).includes(args.outcome)) throw new CaseError('invalid', 'unknownOutcome');
  return db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    const reaction = reactionIndex(await itemsOf(tx, current), args.reaction);
    const dictionary = dictionaryOf(current.kind);
    const release = await currentRelease(tx, dictionary);
    if (!release) throw new CaseError('invalid', 'noRelease', { dictionary: dictionary === 'veddra' ? 'VeDDRA' : 'MedDRA' });
    if (release.version !== args.version) throw new CaseError('invalid', 'releaseChanged', { version: release.version });
    const term = await findTerm(tx, dictionary, release.version, namesLanguage(release, args.language), args.lltCode.trim());
    if (!term?.current) throw new CaseError('invalid', 'unknownTerm', { code: args.lltCode.trim().slice(0, 12), version: release.version });
    const { lltCode, lltName, ptCode, ptName, socCode, socName } = term;
    const [added] = await tx
      .insert(caseCodedEvents)
      .values({
        reportId: current.reportId,
        reaction,
        dictionary,
        version: release.version,
        lltCode,
        lltName,
        ptCode,
        ptName,
        socCode,
        socName,
        criteria,
        outcome: args.outcome,
      })
      .returning();
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: 'event-coded',
      data: { reaction: args.reaction, dictionary, version: release.version, lltCode, lltName, ptCode, socCode, criteria, outcome: args.outcome },
    });
    return codedEventOf(added!);
  });
}

export async function removeCodedEvent(db: Db, args: { reference: string; actor: string; id: string }): Promise<void> {
  if (!UUID.test(args.id)) throw new CaseError('invalid', 'noSuchCodedEvent');
  await db.transaction(async (tx) => {
    const current = await lockCase(tx, args.reference);
    const [removed] = await tx
      .delete(caseCodedEvents)
      .where(and(eq(caseCodedEvents.id, args.id), eq(caseCodedEvents.reportId, current.reportId)))
      .returning();
    if (!removed) throw new CaseError('invalid', 'noSuchCodedEvent');
    await recordEvent(tx, {
      reportId: current.reportId,
      reference: current.reference,
      actor: args.actor,
      type: 'event-removed',
      data: { reaction: removed.reaction + 1, dictionary: removed.dictionary, version: removed.version, lltCode: removed.lltCode, lltName: removed.lltName },
    });
  });
}

/** The coded events of cases by report id, each reaction's in the order they were coded. */
export async function codedEventsOf(db: Db, reportIds: readonly string[]): Promise<Map<string, CodedEvent[]>> {
  const found = new Map<string, CodedEvent[]>(reportIds.map((id) => [id, []]));
  if (reportIds.length === 0) return found;
  const rows = await db
    .select()
    .from(caseCodedEvents)
    .where(inArray(caseCodedEvents.reportId, [...reportIds]))
    .orderBy(asc(caseCodedEvents.reaction), asc(caseCodedEvents.codedAt), asc(caseCodedEvents.id));
  for (const row of rows) found.get(row.reportId)?.push(codedEventOf(row));
  return found;
}
