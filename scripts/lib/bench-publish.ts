/**
 * Publish to live, per market: an admin publishes a changed news-post title
 * over the CMS's REST API, and the clock stops when the market's public
 * server answers the new title on the news page (settle pause, queue,
 * snapshot, next build, switch). Three publishes a market, one after the
 * other; the median is the figure, with the last build's phases. Runs the
 * built CMS and a public server per market on a scratch database, with the
 * test suite's own helpers; the public server builds into a copy of dist/
 * (DIST_DIR), so the repository's builds stay as they are.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultLocale, markets, type Market } from '@/config/markets';
import { seedSnapshot } from '@/content/seed';
import { pathOf } from '@/routes';
import { cmsBuilt, signIn, startTestCms } from '../../tests/support/cms';
import { eventually } from '../../tests/support/poll';
import { scratchDatabase } from '../../tests/support/postgres';
import { ownDistDir, startSiteServer } from '../../tests/support/site-server';

/** BENCH_CMS_PORT moves it, for a machine where another run holds the default. */
const CMS_PORT = Number(process.env.BENCH_CMS_PORT ?? 3203);
const admin = { email: 'bench@example.com', password: 'publish timing account', role: 'admin', markets: [] } as const;

const ROUNDS = 3;

interface Round {
  seconds: number;
  /** Where the round's time went, from the queue's row: answered, queued → claimed, claimed → built, built → shown. */
  timeline: string;
  /** The build's own record (scripts/build.ts): its phases, and what it took from the build before. */
  phases: string;
}

function lastBuildRecord(distRoot: string, market: Market): string {
  const buildId = readFileSync(path.join(distRoot, market, 'current'), 'utf8').trim();
  const info = JSON.parse(readFileSync(path.join(distRoot, market, buildId, 'build.json'), 'utf8')) as {
    phases?: Record<string, number>;
    compression?: { compressed: number; duplicates: number; reused: number };
  };
  const phases = Object.entries(info.phases ?? {})
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
    .join(', ');
  return `${phases}; files compressed ${info.compression?.compressed}, duplicates ${info.compression?.duplicates}, reused ${info.compression?.reused}`;
}

async function publishesToLive(market: Market): Promise<Round[]> {
  const scratch = await scratchDatabase(`bench_publish_${market}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-publish-'));
  const locale = defaultLocale(market);
  let postId = 0;
  const cms = await startTestCms({ url: scratch.url, dataDir }, CMS_PORT, [admin], {
    async prepare(payload) {
      const { importSnapshots } = await import('../../apps/cms/src/snapshot/import');
      await importSnapshots(
        payload,
        markets.map((each) => seedSnapshot(each)),
      );
      postId = (await payload.find({ collection: 'news', where: { marketsKey: { equals: market } }, sort: '-date', limit: 1, overrideAccess: true })).docs[0]!
        .id as number;
    },
  });
  const distRoot = ownDistDir(market);
  const site = await startSiteServer(
    { MARKET: market, DATABASE_URL: scratch.url, DIST_DIR: distRoot, PUBLISH_POLL_MS: '250', BOT_PROTECTION: 'off', ALLOW_NO_BOT_PROTECTION: '1' },
    dataDir,
  );
  const rounds: Round[] = [];
  try {
    const cookie = await signIn(cms.base, admin.email, admin.password);
    for (let round = 1; round <= ROUNDS; round++) {
      const title = `Novi distribucijski centar ${round} ${Date.now()}`;
      const started = performance.now();
      const startedAt = Date.now();
      const published = await fetch(`${cms.base}/api/news/${postId}?locale=${locale}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie, origin: cms.base },
        body: JSON.stringify({ title, _status: 'published' }),
      });
      if (!published.ok) throw new Error(`publishing failed: ${published.status} ${await published.text()}`);
      const answeredAt = Date.now();
      await eventually(
        `${market}'s news page with the new title`,
        async () => ((await (await fetch(site.url + pathOf('novosti-i-dogadanja', locale))).text()).includes(title) ? true : undefined),
        {
          timeoutMs: 15 * 60_000,
          everyMs: 250,
        },
      );
      const shownAt = Date.now();
      const [row] = await scratch.sql<{ requested_at: Date; started_at: Date; finished_at: Date }[]>`
        select requested_at, started_at, finished_at from site_builds where market = ${market} and status = 'succeeded' order by id desc limit 1`;
      const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
      const timeline = row
        ? `publish answered ${seconds(startedAt, answeredAt)}, queued → claimed ${seconds(row.requested_at.getTime(), row.started_at.getTime())}, ` +
          `claimed → built ${seconds(row.started_at.getTime(), row.finished_at.getTime())}, built → shown ${seconds(row.finished_at.getTime(), shownAt)}`
        : 'no build recorded';
      rounds.push({ seconds: (performance.now() - started) / 1000, timeline, phases: lastBuildRecord(distRoot, market) });
    }
    return rounds;
  } finally {
    await site.stop();
    await cms.stop();
    await scratch.drop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function benchPublishToLive(only: readonly Market[] = markets): Promise<void> {
  if (!cmsBuilt) {
    console.log('\nPublish to live: skipped, the CMS is not built (npm start or npm test builds it).');
    return;
  }
  console.log(`\nPublish to live (an admin publishes a news post's new title; until the public server's news page shows it), ${ROUNDS} a market:`);
  for (const market of only) {
    const rounds = await publishesToLive(market);
    console.log(
      `  ${market}: median ${median(rounds.map((round) => round.seconds)).toFixed(1)} s (${rounds.map((round) => round.seconds.toFixed(1)).join(', ')} s)`,
    );
    for (const [index, round] of rounds.entries()) console.log(`    ${index + 1}: ${round.seconds.toFixed(1)} s: ${round.timeline}; ${round.phases}`);
  }
}
