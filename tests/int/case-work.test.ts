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
import { handleCaseRequest, type CaseApiOptions, type CaseRequest } from '../../apps/cms/src/endpoints/cases-api';
import { timeZoneOf } from '@/config/markets';
import { addDays, dayIn } from '@/features/pv/cases/clocks';
import { openFollowUpLink, issueFollowUpToken } from '@/features/pv/cases/follow-ups';
import { caseTimeline, findCase } from '@/features/pv/cases/ledger';
import { followUpTarget, openCase } from '@/features/pv/cases/store';
import type { ReportKind } from '@/features/pv/intake/fields';
import { encodeReport, REPORT_SCHEMA_VERSION } from '@/features/pv/intake/record';
import { insertReport, nextReference } from '@/features/pv/intake/store';
import { cleanReport, type ReportValues } from '@/features/pv/intake/validation';
import type { Db } from '@/platform/db/database';
import { outbox } from '@/platform/db/tables';
import { cases } from '@/features/pv/cases/table';
import { e2bProblems, readAssessment } from '../support/e2b/check';
import { describeEachDatabase } from './databases';
import { completeHuman, completeVeterinary, lackOfEfficacyDeath, seriousInfant } from './fixtures/reports';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { staffIn } from '../../apps/cms/src/i18n/catalogue';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { vichAssessmentOf, vichReport, PRODUCTS } from '@/features/pv/exports/vich/report';
import { exportCaseOf } from '@/features/pv/exports/export-case';
import { findReport } from '@/features/pv/intake/store';
import { assessmentOf } from '@/features/pv/cases/assessment';

const officer: CaseStaff = { email: 'pv.cro@farmadria.example', role: 'pharmacovigilance', markets: ['cro'], secondFactor: true };
const colleague: CaseStaff = { email: 'pv2.cro@farmadria.example', role: 'pharmacovigilance', markets: ['cro'], secondFactor: true };
const editor = 'editor@farmadria.example';

async function receive(db: Db, kind: ReportKind, report: ReportValues, followUpOf?: string) {
  return db.transaction(async (tx) => {
    const reference = await nextReference(tx, kind, 'cro');
    const values = cleanReport(kind, report);
    const { id: reportId } = await insertReport(tx, {
      reference,
      kind,
      market: 'cro',
      locale: 'hr',
      schemaVersion: REPORT_SCHEMA_VERSION,
      payload: encodeReport(kind, values),
    });
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
  const call = (request: Partial<CaseRequest>) =>
    handleCaseRequest(database.db, { method: 'GET', path: [], query: new URLSearchParams(), user: officer, ...request }, options);
  const act = (reference: string, action: string, body: Record<string, unknown>, user = officer) =>
    call({ user, method: 'POST', path: [reference, action], body });
  const today = dayIn('cro', now);
  const receiptDay = async (reportId: string) => {
    const [row] = await database.db
      .select({ day: sql<string>`(${cases.receivedAt} at time zone ${timeZoneOf('cro')})::date::text` })
      .from(cases)
      .where(eq(cases.reportId, reportId));
    return row!.day;
  };

  it('start the clock on the day of receipt: a human case due in 15 days when serious, 90 when not; a veterinary case in 30, serious or not', async () => {
    const seriousHerd = lackOfEfficacyDeath();
    for (const [report, kind, days] of [
      [serious(), 'human', 15],
      [nonSerious(), 'human', 90],
      [completeVeterinary(), 'veterinary', 30],
      [seriousHerd, 'veterinary', 30],
    ] as const) {
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
      because: 'serious',
      followUp: followUp.reference,
      dayZero: { from: await receiptDay(original.reportId), to: followUpDay },
      dueOn: { from: addDays(await receiptDay(original.reportId), 90), to: addDays(followUpDay, 15) },
    });
  });

  it('give a case to an officer of its market, or let one take it; nobody else', async () => {
    const { reference, reportId } = await receive(database.db, 'human', nonSerious());
    assert.equal((await act(reference, 'assign', { to: editor })).status, 422);
    assert.equal((await act(reference, 'assign', { to: officer.email })).status, 200);
    assert.equal((await act(reference, 'assign', { to: colleague.email })).status, 200);
    assert.equal((await findCase(database.db, reference))!.assignee, colleague.email);
    const assigned = (await caseTimeline(database.db, reportId)).filter((event) => event.type === 'assigned').map((event) => event.data);
    assert.deepEqual(assigned, [
      { from: null, to: officer.email },
      { from: officer.email, to: colleague.email },
    ]);
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
      codes: [{ code: '10013968', version: '27.1' }],
      causality: [{ result: 'Probable', method: 'WHO-UMC', source: 'Company' }],
      narrative,
      expedited: 'true',
    });
    const types = (await caseTimeline(database.db, reportId))
      .filter((event) => event.actor === officer.email && event.type !== 'e2b-downloaded')
      .map((event) => event.type);
    assert.deepEqual(types, [
      'seriousness-assessed',
      'seriousness-assessed',
      'expectedness-assessed',
      'reaction-coded',
      'causality-assessed',
      'narrative-edited',
    ]);
  });

  it("assess a veterinary case on the ABON scale, refuse WHO-UMC on it and ABON on a human case with a 400 in the officer's language, and keep the veterinary clock", async () => {
    const herd = await receive(database.db, 'veterinary', lackOfEfficacyDeath());
    const human = await receive(database.db, 'human', serious());
    const inCroatian = (request: Partial<CaseRequest>) => call({ ...request, translate: (key, vars) => staffIn('hr')(`api:${key}`, vars) });
    const causality = (reference: string, result: string) =>
      inCroatian({ method: 'POST', path: [reference, 'causality'], body: { reaction: 1, medicine: 1, result } });

    const whoUmcOnAnimal = await causality(herd.reference, 'probable');
    assert.deepEqual([whoUmcOnAnimal.status, whoUmcOnAnimal.body], [400, { error: 'scale', message: staffCatalogues.hr.api.causalityAbonOnly }]);
    const abonOnPerson = await causality(human.reference, 'A');
    assert.deepEqual([abonOnPerson.status, abonOnPerson.body], [400, { error: 'scale', message: staffCatalogues.hr.api.causalityWhoUmcOnly }]);
    assert.equal((await causality(herd.reference, 'Z')).status, 422, 'no category of either scale');
    assert.equal((await causality(herd.reference, 'A')).status, 200, 'A (probable)');
    assert.equal((await causality(human.reference, 'probable')).status, 200, 'a human case keeps WHO-UMC');
    assert.deepEqual((await assessmentOf(database.db, herd.reportId)).causality, [{ reaction: 0, medicine: 0, result: 'A' }]);
    const assessed = (await caseTimeline(database.db, herd.reportId)).filter((event) => event.type === 'causality-assessed').map((event) => event.data);
    assert.deepEqual(assessed, [{ reaction: 1, medicine: 1, result: 'A' }], 'the ledger holds the ABON result, once; refusals leave no trace');

    // Day 0 on a fixed day; the officer's seriousness assessment recomputes the due date, serious or not: 30 days.
    await database.db.execute(sql`update cases set day_zero = '2026-11-20' where report_id in (${herd.reportId}, ${human.reportId})`);
    for (const seriousness of [false, true]) {
      assert.equal((await act(herd.reference, 'seriousness', { serious: seriousness, note: 'Uginuće potvrdio veterinar.' })).status, 200);
      assert.equal((await findCase(database.db, herd.reference))!.dueOn, '2026-12-20', `serious: ${seriousness}`);
    }
    assert.equal((await act(human.reference, 'seriousness', { serious: true, note: 'Bolničko liječenje.' })).status, 200);
    assert.equal((await findCase(database.db, human.reference))!.dueOn, '2026-12-05', 'a human case keeps its 15 days');
    assert.equal((await act(human.reference, 'seriousness', { serious: false, note: 'Nije bilo bolničkog liječenja.' })).status, 200);
    assert.equal((await findCase(database.db, human.reference))!.dueOn, '2027-02-18', 'and its 90');

    // The list and the dashboard judge it by the clock the API is given: due on the 20th of December, late on the 21st.
    const listAt = async (at: string, query: Record<string, string> = {}) => {
      const answer = await handleCaseRequest(
        database.db,
        { method: 'GET', path: [], query: new URLSearchParams({ q: herd.reference, ...query }), user: officer },
        { ...options, now: () => new Date(at) },
      );
      return (answer.body as { rows: Array<{ reference: string; dueOn: string; overdue: boolean }> }).rows;
    };
    assert.deepEqual(
      (await listAt('2026-12-20T22:00:00Z')).map((row) => [row.dueOn, row.overdue]),
      [['2026-12-20', false]],
      'still the 20th in Zagreb',
    );
    assert.deepEqual(
      (await listAt('2026-12-20T23:30:00Z')).map((row) => [row.dueOn, row.overdue]),
      [['2026-12-20', true]],
      'the 21st in Zagreb',
    );
    assert.equal((await listAt('2026-12-21T09:00:00Z', { overdue: '1' })).length, 1);
    // The dashboard too, with the herd the only open case.
    await database.db.execute(sql`update cases set status = 'closed' where market = 'cro' and report_id <> ${herd.reportId}`);
    const clocksAt = async (at: string) =>
      (
        await handleCaseRequest(
          database.db,
          { method: 'GET', path: ['clocks'], query: new URLSearchParams(), user: officer },
          { ...options, now: () => new Date(at) },
        )
      ).body;
    assert.deepEqual(await clocksAt('2026-12-12T09:00:00Z'), { open: 1, dueThisWeek: 0, overdue: 0 });
    assert.deepEqual(await clocksAt('2026-12-14T09:00:00Z'), { open: 1, dueThisWeek: 1, overdue: 0 });
    assert.deepEqual(await clocksAt('2026-12-21T09:00:00Z'), { open: 1, dueThisWeek: 0, overdue: 1 });

    // The VICH JSON export (the CLI's) carries the ABON result of the suspect product, none for the concomitant one.
    const vich = vichReport({
      ...exportCaseOf((await findReport(database.db, herd.reference))!),
      assessment: vichAssessmentOf(await assessmentOf(database.db, herd.reportId)),
    });
    assert.deepEqual(
      (vich[PRODUCTS] as Array<Record<string, unknown>>).map((product) => product['B.2_causality_assessment']),
      ['A', undefined],
    );
  });

  it('move the existing veterinary cases to the 30-day clock by the migration, recorded on their timeline; human cases keep theirs', async () => {
    const herd = await receive(database.db, 'veterinary', completeVeterinary());
    const human = await receive(database.db, 'human', nonSerious());
    // As the human clock had dated them before.
    await database.db.execute(sql`update cases set day_zero = '2026-11-20', due_on = '2027-02-18' where report_id in (${herd.reportId}, ${human.reportId})`);
    const migrations = path.join(import.meta.dirname, '..', '..', 'packages', 'platform', 'db', 'migrations');
    const backfill = readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .flatMap((file) => readFileSync(path.join(migrations, file), 'utf8').split('--> statement-breakpoint'))
      .filter((statement) => statement.includes("'veterinary-clock'"));
    assert.equal(backfill.length, 1, 'one hand-written statement moves the clocks');
    await database.db.execute(sql.raw(backfill[0]!));
    await database.db.execute(sql.raw(backfill[0]!));
    assert.equal((await findCase(database.db, herd.reference))!.dueOn, '2026-12-20');
    assert.equal((await findCase(database.db, human.reference))!.dueOn, '2027-02-18');
    const moves = (await caseTimeline(database.db, herd.reportId)).filter((event) => event.type === 'clock-changed');
    assert.deepEqual(
      moves.map((event) => [event.actor, event.data]),
      [['system', { because: 'veterinary-clock', dayZero: { from: '2026-11-20', to: '2026-11-20' }, dueOn: { from: '2027-02-18', to: '2026-12-20' } }]],
      'recorded once: a second run finds nothing to move',
    );
    assert.equal((await caseTimeline(database.db, human.reportId)).filter((event) => event.type === 'clock-changed').length, 0);
  });

  it('ask the reporter through the outbox with a link and no health data; their follow-up answers and closes the question', async () => {
    const { reference, reportId } = await receive(database.db, 'human', serious());
    const question = 'Koliko je dugo dijete uzimalo sirup X prije otežanog disanja?';
    assert.equal((await act(reference, 'questions', { question: '', dueOn: addDays(today, 14) })).status, 422);
    assert.equal((await act(reference, 'questions', { question, dueOn: today })).status, 422, 'due after today');
    assert.equal((await act(reference, 'questions', { question, dueOn: addDays(today, 14) })).status, 200);

    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'follow-up-request'), eq(outbox.refId, reportId)));
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

  it('ask before closing a case with an open question or a running clock: refused without the confirmation and a reason, recorded with them', async () => {
    const { reference, reportId } = await receive(database.db, 'human', serious());
    assert.equal((await act(reference, 'status', { to: 'in-assessment' })).status, 200);
    assert.equal((await act(reference, 'questions', { question: 'Je li dijete i dalje na terapiji?', dueOn: addDays(today, 14) })).status, 200);
    const dueOn = (await findCase(database.db, reference))!.dueOn;
    const opened = (await call({ path: [reference] })).body as { openItems: { questions: Array<{ question: string }>; reportDue: string | null } };
    assert.deepEqual([opened.openItems.questions.map((item) => item.question), opened.openItems.reportDue], [['Je li dijete i dalje na terapiji?'], dueOn]);

    const unconfirmed = await act(reference, 'status', { to: 'closed', note: 'Gotovo.' });
    assert.equal(unconfirmed.status, 409);
    assert.match((unconfirmed.body as { message: string }).message, /still waits for an answer from the reporter/);
    assert.equal((await act(reference, 'status', { to: 'closed', closeAnyway: 'yes', note: 'Gotovo.' })).status, 409, 'only true confirms');
    assert.equal((await act(reference, 'status', { to: 'closed', closeAnyway: true, note: '  ' })).status, 422, 'a reason is needed');
    assert.equal((await findCase(database.db, reference))!.status, 'in-assessment');

    assert.equal(
      (await act(reference, 'status', { to: 'closed', closeAnyway: true, note: 'Prijavitelj je telefonom javio da nema novih podataka.' })).status,
      200,
    );
    assert.equal((await findCase(database.db, reference))!.status, 'closed');
    const closed = (await caseTimeline(database.db, reportId)).filter((event) => event.type === 'status-changed' && event.data.to === 'closed');
    assert.deepEqual(
      closed.map((event) => [event.actor, event.data, event.note]),
      [
        [
          officer.email,
          { from: 'in-assessment', to: 'closed', closedDespite: { questions: 1, reportDue: dueOn } },
          'Prijavitelj je telefonom javio da nema novih podataka.',
        ],
      ],
    );
  });

  it('close without asking once nothing is open: the question answered and the case forwarded to the authority', async () => {
    const { reference, reportId } = await receive(database.db, 'human', serious());
    await act(reference, 'status', { to: 'in-assessment' });
    await act(reference, 'questions', { question: 'Koja je bila doza?', dueOn: addDays(today, 7) });
    await receive(database.db, 'human', serious(), reference);
    assert.equal((await act(reference, 'forward', { target: 'mah', date: today, externalReference: 'MAH-1' })).status, 200);
    assert.equal((await act(reference, 'status', { to: 'closed' })).status, 409, 'forwarded to the holder, the authority still waits');
    assert.equal((await act(reference, 'forward', { target: 'authority', date: today, externalReference: 'HALMED-77' })).status, 200);
    const view = (await call({ path: [reference] })).body as { openItems: unknown };
    assert.deepEqual(view.openItems, { questions: [], reportDue: null });
    assert.equal((await act(reference, 'status', { to: 'closed' })).status, 200);
    const [event] = (await caseTimeline(database.db, reportId)).filter((item) => item.type === 'status-changed' && item.data.to === 'closed');
    assert.deepEqual(event!.data, { from: 'forwarded', to: 'closed' });
  });

  it('offer a narrative draft in prose, in the case’s language and in English', async () => {
    const { reference } = await receive(database.db, 'human', completeHuman());
    const view = (await call({ path: [reference] })).body as { assessment: { draftNarrative: string } };
    assert.equal(
      view.assessment.draftNarrative,
      [
        '42-godišnja žena je razvila nuspojavu „Osip po rukama“, 4 dana nakon početka primjene lijeka Lijek A 500 mg. Nuspojava se povlači. Sumnjivi lijek je Lijek A 500 mg. ' +
          'Primjena je počela 1. 11. 2026. Prijavu je poslala osoba na koju se slučaj odnosi.',
        'A 42-year-old woman developed “Osip po rukama”, 4 days after starting Lijek A 500 mg. The reaction was resolving. The suspect medicine was Lijek A 500 mg. ' +
          'It was started on 1 November 2026. The report was sent by the person the case concerns.',
      ].join('\n\n'),
    );
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

    assert.deepEqual(
      (await list({ mine: '1' })).map((row) => row.reference),
      [mine.reference],
    );
    assert.deepEqual(
      (await list({ overdue: '1' })).map((row) => [row.reference, row.overdue]),
      [[late.reference, true]],
    );
    assert.deepEqual(
      (await list({ dueBy: addDays(today, 15), sort: 'due' })).map((row) => row.reference),
      [late.reference, soon.reference],
    );
    assert.deepEqual(
      (await list({ sort: 'due', status: 'received' })).map((row) => row.reference),
      [late.reference, soon.reference, mine.reference],
    );
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
