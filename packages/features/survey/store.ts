import { createHash, randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { inLargeCells, withheldRow } from './privacy';
import {
  backgroundKeys,
  backgroundQuestions,
  LIKERT,
  respondents,
  surveyQuestions,
  type BackgroundKey,
  type Respondent,
  type SurveyMarket,
  type SurveyQuestionKey,
} from './questions';
import type { QuestionCounts, ShownResults, SurveyFigures } from './records';
import { surveyResponses } from './table';
import { RECEIPT_ALPHABET, formatReceipt, type SurveyFields } from './validation';

/** A fresh receipt code: 12 characters of Crockford's base32, 60 random bits. */
function newReceipt(): string {
  return Array.from({ length: 12 }, () => RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)]).join('');
}

const hashOf = (receipt: string) => createHash('sha256').update(receipt).digest('hex');

/** Stores a response and answers the receipt code, written in groups for the respondent. */
export async function insertResponse(tx: Db, response: SurveyFields & { market: SurveyMarket; locale: string; receivedOn: string }): Promise<string> {
  const receipt = newReceipt();
  await tx.insert(surveyResponses).values({
    receivedOn: response.receivedOn,
    market: response.market,
    locale: response.locale,
    respondent: response.respondent,
    background: response.background,
    answers: response.answers,
    comment: response.comment,
    receiptHash: hashOf(receipt),
  });
  return formatReceipt(receipt);
}

/** Whether a (normalised) receipt code names a response of this market. */
export async function receiptKnown(db: Db, market: SurveyMarket, receipt: string): Promise<boolean> {
  const rows = await db
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.receiptHash, hashOf(receipt)), eq(surveyResponses.market, market)));
  return rows.length > 0;
}

/** Deletes the response a receipt code names; answers whether there was one. */
export async function deleteByReceipt(db: Db, market: SurveyMarket, receipt: string): Promise<boolean> {
  const deleted = await db
    .delete(surveyResponses)
    .where(and(eq(surveyResponses.receiptHash, hashOf(receipt)), eq(surveyResponses.market, market)))
    .returning({ id: surveyResponses.id });
  return deleted.length > 0;
}

export interface ResultFilters {
  markets: readonly SurveyMarket[];
  respondent?: Respondent;
}

const whereOf = ({ markets, respondent }: ResultFilters): SQL | undefined =>
  and(inArray(surveyResponses.market, [...markets]), respondent ? eq(surveyResponses.respondent, respondent) : undefined);

async function responsesOf(db: Db, filters: ResultFilters) {
  return db.select().from(surveyResponses).where(whereOf(filters)).orderBy(asc(surveyResponses.receivedOn), asc(surveyResponses.id));
}

const round2 = (value: number) => Math.round(value * 100) / 100;

const cellOf = (row: { market: string; respondent: string }) => `${row.market}/${row.respondent}`;

function questionCounts(rows: ResponseRow[], key: SurveyQuestionKey): QuestionCounts {
  const given = LIKERT.map((point) => rows.filter((row) => row.answers[key] === point).length);
  const skipped = rows.length - given.reduce((sum, count) => sum + count, 0);
  const shown = withheldRow([...given, skipped]);
  const withheld = shown.includes(null);
  const sum = given.reduce((total, count, index) => total + count * LIKERT[index]!, 0);
  const answered = rows.length - skipped;
  return {
    key,
    counts: Object.fromEntries(LIKERT.map((point, index) => [String(point), shown[index]])) as QuestionCounts['counts'],
    skipped: shown.at(-1) ?? null,
    mean: withheld || !answered ? null : round2(sum / answered),
    withheld,
  };
}

function backgroundCounts(rows: ResponseRow[], key: BackgroundKey): ShownResults['background'][BackgroundKey] {
  const values: readonly string[] = backgroundQuestions[key];
  const chosen = values.map((value) => rows.filter((row) => row.background[key] === value).length);
  const shown = withheldRow([...chosen, rows.length - chosen.reduce((sum, count) => sum + count, 0)]);
  return { counts: Object.fromEntries(values.map((value, index) => [value, shown[index] ?? null])), skipped: shown.at(-1) ?? null };
}

type ResponseRow = typeof surveyResponses.$inferSelect;

/** The figures of the responses the filters match, and the responses they stand for (those of large enough groups). */
async function tally(db: Db, filters: ResultFilters): Promise<{ results: SurveyFigures; counted: ResponseRow[] }> {
  const rows = await responsesOf(db, filters);
  const { kept, leftOut } = inLargeCells(rows, cellOf);
  if (rows.length === 0) return { results: { status: 'none' }, counted: [] };
  if (kept.length === 0) return { results: { status: 'tooFew' }, counted: [] };
  const byRespondent = withheldRow(respondents.map((who) => kept.filter((row) => row.respondent === who).length));
  const remarked = kept.filter((row) => row.comment !== '').length;
  return {
    counted: kept,
    results: {
      status: 'shown',
      total: kept.length,
      partial: leftOut,
      byRespondent: Object.fromEntries(respondents.map((who, index) => [who, byRespondent[index]])) as ShownResults['byRespondent'],
      questions: surveyQuestions.map(({ key }) => questionCounts(kept, key)),
      background: Object.fromEntries(backgroundKeys.map((key) => [key, backgroundCounts(kept, key)])) as ShownResults['background'],
      comments: withheldRow([remarked, kept.length - remarked])[0] ?? null,
    },
  };
}

/** The figures of the filters' responses, of groups of at least MIN_GROUP only (privacy.ts); no single response leaves here. */
export async function surveyResults(db: Db, filters: ResultFilters): Promise<SurveyFigures> {
  return (await tally(db, filters)).results;
}

/**
 * The figures and, where their number is shown, the remarks: apart from the answers, for the
 * export to put in the order of their text, so that no remark can be put beside its
 * response's answers or its day.
 */
export async function surveyExport(db: Db, filters: ResultFilters): Promise<{ results: SurveyFigures; remarks: string[] }> {
  const { results, counted } = await tally(db, filters);
  const shown = results.status === 'shown' && results.comments !== null;
  const remarks = shown ? counted.map((row) => row.comment).filter((comment) => comment !== '') : [];
  return { results, remarks };
}

/**
 * Makes responses that came before `before` (YYYY-MM-DD) anonymous: their receipt hash and remark
 * go, and their day becomes the first of its month. A receipt code then deletes nothing, as the
 * survey page and the privacy policy say.
 */
export async function anonymiseResponsesBefore(db: Db, before: string): Promise<number> {
  const changed = await db
    .update(surveyResponses)
    .set({ receiptHash: null, comment: '', receivedOn: sql`date_trunc('month', ${surveyResponses.receivedOn})::date` })
    .where(and(lt(surveyResponses.receivedOn, before), isNotNull(surveyResponses.receiptHash)))
    .returning({ id: surveyResponses.id });
  return changed.length;
}
