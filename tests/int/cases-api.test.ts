import { caseTimeline } from '@/features/pv/cases/ledger';
import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { CaseStaff } from '@/features/pv/access';
import { handleCaseRequest, type CaseApiOptions, type CaseRequest } from '../../apps/cms/src/endpoints/cases-api';
import { followUpTarget, openCase } from '@/features/pv/cases/store';
import { encodeReport, REPORT_SCHEMA_VERSION } from '@/features/pv/intake/record';
import { insertReport, nextReference } from '@/features/pv/intake/store';
import { cleanReport, type GroupValues, type ReportValues } from '@/features/pv/intake/validation';
import { messagesFor } from '@/i18n/messages';
import type { Db } from '@/platform/db/database';
import { e2bProblems } from '../support/e2b/check';
import { keptAsText, readAsExcel, recordsOf } from '../support/spreadsheet';
import { caseSheetWords } from '../../apps/cms/src/i18n/case-sheet';
import { staffIn } from '../../apps/cms/src/i18n/catalogue';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { describeEachDatabase } from './databases';
import { completeHuman, lackOfEfficacyDeath, seriousInfant } from './fixtures/reports';
import { reportSections, type ReportSection } from '@/features/pv/intake/sections';

const pvCro: CaseStaff = { email: 'pv.cro@farmadria.example', role: 'pharmacovigilance', markets: ['cro'], secondFactor: true };
const editor: CaseStaff = { email: 'editor@farmadria.example', role: 'editor', markets: ['cro', 'slo'], secondFactor: true };
const admin: CaseStaff = { email: 'admin@farmadria.example', role: 'admin', secondFactor: true };

async function receive(db: Db, market: string, report: ReportValues = completeHuman(), followUpOf?: string) {
  return db.transaction(async (tx) => {
    const reference = await nextReference(tx, 'human', market);
    const payload = encodeReport('human', report);
    const { id: reportId } = await insertReport(tx, { reference, kind: 'human', market, locale: 'hr', schemaVersion: REPORT_SCHEMA_VERSION, payload });
    const target = followUpOf ? await followUpTarget(tx, market, followUpOf) : undefined;
    await openCase(tx, { reportId, reference, market, kind: 'human', report, followUpOf: target });
    return { reference, reportId };
  });
}

async function receiveVeterinary(db: Db, market: string, report: ReportValues = lackOfEfficacyDeath()) {
  return db.transaction(async (tx) => {
    const reference = await nextReference(tx, 'veterinary', market);
    const payload = encodeReport('veterinary', cleanReport('veterinary', report));
    const { id: reportId } = await insertReport(tx, { reference, kind: 'veterinary', market, locale: 'hr', schemaVersion: REPORT_SCHEMA_VERSION, payload });
    await openCase(tx, { reportId, reference, market, kind: 'veterinary', report });
    return { reference, reportId };
  });
}

const options: CaseApiOptions = {
  retentionYears: 10,
  officersOf: async (market) => (market === 'cro' ? [admin.email, pvCro.email] : [admin.email]),
  reporterMail: () => ({ siteUrl: 'https://hr.farmadria.example', from: 'Farmadria <farmakovigilancija@hr.farmadria.example>' }),
};

describeEachDatabase('PV back-office endpoints', (database) => {
  const call = (request: Partial<CaseRequest>) =>
    handleCaseRequest(database.db, { method: 'GET', path: [], query: new URLSearchParams(), ...request }, options);

  it('answer 401 without a user, 403 to an editor and to an officer without the second factor', async () => {
    assert.equal((await call({})).status, 401);
    assert.equal((await call({ user: editor })).status, 403);
    const unconfirmed = await call({ user: { ...pvCro, secondFactor: false } });
    assert.equal(unconfirmed.status, 403);
    assert.equal((unconfirmed.body as { error: string }).error, 'second_factor');
  });

  it("show a cro officer the cro cases and none of slo's, in the list and by reference", async () => {
    const cro = await receive(database.db, 'cro');
    const slo = await receive(database.db, 'slo');
    const list = (await call({ user: pvCro })).body as { rows: Array<{ reference: string; market: string }> };
    assert.ok(list.rows.some((row) => row.reference === cro.reference));
    assert.ok(list.rows.every((row) => row.market === 'cro'));
    assert.equal((await call({ user: pvCro, path: [slo.reference] })).status, 404);
    assert.equal((await call({ user: pvCro, query: new URLSearchParams({ market: 'slo' }) })).status, 403);
    assert.equal((await call({ user: pvCro, method: 'POST', path: [slo.reference, 'status'], body: { to: 'in-assessment' } })).status, 404);
    const adminList = (await call({ user: admin, query: new URLSearchParams({ market: 'slo' }) })).body as { rows: Array<{ reference: string }> };
    assert.ok(adminList.rows.some((row) => row.reference === slo.reference));
  });

  it('record who opened a case and who exported it, and apply status changes with clear errors', async () => {
    const { reference, reportId } = await receive(database.db, 'cro');
    const view = await call({ user: pvCro, path: [reference] });
    assert.equal(view.status, 200);
    assert.ok((view.body as { sections: unknown[] }).sections.length > 0);
    assert.equal((await call({ user: pvCro, method: 'POST', path: [reference, 'status'], body: { to: 'closed' } })).status, 409);
    assert.equal((await call({ user: pvCro, method: 'POST', path: [reference, 'status'], body: { to: 'in-assessment' } })).status, 200);
    const forwarded = await call({
      user: pvCro,
      method: 'POST',
      path: [reference, 'forward'],
      body: { target: 'authority', date: '2026-11-20', externalReference: 'HALMED-1' },
    });
    assert.equal(forwarded.status, 200);
    // The answer brings the case as it now is (the page shows it without opening the case again, which would count as a look).
    const brought = (forwarded.body as { view: { timeline: Array<{ type: string }> } }).view.timeline.map((event) => event.type);
    assert.deepEqual(
      brought.filter((type) => ['viewed', 'status-changed', 'forwarded'].includes(type)),
      ['viewed', 'status-changed', 'forwarded'],
    );
    const exported = await call({ user: pvCro, path: ['export'], query: new URLSearchParams({ q: reference }) });
    assert.equal(exported.download?.contentType, 'text/csv; charset=utf-8');
    assert.deepEqual(readAsExcel(String(exported.body))[1]!.slice(0, 3), [reference, 'cro', 'human'], "the codes, without the officer's words");
    const timeline = await caseTimeline(database.db, reportId);
    assert.deepEqual(
      timeline.filter((event) => event.actor === pvCro.email).map((event) => event.type),
      ['viewed', 'status-changed', 'forwarded', 'list-exported'],
    );
  });

  it('export the filtered list as one E2B(R3) batch of one market, follow-ups linked, and record it', async () => {
    const original = await receive(database.db, 'cro');
    const followUp = await receive(database.db, 'cro', completeHuman(), original.reference);
    const both = `${original.reference} ${followUp.reference}`;
    const exportAs = (user: CaseStaff, query: Record<string, string>) => call({ user, path: ['export'], query: new URLSearchParams(query) });

    assert.equal((await exportAs(pvCro, { format: 'pdf' })).status, 400);
    assert.equal((await exportAs(pvCro, { format: 'e2b', kind: 'veterinary' })).status, 422);
    assert.equal((await exportAs(admin, { format: 'e2b' })).status, 422, 'an admin of three markets names one');
    assert.equal((await exportAs(pvCro, { format: 'e2b', q: 'no such medicine anywhere' })).status, 404);

    for (const reference of [original.reference, followUp.reference]) {
      const batch = await exportAs(pvCro, { format: 'e2b', q: reference });
      assert.equal(batch.download?.contentType, 'application/xml; charset=utf-8');
      const xml = String(batch.body);
      assert.ok(xml.includes(`extension="HR-FARMADRIA-${reference}"`), both);
      if (reference === followUp.reference) {
        assert.match(
          xml,
          new RegExp(`<id extension="HR-FARMADRIA-${original.reference}" root="2\\.16\\.840\\.1\\.113883\\.3\\.989\\.2\\.1\\.3\\.2"/>`),
          'C.1.10.r',
        );
      }
      assert.deepEqual(
        e2bProblems(xml, [{ caseId: `HR-FARMADRIA-${reference}`, reactions: ['Osip po rukama.'], medicines: [{ name: 'Lijek A 500 mg', role: 1 }] }]),
        [],
      );
    }
    const exported = (await caseTimeline(database.db, followUp.reportId)).filter((event) => event.type === 'list-exported');
    assert.deepEqual(
      exported.map((event) => [event.actor, (event.data as { format: string }).format]),
      [[pvCro.email, 'e2b']],
    );
  });

  it('export the filtered veterinary reports as VICH GL42 CSV, reports and products, and record it', async () => {
    const { reference, reportId } = await receiveVeterinary(database.db, 'cro');
    const exportOf = (query: Record<string, string>) => call({ user: pvCro, path: ['export'], query: new URLSearchParams(query) });
    assert.equal((await exportOf({ q: reference, format: 'vich-reports' })).status, 422, 'only with the kind filter set to veterinary');
    assert.equal((await exportOf({ kind: 'veterinary', format: 'e2b' })).status, 422, 'E2B is for human reports');

    const reports = await exportOf({ kind: 'veterinary', q: reference, format: 'vich-reports' });
    assert.equal(reports.status, 200);
    assert.deepEqual(reports.download, { contentType: 'text/csv; charset=utf-8', fileName: 'vich-reports.csv' });
    const [header, ...rows] = readAsExcel(String(reports.body));
    assert.match(header!.join(';'), /A\.4\.1_unique_aer_id;.*A\.4_type_of_information;A\.4_type_of_information_label;.*B\.4_outcome_to_date/);
    assert.equal(rows.length, 1);
    assert.match(rows[0]!.join(';'), new RegExp(`HR-FARMADRIA-${reference};.*lackOfEfficacy;.*died`));

    const products = await exportOf({ kind: 'veterinary', q: reference, format: 'vich-products' });
    assert.equal(products.download?.fileName, 'vich-products.csv');
    const roles = messagesFor('hr').report.options.vetRole;
    const productRows = readAsExcel(String(products.body)).slice(1);
    assert.deepEqual(
      productRows.map((row) => row.slice(0, 4)),
      [
        [`HR-FARMADRIA-${reference}`, '1', 'suspect', roles.suspect],
        [`HR-FARMADRIA-${reference}`, '2', 'concomitant', roles.concomitant],
      ],
    );
    const events = (await caseTimeline(database.db, reportId)).filter((event) => event.type === 'list-exported');
    assert.deepEqual(
      events.map((event) => (event.data as { format: string }).format),
      ['vich-reports', 'vich-products'],
    );
  });

  it('neutralise formula cells in every CSV they export: the list, VICH reports and products', async () => {
    const herd = lackOfEfficacyDeath();
    const products = herd.products as GroupValues[];
    const { reference } = await receiveVeterinary(database.db, 'cro', {
      ...herd,
      reporterName: "=cmd|' /C calc'!A0",
      products: [{ ...products[0], name: '@SUM(1+1)*cmd|"/C calc"!A0' }, ...products.slice(1)],
    });
    const exportOf = async (format: string) =>
      String((await call({ user: pvCro, path: ['export'], query: new URLSearchParams({ kind: 'veterinary', q: reference, format }) })).body);
    const files = { list: await exportOf('csv'), reports: await exportOf('vich-reports'), products: await exportOf('vich-products') };
    assert.ok(files.reports.includes(`"'=cmd|' /C calc'!A0"`), "the reporter's name, kept as text");
    assert.ok(files.products.includes(`"'@SUM(1+1)*cmd|""/C calc""!A0"`), 'the product name, kept as text');
    for (const [name, csv] of Object.entries(files)) {
      for (const cell of readAsExcel(csv).flat()) assert.doesNotMatch(cell, /^[=+\-@\t\r]/, `${name}: no cell a spreadsheet reads as a formula`);
    }
  });

  it('export the list as Croatian Excel opens it: Croatian headers and words, "4-10" kept as text, dates as dates, VICH labels in the officer\'s language', async () => {
    const herd = lackOfEfficacyDeath();
    const products = herd.products as GroupValues[];
    const { reference } = await receiveVeterinary(database.db, 'cro', { ...herd, products: [{ ...products[0], name: '4-10' }, ...products.slice(1)] });
    const sheet = caseSheetWords(staffIn('hr'), 'hr');
    const exportOf = async (format: string) =>
      String((await call({ user: pvCro, path: ['export'], query: new URLSearchParams({ kind: 'veterinary', q: reference, format }), sheet })).body);
    const rows = readAsExcel(await exportOf('csv'));
    const { cases, case: caseWords, status, seriousness } = staffCatalogues.hr;
    assert.deepEqual(rows[0], [
      cases.reference,
      cases.market,
      cases.kind,
      cases.received,
      cases.status,
      cases.serious,
      cases.suspects,
      caseWords.dayZero,
      caseWords.dueOn,
      caseWords.overdue,
      caseWords.officer,
      cases.duplicateColumn,
    ]);
    const [row] = recordsOf(rows);
    assert.equal(row![cases.market], 'Hrvatska');
    assert.deepEqual([row![cases.kind], row![cases.status], row![cases.serious]], [cases.veterinary, status.received, seriousness.serious]);
    assert.equal(row![cases.suspects]!.split('; ')[0], "'4-10", 'the medicine "4-10", not the 4th of October');
    assert.ok(keptAsText(row![cases.suspects]!));
    assert.match(row![cases.received]!, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, 'the moment it came, as a date and time');
    assert.match(row![caseWords.dayZero]!, /^\d{4}-\d{2}-\d{2}$/, 'day 0, as a date');
    const [vich] = recordsOf(readAsExcel(await exportOf('vich-reports')));
    assert.equal(vich![sheet.vich.labelHeader('A.4_type_of_information')], messagesFor('hr').report.options.vetReportType.lackOfEfficacy);
    const english = recordsOf(
      readAsExcel(
        String(
          (
            await call({
              user: pvCro,
              path: ['export'],
              query: new URLSearchParams({ kind: 'veterinary', q: reference, format: 'vich-reports' }),
              sheet: caseSheetWords(staffIn('en'), 'en'),
            })
          ).body,
        ),
      ),
    );
    assert.equal(
      english[0]!['A.4 Type of information (in words)'],
      messagesFor('en').report.options.vetReportType.lackOfEfficacy,
      'a Croatian report, labelled for an English-speaking officer',
    );
  });

  it("export a veterinary case's coded term and ABON result in the VICH files, headed and worded in Croatian as Croatian Excel opens them", async () => {
    const { reference } = await receiveVeterinary(database.db, 'cro');
    const act = (action: string, body: Record<string, unknown>) => call({ user: pvCro, method: 'POST', path: [reference, action], body });
    assert.equal((await act('coding', { reaction: 1, lltCode: '10061428', lltTerm: 'Lack of efficacy', meddraVersion: '27.1' })).status, 200);
    assert.equal((await act('causality', { reaction: 1, medicine: 1, result: 'A' })).status, 200);
    const sheet = caseSheetWords(staffIn('hr'), 'hr');
    const exportOf = async (format: string) =>
      readAsExcel(
        String((await call({ user: pvCro, path: ['export'], query: new URLSearchParams({ kind: 'veterinary', q: reference, format }), sheet })).body),
      );
    const words = staffCatalogues.hr.vichSheet;

    const reports = await exportOf('vich-reports');
    assert.deepEqual(reports[0]!.slice(0, 2), [`A.1 ${words['A.1_regulatory_authority']}`, `A.2 ${words['A.2_mah_business_name']}`]);
    assert.ok(reports[0]!.includes('A.4.1 Jedinstveni broj prijave štetnog događaja'));
    assert.ok(reports[0]!.includes('A.4 Vrsta informacije (riječima)'));
    assert.ok(
      reports[0]!.every((header) => !header.includes('_')),
      'no column keeps its element name',
    );
    const [report] = recordsOf(reports);
    assert.equal(report!['A.4.1 Jedinstveni broj prijave štetnog događaja'], `HR-FARMADRIA-${reference}`);
    assert.equal(report![`B.3 ${words['B.3_clinical_signs_term_code']}`], "'10061428", 'the code, kept as text');
    assert.equal(report![`B.3 ${words['B.3_clinical_signs_term']}`], 'Lack of efficacy');
    assert.equal(report![`B.3 ${words['B.3_clinical_signs_terminology_version']}`], 'MedDRA 27.1');

    const products = recordsOf(await exportOf('vich-products'));
    assert.deepEqual(
      products.map((row) => [row[`B.2 ${words['B.2_product_number']}`], row['B.2 Uzročnost (ABON)'], row['B.2 Uzročnost (ABON) (riječima)']]),
      [
        ['1', 'A', 'A (vjerojatna)'],
        ['2', '', ''],
      ],
      'the suspect product assessed A, the concomitant one not assessed',
    );
  });

  it('show every value of a full human and a full veterinary report on the case as it was typed, in words', async () => {
    const t = messagesFor('hr').report;
    for (const [kind, typed, received] of [
      ['human', seriousInfant(), await receive(database.db, 'cro', seriousInfant())],
      ['veterinary', lackOfEfficacyDeath(), await receiveVeterinary(database.db, 'cro', lackOfEfficacyDeath())],
    ] as const) {
      const view = await call({ user: pvCro, path: [received.reference] });
      const shown = (view.body as { sections: ReportSection[] }).sections;
      // The same words as the review step and the PV e-mail give for the values typed.
      assert.deepEqual(shown, reportSections(kind, cleanReport(kind, typed), t), kind);
      const answered = (scope: Record<string, unknown>) =>
        Object.values(scope).filter(
          (value) =>
            (value !== '' && value !== undefined && !Array.isArray(value)) || (Array.isArray(value) && value.length > 0 && typeof value[0] !== 'object'),
        ).length;
      const rows = shown.flatMap((section) => section.rows);
      assert.ok(rows.length >= answered(typed), `${kind}: a row for every answer (${rows.length})`);
      for (const [label, value] of rows) {
        assert.notEqual(value, t.review.notGiven, `${kind}: ${label} was answered`);
        assert.doesNotMatch(value, /^\{.*\}$|^\d{8}$/, `${kind}: ${label} in words, not a code`);
      }
    }
  });

  it('leave deletion to an administrator', async () => {
    const { reference } = await receive(database.db, 'cro');
    assert.equal((await call({ user: pvCro, method: 'DELETE', path: [reference] })).status, 403);
    assert.equal((await call({ user: pvCro, path: ['due'] })).status, 403);
    assert.equal((await call({ user: admin, method: 'DELETE', path: [reference] })).status, 422, 'within the retention period');
  });
});
