/**
 * POST /api/reports/answers: the reporter's short answer under an officer's
 * question, through her follow-up link. Once per idempotency key, kept as
 * typed, closed with its event and mailed to the team; a link that names no
 * open case is a worded 4xx.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { after, before, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { marketProfiles } from '@/content/company';
import type { CaseStaff } from '@/features/pv/access';
import { handleCaseRequest, type CaseApiOptions } from '../../apps/cms/src/endpoints/cases-api';
import { addDays, dayIn } from '@/features/pv/cases/clocks';
import { openFollowUpLink } from '@/features/pv/cases/follow-ups';
import { caseTimeline, findCase } from '@/features/pv/cases/ledger';
import { followUpRequests, followUpTokens } from '@/features/pv/cases/table';
import { followUpAnswerHandler } from '@/features/pv/intake/answer-handler';
import { reportHandler } from '@/features/pv/intake/handler';
import { messagesFor } from '@/i18n/messages';
import { outbox } from '@/platform/db/tables';
import { describeEachDatabase } from './databases';
import { serveEndpoint, testFormDeps } from './fixtures/form-server';
import { completeHuman } from './fixtures/reports';

const officer: CaseStaff = { email: 'pv.cro@farmadria.example', role: 'pharmacovigilance', markets: ['cro'], secondFactor: true };
const errors = messagesFor('hr').report.errors;
/** What a reporter may type to break a page, a mail or an export: an entity, markup, bidi controls, quotes. */
const HOSTILE_ANSWER = 'Da &e; <script>alert(1)</script> &amp;lt; "dva" \'tri\'\n\u202Eolleh\u202C \u2066iso\u2069 kraj  ';

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describeEachDatabase('POST /api/reports/answers', (database) => {
  const now = new Date();
  const options: CaseApiOptions = {
    retentionYears: 10,
    officersOf: async () => [officer.email],
    reporterMail: () => ({ siteUrl: 'https://hr.farmadria.example', from: 'Farmadria <farmakovigilancija@hr.farmadria.example>' }),
    now: () => now,
  };
  const servers: Server[] = [];
  let reportsUrl: string;
  let answersUrl: string;
  before(async () => {
    const reports = await serveEndpoint('/api/reports', reportHandler(testFormDeps(database.db)));
    const answers = await serveEndpoint('/api/reports/answers', followUpAnswerHandler(testFormDeps(database.db)));
    servers.push(reports.server, answers.server);
    ({ url: reportsUrl } = reports);
    ({ url: answersUrl } = answers);
  });
  after(() => servers.forEach((server) => server.close()));

  /** A report from the public form, and the officer's question about it: the case and the question's link and id. */
  async function askedCase(question = 'Koliko ste dugo uzimali lijek prije osipa?') {
    const sent = await post(reportsUrl, { ...completeHuman(), locale: 'hr', idempotencyKey: crypto.randomUUID() });
    assert.equal(sent.status, 201);
    const { reference } = (await sent.json()) as { reference: string };
    const asked = await handleCaseRequest(
      database.db,
      {
        method: 'POST',
        path: [reference, 'questions'],
        query: new URLSearchParams(),
        user: officer,
        body: { question, dueOn: addDays(dayIn('cro', now), 14) },
      },
      options,
    );
    assert.equal(asked.status, 200);
    const row = (await findCase(database.db, reference))!;
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'follow-up-request'), eq(outbox.refId, row.reportId)));
    const token = /\?followUp=([a-zA-F]{32})/.exec(mail!.textBody)![1]!;
    const link = (await openFollowUpLink(database.db, token, 'cro'))!;
    return { reference, row, token, questionId: link.questions[0]!.id };
  }

  const answering = (token: string, question: string, answer: string, idempotencyKey: string = crypto.randomUUID()) => ({
    token,
    question,
    answer,
    locale: 'hr',
    idempotencyKey,
  });

  it('stores one answer for two sends with the same idempotency key, even at once: one event, one mail, the question closed', async () => {
    const { reference, row, token, questionId } = await askedCase();
    const body = answering(token, questionId, 'Tri dana.');
    const [first, second] = await Promise.all([post(answersUrl, body), post(answersUrl, body)]);
    const third = await post(answersUrl, body);
    for (const response of [first, second, third]) {
      assert.equal(response.status, 201);
      assert.deepEqual(await response.json(), { reference, question: questionId });
    }
    const stored = await database.db.select().from(followUpRequests).where(eq(followUpRequests.reportId, row.reportId));
    assert.equal(stored.length, 1);
    assert.equal(stored[0]!.answer, 'Tri dana.');
    assert.ok(stored[0]!.answeredAt, 'answered');
    assert.equal(stored[0]!.answeredBy, null, 'by the reporter, not by a follow-up report');
    const events = (await caseTimeline(database.db, row.reportId)).filter((event) => event.type === 'reporter-answered');
    assert.deepEqual(
      events.map((event) => event.data),
      [{ request: questionId, question: 1 }],
    );
    const mails = (await database.db.select().from(outbox).where(eq(outbox.refId, row.reportId))).filter((mail) => mail.subject.includes('odgovorio'));
    assert.equal(mails.length, 1, 'the team is told once');
    assert.deepEqual(mails[0]!.to, [marketProfiles.cro.pharmacovigilance.email], 'to the market’s PV address');
    assert.deepEqual((await openFollowUpLink(database.db, token, 'cro'))!.questions, [], 'nothing left to answer');

    const again = await post(answersUrl, answering(token, questionId, 'Ipak četiri dana.'));
    assert.equal(again.status, 422, 'a second answer with another key is refused at the field');
    assert.deepEqual(((await again.json()) as { fields: object }).fields, { answer: errors.answeredBefore });
    const view = (await handleCaseRequest(database.db, { method: 'GET', path: [reference], query: new URLSearchParams(), user: officer }, options)).body as {
      questions: Array<{ answer: string | null; answeredAt: string | null }>;
    };
    assert.equal(view.questions[0]!.answer, 'Tri dana.', 'the case page gets the answer under the question');
  });

  it('an unknown, expired or malformed link, or a question of another case, is a 422 worded at the link, and stores nothing', async () => {
    const { row, token, questionId } = await askedCase();
    const other = await askedCase('Jeste li prestali uzimati lijek?');
    const unknown = 'abcdefghijklmnopqrstuvwxyzABCDEF';
    for (const [token_, question] of [
      [unknown, questionId],
      [`${token}x`, questionId],
      ['', questionId],
      [token, 'not-a-uuid'],
      [token, other.questionId],
    ] as const) {
      const response = await post(answersUrl, answering(token_, question, 'Odgovor'));
      assert.equal(response.status, 422, `${token_} / ${question}`);
      assert.deepEqual(((await response.json()) as { fields: object }).fields, { token: errors.linkGone });
    }
    await database.db
      .update(followUpTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(followUpTokens.reportId, row.reportId));
    const expired = await post(answersUrl, answering(token, questionId, 'Odgovor'));
    assert.equal(expired.status, 422);
    assert.deepEqual(((await expired.json()) as { fields: object }).fields, { token: errors.linkGone });
    const [request] = await database.db.select().from(followUpRequests).where(eq(followUpRequests.id, questionId));
    assert.equal(request!.answeredAt, null, 'still open');
    assert.equal(request!.answer, null);
  });

  it('an empty or overlong answer is refused at the field in the reporter’s language', async () => {
    const { token, questionId } = await askedCase();
    const empty = await post(answersUrl, answering(token, questionId, ' \n '));
    assert.equal(empty.status, 422);
    assert.deepEqual(((await empty.json()) as { fields: object }).fields, { answer: errors.answerMissing });
    const long = await post(answersUrl, { ...answering(token, questionId, 'a'.repeat(5001)), locale: 'en' });
    assert.equal(long.status, 422);
    assert.deepEqual(((await long.json()) as { fields: object }).fields, { answer: messagesFor('en').report.errors.answerTooLong.replace('{max}', '5000') });
  });

  it('keeps hostile text byte-exact, and the team’s mail writes it escaped', async () => {
    const { row, token, questionId } = await askedCase();
    const response = await post(answersUrl, answering(token, questionId, HOSTILE_ANSWER));
    assert.equal(response.status, 201);
    const [request] = await database.db.select().from(followUpRequests).where(eq(followUpRequests.id, questionId));
    assert.equal(request!.answer, HOSTILE_ANSWER, 'as typed, spaces and controls included');
    const [mail] = (await database.db.select().from(outbox).where(eq(outbox.refId, row.reportId))).filter((item) => item.subject.includes('odgovorio'));
    assert.ok(mail!.textBody.includes(HOSTILE_ANSWER.trimEnd()), 'the text part as typed');
    assert.ok(!mail!.htmlBody.includes('<script>') && !mail!.htmlBody.includes('&e;'), 'no markup or entity of the reporter’s in the HTML part');
    assert.ok(
      mail!.htmlBody.includes('Da &amp;e; &lt;script&gt;alert(1)&lt;/script&gt; &amp;amp;lt; &quot;dva&quot; &#39;tri&#39;<br>\u202Eolleh\u202C'),
      mail!.htmlBody,
    );
  });
});
