/**
 * The operator CLIs find the embedded database where the server keeps it:
 * under DATA_DIR, not under ./data; they join the cluster while a server holds
 * it open, and start and stop it themselves when nothing runs.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { caseTimeline, findCase, openCase } from '@/features/cases/store';
import { insertReport } from '@/features/report/store';
import { openDatabase, type Database } from '@/server/db/database';
import { isRunning } from '@/server/file-lock';
import { enqueueMail } from '@/server/mail/outbox';
import { e2bProblems } from '../support/e2b/check';
import { completeHuman, version1Human } from './fixtures/reports';

const REFERENCE = 'NUS-2026-000321';

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
        reference: REFERENCE, kind: 'human', market: 'cro', locale: 'hr', schemaVersion: 1, payload: version1Human(),
      });
      await openCase(tx, { reportId, reference: REFERENCE, market: 'cro', kind: 'human', report: completeHuman() });
      await enqueueMail(tx, {
        kind: 'report', refId: reportId, from: 'pv@example.com', to: ['pv@example.com'], subject: REFERENCE, textBody: '-', htmlBody: '-',
      });
    });
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
    const shown = JSON.parse(cli('reports.ts', ['show', REFERENCE], dataDir)) as { schemaVersion: number; values: { reactions: unknown[] }; stored: { medicines: unknown[] } };
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
    const read = (name: string) => readFileSync(path.join(out, name), 'utf8').trim().split('\n');
    const [header, row] = read('reports.csv');
    assert.match(header!, /"reference".*"qualification","qualification_label"/);
    assert.match(row!, new RegExp(`^"${REFERENCE}","human"`));
    assert.equal(read('medicines.csv').length, 2, 'header and the one medicine');
    assert.match(read('reactions.csv')[1]!, new RegExp(`^"${REFERENCE}","1"`));
    assert.match(cli('reports.ts', ['export', '--format', 'csv'], dataDir), /^# reports\.csv$[\s\S]*^# medicines\.csv$[\s\S]*^# reactions\.csv$/m);
  });
});
