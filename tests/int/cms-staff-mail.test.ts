/**
 * Staff e-mail from the built CMS (cms/.next): "Forgot password" sends its link through the
 * site's outbox to a real SMTP server, the link's token sets a new password, and an operator
 * can set one from the command line (npm run cms -- reset-password).
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
      cms = await startTestCms(database, PORT, [testStaff.cro, testStaff.slo], { env: { SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: '200' } });
    });

    after(async () => {
      await cms?.stop();
      await smtp?.stop();
    });

    const login = async (email: string, password: string) => (await request('POST', '/api/users/login', undefined, { email, password })).status;

    it('sends "Forgot password" through the outbox to SMTP, and its link sets a new password', async () => {
      const arriving = smtp!.nextMail();
      assert.equal((await request('POST', '/api/users/forgot-password', undefined, { email: testStaff.cro.email })).status, 200);
      const mail = await arriving;
      assert.deepEqual(mail.envelopeTo, [testStaff.cro.email]);
      const token = /\/admin\/reset\/([\w-]+)/.exec(decoded(mail.raw))?.[1];
      assert.ok(token, 'the mail links to the admin\'s reset page with a token');

      const password = 'violet harbour lamp seven';
      assert.equal((await request('POST', '/api/users/reset-password', undefined, { token, password })).status, 200);
      assert.equal(await login(testStaff.cro.email, password), 200, 'the new password signs in');
      assert.equal(await login(testStaff.cro.email, testStaff.cro.password), 401, 'the old one no longer does');
    });

    it('lets an operator set a password from the command line, checked like any other', async () => {
      process.env.DATABASE_URL = database.url;
      process.env.DATA_DIR = database.dataDir;
      const { resetPasswordOf } = await import('../../cms/src/cli/tasks');
      await assert.rejects(resetPasswordOf(testStaff.slo.email, 'qwertyuiopas'), /easy to guess/);
      assert.equal(await resetPasswordOf(testStaff.slo.email, 'copper orchard window tide'), 0);
      assert.equal(await login(testStaff.slo.email, 'copper orchard window tide'), 200);
      assert.doesNotMatch(cms!.output(), /No email adapter provided/, 'the CMS has its adapter');
    });
  },
  { kinds: cmsSuiteKinds('CMS staff e-mail') },
);
