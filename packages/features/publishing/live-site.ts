/**
 * The site a public server is serving, switched to a new build in one step:
 * each request reads the current build once, so it is answered wholly from
 * the old build or wholly from the new one. Pages of the old build that are
 * already open in a browser still find their scripts: the previous build's
 * hashed assets (/_next/static/*) stay available next to the new ones.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marketProfiles, profileOf, type MarketProfile } from '@/content/company';
import type { Market } from '@/config/markets';
import type { Job } from '@/content/job-schema';
import { readSnapshotFile } from '@/content/snapshot';
import { loadStaticSite, type StaticFile, type StaticSite } from '@/platform/static-site';

export interface LiveSite {
  readonly market: Market;
  /** The build being served; read it once per request. */
  site(): StaticSite;
  /** The company facts of the build being served (contact recipients, PV addresses). */
  profile(): MarketProfile;
  buildId(): string;
  /**
   * The earliest deadline of the job openings the build shows, when it was
   * built from the CMS (a seed build is never rebuilt by a server).
   */
  openingsCloseOn(): string | undefined;
  /** The job openings of the build being served (those past their deadline included). */
  jobs(): Job[];
  /** Loads a build folder and serves it from now on. */
  switchTo(dir: string): void;
}

const STATIC_PREFIX = '/_next/static/';

/** What a build's content snapshot tells the server: its company facts, its openings and when the first of them closes. */
interface BuildFacts {
  profile: MarketProfile;
  jobs: Job[];
  /** Only for a build made from the CMS: a seed build is never rebuilt by a server. */
  closes: string | undefined;
}

/** One read of the build's snapshot (a validated parse of some hundred KB) for every fact the server keeps. */
function factsOfBuild(dir: string, market: Market): BuildFacts {
  const content = path.join(dir, 'content.json');
  if (!existsSync(content)) return { profile: marketProfiles[market], jobs: [], closes: undefined };
  const snapshot = readSnapshotFile(content);
  const info = path.join(dir, 'build.json');
  const fromCms = existsSync(info) && (JSON.parse(readFileSync(info, 'utf8')) as { contentSource?: string }).contentSource === 'cms';
  return {
    profile: profileOf(market, snapshot.company),
    jobs: snapshot.jobs,
    closes: fromCms ? snapshot.jobs.map((job) => job.deadline).sort()[0] : undefined,
  };
}

export function liveSite(market: Market, dir: string): LiveSite {
  let site = loadStaticSite(dir, market);
  let own = staticFilesOf(site);
  let facts = factsOfBuild(dir, market);
  let buildId = path.basename(dir);
  return {
    market,
    site: () => site,
    profile: () => facts.profile,
    buildId: () => buildId,
    openingsCloseOn: () => facts.closes,
    jobs: () => facts.jobs,
    switchTo(next: string) {
      const loaded = loadStaticSite(next, market);
      const nextFacts = factsOfBuild(next, market);
      const nextOwn = staticFilesOf(loaded);
      for (const [url, file] of own) if (!loaded.files.has(url)) loaded.files.set(url, file);
      // One assignment each, between requests: no request sees half a switch.
      site = loaded;
      own = nextOwn;
      facts = nextFacts;
      buildId = path.basename(next);
    },
  };
}

function staticFilesOf(site: StaticSite): Map<string, StaticFile> {
  return new Map([...site.files].filter(([url]) => url.startsWith(STATIC_PREFIX)));
}
