/**
 * The well-being survey below the browser: a response is stored pseudonymously and
 * answered with a receipt code that deletes it; refusals are worded in the respondent's
 * language and never 5xx; the survey team sees aggregates of groups of 5 or more only, and a
 * spreadsheet-ready, formula-safe CSV of the same figures, behind the second factor, and
 * nobody else does; retention makes old responses anonymous.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, it } from 'node:test';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { surveyDeletionHandler, surveyHandler, type SurveyDeps } from '@/features/survey/handler';
import { LIKERT, surveyQuestions, type Likert, type SurveyQuestionKey } from '@/features/survey/questions';
import type { SurveyResults } from '@/features/survey/records';
import { handleSurveyResultsRequest, type SurveyResultsRequest, type SurveyStaff } from '../../apps/cms/src/endpoints/survey-api';
import { anonymiseResponsesBefore, insertResponse } from '@/features/survey/store';
import { surveyResponses } from '@/features/survey/table';
import { messagesFor } from '@/i18n/messages';
import { idempotencyKeys } from '@/platform/db/tables';
import { createServer } from 'node:http';
import { apiRouter } from '@/platform/api/router';
import { rateLimiter } from '@/platform/protection/rate-limit';
import { memoryStore } from '@/platform/protection/expiring-store';
import { assertNoServerErrors } from './fixtures/fuzz';
import { testFormDeps } from './fixtures/form-server';
import { describeEachDatabase } from './databases';
import { keptAsText, readAsExcel } from '../support/spreadsheet';

const DAY = '2026-11-27';
const allSkipped = () => Object.fromEntries(surveyQuestions.map(({ key }) => [key, null]));
const response = (extra: Record<string, unknown> = {}) => ({
  healthDataConsent: true,
  respondent: 'self',
  answers: { ...allSkipped(), quietConversation: 4, phone: 2 },
  background: { ageGroup: '40-64', implantYears: '1-3', sides: null },
  comment: '',
  locale: 'hr',
  idempotencyKey: crypto.randomUUID(),
  ...extra,
});
const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const analyst: SurveyStaff = { email: 'ankete@example.com', role: 'survey', markets: ['cro'], secondFactor: true };
/** Slovenia's responses are this file's privacy tests' alone: written to the database directly, the other tests post Croatian ones. */
const sloAnalyst: SurveyStaff = { ...analyst, markets: ['slo'] };
const admin: SurveyStaff = { ...analyst, role: 'admin', markets: [] };

/** Every count in an answer: none of 1 to 4, and no row with a single withheld count its total would give away. */
function assertNoSmallCount(results: SurveyResults) {
  if (results.status !== 'shown') {
    assert.deepEqual(Object.keys(results).sort(), ['markets', 'status'], 'nothing but that there is too little to show');
    return;
  }
  const rows = [
    Object.values(results.byRespondent),
    ...results.questions.map(({ counts, skipped }) => [...Object.values(counts), skipped]),
    ...Object.values(results.background).map(({ counts, skipped }) => [...Object.values(counts), skipped]),
  ];
  for (const row of [...rows, [results.comments, results.total]]) {
    assert.ok(
      row.every((count) => count === null || count === 0 || count >= 5),
      `no count of 1 to 4: ${JSON.stringify(row)}`,
    );
  }
  for (const row of rows) assert.notEqual(row.filter((count) => count === null).length, 1, `secondary suppression: ${JSON.stringify(row)}`);
}

describeEachDatabase('the well-being survey', (database) => {
  let base: string;
  let server: Server;
  before(async () => {
    const deps: SurveyDeps = {
      ...testFormDeps(database.db, { rateLimit: rateLimiter(memoryStore(), 'survey', { limit: 100_000, windowMs: 60_000 }) }),
      market: 'cro',
      day: () => DAY,
    };
    const route = apiRouter({ 'POST /api/survey': surveyHandler(deps), 'POST /api/survey/delete': surveyDeletionHandler(deps) });
    server = createServer((req, res) => void route(req, res, new URL(req.url!, 'http://x').pathname));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  after(() => server.close());

  type Answer = { status: number; body?: unknown; file?: { text: string; fileName: string } };
  const results = async (user: SurveyStaff | undefined, query = '', path: string[] = []): Promise<Answer> =>
    handleSurveyResultsRequest(database.db, request(user, 'GET', path, query), DAY);
  const request = (user: SurveyStaff | undefined, method: string, path: string[], query: string | Record<string, string>): SurveyResultsRequest => ({
    user,
    method,
    path,
    query: new URLSearchParams(query),
    translate: (key) => key,
    language: 'hr',
    exportWords: (key) => key,
  });
  const figures = async (user: SurveyStaff, query = '') => ((await results(user, query)) as { body: SurveyResults }).body;
  const shown = async (user: SurveyStaff, query = '') => {
    const body = await figures(user, query);
    assert.equal(body.status, 'shown', query);
    return body as Extract<SurveyResults, { status: 'shown' }>;
  };
  /** A Slovenian response, straight into the database. */
  const sloResponse = (respondent: 'self' | 'parent', answers: Record<string, Likert>, comment = '') =>
    insertResponse(database.db, {
      healthDataConsent: true,
      market: 'slo',
      locale: 'sl',
      receivedOn: DAY,
      respondent,
      comment,
      answers: { ...allSkipped(), ...answers } as Record<SurveyQuestionKey, Likert | null>,
      background: { ageGroup: '18-39', implantYears: '4-10', sides: 'both' },
    });

  async function send(extra: Record<string, unknown> = {}): Promise<string> {
    const answer = await post(`${base}/api/survey`, response(extra));
    assert.equal(answer.status, 201);
    const { receipt } = (await answer.json()) as { receipt: string };
    assert.match(receipt, /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    return receipt;
  }

  it('stores a response with nothing that names its respondent', async () => {
    const receipt = await send({ respondent: 'parent', answers: { ...allSkipped(), quietConversation: 5 } });
    const rows = await database.db.select().from(surveyResponses);
    const row = rows.at(-1)!;
    assert.equal(row.receivedOn, DAY);
    assert.equal(row.respondent, 'parent');
    assert.deepEqual(row.answers.quietConversation, 5);
    assert.ok(!JSON.stringify(row).includes(receipt.replace(/-/g, '')), 'the receipt code itself is not stored');
  });

  it('shows nothing of a group of 4 responses and the counts of a group of 5; a smaller group is left out of every filter', async () => {
    for (let n = 0; n < 4; n++)
      await sloResponse('self', { quietConversation: 4, phone: n < 3 ? 2 : 5 }, ['Hvala', '4-10', '=HYPERLINK("http://evil.example","klik")', 'Dobro'][n]);
    const four = await figures(sloAnalyst);
    assert.deepEqual(four, { markets: ['slo'], status: 'tooFew' }, 'no figure of four responses');
    const refused = await results(sloAnalyst, '', ['export']);
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body, { error: 'too_few', message: 'tooFewToExport' });

    await sloResponse('self', { quietConversation: 4, phone: 5 }, 'Lijepo');
    const five = await shown(sloAnalyst);
    assert.equal(five.total, 5);
    const quiet = five.questions.find((question) => question.key === 'quietConversation')!;
    assert.deepEqual([quiet.counts, quiet.skipped, quiet.mean, quiet.withheld], [{ 1: 0, 2: 0, 3: 0, 4: 5, 5: 0 }, 0, 4, false]);
    const phone = five.questions.find((question) => question.key === 'phone')!;
    assert.deepEqual(
      [phone.counts['2'], phone.counts['5'], phone.mean, phone.withheld],
      [null, null, null, true],
      'three and two withheld, and the mean that would tell them',
    );
    assert.deepEqual(five.background.implantYears.counts['4-10'], 5);
    assert.equal(five.comments, 5);
    assertNoSmallCount(five);

    // Two parents: their group is too small for any filter, so no difference of two filters shows them.
    await sloResponse('parent', { quietConversation: 1 });
    await sloResponse('parent', { quietConversation: 1 });
    assert.deepEqual(await figures(sloAnalyst, 'respondent=parent'), { markets: ['slo'], status: 'tooFew' });
    const market = await shown(sloAnalyst);
    assert.deepEqual([market.total, market.partial, market.byRespondent], [5, true, { self: 5, parent: 0 }]);
    const [all, croOnly] = [await shown(admin), await figures(admin, 'market=cro')];
    const croTotal = croOnly.status === 'shown' ? croOnly.total : 0;
    assert.equal(all.total - croTotal, 5, "all markets less Croatia is Slovenia's five, not seven");
    const ones = (results: SurveyResults) =>
      results.status === 'shown' ? (results.questions.find((question) => question.key === 'quietConversation')!.counts['1'] ?? 0) : 0;
    assert.equal(ones(all) - ones(croOnly), 0, "the parents' answers are in no figure");
    for (const query of ['', 'market=cro', 'market=slo', 'respondent=self', 'respondent=parent', 'market=slo&respondent=self'])
      assertNoSmallCount(await figures(admin, query));
  });

  it('exports the figures and the remarks for a spreadsheet, no response, with dates and formulas kept as text', async () => {
    const exported = await results(sloAnalyst, 'respondent=self', ['export']);
    assert.equal(exported.status, 200);
    assert.equal(exported.file!.fileName, 'well-being-survey-slo-self-2026-11-27.csv');
    const rows = readAsExcel(exported.file!.text);
    assert.deepEqual(rows[0], ['section', 'question', 'answer', 'count']);
    assert.ok(rows.every((row) => row.length === 4));
    assert.deepEqual(rows[1], ['totals', 'responses', '', '5']);
    const background = rows.find((row) => row[0] === 'background' && row[2] === messagesFor('hr').survey.background.implantYears.options['4-10'])!;
    assert.equal(background[3], '5', "answers in the reader's language");
    const phone = rows.filter((row) => row[1] === messagesFor('hr').survey.questions.phone.self);
    assert.deepEqual(
      phone.map((row) => row[3]),
      ['0', 'tooFew', '0', '0', 'tooFew', '0', 'tooFew'],
    );
    const remarks = rows.filter((row) => row[0] === 'remarksList').map((row) => row[2]);
    assert.deepEqual(remarks, ['\'=HYPERLINK("http://evil.example","klik")', "'4-10", 'Dobro', 'Hvala', 'Lijepo'], 'apart from the answers, by their text');
    assert.ok(remarks.every(keptAsText));
    assert.ok(!exported.file!.text.includes(DAY) && !exported.file!.text.includes('2026-11'), 'no day, no month');
  });

  it("takes a questionnaire with every question skipped, and refuses one without consent in the respondent's language", async () => {
    await send({ answers: allSkipped(), background: undefined });
    const refused = await post(`${base}/api/survey`, response({ healthDataConsent: false, locale: 'en' }));
    assert.equal(refused.status, 422);
    assert.equal(((await refused.json()) as { fields: Record<string, string> }).fields.healthDataConsent, messagesFor('en').survey.errors.consentRequired);
    const badAnswer = await post(`${base}/api/survey`, response({ answers: { ...allSkipped(), phone: 6 } }));
    assert.equal(badAnswer.status, 422);
    assert.equal(((await badAnswer.json()) as { fields: Record<string, string> }).fields['answers.phone'], messagesFor('hr').survey.errors.invalidAnswer);
  });

  it('answers a repeat with the same receipt, and keeps neither the key nor the receipt readable in the stored answer', async () => {
    const body = response({ comment: 'Ponovljeno' });
    const first = (await (await post(`${base}/api/survey`, body)).json()) as { receipt: string };
    const again = (await (await post(`${base}/api/survey`, body)).json()) as { receipt: string };
    assert.equal(again.receipt, first.receipt);
    assert.equal((await database.db.select().from(surveyResponses).where(eq(surveyResponses.comment, 'Ponovljeno'))).length, 1);
    const stored = JSON.stringify(await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, 'survey')));
    assert.ok(!stored.includes(first.receipt) && !stored.includes(first.receipt.replace(/-/g, '')), 'no receipt in the stored answers');
    assert.ok(!stored.includes(body.idempotencyKey), 'no idempotency key either');
    const deletion = await post(`${base}/api/survey/delete`, { receipt: 'abc', locale: 'hr', idempotencyKey: body.idempotencyKey });
    assert.equal(deletion.status, 422, "a submission's key does not replay its receipt at the deletion endpoint");
  });

  it("refuses a body nested past any form's depth with 400", async () => {
    const deep = JSON.stringify({ ...response(), comment: undefined }).replace('"answers":', `"x":${'['.repeat(5000)}${']'.repeat(5000)},"answers":`);
    const answer = await fetch(`${base}/api/survey`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep });
    assert.equal(answer.status, 400);
    assert.equal(((await answer.json()) as { error: string }).error, 'too_deep');
  });

  it('deletes a response by its receipt code, written any way, and says so when a code is unknown', async () => {
    const receipt = await send({ comment: 'Za brisanje' });
    const count = async () => (await database.db.select().from(surveyResponses).where(eq(surveyResponses.comment, 'Za brisanje'))).length;
    assert.equal(await count(), 1);
    const unknown = await post(`${base}/api/survey/delete`, { receipt: '0000-0000-0000', locale: 'hr', idempotencyKey: crypto.randomUUID() });
    assert.equal(unknown.status, 422);
    assert.equal(((await unknown.json()) as { fields: Record<string, string> }).fields.receipt, messagesFor('hr').survey.errors.receiptUnknown);
    const malformed = await post(`${base}/api/survey/delete`, { receipt: 'abc', locale: 'hr', idempotencyKey: crypto.randomUUID() });
    assert.equal(((await malformed.json()) as { fields: Record<string, string> }).fields.receipt, messagesFor('hr').survey.errors.receiptFormat);
    const deleted = await post(`${base}/api/survey/delete`, {
      receipt: ` ${receipt.toLowerCase().replace(/-/g, ' ')} `,
      locale: 'hr',
      idempotencyKey: crypto.randomUUID(),
    });
    assert.equal(deleted.status, 200);
    assert.deepEqual(await deleted.json(), { deleted: true });
    assert.equal(await count(), 0);
  });

  it('answers 1,000 generated payloads to each endpoint with 4xx, never 5xx', async () => {
    const answer = fc.oneof(fc.constantFrom(...LIKERT, null), fc.jsonValue());
    const answers = fc.oneof(
      fc.record(Object.fromEntries(surveyQuestions.map(({ key }) => [key, answer])), { requiredKeys: [] }),
      fc.dictionary(fc.string(), answer),
      fc.jsonValue(),
    );
    const payload = fc.record(
      {
        healthDataConsent: fc.oneof(fc.boolean(), fc.jsonValue()),
        respondent: fc.oneof(fc.constantFrom('self', 'parent'), fc.string()),
        background: fc.oneof(
          fc.record({ ageGroup: fc.oneof(fc.constantFrom('0-5', '65+'), fc.string()), sides: fc.jsonValue() }, { requiredKeys: [] }),
          fc.jsonValue(),
        ),
        answers,
        comment: fc.oneof(fc.string({ maxLength: 1200 }), fc.jsonValue()),
        locale: fc.constantFrom('hr', 'en', 'sl', 'xx'),
        idempotencyKey: fc.oneof(fc.uuid(), fc.string()),
        website: fc.string(),
      },
      { requiredKeys: [] },
    );
    await assertNoServerErrors(`${base}/api/survey`, payload);
    const deletion = fc.record(
      {
        receipt: fc.oneof(fc.string(), fc.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/), fc.jsonValue()),
        locale: fc.string(),
        idempotencyKey: fc.oneof(fc.uuid(), fc.string()),
      },
      { requiredKeys: [] },
    );
    await assertNoServerErrors(`${base}/api/survey/delete`, deletion);
  });

  it('shows results only to the survey team of the market, behind the second factor', async () => {
    assert.equal((await results(undefined)).status, 401);
    for (const role of ['editor', 'pharmacovigilance', 'hr']) {
      for (const path of [[], ['export']]) assert.equal((await results({ ...analyst, role }, '', path)).status, 403, `${role} ${path.join('/')}`);
    }
    assert.deepEqual((await results({ ...analyst, secondFactor: false })).body, { error: 'second_factor', message: 'secondFactorFirst' });
    assert.equal((await results(analyst, 'market=slo')).status, 422, 'another market is not a choice');
    assert.equal((await results(analyst, 'respondent=robot')).status, 422);
    assert.deepEqual((await figures(analyst)).markets, ['cro']);
    assert.deepEqual((await figures(admin)).markets, ['cro', 'slo']);
  });

  it("answers 1,000 generated requests to the survey team's API with 200 or 4xx, never a failure", async () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('cro', 'slo', 'bih', 'self', 'parent', 'export', ''));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'DELETE'),
        fc.array(text, { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('market', 'respondent', 'x'), text),
        async (method, path, query) => {
          const answer = await handleSurveyResultsRequest(database.db, request(admin, method, path, query), DAY);
          if (answer.status === 200 && 'body' in answer) assertNoSmallCount(answer.body as SurveyResults);
          return answer.status === 200 || (answer.status >= 400 && answer.status < 500);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('makes responses older than the period anonymous: the receipt no longer deletes them, the remark is gone, the day is its month', async () => {
    const receipt = await send({ comment: 'Stari odgovor' });
    await database.db.update(surveyResponses).set({ receivedOn: '2025-11-20' }).where(eq(surveyResponses.comment, 'Stari odgovor'));
    assert.ok((await anonymiseResponsesBefore(database.db, '2025-11-27')) >= 1);
    const rows = await database.db.select().from(surveyResponses).where(eq(surveyResponses.receivedOn, '2025-11-01'));
    assert.ok(rows.length >= 1 && rows.every((row) => row.receiptHash === null && row.comment === ''));
    const refused = await post(`${base}/api/survey/delete`, { receipt, locale: 'hr', idempotencyKey: crypto.randomUUID() });
    assert.equal(refused.status, 422);
    const recent = await database.db.select().from(surveyResponses).where(eq(surveyResponses.receivedOn, DAY));
    assert.ok(
      recent.every((row) => row.receiptHash !== null),
      'younger responses keep their receipt',
    );
  });
});
