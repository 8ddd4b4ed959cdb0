import { scratchDatabase } from './support/postgres';
import { startTestCms, seedAllMarkets, testStaff } from './support/cms';
import { mkdtempSync } from 'node:fs';
const db = await scratchDatabase('scratch');
const cms = await startTestCms({ url: db.url, dataDir: mkdtempSync('/tmp/scratch/d') }, 3990, Object.values(testStaff), { prepare: seedAllMarkets });
console.log('READY', cms.base);
process.on('SIGTERM', async () => { await cms.stop(); await db.drop(); process.exit(0); });
setInterval(() => {}, 1000);
