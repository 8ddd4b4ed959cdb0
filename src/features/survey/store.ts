import { createHash, randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { csvCell } from '@/lib/text';
import type { Db } from '@/server/db/database';
import { backgroundKeys, backgroundQuestions, LIKERT, respondents, surveyQuestions, type Respondent, type SurveyMarket } from './questions';
import type { QuestionCounts, SurveyResults } from './records';
import { surveyResponses } from './table';
import { RECEIPT_ALPHABET, formatReceipt, type SurveyFields } from './validation';

/** A fresh receipt code: 12 characters of Crockford's base32, 60 random bits. */
export function newReceipt(): string {
  return Array.from({ length: 12 }, () => RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)]).join('');
}

const hashOf = (receipt: string) => createHash('sha256').update(receipt).digest('hex');

/** Stores a response and answers the receipt code, written in groups for the respondent. */
export async function insertResponse(tx: Db, response: SurveyFields & { market: SurveyMarket; locale: string; receivedOn: string }): Promise<string> {
  const receipt = newReceipt();
  await tx.insert(surveyResponses).values({
    receivedOn: response.receivedOn, market: response.market, locale: response.locale, respondent: response.respondent,
    background: response.background, answers: response.answers, comment: response.comment, receiptHash: hashOf(receipt),
  });
  return formatReceipt(receipt);
}

/** Whether a (normalised) receipt code names a response of this market. */
export async function receiptKnown(db: Db, market: SurveyMarket, receipt: string): Promise<boolean> {
  const rows = await db.select({ id: surveyResponses.id }).from(surveyResponses).where(and(eq(surveyResponses.receiptHash, hashOf(receipt)), eq(surveyResponses.market, market)));
  return rows.length > 0;
}

/** Deletes the response a receipt code names; answers whether there was one. */
export async function deleteByReceipt(db: Db, market: SurveyMarket, receipt: string): Promise<boolean> {
  const deleted = await db.delete(surveyResponses).where(and(eq(surveyResponses.receiptHash, hashOf(receipt)), eq(surveyResponses.market, market))).returning({ id: surveyResponses.id });
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

/** Counts per question and per background value; no single response leaves here. */
export async function surveyResults(db: Db, filters: ResultFilters): Promise<Omit<SurveyResults, 'markets'>> {
  const rows = await responsesOf(db, filters);
  const questions: QuestionCounts[] = surveyQuestions.map(({ key }) => {
    const counts = Object.fromEntries(LIKERT.map((point) => [String(point), 0])) as QuestionCounts['counts'];
    let skipped = 0;
    let sum = 0;
    for (const row of rows) {
      const answer = row.answers[key];
      if (answer === null || answer === undefined) skipped++;
      else {
        counts[String(answer) as keyof QuestionCounts['counts']]++;
        sum += answer;
      }
    }
    const given = rows.length - skipped;
    return { key, counts, skipped, mean: given ? round2(sum / given) : null };
  });
  const background = Object.fromEntries(backgroundKeys.map((key) => {
    const counts: Record<string, number> = Object.fromEntries(backgroundQuestions[key].map((value) => [value, 0]));
    let skipped = 0;
    for (const row of rows) {
      const value = row.background[key];
      if (value && value in counts) counts[value]!++;
      else skipped++;
    }
    return [key, { counts, skipped }];
  })) as SurveyResults['background'];
  return {
    total: rows.length,
    byRespondent: Object.fromEntries(respondents.map((who) => [who, rows.filter((row) => row.respondent === who).length])) as SurveyResults['byRespondent'],
    questions,
    background,
    comments: rows.filter((row) => row.comment !== '').length,
  };
}

/**
 * The responses as CSV, one row each, numbered rather than identified and dated by month only;
 * every cell quoted and formula-neutralised (a remark like "=HYPERLINK(…)" stays text).
 */
export async function surveyCsv(db: Db, filters: ResultFilters): Promise<string> {
  const rows = await responsesOf(db, filters);
  const header = ['response', 'market', 'language', 'respondent', 'month', ...backgroundKeys, ...surveyQuestions.map(({ key }) => key), 'comment'];
  const lines = rows.map((row, index) => [
    index + 1, row.market, row.locale, row.respondent, row.receivedOn.slice(0, 7),
    ...backgroundKeys.map((key) => row.background[key] ?? ''),
    ...surveyQuestions.map(({ key }) => row.answers[key] ?? ''),
    row.comment,
  ]);
  return [header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
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
