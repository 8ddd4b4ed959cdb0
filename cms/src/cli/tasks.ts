/** The CMS commands that need Payload: seed, export, prepare (see cms/cli.ts). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isMarket, markets } from '@/config/markets';
import { seedSnapshot } from '@/content/seed';
import { openCms } from '../open';
import { exportSnapshot } from '../snapshot/export';
import { importSnapshots } from '../snapshot/import';
import { UsageError } from './create-user';

async function seed(): Promise<number> {
  const cms = await openCms();
  try {
    const { created } = await importSnapshots(cms.payload, markets.map(seedSnapshot));
    console.log(`Seed imported: ${created.pages} pages, ${created.news} news posts, ${created.company} company records created (existing ones left as they are).`);
  } finally {
    await cms.close();
  }
  return 0;
}

async function exportTo(market: string | undefined, out: string | undefined): Promise<number> {
  if (!isMarket(market)) throw new UsageError(`--market must be one of ${markets.join(', ')}`);
  if (!out) throw new UsageError('--out needs a file name');
  const cms = await openCms();
  try {
    const snapshot = await exportSnapshot(cms.payload, market);
    mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    writeFileSync(out, JSON.stringify(snapshot));
    console.log(`Exported ${market}: ${Object.keys(snapshot.pages).length} pages, ${snapshot.news.length} news posts → ${out}`);
  } finally {
    await cms.close();
  }
  return 0;
}

/** What npm start runs before the CMS serves: migrations, then the seed when the CMS has no content yet. */
async function prepare(): Promise<number> {
  const cms = await openCms();
  try {
    const { totalDocs } = await cms.payload.count({ collection: 'pages', overrideAccess: true });
    if (totalDocs === 0) {
      const { created } = await importSnapshots(cms.payload, markets.map(seedSnapshot));
      console.log(`First start: the CMS was seeded with ${created.pages} pages, ${created.news} news posts and ${created.company} company records.`);
    }
  } finally {
    await cms.close();
  }
  return 0;
}

export function tasks(values: { market?: string; out?: string }): Record<string, () => Promise<number>> {
  return { seed, export: () => exportTo(values.market, values.out), prepare };
}
