/**
 * The well-being survey below the browser: a response is stored pseudonymously and
 * answered with a receipt code that deletes it; refusals are worded in the respondent's
 * language and never 5xx; the survey team sees aggregates and a formula-safe CSV, behind
 * the second factor, and nobody else does; retention makes old responses anonymous.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, it } from 'node:test';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { surveyDeletionHandler, surveyHandler, type SurveyDeps } from '@/features/survey/handler';
import { LIKERT, surveyQuestions } from '@/features/survey/questions';
import type { SurveyResults } from '@/features/survey/records';
import { handleSurveyResultsRequest, type SurveyStaff } from '@/features/survey/staff-api';
import { anonymiseResponsesBefore } from '@/features/survey/store';
import { surveyResponses } from '@/features/survey/table';
import { messagesFor } from '@/i18n/messages';
import { idempotencyKeys } from '@/server/db/tables';
import { createServer } from 'node:http';
import { apiRouter } from '@/server/api/router';
import { rateLimiter } from '@/server/protection/rate-limit';
import { memoryStore } from '@/server/protection/expiring-store';
import { assertNoServerErrors } from './fixtures/fuzz';
import { testFormDeps } from './fixtures/form-server';
import { describeEachDatabase } from './databases';

const DAY = '2026-11-27';
const allSkipped = () => Object.fromEntries(surveyQuestions.map(({ key }) => [key, null]));
const response = (extra: Record<string, unknown> = {}) => ({
  healthDataConsent: true, respondent: 'self', answers: { ...allSkipped(), quietConversation: 4, phone: 2 },
  background: { ageGroup: '40-64', implantYears: '1-3', sides: null }, comment: '', locale: 'hr', idempotencyKey: crypto.randomUUID(), ...extra,
});
const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const analyst: SurveyStaff = { email: 'ankete@example.com', role: 'survey', markets: ['cro'], secondFactor: true };

describeEachDatabase('the well-being survey', (database) => {
  let base: string;
  let server: Server;
  before(async () => {
    const deps: SurveyDeps = {
      ...testFormDeps(database.db, { rateLimit: rateLimiter(memoryStore(), 'survey', { limit: 100_000, windowMs: 60_000 }) }),
      market: 'cro', day: () => DAY,
    };
    const route = apiRouter({ 'POST /api/survey': surveyHandler(deps), 'POST /api/survey/delete': surveyDeletionHandler(deps) });
    server = createServer((req, res) => void route(req, res, new URL(req.url!, 'http://x').pathname));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  after(() => server.close());

  type Answer = { status: number; body?: unknown; file?: { text: string; fileName: string } };
  const results = async (user: SurveyStaff | undefined, query = '', path: string[] = []): Promise<Answer> =>
    handleSurveyResultsRequest(database.db, { user, method: 'GET', path, query: new URLSearchParams(query), translate: (key) => key }, DAY);
  const aggregates = async (query = '') => (await results(analyst, query)) as { status: number; body: SurveyResults };

  async function send(extra: Record<string, unknown> = {}): Promise<string> {
    const answer = await post(`${base}/api/survey`, response(extra));
    assert.equal(answer.status, 201);
    const { receipt } = (await answer.json()) as { receipt: string };
    assert.match(receipt, /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    return receipt;
  }

  it('stores a response with nothing that names its respondent, and counts it', async () => {
    const before = (await aggregates()).body;
    const receipt = await send({ respondent: 'parent', answers: { ...allSkipped(), quietConversation: 5 } });
    const rows = await database.db.select().from(surveyResponses);
    const row = rows.at(-1)!;
    assert.equal(row.receivedOn, DAY);
    assert.equal(row.respondent, 'parent');
    assert.ok(!JSON.stringify(row).includes(receipt.replace(/-/g, '')), 'the receipt code itself is not stored');
    const after = (await aggregates()).body;
    assert.equal(after.total, before.total + 1);
    assert.equal(after.byRespondent.parent, before.byRespondent.parent + 1);
    const quiet = after.questions.find((question) => question.key === 'quietConversation')!;
    assert.equal(quiet.counts['5'], (before.questions.find((question) => question.key === 'quietConversation')!.counts['5']) + 1);
    assert.equal(after.questions.find((question) => question.key === 'phone')!.skipped, before.questions.find((question) => question.key === 'phone')!.skipped + 1);
  });

  it('takes a questionnaire with every question skipped, and refuses one without consent in the respondent\'s language', async () => {
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
    assert.equal(deletion.status, 422, 'a submission\'s key does not replay its receipt at the deletion endpoint');
  });

  it('refuses a body nested past any form\'s depth with 400', async () => {
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
    const deleted = await post(`${base}/api/survey/delete`, { receipt: ` ${receipt.toLowerCase().replace(/-/g, ' ')} `, locale: 'hr', idempotencyKey: crypto.randomUUID() });
    assert.equal(deleted.status, 200);
    assert.deepEqual(await deleted.json(), { deleted: true });
    assert.equal(await count(), 0);
  });

  it('answers 1,000 generated payloads to each endpoint with 4xx, never 5xx', async () => {
    const answer = fc.oneof(fc.constantFrom(...LIKERT, null), fc.jsonValue());
    const answers = fc.oneof(fc.record(Object.fromEntries(surveyQuestions.map(({ key }) => [key, answer])), { requiredKeys: [] }), fc.dictionary(fc.string(), answer), fc.jsonValue());
    const payload = fc.record(
      {
        healthDataConsent: fc.oneof(fc.boolean(), fc.jsonValue()), respondent: fc.oneof(fc.constantFrom('self', 'parent'), fc.string()),
        background: fc.oneof(fc.record({ ageGroup: fc.oneof(fc.constantFrom('0-5', '65+'), fc.string()), sides: fc.jsonValue() }, { requiredKeys: [] }), fc.jsonValue()),
        answers, comment: fc.oneof(fc.string({ maxLength: 1200 }), fc.jsonValue()),
        locale: fc.constantFrom('hr', 'en', 'sl', 'xx'), idempotencyKey: fc.oneof(fc.uuid(), fc.string()), website: fc.string(),
      },
      { requiredKeys: [] },
    );
    await assertNoServerErrors(`${base}/api/survey`, payload);
    const deletion = fc.record({ receipt: fc.oneof(fc.string(), fc.stringMatching(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/), fc.jsonValue()), locale: fc.string(), idempotencyKey: fc.oneof(fc.uuid(), fc.string()) }, { requiredKeys: [] });
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
    assert.deepEqual((await aggregates()).body.markets, ['cro']);
    const admin = await results({ ...analyst, role: 'admin', markets: [] });
    assert.deepEqual((admin.body as SurveyResults).markets, ['cro', 'slo']);
  });

  it('answers 1,000 generated requests to the survey team\'s API with 200 or 4xx, never a failure', async () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('cro', 'slo', 'bih', 'self', 'parent', 'export', ''));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('GET', 'POST', 'DELETE'), fc.array(text, { maxLength: 3 }), fc.dictionary(fc.constantFrom('market', 'respondent', 'x'), text), async (method, path, query) => {
        const answer = await handleSurveyResultsRequest(database.db, { user: analyst, method, path, query: new URLSearchParams(query), translate: (key) => key }, DAY);
        return answer.status === 200 || (answer.status >= 400 && answer.status < 500);
      }),
      { numRuns: 1000 },
    );
  });

  it('exports one numbered row per response, months only, with formulas neutralised', async () => {
    await send({ comment: '=HYPERLINK("http://evil.example","klik")', answers: { ...allSkipped(), leisure: 3 } });
    const exported = await results(analyst, 'respondent=self', ['export']);
    const lines = exported.file!.text.trim().split('\r\n');
    assert.match(lines[0]!, /^"response","market","language","respondent","month","ageGroup"/);
    const evil = lines.find((line) => line.includes('HYPERLINK'))!;
    assert.ok(evil.includes(`"'=HYPERLINK(""http://evil.example"",""klik"")"`), evil);
    assert.ok(evil.includes('"2026-11"') && !evil.includes(DAY), 'the month, not the day');
    assert.ok(lines.slice(1).every((line) => line.includes('"self"')));
    assert.equal(exported.file!.fileName, 'well-being-survey-cro-self-2026-11-27.csv');
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
    assert.ok(recent.every((row) => row.receiptHash !== null), 'younger responses keep their receipt');
  });
});
