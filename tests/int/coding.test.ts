/**
 * PV coding over the back office's API and the operator CLI, on SYNTHETIC dictionaries
 * (tests/support/synthetic-dictionaries.ts): MedDRA releases imported from the MSSO's file format,
 * English and Croatian names, a re-import and a newer release; a human reaction coded as two events
 * from the lookup and the E2B export that carries every event; a veterinary case coded from VeDDRA.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { CaseStaff } from '@/features/pv/access';
import { handleCaseRequest, type CaseApiOptions, type CaseRequest } from '../../apps/cms/src/endpoints/cases-api';
import { caseTimeline } from '@/features/pv/cases/ledger';
import { openCase } from '@/features/pv/cases/store';
import { parseVeddra } from '@/features/pv/coding/veddra';
import { importRelease, releasesOf } from '@/features/pv/coding/store';
import { dictionaryTerms } from '@/features/pv/coding/table';
import type { ReportKind } from '@/features/pv/intake/fields';
import { encodeReport, REPORT_SCHEMA_VERSION } from '@/features/pv/intake/record';
import { insertReport, nextReference } from '@/features/pv/intake/store';
import { cleanReport, type ReportValues } from '@/features/pv/intake/validation';
import type { Db } from '@/platform/db/database';
import { e2bProblems, readAssessment } from '../support/e2b/check';
import { strictXml } from '../support/strict-xml';
import { veddraCsv, writeMeddraRelease } from '../support/synthetic-dictionaries';
import { describeEachDatabase } from './databases';
import { completeHuman, completeVeterinary } from './fixtures/reports';

const officer: CaseStaff = { email: 'pv.cro@farmadria.example', role: 'pharmacovigilance', markets: ['cro'], secondFactor: true };
const root = path.join(import.meta.dirname, '..', '..');

async function receive(db: Db, kind: ReportKind, report: ReportValues) {
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
    await openCase(tx, { reportId, reference, market: 'cro', kind, report: values });
    return { reference, reportId };
  });
}

/** `npm run reports -- …` on the test's database: its exit code and what it said. */
function reports(databaseUrl: string, args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reports.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, MARKET: 'cro' },
    encoding: 'utf8',
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}`.trim() };
}

const twoReactions = (): ReportValues => ({
  ...completeHuman(),
  reactions: [
    { description: 'Osip + otečene usne', reactionStart: '2026-11-05', outcome: 'recovering', serious: 'yes', seriousHospitalisation: true },
    { description: 'Otežano disanje', reactionStart: '2026-11-06', outcome: 'recovered', serious: 'no' },
  ],
});

interface Found {
  terms: Array<{ lltCode: string; lltName: string; ptName: string; socName: string }>;
  language: string;
  release: { version: string } | null;
}
interface Coded {
  id: string;
  reaction: number;
  lltCode: string;
  lltName: string;
  ptCode: string;
  socCode: string;
  version: string;
  criteria: string[];
  outcome: number;
}

describeEachDatabase(
  'PV coding from MedDRA and VeDDRA releases',
  (database) => {
    const options: CaseApiOptions = {
      retentionYears: 10,
      officersOf: async () => [officer.email],
      reporterMail: () => ({ siteUrl: 'https://hr.farmadria.example', from: 'pv@hr.farmadria.example' }),
    };
    const call = (request: Partial<CaseRequest>) =>
      handleCaseRequest(database.db, { method: 'GET', path: [], query: new URLSearchParams(), user: officer, ...request }, options);
    const act = (reference: string, action: string, body: Record<string, unknown>, language = 'hr') =>
      call({ method: 'POST', path: [reference, action], body, language });
    const lookUp = async (reference: string, q: string, language = 'hr') =>
      (await call({ path: [reference, 'terms'], query: new URLSearchParams({ q }), language })).body as Found;
    const eventsOf = async (reference: string) => ((await call({ path: [reference] })).body as { coding: { events: Coded[] } }).coding.events;
    const termCount = async (version: string, language: string) =>
      (
        await database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(dictionaryTerms)
          .where(and(eq(dictionaryTerms.version, version), eq(dictionaryTerms.language, language)))
      )[0]!.n;

    it('without a release, the lookup finds nothing, adding an event is refused in the officer’s words, and typing the code still works', async () => {
      const { reference } = await receive(database.db, 'human', twoReactions());
      assert.deepEqual(await lookUp(reference, 'osip'), { dictionary: 'meddra', release: null, terms: [] });
      const refused = await act(reference, 'add-event', { reaction: 1, lltCode: '19100001', version: '27.1', criteria: [], outcome: 1 }, 'en');
      assert.deepEqual(
        [refused.status, (refused.body as { message: string }).message],
        [422, 'No MedDRA release is imported: type the code, or ask an operator to import the release.'],
      );
      assert.equal((await act(reference, 'coding', { reaction: 1, lltCode: '10013968', lltTerm: 'Dyspnoea', meddraVersion: '27.1' })).status, 200);
    });

    it('imports a release with the CLI, its Croatian names beside the English; again without doubling; a malformed line refused with its number and nothing stored; a newer release beside the old', () => {
      const url = database.databaseUrl!;
      const english = reports(url, ['meddra', 'import', writeMeddraRelease('en', '27.1')]);
      assert.deepEqual(english, { status: 0, out: 'MedDRA 27.1 (en): 6 terms imported.' });
      assert.deepEqual(reports(url, ['meddra', 'import', writeMeddraRelease('hr'), '--language', 'hr', '--version', '27.1']), {
        status: 0,
        out: 'MedDRA 27.1 (hr): 6 terms imported.',
      });
      assert.deepEqual(reports(url, ['meddra', 'import', writeMeddraRelease('hr', '27.1'), '--language', 'hr']), {
        status: 0,
        out: 'MedDRA 27.1 (hr): 6 terms imported again, replacing the earlier import.',
      });
      const broken = writeMeddraRelease('en', '28.0', { 'llt.asc': '19100001$Test rash$19100001$$$$$$$Y$$\r\n19200001$Test skin eruption$\r\n' });
      assert.deepEqual(reports(url, ['meddra', 'import', broken]), {
        status: 2,
        out: 'Nothing imported. llt.asc, line 2: expected at least 10 $-separated fields, found 3',
      });
    });

    it('keeps each release and language once, and a newer release beside the older', async () => {
      assert.deepEqual([await termCount('27.1', 'en'), await termCount('27.1', 'hr'), await termCount('28.0', 'en')], [6, 6, 0]);
      assert.deepEqual(reports(database.databaseUrl!, ['meddra', 'import', writeMeddraRelease('en', '26.1')]).status, 0);
      assert.deepEqual(
        (await releasesOf(database.db, 'meddra')).map((release) => [release.version, release.languages]),
        [
          ['26.1', ['en']],
          ['27.1', ['en', 'hr']],
        ],
      );
    });

    it('codes a reaction as two events from the lookup in Croatian, and the E2B export holds all three events with their codes, version, seriousness and outcome', async () => {
      const { reference, reportId } = await receive(database.db, 'human', twoReactions());
      const found = await lookUp(reference, 'OTECENE usne');
      assert.equal(found.language, 'hr');
      assert.equal(found.release!.version, '27.1', 'the newest release');
      assert.deepEqual(
        found.terms.map((term) => [term.lltCode, term.lltName, term.ptName, term.socName]),
        [['19200003', 'Testne otečene usne', 'Testno oticanje usana', 'Testni poremećaji kože']],
      );
      assert.deepEqual(
        (await lookUp(reference, 'osip')).terms.map((term) => term.lltCode),
        ['19100001', '19200001'],
        'the non-current LLT is not offered',
      );
      assert.deepEqual(
        (await lookUp(reference, 'swollen', 'sl')).terms.map((term) => term.lltName),
        ['Test swollen lips'],
        'English where the release has no Slovenian',
      );

      const add = (body: Record<string, unknown>, language?: string) =>
        act(reference, 'add-event', { version: '27.1', criteria: [], outcome: 0, ...body }, language);
      const refusals = [
        [{ reaction: 1, lltCode: '19200002' }, '19200002 is not a current term of release 27.1: pick one from the search.'],
        [{ reaction: 1, lltCode: '19100001', version: '26.1' }, 'A newer release (27.1) was imported meanwhile: search the term again.'],
        [{ reaction: 1, lltCode: '19100001', criteria: ['fatal'] }, 'Unknown seriousness criterion fatal.'],
        [{ reaction: 1, lltCode: '19100001', outcome: 7 }, 'The outcome is one of the E2B outcomes.'],
        [{ reaction: 3, lltCode: '19100001' }, 'The report has no reaction 3.'],
      ] as const;
      for (const [body, message] of refusals) {
        const refused = await add(body);
        assert.deepEqual([refused.status, (refused.body as { message: string }).message], [422, message], JSON.stringify(body));
      }
      assert.equal((await add({ reaction: 1, lltCode: '19100001', criteria: ['hospitalisation'], outcome: 2 })).status, 200);
      assert.equal((await add({ reaction: 1, lltCode: '19200003', criteria: ['hospitalisation', 'other'], outcome: 1 })).status, 200);
      assert.equal((await add({ reaction: 2, lltCode: '19100003', outcome: 1 })).status, 200);
      assert.equal((await add({ reaction: 2, lltCode: '19200001', outcome: 3 })).status, 200);
      const mistaken = (await eventsOf(reference)).find((event) => event.lltCode === '19200001')!;
      assert.equal((await act(reference, 'remove-event', { id: 'not-a-uuid' })).status, 422);
      assert.equal((await act(reference, 'remove-event', { id: mistaken.id })).status, 200);
      assert.equal((await act(reference, 'remove-event', { id: mistaken.id })).status, 422, 'removed once');

      const events = await eventsOf(reference);
      assert.deepEqual(
        events.map((event) => [event.reaction, event.lltCode, event.lltName, event.ptCode, event.socCode, event.version, event.criteria, event.outcome]),
        [
          [0, '19100001', 'Testni osip', '19100001', '19000001', '27.1', ['hospitalisation'], 2],
          [0, '19200003', 'Testne otečene usne', '19100002', '19000001', '27.1', ['hospitalisation', 'other'], 1],
          [1, '19100003', 'Testna zaduha', '19100003', '19000002', '27.1', [], 1],
        ],
      );
      const timeline = (await caseTimeline(database.db, reportId))
        .filter((event) => event.type.startsWith('event-'))
        .map((event) => [event.type, event.data.lltCode]);
      assert.deepEqual(timeline, [
        ['event-coded', '19100001'],
        ['event-coded', '19200003'],
        ['event-coded', '19100003'],
        ['event-coded', '19200001'],
        ['event-removed', '19200001'],
      ]);

      assert.equal((await act(reference, 'causality', { reaction: 1, medicine: 1, result: 'probable' })).status, 200);
      const xml = String((await call({ path: [reference, 'e2b'] })).body);
      assert.deepEqual(
        e2bProblems(xml, [
          {
            caseId: `HR-FARMADRIA-${reference}`,
            reactions: ['Osip + otečene usne', 'Osip + otečene usne', 'Otežano disanje'],
            medicines: [{ name: 'Lijek A 500 mg', role: 1 }],
          },
        ]),
        [],
      );
      const assessment = readAssessment(xml);
      assert.deepEqual(assessment.codes, [
        { code: '19100001', version: '27.1' },
        { code: '19200003', version: '27.1' },
        { code: '19100003', version: '27.1' },
      ]);
      assert.equal(assessment.causality.length, 2, 'reaction 1’s causality holds for both its events');
      const reactions = Array.from(strictXml(xml).getElementsByTagName('observation')).filter(
        (obs) => obs.getElementsByTagName('code')[0]?.getAttribute('code') === '29',
      );
      const criteria = reactions.map((reaction) =>
        Array.from(reaction.getElementsByTagName('observation'))
          .map((obs) => {
            const value = obs.getElementsByTagName('value')[0]!;
            return `${obs.getElementsByTagName('code')[0]!.getAttribute('code')}=${value.getAttribute('value') ?? value.getAttribute('code') ?? value.getAttribute('nullFlavor')}`;
          })
          .join(' '),
      );
      // 34 death, 21 life-threatening, 33 hospitalisation, 35 disabling, 12 congenital, 26 other; 27 the outcome.
      assert.deepEqual(criteria, [
        '34=NI 21=NI 33=true 35=NI 12=NI 26=NI 27=2',
        '34=NI 21=NI 33=true 35=NI 12=NI 26=true 27=1',
        '34=NI 21=NI 33=NI 35=NI 12=NI 26=NI 27=1',
      ]);
      const causalitySubjects = Array.from(strictXml(xml).getElementsByTagName('adverseEffectReference')).map((ref) =>
        ref.getElementsByTagName('id')[0]!.getAttribute('root'),
      );
      const reactionIds = reactions.map((reaction) => reaction.getElementsByTagName('id')[0]!.getAttribute('root'));
      assert.deepEqual(causalitySubjects, reactionIds.slice(0, 2));
    });

    it('keeps the version an event was coded with when a newer release arrives, and codes new events from the newer one', async () => {
      const { reference } = await receive(database.db, 'human', twoReactions());
      assert.equal((await act(reference, 'add-event', { reaction: 1, lltCode: '19100001', version: '27.1', criteria: [], outcome: 0 })).status, 200);
      assert.equal(reports(database.databaseUrl!, ['meddra', 'import', writeMeddraRelease('en', '28.0')]).status, 0);
      assert.equal((await lookUp(reference, 'rash')).release!.version, '28.0');
      assert.equal((await act(reference, 'add-event', { reaction: 2, lltCode: '19100003', version: '28.0', criteria: [], outcome: 0 })).status, 200);
      assert.deepEqual(
        (await eventsOf(reference)).map((event) => [event.lltCode, event.version, event.lltName]),
        [
          ['19100001', '27.1', 'Testni osip'],
          ['19100003', '28.0', 'Test breathlessness'],
        ],
      );
      assert.deepEqual(readAssessment(String((await call({ path: [reference, 'e2b'] })).body)).codes, [
        { code: '19100001', version: '27.1' },
        { code: '19100003', version: '28.0' },
      ]);
    });

    it('codes a veterinary case from VeDDRA, which human cases never see; the second factor and the market guard the lookup', async () => {
      await importRelease(database.db, 'veddra', 'en', parseVeddra(Buffer.from(veddraCsv('14'))));
      const { reference } = await receive(database.db, 'veterinary', completeVeterinary());
      const found = await lookUp(reference, 'vomiting');
      assert.deepEqual([found.release!.version, found.terms.map((term) => [term.lltCode, term.lltName])], ['14', [['930002', 'Test vomiting; with "blood"']]]);
      assert.deepEqual(
        (await lookUp(reference, 'emesis')).terms.map((term) => [term.lltCode, term.ptName, term.socName]),
        [['930001', 'Test vomiting', 'Test digestive signs']],
      );
      assert.equal((await act(reference, 'add-event', { reaction: 1, lltCode: '930001', version: '14', criteria: ['death'], outcome: 5 })).status, 200);
      assert.deepEqual(
        (await eventsOf(reference)).map((event) => [event.lltCode, event.version, event.criteria, event.outcome]),
        [['930001', '14', ['death'], 5]],
      );
      const human = await receive(database.db, 'human', twoReactions());
      assert.deepEqual((await lookUp(human.reference, 'emesis')).terms, []);
      const refused = await act(human.reference, 'add-event', { reaction: 1, lltCode: '930001', version: '28.0', criteria: [], outcome: 0 });
      assert.equal(refused.status, 422, 'a VeDDRA code is no MedDRA term');

      const withoutSecondFactor = await call({
        user: { ...officer, secondFactor: false },
        path: [reference, 'terms'],
        query: new URLSearchParams({ q: 'emesis' }),
      });
      assert.equal(withoutSecondFactor.status, 403);
      const otherMarket = await call({ user: { ...officer, markets: ['slo'] }, path: [reference, 'terms'], query: new URLSearchParams({ q: 'emesis' }) });
      assert.equal(otherMarket.status, 404);
      const editor = await call({
        user: { email: 'editor@farmadria.example', role: 'editor', markets: ['cro'], secondFactor: true },
        method: 'POST',
        path: [reference, 'add-event'],
        body: {},
      });
      assert.equal(editor.status, 403);
    });
  },
  { kinds: ['postgres'] },
);
