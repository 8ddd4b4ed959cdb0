/** The CMS commands that need Payload: seed, export, prepare, reset-second-factor, reset-password (see apps/cms/cli.ts). */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Payload } from 'payload';
import { isMarket, markets } from '@/config/markets';
import { seedSnapshot } from '@/content/seed';
import { openCms } from '../open';
import { describeLeftOut } from '@/content/snapshot';
import { liveSnapshotOf } from '@/features/publishing/snapshots';
import { exportForBuild } from '../snapshot/export';
import { storeMarketSnapshot } from '../snapshot/hand-over';
import { copyMediaFiles } from '../snapshot/media';
import { importSnapshots } from '../snapshot/import';
import { resetSecondFactor } from '@/features/staff/store';
import { siteDatabase } from '../database';
import { passwordProblem } from '../auth/passwords';
import { UsageError } from './create-user';

async function seed(): Promise<number> {
  const cms = await openCms();
  try {
    const { created } = await importSnapshots(
      cms.payload,
      markets.map((market) => seedSnapshot(market)),
    );
    console.log(
      `Seed imported: ${created.pages} pages, ${created.news} news posts, ${created.jobs} job openings, ${created.documents} documents, ${created.company} company records created (existing ones left as they are).`,
    );
  } finally {
    await cms.close();
  }
  return 0;
}

async function exportTo(market: string | undefined, out: string | undefined, live: string | undefined): Promise<number> {
  if (!isMarket(market)) throw new UsageError(`--market must be one of ${markets.join(', ')}`);
  if (!out) throw new UsageError('--out needs a file name');
  const cms = await openCms();
  try {
    const { snapshot, leftOut } = await exportForBuild(cms.payload, market, liveSnapshotOf(live));
    mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    // What the build tells the editors (scripts/build.ts records it in build.json, the builder in the queue).
    writeFileSync(`${out}.left-out.json`, JSON.stringify(leftOut));
    if (leftOut.length) console.warn(describeLeftOut(leftOut));
    // The media files go beside the snapshot, where the build takes them from (scripts/build.ts).
    const assets = `${out}.assets`;
    rmSync(assets, { recursive: true, force: true });
    const files = await copyMediaFiles(cms.payload, snapshot.media, assets);
    writeFileSync(out, JSON.stringify(snapshot));
    console.log(
      `Exported ${market}: ${Object.keys(snapshot.pages).length} pages, ${snapshot.news.length} news posts, ${snapshot.jobs.length} open job openings, ${snapshot.documents.length} documents, ${files} media files → ${out}`,
    );
  } finally {
    await cms.close();
  }
  return 0;
}

/**
 * What npm start runs before the CMS serves: migrations, the seed of what has never had content, then
 * each market's snapshot, which the builds read (the CMS stores a new one at each publish).
 */
async function prepare(): Promise<number> {
  const cms = await openCms();
  try {
    await seedWhatIsEmpty(cms.payload);
    const { db } = siteDatabase();
    for (const market of markets) await storeMarketSnapshot(cms.payload, db, market);
  } finally {
    await cms.close();
  }
  return 0;
}

async function seedWhatIsEmpty(payload: Payload): Promise<void> {
  const seeds = markets.map((market) => seedSnapshot(market));
  const { totalDocs } = await payload.count({ collection: 'pages', overrideAccess: true });
  if (totalDocs === 0) {
    const { created } = await importSnapshots(payload, seeds);
    console.log(
      `First start: the CMS was seeded with ${created.pages} pages, ${created.news} news posts, ${created.jobs} job openings, ${created.documents} documents and ${created.company} company records.`,
    );
    return;
  }
  // Collections added after the CMS was first seeded get their seed at the first start that has them
  // (no version of theirs exists yet): later, an emptied collection stays empty.
  for (const collection of ['jobs', 'documents'] as const) {
    if ((await payload.countVersions({ collection, overrideAccess: true })).totalDocs > 0) continue;
    const only = seeds.map((seed) => ({
      ...seed,
      pages: {},
      news: [],
      jobs: collection === 'jobs' ? seed.jobs : [],
      documents: collection === 'documents' ? seed.documents : [],
    }));
    const { created } = await importSnapshots(payload, only);
    console.log(`New collection ${collection}: seeded with ${created[collection]} records.`);
  }
}

/** For a user who lost their phone and their recovery codes: they set up a new app at their next sign-in. */
async function resetSecondFactorOf(email: string | undefined): Promise<number> {
  if (!email) throw new UsageError('--email names the user');
  const cms = await openCms();
  try {
    const { docs } = await cms.payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true });
    if (!docs[0]) throw new UsageError(`no user ${email}`);
    await resetSecondFactor(siteDatabase().db, String(docs[0].id));
    console.log(`${email} sets up a new authenticator app at the next sign-in.`);
  } finally {
    await cms.close();
  }
  return 0;
}

/** For a user who cannot use "Forgot password" (no mail reaches them): an operator sets a new password. */
export async function resetPasswordOf(email: string, password: string): Promise<number> {
  const problem = passwordProblem(password, email);
  if (problem) throw new UsageError(problem);
  const cms = await openCms();
  try {
    const { docs } = await cms.payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true });
    if (!docs[0]) throw new UsageError(`no user ${email}`);
    await cms.payload.update({ collection: 'users', id: docs[0].id, data: { password }, overrideAccess: true });
    cms.payload.logger.info({ event: 'password-reset', email, by: 'operator (CLI)' }, 'staff password set by an operator');
    console.log(`${email} signs in with the new password.`);
  } finally {
    await cms.close();
  }
  return 0;
}

export function tasks(values: { market?: string; out?: string; live?: string; email?: string }): Record<string, () => Promise<number>> {
  return { seed, export: () => exportTo(values.market, values.out, values.live), prepare, 'reset-second-factor': () => resetSecondFactorOf(values.email) };
}
