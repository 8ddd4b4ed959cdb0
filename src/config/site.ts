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
