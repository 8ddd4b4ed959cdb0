/**
 * HR's and the survey team's back offices over the CMS's REST API: an editor and a PV
 * officer get 403 on every applications path; HR reaches its own market's applications
 * only after the second factor, with no-store answers, and downloads the CV's very bytes,
 * or sees a PDF inline in a sandbox only the admin may frame; a change of status sends the
 * applicant the e-mail HR edited, in their language, through a real SMTP server, only when asked.
 * Survey results answer only the survey team, after the second factor, and show no group
 * under 5 responses; the export opens in Croatian Excel with Croatian headers.
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import fc from 'fast-check';
import { generate } from 'otplib';
import { insertApplication } from '@/features/careers/applications/store';
import { surveyQuestions } from '@/features/survey/questions';
import type { SurveyResults } from '@/features/survey/records';
import { insertResponse } from '@/features/survey/store';
import { messagesFor } from '@/i18n/messages';
import { staffCatalogues } from '../../apps/cms/src/i18n/translations';
import { keptAsText, readAsExcel } from '../support/spreadsheet';
import { sampleDocx, samplePdf } from '@/features/careers/applications/sample-cvs';
import type { ApplicationDetail, StatusMailDraft } from '@/features/careers/applications/records';
import { mailAbout } from '@/platform/mail/outbox';
import { marketSettings } from '@/content/company';
import { CV_PREVIEW_POLICY } from '../../apps/cms/src/security-headers';
import { decodedHeader, plainTextOf, startSmtpServer, type TestSmtpServer } from './fixtures/smtp';
import { describeEachDatabase } from './databases';
import { cmsApiAs, cmsSuiteKinds, signIn, startTestCms, type StaffAccount, type TestCms, cmsTestPort } from '../support/cms';

const PORT = cmsTestPort('hrAndSurvey');
const people = {
  hrCro: { email: 'hr.cro@example.com', password: 'human resources pass', role: 'hr', markets: ['cro'] },
  surveyCro: { email: 'ankete@example.com', password: 'survey team passphrase', role: 'survey', markets: ['cro'] },
  pvCro: { email: 'pv.cro@example.com', password: 'vigilance team pass', role: 'pharmacovigilance', markets: ['cro'] },
  editor: { email: 'urednik@example.com', password: 'croatian editor pass', role: 'editor', markets: ['cro'] },
} satisfies Record<string, StaffAccount>;

describeEachDatabase(
  'job applications and survey results in the CMS',
  (database) => {
    let cms: TestCms;
    let smtp: TestSmtpServer;
    const cv = samplePdf('Ana Horvat');
    const ids = { cro: '', slo: '' };

    before(async () => {
      smtp = await startSmtpServer();
      cms = await startTestCms(database, PORT, Object.values(people), { env: { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '200' } });
      for (const market of ['cro', 'slo'] as const) {
        ids[market] = await insertApplication(database.db, {
          market,
          locale: 'hr',
          openingId: 1,
          openingTitle: 'Skladištar',
          closesOn: '2026-12-31',
          name: 'Ana Horvat',
          email: 'ana@example.com',
          phone: '+385 1 234 5678',
          coverLetter: '',
          pool: false,
          cvFileName: 'Životopis Ana.pdf',
          cvKind: 'pdf',
          cvSize: cv.length,
          cv,
        });
      }
    });
    after(async () => {
      await cms?.stop();
      await smtp?.stop();
    });

    const api = (cookie: string | undefined, method: string, path: string, body?: unknown) => cmsApiAs(cms.base)(cookie, method, path, body);

    // A session confirmed once serves the later tests: a second code within the same 30 seconds would be refused as reused.
    const sessions = new Map<string, string>();
    async function confirmed(person: StaffAccount): Promise<string> {
      const known = sessions.get(person.email);
      if (known) return known;
      const cookie = await signIn(cms.base, person.email, person.password);
      const { secret } = (await (await api(cookie, 'POST', '/second-factor/enrol')).json()) as { secret: string };
      assert.equal((await api(cookie, 'POST', '/second-factor/confirm', { code: await generate({ secret }) })).status, 200);
      sessions.set(person.email, cookie);
      return cookie;
    }

    it('answers an editor and a PV officer 403 on every path, and 401 without a session', async () => {
      const paths = [
        '/applications',
        `/applications/${ids.cro}`,
        `/applications/${ids.cro}/cv`,
        `/applications/${ids.cro}/preview`,
        `/applications/${ids.cro}/mail?status=interview`,
      ];
      for (const path of paths) assert.equal((await api(undefined, 'GET', path)).status, 401, path);
      const editor = await signIn(cms.base, people.editor.email, people.editor.password);
      const officer = await confirmed(people.pvCro);
      for (const [who, cookie] of [
        ['editor', editor],
        ['PV officer', officer],
      ] as const) {
        for (const path of paths) {
          const answer = await api(cookie, 'GET', path);
          assert.equal(answer.status, 403, `${who} GET ${path}`);
          assert.equal(((await answer.json()) as { error: string }).error, 'forbidden');
        }
        assert.equal((await api(cookie, 'POST', `/applications/${ids.cro}`, { status: 'hired' })).status, 403, `${who} POST`);
        const mail = { subject: 'Ponuda', text: 'Zaposleni ste.' };
        assert.equal((await api(cookie, 'POST', `/applications/${ids.cro}`, { status: 'hired', mail })).status, 403, `${who} POST with a mail`);
      }
      assert.deepEqual(await mailAbout(database.db, ids.cro), [], 'nothing went to the applicant');
    });

    it("asks HR for the second factor first, then shows its market only, with no-store, and the CV's very bytes", async () => {
      const before = await signIn(cms.base, people.hrCro.email, people.hrCro.password);
      const refused = await api(before, 'GET', '/applications');
      assert.equal(refused.status, 403);
      assert.equal(((await refused.json()) as { error: string }).error, 'second_factor');

      const hr = await confirmed(people.hrCro);
      const list = await api(hr, 'GET', '/applications');
      assert.equal(list.status, 200);
      assert.equal(list.headers.get('cache-control'), 'no-store');
      const rows = ((await list.json()) as { applications: Array<{ id: string; market: string }> }).applications;
      assert.deepEqual(
        rows.map((row) => row.id),
        [ids.cro],
      );
      assert.equal((await api(hr, 'GET', `/applications/${ids.slo}`)).status, 404);
      assert.equal((await api(hr, 'GET', '/applications/not-an-id')).status, 404);

      const download = await api(hr, 'GET', `/applications/${ids.cro}/cv`);
      assert.equal(download.status, 200);
      assert.equal(download.headers.get('content-type'), 'application/pdf');
      assert.equal(download.headers.get('cache-control'), 'no-store');
      assert.equal(
        download.headers.get('content-disposition'),
        `attachment; filename="_ivotopis Ana.pdf"; filename*=UTF-8''${encodeURIComponent('Životopis Ana.pdf')}`,
      );
      assert.deepEqual(Buffer.from(await download.arrayBuffer()), cv);
      const detail = (await (await api(hr, 'GET', `/applications/${ids.cro}`)).json()) as { events: Array<{ action: string; by: string }> };
      assert.deepEqual(
        detail.events.map((event) => [event.action, event.by]),
        [
          ['downloaded', people.hrCro.email],
          ['viewed', people.hrCro.email],
        ],
      );
    });

    it('shows HR a PDF CV inline, sandboxed, framed by the admin only; none of another market, none of a DOCX; the download stays unframable', async () => {
      const hr = await confirmed(people.hrCro);
      const preview = await api(hr, 'GET', `/applications/${ids.cro}/preview`);
      assert.equal(preview.status, 200);
      assert.equal(preview.headers.get('content-type'), 'application/pdf');
      assert.equal(
        preview.headers.get('content-disposition'),
        `inline; filename="_ivotopis Ana.pdf"; filename*=UTF-8''${encodeURIComponent('Životopis Ana.pdf')}`,
      );
      assert.equal(preview.headers.get('content-security-policy'), CV_PREVIEW_POLICY);
      assert.match(CV_PREVIEW_POLICY, /^sandbox; default-src 'none'; frame-ancestors 'self';/);
      assert.equal(preview.headers.get('x-frame-options'), 'SAMEORIGIN');
      assert.equal(preview.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(preview.headers.get('cache-control'), 'no-store');
      assert.deepEqual(Buffer.from(await preview.arrayBuffer()), cv);

      assert.equal((await api(hr, 'GET', `/applications/${ids.slo}/preview`)).status, 404, "another market's");
      const docx = sampleDocx('Ana Horvat');
      const docxId = await insertApplication(database.db, {
        market: 'cro',
        locale: 'hr',
        openingId: 1,
        openingTitle: 'Skladištar',
        closesOn: '2026-12-31',
        name: 'Ivo Ivić',
        email: 'ivo@example.com',
        phone: '+385 1 234 5679',
        coverLetter: '',
        pool: false,
        cvFileName: 'Ivo.docx',
        cvKind: 'docx',
        cvSize: docx.length,
        cv: docx,
      });
      const none = await api(hr, 'GET', `/applications/${docxId}/preview`);
      assert.equal(none.status, 404);
      assert.equal(((await none.json()) as { error: string }).error, 'no_preview');

      // Only the preview may be framed: the download, the JSON and the rest of the API still forbid it.
      for (const path of [`/applications/${ids.cro}/cv`, `/applications/${ids.cro}`]) {
        const answer = await api(hr, 'GET', path);
        await answer.arrayBuffer();
        assert.match(answer.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/, path);
        assert.equal(answer.headers.get('x-frame-options'), 'DENY', path);
      }
      const detail = (await (await api(hr, 'GET', `/applications/${ids.cro}`)).json()) as ApplicationDetail;
      assert.ok(
        detail.events.some((event) => event.action === 'previewed' && event.by === people.hrCro.email),
        'the preview is recorded',
      );
    });

    it("sends the applicant the e-mail HR edited, in the applicant's language, with hostile text as text, and keeps it in the history; without the choice nothing is sent", async () => {
      const hr = await confirmed(people.hrCro);
      // A Bosnian applicant on the Croatian site, for no opening: the template is Bosnian, not the market's Croatian.
      const id = await insertApplication(database.db, {
        market: 'cro',
        locale: 'bs',
        openingId: null,
        openingTitle: null,
        closesOn: '2026-12-31',
        name: 'Amra Hodžić',
        email: 'amra@example.com',
        phone: '+387 33 123 456',
        coverLetter: '',
        pool: false,
        cvFileName: 'Amra.pdf',
        cvKind: 'pdf',
        cvSize: cv.length,
        cv,
      });
      const path = `/applications/${id}`;

      assert.equal((await api(hr, 'POST', path, { status: 'shortlisted' })).status, 200);
      assert.deepEqual(await mailAbout(database.db, id), [], 'a status change alone sends nothing');
      const notForThis = await api(hr, 'POST', path, { status: 'shortlisted', mail: { subject: 'x', text: 'y' } });
      assert.equal(notForThis.status, 422);
      assert.equal((await api(hr, 'GET', `${path}/mail?status=shortlisted`)).status, 422);

      const draft = (await (await api(hr, 'GET', `${path}/mail?status=interview`)).json()) as StatusMailDraft;
      const company = marketSettings.cro.brandName;
      assert.equal(draft.locale, 'bs');
      assert.equal(draft.to, 'amra@example.com');
      assert.equal(draft.subject, `Poziv na razgovor za posao – ${company}`);
      assert.match(draft.text, /^Poštovani\/-a Amra Hodžić,\n\nzahvaljujemo vam na vašoj prijavi bez oglasa\. /);
      assert.match(draft.text, /u naredne dvije sedmice/, 'Bosnian, not Croatian ("sljedeća dva tjedna")');

      const empty = await api(hr, 'POST', path, { status: 'interview', mail: { subject: ' \u202E ', text: draft.text } });
      assert.equal(empty.status, 422, 'a subject of invisible characters is no subject');
      assert.equal(((await (await api(hr, 'GET', path)).json()) as ApplicationDetail).status, 'shortlisted', 'a refused mail changes no status');
      assert.deepEqual(await mailAbout(database.db, id), []);

      const subject = `${draft.subject} <b>&e;\u202Egnp.exe`;
      const text = `${draft.text}\n\nP.S. <b>bold</b> &e; <script>alert(1)</script> \u202Eevil\u2066`;
      const arriving = smtp.nextMail();
      assert.equal((await api(hr, 'POST', path, { status: 'interview', mail: { subject, text } })).status, 200);
      const mail = await arriving;
      assert.deepEqual(mail.envelopeTo, ['amra@example.com']);
      const sentSubject = `${draft.subject} <b>&e; gnp.exe`;
      const sentText = `${draft.text}\n\nP.S. <b>bold</b> &e; <script>alert(1)</script> evil`;
      assert.equal(decodedHeader(mail.headers.get('subject')!), sentSubject, 'markup and entities arrive as typed; the bidi override does not');
      assert.equal(plainTextOf(mail.raw), sentText);
      const html = mail.raw.slice(mail.raw.indexOf('Content-Type: text/html')).replace(/=\r?\n/g, '');
      assert.match(html, /&lt;b&gt;bold&lt;\/b&gt; &amp;e; &lt;script&gt;/, 'the HTML part is the text, escaped');
      assert.doesNotMatch(html, /<b>|<script>/);

      const history = ((await (await api(hr, 'GET', path)).json()) as ApplicationDetail).events;
      const mailed = history.find((event) => event.action === 'mailed');
      assert.equal(mailed?.by, people.hrCro.email);
      assert.deepEqual(mailed?.mail, { status: 'interview', subject: sentSubject, text: sentText });
      assert.deepEqual(
        history.filter((event) => event.action === 'status').map((event) => event.detail),
        ['shortlisted', 'interview'],
      );
    });

    it('answers survey results to the survey team only, after the second factor, and a CSV with no-store', async () => {
      const paths = ['/survey-results', '/survey-results/export'];
      for (const path of paths) assert.equal((await api(undefined, 'GET', path)).status, 401, path);
      const editor = await signIn(cms.base, people.editor.email, people.editor.password);
      const hr = await signIn(cms.base, people.hrCro.email, people.hrCro.password);
      const officer = await signIn(cms.base, people.pvCro.email, people.pvCro.password);
      for (const cookie of [editor, hr, officer]) for (const path of paths) assert.equal((await api(cookie, 'GET', path)).status, 403, path);
      const unconfirmed = await signIn(cms.base, people.surveyCro.email, people.surveyCro.password);
      assert.equal(((await (await api(unconfirmed, 'GET', '/survey-results')).json()) as { error: string }).error, 'second_factor');
      const team = await confirmed(people.surveyCro);
      const results = await api(team, 'GET', '/survey-results');
      assert.equal(results.status, 200);
      assert.equal(results.headers.get('cache-control'), 'no-store');
      assert.deepEqual(((await results.json()) as { markets: string[]; total: number }).markets, ['cro']);
      assert.equal((await api(team, 'GET', '/survey-results?market=slo')).status, 422);
    });

    it('shows none of a group of 4 responses and the counts of 5, and exports them as Croatian Excel opens them: Croatian headers, "4-10" kept as text', async () => {
      const team = `${await confirmed(people.surveyCro)}; payload-lng=hr`;
      const hr = staffCatalogues.hr;
      const respond = (comment: string) =>
        insertResponse(database.db, {
          healthDataConsent: true,
          market: 'cro',
          locale: 'hr',
          receivedOn: '2026-11-27',
          respondent: 'self',
          comment,
          answers: { ...Object.fromEntries(surveyQuestions.map(({ key }) => [key, null])), quietConversation: 4 } as never,
          background: { ageGroup: '40-64', implantYears: '4-10', sides: 'one' },
        });
      for (const comment of ['4-10', 'Hvala', 'Dobro', 'Super']) await respond(comment);
      const four = (await (await api(team, 'GET', '/survey-results')).json()) as SurveyResults;
      assert.deepEqual(four, { markets: ['cro'], status: 'tooFew' });
      const refused = await api(team, 'GET', '/survey-results/export');
      assert.equal(refused.status, 422);
      assert.equal(((await refused.json()) as { message: string }).message, hr.surveyApi.tooFewToExport.replace('{minimum}', '5'));

      await respond('Lijepo');
      const five = (await (await api(team, 'GET', '/survey-results')).json()) as SurveyResults;
      assert.equal(five.status, 'shown');
      assert.equal(five.status === 'shown' && five.questions.find(({ key }) => key === 'quietConversation')!.counts['4'], 5);

      const csv = await api(team, 'GET', '/survey-results/export');
      assert.equal(csv.status, 200);
      assert.equal(csv.headers.get('content-type'), 'text/csv; charset=utf-8');
      assert.equal(csv.headers.get('cache-control'), 'no-store');
      assert.match(csv.headers.get('content-disposition') ?? '', /^attachment; filename="well-being-survey-cro-\d{4}-\d{2}-\d{2}\.csv"$/);
      // As bytes, as Excel reads the file: a byte order mark first.
      const rows = readAsExcel(new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer()));
      assert.deepEqual(rows[0], [hr.survey.section, hr.survey.question, hr.survey.answer, hr.survey.count]);
      assert.deepEqual(rows[1], [hr.survey.totals, hr.survey.responses, '', '5']);
      const years = rows.find((row) => row[1] === messagesFor('hr').survey.background.implantYears.label && row[2] === '4 do 10 godina');
      assert.deepEqual(years?.[3], '5', "the answer in the reader's language");
      const remark = rows.find((row) => row[0] === hr.survey.remarksList && row[2]!.includes('4-10'))!;
      assert.equal(remark[2], "'4-10");
      assert.ok(keptAsText(remark[2]!), 'Excel keeps it text, not the 4th of October');
      assert.ok(
        rows.every((row) => row.length === 4 && row.every((cell) => !/^[=+\-@]/.test(cell))),
        'four columns and no formula',
      );
    });

    it('answers 1,000 generated requests to each back office over HTTP with 200 or 4xx, never 5xx', async () => {
      const hr = await confirmed(people.hrCro);
      const team = await confirmed(people.surveyCro);
      const text = fc.oneof(
        fc.string(),
        fc.constantFrom('', 'open', 'cv', 'preview', 'mail', 'export', 'hired', 'interview', 'self', 'slo', '%', '..', ids.cro, ids.slo),
      );
      const query = fc
        .dictionary(fc.constantFrom('opening', 'status', 'market', 'respondent', 'x'), text, { maxKeys: 3 })
        .map((entries) => new URLSearchParams(entries).toString());
      const mail = fc.oneof(fc.record({ subject: fc.string({ maxLength: 210 }), text: fc.string() }, { requiredKeys: [] }), fc.jsonValue());
      const body = fc.oneof(
        fc.record({ status: text, note: fc.oneof(fc.string({ maxLength: 2100 }), fc.jsonValue()), mail }, { requiredKeys: [] }),
        fc.jsonValue(),
      );
      // DELETE is left out of HR's: it would erase the application the other runs look at.
      const cases = [
        { cookie: hr, base: '/applications', methods: ['GET', 'POST', 'PUT', 'PATCH'] },
        { cookie: team, base: '/survey-results', methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
      ];
      for (const { cookie, base, methods } of cases) {
        await fc.assert(
          fc.asyncProperty(fc.constantFrom(...methods), fc.array(text, { maxLength: 2 }), query, body, async (method, parts, search, sent) => {
            const path = [base, ...parts.map(encodeURIComponent)].join('/') + (search ? `?${search}` : '');
            const answer = await api(cookie, method, path, method === 'GET' ? undefined : sent);
            await answer.arrayBuffer();
            return answer.status < 500;
          }),
          { numRuns: 1000 },
        );
      }
    });
  },
  { kinds: cmsSuiteKinds('job applications and survey results in the CMS') },
);
