/**
 * Two checkouts on one machine, each with its own database: the second `npm start` finds the
 * first one's CMS answering on CMS_PORT. It joins only a CMS of its own database; another's
 * would have it build from content it never had (scripts/lib/running-cms.ts).
 */
import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { openDatabase, type Database } from '@/platform/db/database';
import { runningCms } from '../../scripts/lib/running-cms';
import { cmsSuiteKinds, startTestCms, type TestCms, cmsTestPort } from '../support/cms';
import { scratchDatabase, type ScratchDatabase } from '../support/postgres';
import { describeEachDatabase } from './databases';

const PORT = cmsTestPort('runningCms');

describeEachDatabase(
  'npm start and a CMS already answering on its port',
  (database) => {
    let cms: TestCms | undefined;
    let other: ScratchDatabase | undefined;
    let otherSite: Database | undefined;

    before(async () => {
      cms = await startTestCms(database, PORT, []);
      other = await scratchDatabase('second_checkout');
      otherSite = await openDatabase({ databaseUrl: other.url, dataDir: database.dataDir });
    });

    after(async () => {
      await cms?.stop();
      await otherSite?.close();
      await other?.drop();
    });

    it("joins the CMS of its own database, refuses another checkout's, and starts one where none answers", async () => {
      assert.equal(await runningCms(cms!.base, database.db), 'ours');
      assert.equal(await runningCms(cms!.base, otherSite!.db), 'foreign');
      assert.equal(await runningCms(`http://127.0.0.1:${cmsTestPort('nothing')}`, database.db), 'none');
    });
  },
  { kinds: cmsSuiteKinds('second-checkout test') },
);
