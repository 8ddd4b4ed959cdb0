/**
 * Publish to live, per market: an admin publishes a changed home-page title
 * over the CMS's REST API, and the clock stops when the market's public
 * server answers the new title (queue, snapshot, next build, switch). Runs
 * the built CMS and a public server per market on a scratch database, with
 * the test suite's own helpers; the public server builds into a copy of
 * dist/ (DIST_DIR), so the repository's builds stay as they are.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultLocale, markets, type Market } from '@/config/markets';
import { seedSnapshot } from '@/content/seed';
import { pathOf } from '@/routes';
import { cmsBuilt, signIn, startTestCms } from '../../tests/support/cms';
import { eventually } from '../../tests/support/poll';
import { scratchDatabase } from '../../tests/support/postgres';
import { ownDistDir, startSiteServer } from '../../tests/support/site-server';

const CMS_PORT = 3203;
const admin = { email: 'bench@example.com', password: 'publish timing account', role: 'admin', markets: [] } as const;

async function publishToLive(market: Market): Promise<number> {
  const scratch = await scratchDatabase(`bench_publish_${market}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-publish-'));
  const locale = defaultLocale(market);
  let homeId = 0;
  const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [admin], {
    async prepare(payload) {
      const { importSnapshots } = await import('../../cms/src/snapshot/import');
      await importSnapshots(payload, markets.map((each) => seedSnapshot(each)));
      homeId = (await payload.find({ collection: 'pages', where: { routeKey: { equals: 'home' }, market: { equals: market } }, overrideAccess: true })).docs[0]!.id as number;
    },
  });
  const site = await startSiteServer(
    { MARKET: market, DATABASE_URL: scratch.url, DIST_DIR: ownDistDir(market), PUBLISH_POLL_MS: '250', BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' },
    dataDir,
  );
  try {
    const cookie = await signIn(cms.base, admin.email, admin.password);
    const title = `Farmadria ${Date.now()}`;
    const started = performance.now();
    const published = await fetch(`${cms.base}/api/pages/${homeId}?locale=${locale}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie, origin: cms.base },
      body: JSON.stringify({ title, _status: 'published' }),
    });
    if (!published.ok) throw new Error(`publishing failed: ${published.status} ${await published.text()}`);
    await eventually(`${market}'s new home page`, async () => ((await (await fetch(site.url + pathOf('home', locale))).text()).includes(title) ? true : undefined), {
      timeoutMs: 15 * 60_000, everyMs: 250,
    });
    return (performance.now() - started) / 1000;
  } finally {
    await site.stop();
    await cms.stop();
    await scratch.drop();
  }
}

export async function benchPublishToLive(only: readonly Market[] = markets): Promise<void> {
  if (!cmsBuilt) {
    console.log('\nPublish to live: skipped, the CMS is not built (npm start or npm test builds it).');
    return;
  }
  console.log('\nPublish to live (an admin publishes a home-page title; until the public server serves it):');
  for (const market of only) console.log(`  ${market}: ${(await publishToLive(market)).toFixed(0)} s`);
}
