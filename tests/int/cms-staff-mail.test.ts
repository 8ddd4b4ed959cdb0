/**
 * Staff e-mail from the built CMS (apps/cms/.next): "Forgot password" sends its link through the
 * site's outbox to a real SMTP server, the link's token sets a new password (by the same rule as
 * every other way of setting one), one address can ask only so often, and an operator can set a
 * password from the command line (npm run cms -- reset-password).
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { describeEachDatabase } from './databases';
import { startSmtpServer, type TestSmtpServer } from './fixtures/smtp';
import { cmsRequest, cmsSuiteKinds, startTestCms, testStaff, type TestCms, cmsTestPort } from '../support/cms';

const PORT = cmsTestPort('staffMail');
const BASE = `http://127.0.0.1:${PORT}`;
const request = cmsRequest(BASE);

/** The mail's text with quoted-printable soft breaks undone. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describeEachDatabase(
  'CMS staff e-mail',
  (database) => {
    let cms: TestCms | undefined;
    let smtp: TestSmtpServer | undefined;

    before(async () => {
      smtp = await startSmtpServer();
      cms = await startTestCms(database, PORT, [testStaff.cro, testStaff.slo], {
        // Client addresses from X-Forwarded-For, as behind the operator's proxy: a request without one has no address to limit.
        env: { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '200', TRUST_PROXY: '1', CMS_RESET_RATE_LIMIT: '3/1h' },
      });
    });

    after(async () => {
      await cms?.stop();
      await smtp?.stop();
    });

    const login = async (email: string, password: string) => (await request('POST', '/api/users/login', undefined, { email, password })).status;

    /** A request as a Croatian admin page sends it, from `address`. */
    const croatian = (path: string, body: unknown, address = '192.0.2.10') =>
      fetch(BASE + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'hr', 'x-forwarded-for': address },
        body: JSON.stringify(body),
      });
    const messageOf = async (response: Response) => ((await response.json()) as { errors?: { message: string }[] }).errors?.[0]?.message;

    it('sends "Forgot password" through the outbox to SMTP, and its link sets a new password that keeps the password rule', async () => {
      const arriving = smtp!.nextMail();
      assert.equal((await request('POST', '/api/users/forgot-password', undefined, { email: testStaff.cro.email })).status, 200);
      const mail = await arriving;
      assert.deepEqual(mail.envelopeTo, [testStaff.cro.email]);
      const token = /\/admin\/reset\/([\w-]+)/.exec(decoded(mail.raw))?.[1];
      assert.ok(token, "the mail links to the admin's reset page with a token");

      // The rule of every other way of setting a password, with its reason in the staff's language.
      const refusals: [string, string][] = [
        ['password', 'Lozinka mora imati najmanje 12 znakova.'],
        [
          'qwertyuiopas',
          'Ovu je lozinku lako pogoditi (česta lozinka, red tipkovnice, uzorak ili datum). Dobro služi izraz od četiri ili više nepovezanih riječi.',
        ],
        [`${testStaff.cro.email.split('@')[0]} likes long walks`, 'Lozinka ne smije sadržavati ime iz vaše e-adrese.'],
      ];
      for (const [weak, reason] of refusals) {
        const refused = await croatian('/api/users/reset-password', { token, password: weak });
        assert.equal(refused.status, 400, `"${weak}" is refused`);
        assert.equal(await messageOf(refused), reason);
      }
      assert.equal(await login(testStaff.cro.email, testStaff.cro.password), 200, 'the old password still signs in');
      for (const [weak] of refusals) assert.equal(await login(testStaff.cro.email, weak), 401, `"${weak}" does not`);

      const password = 'violet harbour lamp seven';
      assert.equal((await request('POST', '/api/users/reset-password', undefined, { token, password })).status, 200);
      assert.equal(await login(testStaff.cro.email, password), 200, 'the new password signs in');
      assert.equal(await login(testStaff.cro.email, testStaff.cro.password), 401, 'the old one no longer does');
    });

    it('answers "Forgot password" alike for every address, and limits the requests of one client address whatever accounts they name', async () => {
      const ask = (email: string) => croatian('/api/users/forgot-password', { email }, '198.51.100.7');
      const answers = [];
      // The limit is 3 in this suite: two known accounts and an unknown one, then a known one again.
      for (const email of [testStaff.slo.email, 'nobody@example.com', testStaff.cro.email]) {
        const response = await ask(email);
        answers.push({ status: response.status, body: await response.json() });
      }
      assert.deepEqual(
        answers.map((answer) => answer.status),
        [200, 200, 200],
      );
      assert.deepEqual(answers[1], answers[0], 'the same answer for an address without an account');
      for (const email of [testStaff.slo.email, 'nobody@example.com']) {
        const refused = await ask(email);
        assert.equal(refused.status, 429, `the fourth request is refused (${email})`);
        assert.match(refused.headers.get('retry-after') ?? '', /^\d+$/);
        assert.match((await messageOf(refused)) ?? '', /^Previše zahtjeva za novu lozinku s ove adrese\. Pokušajte ponovno za 60 min\.$/);
      }
      assert.equal(
        (await croatian('/api/users/forgot-password', { email: testStaff.slo.email }, '198.51.100.8')).status,
        200,
        'another address is not refused',
      );
    });

    it('lets an operator set a password from the command line, checked like any other', async () => {
      process.env.DATABASE_URL = database.url;
      process.env.DATA_DIR = database.dataDir;
      const { resetPasswordOf } = await import('../../apps/cms/src/cli/tasks');
      await assert.rejects(resetPasswordOf(testStaff.slo.email, 'qwertyuiopas'), /easy to guess/);
      assert.equal(await resetPasswordOf(testStaff.slo.email, 'copper orchard window tide'), 0);
      assert.equal(await login(testStaff.slo.email, 'copper orchard window tide'), 200);
      assert.doesNotMatch(cms!.output(), /No email adapter provided/, 'the CMS has its adapter');
    });
  },
  { kinds: cmsSuiteKinds('CMS staff e-mail') },
);
