/**
 * The officer's work on a case through the back office's API: clocks,
 * ownership, assessment, questions to the reporter, the list's filters and
 * the E2B export of what the officer assessed. Dates are judged on a clock
 * the tests set (`now`), against days the database computed.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { CaseStaff } from '@/features/pv/access';
import { handleCaseRequest, type CaseApiOptions, type CaseRequest } from '@/features/pv/cases/api';
import { addDays, dayIn } from '@/features/pv/cases/clocks';
import { openFollowUpLink, issueFollowUpToken } from '@/features/pv/cases/follow-ups';
import { caseTimeline, findCase } from '@/features/pv/cases/ledger';
import { followUpTarget, openCase } from '@/features/pv/cases/store';
import type { ReportKind } from '@/features/pv/intake/fields';
import { encodeReport, REPORT_SCHEMA_VERSION } from '@/features/pv/intake/record';
import { insertReport, nextReference } from '@/features/pv/intake/store';
import { cleanReport, type ReportValues } from '@/features/pv/intake/validation';
import type { Db } from '@/server/db/database';
import { outbox } from '@/server/db/tables';
import { cases } from '@/features/pv/cases/table';
import { e2bProblems, readAssessment } from '../support/e2b/check';
import { describeEachDatabase } from './databases';
import { completeHuman, completeVeterinary, seriousInfant } from './fixtures/reports';

const officer: CaseStaff = { email: 'pv.cro@farmadria.example', role: 'pharmacovigilance', markets: ['cro'], secondFactor: true };
const colleague: CaseStaff = { email: 'pv2.cro@farmadria.example', role: 'pharmacovigilance', markets: ['cro'], secondFactor: true };
const editor = 'editor@farmadria.example';

async function receive(db: Db, kind: ReportKind, report: ReportValues, followUpOf?: string) {
  return db.transaction(async (tx) => {
    const reference = await nextReference(tx, kind);
    const values = cleanReport(kind, report);
    const { id: reportId } = await insertReport(tx, { reference, kind, market: 'cro', locale: 'hr', schemaVersion: REPORT_SCHEMA_VERSION, payload: encodeReport(kind, values) });
    const target = followUpOf ? await followUpTarget(tx, 'cro', followUpOf) : undefined;
    await openCase(tx, { reportId, reference, market: 'cro', kind, report: values, followUpOf: target });
    return { reference, reportId };
  });
}

const nonSerious = (): ReportValues => completeHuman();
const serious = (): ReportValues => seriousInfant();

describeEachDatabase('the officer’s work on a case', (database) => {
  const now = new Date();
  const options: CaseApiOptions = {
    retentionYears: 10,
    officersOf: async (market) => (market === 'cro' ? [colleague.email, officer.email] : []),
    reporterMail: () => ({ siteUrl: 'https://hr.farmadria.example', from: 'Farmadria <farmakovigilancija@hr.farmadria.example>' }),
    now: () => now,
  };
  const call = (request: Partial<CaseRequest>) => handleCaseRequest(database.db, { method: 'GET', path: [], query: new URLSearchParams(), user: officer, ...request }, options);
  const act = (reference: string, action: string, body: Record<string, unknown>, user = officer) => call({ user, method: 'POST', path: [reference, action], body });
  const today = dayIn('cro', now);
  const receiptDay = async (reportId: string) => {
    const [row] = await database.db.select({ day: sql<string>`(${cases.receivedAt} at time zone 'Europe/Zagreb')::date::text` }).from(cases).where(eq(cases.reportId, reportId));
    return row!.day;
  };

  it('start the clock on the day of receipt: due in 15 days when serious, 90 when not', async () => {
    for (const [report, kind, days] of [[serious(), 'human', 15], [nonSerious(), 'human', 90], [completeVeterinary(), 'veterinary', 90]] as const) {
      const { reference, reportId } = await receive(database.db, kind, report);
      const row = (await findCase(database.db, reference))!;
      const day0 = await receiptDay(reportId);
      assert.equal(row.dayZero, day0, reference);
      assert.equal(row.dueOn, addDays(day0, days), reference);
    }
  });

  it('move day 0 and the due date when a follow-up makes the case serious, recorded once', async () => {
    const original = await receive(database.db, 'human', nonSerious());
    const followUp = await receive(database.db, 'human', serious(), original.reference);
    const root = (await findCase(database.db, original.reference))!;
    const followUpDay = await receiptDay(followUp.reportId);
    assert.equal(root.serious, true);
    assert.equal(root.dayZero, followUpDay);
    assert.equal(root.dueOn, addDays(followUpDay, 15));
    const changes = (await caseTimeline(database.db, original.reportId)).filter((event) => event.type === 'clock-changed');
    assert.equal(changes.length, 1);
    assert.deepEqual(changes[0]!.data, {
      because: 'serious', followUp: followUp.reference,
      dayZero: { from: await receiptDay(original.reportId), to: followUpDay }, dueOn: { from: addDays(await receiptDay(original.reportId), 90), to: addDays(followUpDay, 15) },
    });
  });

  it('give a case to an officer of its market, or let one take it; nobody else', async () => {
    const { reference, reportId } = await receive(database.db, 'human', nonSerious());
    assert.equal((await act(reference, 'assign', { to: editor })).status, 422);
    assert.equal((await act(reference, 'assign', { to: officer.email })).status, 200);
    assert.equal((await act(reference, 'assign', { to: colleague.email })).status, 200);
    assert.equal((await findCase(database.db, reference))!.assignee, colleague.email);
    const assigned = (await caseTimeline(database.db, reportId)).filter((event) => event.type === 'assigned').map((event) => event.data);
    assert.deepEqual(assigned, [{ from: null, to: officer.email }, { from: officer.email, to: colleague.email }]);
  });

  it('assess seriousness with a reason, expectedness, MedDRA coding and causality, and the narrative, with clear refusals', async () => {
    const { reference, reportId } = await receive(database.db, 'human', serious());
    const day0 = (await findCase(database.db, reference))!.dayZero!;
    assert.equal((await act(reference, 'seriousness', { serious: false, note: '  ' })).status, 422);
    assert.equal((await act(reference, 'seriousness', { serious: false, note: 'Otežano disanje prošlo bez liječenja.' })).status, 200);
    assert.equal((await findCase(database.db, reference))!.dueOn, addDays(day0, 90));
    assert.equal((await act(reference, 'seriousness', { serious: true, note: 'Bolničko liječenje potvrđeno.' })).status, 200);
    assert.equal((await findCase(database.db, reference))!.dueOn, addDays(day0, 15));
    assert.equal((await act(reference, 'expectedness', { expectedness: 'maybe' })).status, 422);
    assert.equal((await act(reference, 'expectedness', { expectedness: 'unlisted' })).status, 200);

    const coding = { reaction: 1, lltCode: '10013968', lltTerm: 'Dyspnoea', meddraVersion: '27.1' };
    const refusals = [
      [{ ...coding, lltCode: '1001396' }, 'A MedDRA LLT code has 8 digits, starting with 1.'],
      [{ ...coding, lltCode: '20013968' }, 'A MedDRA LLT code has 8 digits, starting with 1.'],
      [{ ...coding, meddraVersion: '27' }, 'A MedDRA version reads like 27.1.'],
      [{ ...coding, lltTerm: '' }, 'Give the LLT term (up to 250 characters).'],
      [{ ...coding, reaction: 3 }, 'The report has no reaction 3.'],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await act(reference, 'coding', body);
      assert.deepEqual([refused.status, (refused.body as { message: string }).message], [422, message], JSON.stringify(body));
    }
    assert.equal((await act(reference, 'coding', coding)).status, 200);
    assert.equal((await act(reference, 'causality', { reaction: 1, medicine: 2, result: 'probable' })).status, 422, 'medicine 2 is concomitant');
    assert.equal((await act(reference, 'causality', { reaction: 1, medicine: 1, result: 'likely' })).status, 422);
    assert.equal((await act(reference, 'causality', { reaction: 1, medicine: 1, result: 'probable' })).status, 200);
    const narrative = 'Dojenče (3 mj.) primljeno u bolnicu zbog otežanog disanja nakon sirupa X; oporavak s posljedicama.';
    const saved = await act(reference, 'narrative', { narrative });
    assert.equal(saved.status, 200);
    const view = (saved.body as { view: { case: { narrative: string; expectedness: string }; assessment: { codes: unknown[]; causality: unknown[] } } }).view;
    assert.equal(view.case.narrative, narrative);
    assert.deepEqual(view.assessment.codes, [{ reaction: 0, meddraVersion: '27.1', lltCode: '10013968', lltTerm: 'Dyspnoea' }]);
    assert.deepEqual(view.assessment.causality, [{ reaction: 0, medicine: 0, result: 'probable' }]);

    const xml = String((await call({ path: [reference, 'e2b'] })).body);
    assert.deepEqual(e2bProblems(xml), []);
    assert.deepEqual(readAssessment(xml), {
      codes: [{ code: '10013968', version: '27.1' }], causality: [{ result: 'Probable', method: 'WHO-UMC', source: 'Company' }], narrative, expedited: 'true',
    });
    const types = (await caseTimeline(database.db, reportId)).filter((event) => event.actor === officer.email && event.type !== 'e2b-downloaded').map((event) => event.type);
    assert.deepEqual(types, ['seriousness-assessed', 'seriousness-assessed', 'expectedness-assessed', 'reaction-coded', 'causality-assessed', 'narrative-edited']);
  });

  it('ask the reporter through the outbox with a link and no health data; their follow-up answers and closes the question', async () => {
    const { reference, reportId } = await receive(database.db, 'human', serious());
    const question = 'Koliko je dugo dijete uzimalo sirup X prije otežanog disanja?';
    assert.equal((await act(reference, 'questions', { question: '', dueOn: addDays(today, 14) })).status, 422);
    assert.equal((await act(reference, 'questions', { question, dueOn: today })).status, 422, 'due after today');
    assert.equal((await act(reference, 'questions', { question, dueOn: addDays(today, 14) })).status, 200);

    const [mail] = await database.db.select().from(outbox).where(and(eq(outbox.kind, 'follow-up-request'), eq(outbox.refId, reportId)));
    assert.deepEqual(mail!.to, ['iva@example.com']);
    assert.equal(mail!.subject, `Pitanje o vašoj prijavi nuspojave ${reference}`);
    const token = /\/prijava-nuspojava\?followUp=([a-zA-F]{32})/.exec(mail!.textBody)?.[1];
    assert.ok(token, mail!.textBody);
    for (const healthData of [question, 'Sirup X', 'Otežano disanje', 'L. M.', 'Iva Marić', 'CRP']) {
      assert.ok(!mail!.textBody.includes(healthData) && !mail!.htmlBody.includes(healthData), `the mail does not say "${healthData}"`);
    }
    const opened = (await openFollowUpLink(database.db, token, 'cro'))!;
    assert.deepEqual(opened, { reference, questions: [{ id: opened.questions[0]!.id, number: 1, question, askedAt: opened.questions[0]!.askedAt }] });

    const answer = await receive(database.db, 'human', serious(), reference);
    const view = (await call({ path: [reference] })).body as { questions: Array<{ answeredByReference: string | null; answeredAt: string | null }> };
    assert.equal(view.questions.length, 1);
    assert.equal(view.questions[0]!.answeredByReference, answer.reference);
    assert.deepEqual((await openFollowUpLink(database.db, token, 'cro'))!.questions, [], 'nothing left to answer');
    const events = (await caseTimeline(database.db, reportId)).map((event) => event.type);
    assert.equal(events.filter((type) => type === 'follow-up-requested').length, 1);
    assert.equal(events.filter((type) => type === 'follow-up-request-answered').length, 1);
  });

  it('refuse a question when the reporter left no e-mail', async () => {
    const { reference } = await receive(database.db, 'veterinary', completeVeterinary());
    const refused = await act(reference, 'questions', { question: 'Koliko je pas težak?', dueOn: addDays(today, 7) });
    assert.equal(refused.status, 422);
    assert.match((refused.body as { message: string }).message, /gave no e-mail address/);
  });

  it('filter the list by mine, overdue and due date, sort it by due date, and count the dashboard', async () => {
    await database.db.execute(sql`update cases set status = 'closed' where market = 'cro'`);
    const late = await receive(database.db, 'human', serious());
    const mine = await receive(database.db, 'human', nonSerious());
    const soon = await receive(database.db, 'human', serious());
    await database.db.execute(sql`update cases set day_zero = ${addDays(today, -16)}, due_on = ${addDays(today, -1)} where report_id = ${late.reportId}`);
    await act(mine.reference, 'assign', { to: officer.email });
    const list = async (query: Record<string, string>) =>
      ((await call({ query: new URLSearchParams(query) })).body as { rows: Array<{ reference: string; overdue: boolean; suspectNames: string[] }> }).rows;

    assert.deepEqual((await list({ mine: '1' })).map((row) => row.reference), [mine.reference]);
    assert.deepEqual((await list({ overdue: '1' })).map((row) => [row.reference, row.overdue]), [[late.reference, true]]);
    assert.deepEqual((await list({ dueBy: addDays(today, 15), sort: 'due' })).map((row) => row.reference), [late.reference, soon.reference]);
    assert.deepEqual((await list({ sort: 'due', status: 'received' })).map((row) => row.reference), [late.reference, soon.reference, mine.reference]);
    assert.deepEqual((await list({ q: mine.reference }))[0]!.suspectNames, ['Lijek A 500 mg'], 'names as reported');
    assert.equal((await call({ query: new URLSearchParams({ dueBy: 'soon' }) })).status, 400);
    assert.deepEqual((await call({ path: ['clocks'] })).body, { open: 3, dueThisWeek: 0, overdue: 1 });
    await database.db.execute(sql`update cases set due_on = ${addDays(today, 6)} where report_id = ${soon.reportId}`);
    assert.deepEqual((await call({ path: ['clocks'] })).body, { open: 3, dueThisWeek: 1, overdue: 1 });
  });

  it('keep the follow-up link working after the officer asks again', async () => {
    const { reference, reportId } = await receive(database.db, 'human', serious());
    const first = await database.db.transaction((tx) => issueFollowUpToken(tx, reportId));
    await act(reference, 'questions', { question: 'Je li dijete i dalje na terapiji?', dueOn: addDays(today, 10) });
    assert.equal((await openFollowUpLink(database.db, first, 'cro'))?.questions.length, 1, 'the acknowledgement’s link shows the question too');
  });
});
