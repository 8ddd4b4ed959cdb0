import { caseTimeline, findCase } from '@/features/pv/cases/ledger';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import type { Server } from 'node:http';
import { after, before, it } from 'node:test';
import fc from 'fast-check';
import { marketProfiles } from '@/content/company';
import type { CaseStaff } from '@/features/pv/access';
import { handleCaseRequest } from '../../apps/cms/src/endpoints/cases-api';
import { openFollowUpLink } from '@/features/pv/cases/follow-ups';
import { reportHandler, type ReportDeps } from '@/features/pv/intake/handler';
import { messagesFor } from '@/i18n/messages';
import { reports } from '@/features/pv/intake/table';
import { outbox } from '@/platform/db/tables';
import { assertNoServerErrors } from './fixtures/fuzz';
import { serveEndpoint, testFormDeps } from './fixtures/form-server';
import { describeEachDatabase, type TestDatabase } from './databases';
import { completeHuman, completeVeterinary, seriousInfant } from './fixtures/reports';
import { e2bProblems } from '../support/e2b/check';
import { hostileE2bProblems, hostileHuman } from '../support/hostile-report';

/** The suite's clock for reference numbers: the year in a reference is read from it, never from the calendar. */
const RECEIVED = new Date('2026-11-27T10:31:00Z');

async function serve(database: TestDatabase, deps: Partial<ReportDeps> = {}): Promise<{ url: string; server: Server }> {
  return serveEndpoint('/api/reports', reportHandler({ ...testFormDeps(database.db), now: () => RECEIVED, ...deps }));
}

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const submission = (report: object, locale = 'hr') => ({ ...report, locale, idempotencyKey: crypto.randomUUID() });

describeEachDatabase('POST /api/reports', (database) => {
  let url: string;
  let server: Server;
  before(async () => ({ url, server } = await serve(database)));
  after(() => server.close());

  /** Sends a report, and gives its reference and the PV e-mail it queued. */
  async function sendForPv(report: object) {
    const response = await post(url, submission(report));
    assert.equal(response.status, 201);
    const { reference } = (await response.json()) as { reference: string };
    const [stored] = (await database.db.select().from(reports)).filter((row) => row.reference === reference);
    const pv = (await database.db.select().from(outbox)).find((mail) => mail.refId === stored!.id && mail.kind === 'report')!;
    return { reference, pv };
  }

  it('stores a human report with a NUS reference and queues the pharmacovigilance mail and the summary', async () => {
    const response = await post(url, submission(completeHuman()));
    assert.equal(response.status, 201);
    const { reference, emailed } = (await response.json()) as { reference: string; emailed: boolean };
    assert.match(reference, /^NUS-2026-\d{6}$/);
    assert.equal(emailed, true);
    const [stored] = (await database.db.select().from(reports)).filter((row) => row.reference === reference);
    assert.equal(stored?.kind, 'human');
    assert.equal(stored?.schemaVersion, 2);
    assert.equal((stored?.payload as { reactions: Array<{ description: string }> }).reactions[0]!.description, 'Osip po rukama.');
    assert.equal((stored?.payload as { qualification: number }).qualification, 5, 'stored coded: consumer');
    const mails = (await database.db.select().from(outbox)).filter((row) => row.refId === stored!.id);
    const pv = mails.find((mail) => mail.kind === 'report')!;
    assert.equal(pv.subject, `Nuspojava ${reference}`, 'not serious: no mark');
    assert.deepEqual(pv.to, [marketProfiles.cro.pharmacovigilance.email]);
    assert.match(pv.textBody, /Osip po rukama\./);
    assert.match(pv.textBody, /Zaprimljeno: .*(CET|CEST|GMT\+1|GMT\+2|UTC\+1|UTC\+2)/, 'receipt time with its zone');
    assert.match(pv.textBody, /Tržište: Hrvatska/);
    assert.equal(pv.replyTo, null, 'no Reply-To without the reporter allowing contact');
    const [attachment] = pv.attachments;
    assert.equal(attachment?.filename, `HR-FARMADRIA-${reference}.xml`);
    assert.deepEqual(
      e2bProblems(attachment!.content, [
        { caseId: `HR-FARMADRIA-${reference}`, reactions: ['Osip po rukama.'], medicines: [{ name: 'Lijek A 500 mg', role: 1 }] },
      ]),
      [],
    );
    const summary = mails.find((mail) => mail.kind === 'report-summary')!;
    assert.deepEqual(summary.to, ['ana@example.com']);
    assert.match(summary.textBody, new RegExp(reference));
    for (const healthData of ['Osip', 'Lijek A', 'A. H.'])
      assert.ok(!summary.textBody.includes(healthData) && !summary.htmlBody.includes(healthData), `no ${healthData} in the summary`);
    // The age (42) as a number of its own: the reference, the receipt date and time and the follow-up link's random token may hold those digits too.
    const withoutReferenceClockAndLink = (text: string) =>
      text
        .replaceAll(reference, '')
        .replace(/https?:\/\/[^\s"<]+/g, '')
        .replace(/\d{1,4}[-.:/]\s?\d{1,2}(?:[-.:/]\s?\d{1,4})*/g, '');
    for (const body of [summary.textBody, summary.htmlBody])
      assert.doesNotMatch(withoutReferenceClockAndLink(body), /(?<!\d)42(?!\d)/, 'no age in the summary');
  });

  it('marks a serious case in the subject, sets Reply-To to a reporter who allowed contact, and attaches a valid E2B file', async () => {
    const { reference, pv } = await sendForPv(seriousInfant());
    assert.equal(pv.subject, `[OZBILJNO] Nuspojava ${reference}`);
    assert.equal(pv.replyTo, 'iva@example.com');
    assert.deepEqual(
      e2bProblems(pv.attachments[0]!.content, [
        {
          caseId: `HR-FARMADRIA-${reference}`,
          reactions: ['Otežano disanje', 'Osip po trbuhu'],
          medicines: [
            { name: 'Sirup X', role: 1 },
            { name: 'Vitamin D kapi', role: 2 },
          ],
        },
      ]),
      [],
    );
  });

  it("keeps what a reporter typed as text in every E2B file: the PV mail's attachment, the CLI's export and the case API's downloads", async () => {
    const { reference, pv } = await sendForPv(hostileHuman());
    assert.deepEqual(hostileE2bProblems(pv.attachments[0]!.content, reference), [], "the PV mail's attachment");

    // npm run reports -- export, on the database the handler wrote to.
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      MARKET: 'cro',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : { DATA_DIR: database.dataDir }),
    };
    if (!database.databaseUrl) delete env.DATABASE_URL;
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reports.ts', 'export', '--format', 'e2b', '--ref', reference], {
      env,
      encoding: 'utf8',
    });
    assert.equal(cli.status, 0, cli.stderr);
    assert.deepEqual(hostileE2bProblems(cli.stdout, reference), [], "the CLI's export");

    const officer: CaseStaff = { email: 'pv.cro@farmadria.example', role: 'pharmacovigilance', markets: ['cro'], secondFactor: true };
    const api = (path: string[], query = '') =>
      handleCaseRequest(
        database.db,
        { method: 'GET', path, query: new URLSearchParams(query), user: officer },
        {
          retentionYears: 10,
          officersOf: async () => [officer.email],
          reporterMail: () => ({ siteUrl: 'https://hr.farmadria.example', from: 'pv@hr.farmadria.example' }),
        },
      );
    const single = await api([reference, 'e2b']);
    assert.equal(single.status, 200);
    assert.deepEqual(hostileE2bProblems(single.body as string, reference), [], 'GET /api/cases/:reference/e2b');
    const batch = await api(['export'], `format=e2b&market=cro&q=${reference}`);
    assert.equal(batch.status, 200);
    assert.deepEqual(hostileE2bProblems(batch.body as string, reference), [], 'GET /api/cases/export?format=e2b');
  });

  it('numbers veterinary reports in their own VET sequence', async () => {
    const response = await post(url, submission(completeVeterinary(), 'en'));
    assert.equal(response.status, 201);
    const { reference, emailed } = (await response.json()) as { reference: string; emailed: boolean };
    assert.equal(reference, 'VET-2026-000001');
    assert.equal(emailed, false, 'no address, no summary');
  });

  it("numbers a report by the year of its market: at 00:30 on New Year's Day in Zagreb the new one, not UTC's", async () => {
    const referenceAt = async (now: string, deps: Partial<ReportDeps> = {}) => {
      const { url: at, server: atServer } = await serve(database, { now: () => new Date(now), ...deps });
      try {
        const response = await post(at, submission(completeHuman(), deps.market === 'slo' ? 'sl' : 'hr'));
        assert.equal(response.status, 201);
        return ((await response.json()) as { reference: string }).reference;
      } finally {
        atServer.close();
      }
    };
    assert.equal(await referenceAt('2026-12-31T23:30:00Z'), 'NUS-2027-000001', '00:30 on 1 January 2027 in Zagreb');
    assert.match(
      await referenceAt('2026-12-31T22:59:59Z', { market: 'slo', profile: marketProfiles.slo }),
      /^NUS-2026-\d{6}$/,
      '23:59:59 on 31 December in Ljubljana',
    );
    assert.equal(
      await referenceAt('2027-01-01T00:30:00Z', { market: 'slo', profile: marketProfiles.slo }),
      'NUS-2027-000002',
      "the year's sequence goes on across markets",
    );
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
    const future = await post(url, submission({ ...completeHuman(), reactions: [{ description: 'Osip', reactionStart: '2099-01' }] }, 'en'));
    assert.equal(
      ((await future.json()) as { fields: Record<string, string> })['fields']['reactions.0.reactionStart'],
      messagesFor('en').report.errors.futureDate,
    );
  });

  it("refuses a lone surrogate in a name or a medicine with 422 naming the field, in the reporter's language, and stores nothing", async () => {
    const before = (await database.db.select().from(reports)).length;
    const human = completeHuman();
    const medicines = human.medicines as Array<Record<string, unknown>>;
    const cases: [object, string, 'hr' | 'en'][] = [
      [{ ...human, reporterName: 'Ana \ud800 Horvat' }, 'reporterName', 'hr'],
      [{ ...human, medicines: [{ ...medicines[0], name: 'Lijek \udc00' }] }, 'medicines.0.name', 'en'],
    ];
    for (const [report, field, locale] of cases) {
      const response = await post(url, submission(report, locale));
      assert.equal(response.status, 422, field);
      assert.equal(((await response.json()) as { fields: Record<string, string> }).fields[field], messagesFor(locale).report.errors.malformedText, field);
    }
    assert.equal((await database.db.select().from(reports)).length, before);
  });

  it('links a follow-up sent from the acknowledgement link to its case, and refuses a wrong or foreign reference keeping the report', async () => {
    const first = (await (await post(url, submission(completeHuman()))).json()) as { reference: string };
    const [original] = (await database.db.select().from(reports)).filter((row) => row.reference === first.reference);
    const summary = (await database.db.select().from(outbox)).find((mail) => mail.refId === original!.id && mail.kind === 'report-summary')!;
    const token = /\?followUp=([A-Za-z]+)/.exec(summary.textBody)?.[1];
    assert.ok(token, 'the acknowledgement carries a follow-up link with a token');
    assert.ok(!summary.textBody.includes(`followUp=${first.reference}`), 'not the bare reference');
    assert.equal((await openFollowUpLink(database.db, token, 'cro'))?.reference, first.reference);

    const followUp = { ...completeHuman(), followUpOf: first.reference, email: 'druga@example.com' };
    for (const wrong of ['NUS-1999-000001', 'nonsense']) {
      const refused = await post(url, submission({ ...followUp, followUpOf: wrong }));
      assert.equal(refused.status, 422);
      assert.equal(((await refused.json()) as { fields: Record<string, string> }).fields.followUpOf, messagesFor('hr').report.errors.followUpUnknown);
    }
    const accepted = await post(url, submission(followUp));
    assert.equal(accepted.status, 201);
    const { reference } = (await accepted.json()) as { reference: string };
    const linked = await findCase(database.db, reference);
    assert.equal(linked?.followUpOf, original!.id);
    assert.equal((await caseTimeline(database.db, original!.id)).at(-1)?.type, 'follow-up-received');
    const pv = (await database.db.select().from(outbox)).find((mail) => mail.refId === linked!.reportId && mail.kind === 'report')!;
    assert.match(pv.textBody, new RegExp(`${messagesFor('hr').report.mail.followUpTo}: ${first.reference}`));
    const xml = pv.attachments[0]!.content;
    assert.match(xml, new RegExp(`<id extension="HR-FARMADRIA-${first.reference}" root="2\\.16\\.840\\.1\\.113883\\.3\\.989\\.2\\.1\\.3\\.2"/>`), 'C.1.10.r');
    assert.deepEqual(
      e2bProblems(xml, [{ caseId: `HR-FARMADRIA-${reference}`, reactions: ['Osip po rukama.'], medicines: [{ name: 'Lijek A 500 mg', role: 1 }] }]),
      [],
    );

    const foreign = await serve(database, { market: 'slo', profile: marketProfiles.slo });
    try {
      const refused = await post(foreign.url, submission({ ...followUp, followUpOf: first.reference }, 'sl'));
      assert.equal(refused.status, 422, 'a cro reference is foreign to slo');
    } finally {
      foreign.server.close();
    }
  });

  it('flags a report of the same case from another reporter as a possible duplicate in the PV e-mail', async () => {
    const report = {
      ...completeHuman(),
      medicines: [{ role: 'suspect', name: 'Duplikatin 20 mg', batchUnknown: true }],
      reactions: [{ description: 'Mučnina.', reactionStart: '2026-11-10' }],
    };
    const first = (await (await post(url, submission(report))).json()) as { reference: string };
    const second = (await (
      await post(
        url,
        submission({
          ...report,
          email: 'lijecnik@example.com',
          reporterName: 'Dr. Ivić',
          reactions: [{ description: 'Mučnina i povraćanje.', reactionStart: '2026-11-12' }],
        }),
      )
    ).json()) as { reference: string };
    const secondCase = await findCase(database.db, second.reference);
    const pv = (await database.db.select().from(outbox)).find((mail) => mail.refId === secondCase!.reportId && mail.kind === 'report')!;
    assert.match(pv.textBody, new RegExp(`${messagesFor('hr').report.mail.possibleDuplicates}: .*${first.reference}`));
  });

  it('answers 1000 generated payloads with 4xx or 201, never 5xx', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.boolean(),
      fc.integer(),
      fc.constant(null),
      fc.date({ noInvalidDate: true, min: new Date('1800-01-01'), max: new Date('2200-01-01') }).map((d) => d.toISOString().slice(0, 10)),
    );
    const payload = fc.record(
      {
        kind: fc.oneof(fc.constantFrom('human', 'veterinary'), value),
        reporterName: value,
        email: value,
        initials: value,
        age: value,
        gender: value,
        description: value,
        subject: value,
        species: value,
        medicineName: value,
        reactionStart: value,
        medicines: fc.oneof(fc.array(fc.dictionary(fc.constantFrom('name', 'startDate', 'stopped', 'stopDate'), value), { maxLength: 3 }), value),
        legalAcknowledgement: value,
        locale: fc.constantFrom('hr', 'en', 'xx'),
        idempotencyKey: fc.oneof(fc.uuid(), value),
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
      // Every report waits for the sequence's row lock in turn; on a busy two-core machine the last of
      // 200 can wait longer than the production deadline, which is not what this test is about.
      const { url, server } = await serve(database, { databaseTimeoutMs: 120_000 });
      try {
        const answers = await Promise.all(Array.from({ length: 200 }, () => post(url, submission(completeHuman()))));
        const references = await Promise.all(
          answers.map(async (answer) => {
            assert.equal(answer.status, 201);
            return ((await answer.json()) as { reference: string }).reference;
          }),
        );
        assert.equal(new Set(references).size, 200);
        const numbers = references.map((reference) => Number(reference.slice(-6))).sort((a, b) => a - b);
        assert.deepEqual(
          numbers,
          Array.from({ length: 200 }, (_, index) => index + 1),
          'a gap-free sequence',
        );
      } finally {
        server.close();
      }
    });
  },
  { kinds: ['postgres'] },
);
