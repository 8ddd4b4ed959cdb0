/**
 * The operator CLIs find the embedded database where the server keeps it:
 * under DATA_DIR, not under ./data; they join the cluster while a server holds
 * it open, and start and stop it themselves when nothing runs.
 */
import { caseTimeline, findCase } from '@/features/pv/cases/ledger';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openCase } from '@/features/pv/cases/store';
import { assessCausality, codeReaction } from '@/features/pv/cases/assessment';
import { encodeReport, REPORT_SCHEMA_VERSION } from '@/features/pv/intake/record';
import { insertReport } from '@/features/pv/intake/store';
import { messagesFor } from '@/i18n/messages';
import { cleanReport } from '@/features/pv/intake/validation';
import { openDatabase, type Database } from '@/platform/db/database';
import { isRunning } from '@/platform/file-lock';
import { enqueueMail } from '@/platform/mail/outbox';
import { e2bProblems } from '../support/e2b/check';
import { readAsExcel } from '../support/spreadsheet';
import { completeHuman, lackOfEfficacyDeath, version1Human, version1Veterinary } from './fixtures/reports';

const REFERENCE = 'NUS-2026-000321';
const VETERINARY = 'VET-2026-000321';
const VETERINARY_V1 = 'VET-2026-000004';

function cli(script: string, args: string[], dataDir: string, exitCode = 0) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, MARKET: 'cro' };
  delete env.DATABASE_URL;
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', script), ...args], { env, encoding: 'utf8' });
  assert.equal(result.status, exitCode, result.stderr);
  return exitCode === 0 ? result.stdout : result.stderr;
}

describe('operator CLIs with DATA_DIR', () => {
  let dataDir: string;

  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'cli-data-'));
    const database = await openDatabase({ dataDir });
    await database.db.transaction(async (tx) => {
      const { id: reportId } = await insertReport(tx, {
        reference: REFERENCE,
        kind: 'human',
        market: 'cro',
        locale: 'hr',
        schemaVersion: 1,
        payload: version1Human(),
      });
      await openCase(tx, { reportId, reference: REFERENCE, market: 'cro', kind: 'human', report: completeHuman() });
      await enqueueMail(tx, {
        kind: 'report',
        refId: reportId,
        from: 'pv@example.com',
        to: ['pv@example.com'],
        subject: REFERENCE,
        textBody: '-',
        htmlBody: '-',
      });
      const herd = cleanReport('veterinary', lackOfEfficacyDeath());
      const { id: herdId } = await insertReport(tx, {
        reference: VETERINARY,
        kind: 'veterinary',
        market: 'cro',
        locale: 'hr',
        schemaVersion: REPORT_SCHEMA_VERSION,
        payload: encodeReport('veterinary', herd),
      });
      await openCase(tx, { reportId: herdId, reference: VETERINARY, market: 'cro', kind: 'veterinary', report: herd });
      await insertReport(tx, { reference: VETERINARY_V1, kind: 'veterinary', market: 'cro', locale: 'en', schemaVersion: 1, payload: version1Veterinary() });
    });
    // The officer's assessment of the herd's case: what the VICH exports carry besides the report.
    await codeReaction(database.db, {
      reference: VETERINARY,
      actor: 'pv@example.com',
      reaction: 1,
      lltCode: '10061428',
      lltTerm: 'Lack of efficacy',
      meddraVersion: '27.1',
    });
    await assessCausality(database.db, { reference: VETERINARY, actor: 'pv@example.com', reaction: 1, medicine: 1, result: 'B' });
    await database.close();
  });

  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const serverPid = () => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

  it('npm run outbox -- status counts the mail in the database under DATA_DIR', () => {
    assert.match(cli('outbox.ts', ['status'], dataDir), /^pending\s+1$/m);
  });

  it('npm run reports -- list shows the report stored under DATA_DIR, and stops the cluster it started', () => {
    assert.match(cli('reports.ts', ['list'], dataDir), new RegExp(`^${REFERENCE}\\thuman\\tcro\\t`, 'm'));
    assert.equal(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')), false, 'no server left running');
  });

  describe('while a server holds the database open', () => {
    let running: Database;
    before(async () => {
      running = await openDatabase({ dataDir });
    });
    after(() => running.close());

    it('both CLIs answer and leave the server running', () => {
      const pid = serverPid();
      assert.match(cli('outbox.ts', ['status'], dataDir), /^pending\s+1$/m);
      assert.match(cli('reports.ts', ['list'], dataDir), new RegExp(`^${REFERENCE}\\t`, 'm'));
      assert.equal(serverPid(), pid);
      assert.ok(isRunning(pid));
    });
  });

  it('npm run reports -- status records the change as an event of the operator, and refuses an unknown status', async () => {
    cli('reports.ts', ['status', REFERENCE, 'in-assessment', '--note', 'Triage'], dataDir);
    assert.match(cli('reports.ts', ['status', REFERENCE, 'finished'], dataDir, 2), /Unknown status finished/);
    const database = await openDatabase({ dataDir });
    try {
      const row = await findCase(database.db, REFERENCE);
      assert.equal(row?.status, 'in-assessment');
      const last = (await caseTimeline(database.db, row!.reportId)).at(-1)!;
      assert.equal(last.type, 'status-changed');
      assert.match(last.actor, /^cli:/);
      assert.equal(last.note, 'Triage');
    } finally {
      await database.close();
    }
  });

  it('npm run reports -- show reads a stored version-1 report in the current shape', () => {
    const shown = JSON.parse(cli('reports.ts', ['show', REFERENCE], dataDir)) as {
      schemaVersion: number;
      values: { reactions: unknown[] };
      stored: { medicines: unknown[] };
    };
    assert.equal(shown.schemaVersion, 1);
    assert.equal(shown.values.reactions.length, 1);
    assert.equal(shown.stored.medicines.length, 1);
  });

  it('npm run reports -- export --format e2b writes a valid E2B(R3) batch, filtered by --ref and --until', () => {
    const xml = cli('reports.ts', ['export', '--format', 'e2b', '--ref', REFERENCE, '--until', '2999-12-31'], dataDir);
    assert.deepEqual(e2bProblems(xml), []);
    assert.match(xml, new RegExp(`HR-FARMADRIA-${REFERENCE}`));
    const none = cli('reports.ts', ['export', '--format', 'e2b', '--until', '2000-01-01'], dataDir);
    assert.doesNotMatch(none, new RegExp(REFERENCE));
  });

  it('npm run reports -- export --format csv writes one row per report, medicine and reaction, with codes and labels', () => {
    const out = path.join(dataDir, 'csv');
    cli('reports.ts', ['export', '--format', 'csv', '--out', out], dataDir);
    const read = (name: string) => readAsExcel(readFileSync(path.join(out, name), 'utf8'));
    const [header, row] = read('reports.csv');
    assert.match(header!.join(';'), /^reference;.*;qualification;qualification_label(;|$)/);
    assert.deepEqual(row!.slice(0, 2), [REFERENCE, 'human']);
    assert.equal(read('medicines.csv').length, 2, 'header and the one medicine');
    assert.deepEqual(read('reactions.csv')[1]!.slice(0, 2), [REFERENCE, '1']);
    assert.match(
      cli('reports.ts', ['export', '--format', 'csv'], dataDir),
      /^# reports\.csv$[\s\S]*^# medicines\.csv$[\s\S]*^# reactions\.csv$[\s\S]*^# vich-reports\.csv$[\s\S]*^# vich-products\.csv$/m,
    );
  });

  it('npm run reports -- export --format csv writes veterinary reports under VICH GL42 names, one row per report and per product', () => {
    const out = path.join(dataDir, 'vich-csv');
    cli('reports.ts', ['export', '--format', 'csv', '--out', out], dataDir);
    const read = (name: string) => readAsExcel(readFileSync(path.join(out, name), 'utf8'));
    const [header, ...rows] = read('vich-reports.csv');
    assert.match(
      header!.join(';'),
      /^A\.1_regulatory_authority;.*;A\.4\.1_unique_aer_id;A\.4\.2_original_receive_date;.*;B\.1_species;B\.1_species_label;.*;B\.4_outcome_to_date;B\.4_outcome_to_date_label(;|$)/,
    );
    assert.equal(rows.length, 2, 'the two veterinary reports, no human one');
    const herd = rows.find((row) => row.includes(`HR-FARMADRIA-${VETERINARY}`))!.join(';');
    const { options } = messagesFor('hr').report;
    assert.ok(herd.includes(`;lackOfEfficacy;${options.vetReportType.lackOfEfficacy};`), herd);
    assert.ok(herd.includes(`;died;${options.vetOutcome.died}`), herd);
    assert.ok(
      rows.some((row) => row.includes(`HR-FARMADRIA-${VETERINARY_V1}`)),
      'the version-1 report too',
    );
    const [productHeader, ...products] = read('vich-products.csv');
    assert.deepEqual(productHeader!.slice(0, 5), [
      'A.4.1_unique_aer_id',
      'B.2_product_number',
      'B.2_product_role',
      'B.2_product_role_label',
      'B.2_registered_name',
    ]);
    assert.deepEqual(
      products.map((row) => row.slice(0, 3)),
      [
        [`HR-FARMADRIA-${VETERINARY}`, '1', 'suspect'],
        [`HR-FARMADRIA-${VETERINARY}`, '2', 'concomitant'],
        [`HR-FARMADRIA-${VETERINARY_V1}`, '1', 'suspect'],
      ],
    );
    assert.equal(read('reports.csv').length, 2, 'the human CSV holds the human report only');
    const herdRecord = Object.fromEntries(header!.map((name, index) => [name, rows.find((row) => row.includes(`HR-FARMADRIA-${VETERINARY}`))![index]]));
    assert.deepEqual([herdRecord['B.3_clinical_signs_term'], herdRecord['B.3_clinical_signs_terminology_version']], ['Lack of efficacy', 'MedDRA 27.1']);
    const causality = productHeader!.indexOf('B.2_causality_assessment');
    assert.deepEqual(
      products.map((row) => row.slice(causality, causality + 2)),
      [
        ['B', 'B'],
        ['', ''],
        ['', ''],
      ],
      "the herd's suspect product: ABON B, its code as the CLI's label",
    );
  });

  it('npm run reports -- export --format json writes veterinary reports as VICH GL42 elements and human ones as before', () => {
    const exported = JSON.parse(cli('reports.ts', ['export', '--format', 'json'], dataDir)) as Array<{
      reference: string;
      kind: string;
      schemaVersion: number;
      vich?: Record<string, unknown>;
      stored?: unknown;
    }>;
    const byReference = new Map(exported.map((report) => [report.reference, report]));
    assert.ok(byReference.get(REFERENCE)?.stored, 'a human report keeps values and codes');
    assert.equal(byReference.get(REFERENCE)?.vich, undefined);
    const herd = byReference.get(VETERINARY)!.vich!;
    assert.equal(herd['A.4.1_unique_aer_id'], `HR-FARMADRIA-${VETERINARY}`);
    assert.equal(herd['A.4_type_of_information'], 'lackOfEfficacy');
    assert.equal(herd['B.4_outcome_to_date'], 'died');
    assert.deepEqual(
      (herd['B.2_products'] as Array<Record<string, unknown>>).map((product) => product['B.2_route']),
      ['20034000', '20045000'],
    );
    assert.deepEqual(
      (herd['B.2_products'] as Array<Record<string, unknown>>).map((product) => product['B.2_causality_assessment']),
      ['B', undefined],
      "the officer's ABON result",
    );
    assert.deepEqual(herd['B.3_clinical_signs_term_code'], ['10061428']);
    const old = byReference.get(VETERINARY_V1)!;
    assert.equal(old.schemaVersion, 1);
    assert.equal(old.vich!['A.4_report_language'], 'eng');
    assert.equal(old.vich!['B.1_species_text'], 'pas, labrador');
  });

  it('npm run reports -- export --format csv writes no cell a spreadsheet reads as a formula', async () => {
    const database = await openDatabase({ dataDir });
    const reference = 'VET-2026-000777';
    await insertReport(database.db, {
      reference,
      kind: 'veterinary',
      market: 'cro',
      locale: 'hr',
      schemaVersion: REPORT_SCHEMA_VERSION,
      payload: encodeReport('veterinary', cleanReport('veterinary', { ...lackOfEfficacyDeath(), reporterName: '+HYPERLINK("https://evil.example","Klik")' })),
    });
    await database.close();
    const out = path.join(dataDir, 'formula-csv');
    cli('reports.ts', ['export', '--format', 'csv', '--out', out], dataDir);
    const reports = readAsExcel(readFileSync(path.join(out, 'vich-reports.csv'), 'utf8'));
    assert.ok(reports.flat().includes(`'+HYPERLINK("https://evil.example","Klik")`), 'the name, kept as text');
    for (const file of ['reports.csv', 'medicines.csv', 'reactions.csv', 'vich-reports.csv', 'vich-products.csv']) {
      for (const cell of readAsExcel(readFileSync(path.join(out, file), 'utf8')).flat()) assert.doesNotMatch(cell, /^[=+\-@\t\r]/, file);
    }
  });
});
