import { previewSnapshot } from '@/content/preview';
import { buildSnapshot } from '@/content/snapshot';
import { marketProfiles, profileOf, type MarketProfile } from './company';
import { parseEnv } from './env';
import type { Market } from './markets';

/** The market this build is for, and its public base URL. Read at build time. */
export interface Site {
  market: Market;
  url: string;
  profile: MarketProfile;
}

let site: Site | undefined;

export function currentSite(): Site {
  // The CMS previews every market in one process: a preview's site is its snapshot's market, and is not memoised.
  const preview = previewSnapshot();
  if (preview) {
    const profile = profileOf(preview.market, preview.company);
    return { market: preview.market, url: profile.siteUrl, profile };
  }
  if (!site) {
    const env = parseEnv();
    // The company facts of the build's content snapshot, else the seed's.
    const snapshot = buildSnapshot();
    const profile = snapshot ? profileOf(env.MARKET, snapshot.company) : marketProfiles[env.MARKET];
    site = { market: env.MARKET, url: (env.SITE_URL ?? profile.siteUrl).replace(/\/$/, ''), profile };
  }
  return site;
}

export const FOUNDED = 1990;
