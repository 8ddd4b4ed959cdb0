import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, it } from 'node:test';
import fc from 'fast-check';
import { marketProfiles } from '@/config/company';
import { reportHandler } from '@/features/report/handler';
import { messagesFor } from '@/i18n/messages';
import { deleteExpiredReports } from '@/features/report/store';
import { reports } from '@/features/report/table';
import { outbox } from '@/server/db/tables';
import { sql } from 'drizzle-orm';
import { assertNoServerErrors } from './fixtures/fuzz';
import { serveEndpoint, testFormDeps } from './fixtures/form-server';
import { describeEachDatabase, type TestDatabase } from './databases';
import { completeHuman, completeVeterinary } from './fixtures/reports';

async function serve(database: TestDatabase): Promise<{ url: string; server: Server }> {
  return serveEndpoint('/api/reports', reportHandler(testFormDeps(database.db)));
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const submission = (report: object, locale = 'hr') => ({ ...report, locale, idempotencyKey: crypto.randomUUID() });

describeEachDatabase('POST /api/reports', (database) => {
  let url: string;
  let server: Server;
  before(async () => ({ url, server } = await serve(database)));
  after(() => server.close());

  it('stores a human report with a NUS reference and queues the pharmacovigilance mail and the summary', async () => {
    const response = await post(url, submission(completeHuman()));
    assert.equal(response.status, 201);
    const { reference, emailed } = (await response.json()) as { reference: string; emailed: boolean };
    assert.match(reference, new RegExp(`^NUS-${new Date().getUTCFullYear()}-\\d{6}$`));
    assert.equal(emailed, true);
    const [stored] = (await database.db.select().from(reports)).filter((row) => row.reference === reference);
    assert.equal(stored?.kind, 'human');
    assert.equal(stored?.schemaVersion, 1);
    assert.equal((stored?.payload as { description: string }).description, 'Osip po rukama.');
    const mails = (await database.db.select().from(outbox)).filter((row) => row.refId === stored!.id);
    const pv = mails.find((mail) => mail.kind === 'report')!;
    assert.equal(pv.subject, `Nuspojava ${reference}`);
    assert.deepEqual(pv.to, [marketProfiles.cro.pharmacovigilance.email]);
    assert.match(pv.textBody, /Osip po rukama\./);
    const summary = mails.find((mail) => mail.kind === 'report-summary')!;
    assert.deepEqual(summary.to, ['ana@example.com']);
  });

  it('numbers veterinary reports in their own VET sequence', async () => {
    const response = await post(url, submission(completeVeterinary(), 'en'));
    assert.equal(response.status, 201);
    const { reference, emailed } = (await response.json()) as { reference: string; emailed: boolean };
    assert.match(reference, /^VET-\d{4}-000001$/);
    assert.equal(emailed, false, 'no address, no summary');
  });

  it('stores a double submit once', async () => {
    const body = submission(completeHuman());
    const answers = await Promise.all([post(url, body), post(url, body), post(url, body)]);
    const references = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { reference: string }).reference));
    assert.equal(new Set(references).size, 1);
    assert.equal((await database.db.select().from(reports)).filter((row) => row.reference === references[0]).length, 1);
  });

  it('refuses a report missing a minimum-case element with a clear message', async () => {
    const response = await post(url, submission({ ...completeHuman(), reporterName: '', email: '' }));
    assert.equal(response.status, 422);
    const body = (await response.json()) as { fields: Record<string, string> };
    assert.equal(body.fields.reporterName, messagesFor('hr').report.errors.minimumReporter);
    const future = await post(url, submission({ ...completeHuman(), reactionStart: '2099-01-01' }, 'en'));
    assert.equal(((await future.json()) as { fields: Record<string, string> }).fields.reactionStart, messagesFor('en').report.errors.futureDate);
  });

  it('deletes reports only after the retention period, and never one whose mail is still owed', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++) {
      const { reference } = (await (await post(url, submission(completeHuman()))).json()) as { reference: string };
      const [row] = (await database.db.select().from(reports)).filter((r) => r.reference === reference);
      ids.push(row!.id);
    }
    const [oldSent, oldUnsent] = ids;
    await database.db.execute(sql`update reports set created_at = now() - interval '11 years' where id in (${oldSent}, ${oldUnsent})`);
    await database.db.execute(sql`update outbox set status = 'sent' where ref_id = ${oldSent}`);
    assert.equal(await deleteExpiredReports(database.db, 10), 1);
    const left = (await database.db.select().from(reports)).map((r) => r.id);
    assert.ok(!left.includes(oldSent!), 'the old, fully mailed report is gone');
    assert.ok(left.includes(oldUnsent!) && left.includes(ids[2]!), 'the owed and the recent ones stay');
    assert.equal((await database.db.select().from(outbox)).filter((m) => m.refId === oldSent).length, 0);
  });

  it('answers 1000 generated payloads with 4xx or 201, never 5xx', async () => {
    const value = fc.oneof(fc.string({ maxLength: 60 }), fc.boolean(), fc.integer(), fc.constant(null), fc.date({ noInvalidDate: true, min: new Date('1800-01-01'), max: new Date('2200-01-01') }).map((d) => d.toISOString().slice(0, 10)));
    const payload = fc.record(
      {
        kind: fc.oneof(fc.constantFrom('human', 'veterinary'), value),
        reporterName: value, email: value, initials: value, age: value, gender: value, description: value,
        subject: value, species: value, medicineName: value, reactionStart: value,
        medicines: fc.oneof(fc.array(fc.dictionary(fc.constantFrom('name', 'startDate', 'stopped', 'stopDate'), value), { maxLength: 3 }), value),
        legalAcknowledgement: value, locale: fc.constantFrom('hr', 'en', 'xx'), idempotencyKey: fc.oneof(fc.uuid(), value),
      },
      { requiredKeys: [] },
    );
    await assertNoServerErrors(url, payload);
  });
});

describeEachDatabase(
  'reference numbers under load',
  (database) => {
    it('stay unique under 200 concurrent submissions', async () => {
      const { url, server } = await serve(database);
      try {
        const answers = await Promise.all(Array.from({ length: 200 }, () => post(url, submission(completeHuman()))));
        const references = await Promise.all(answers.map(async (answer) => {
          assert.equal(answer.status, 201);
          return ((await answer.json()) as { reference: string }).reference;
        }));
        assert.equal(new Set(references).size, 200);
        const numbers = references.map((reference) => Number(reference.slice(-6))).sort((a, b) => a - b);
        assert.deepEqual(numbers, Array.from({ length: 200 }, (_, index) => index + 1), 'a gap-free sequence');
      } finally {
        server.close();
      }
    });
  },
  { kinds: ['postgres'] },
);
