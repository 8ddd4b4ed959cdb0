import { marketProfiles, type MarketProfile } from './company';
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
    const profile = marketProfiles[env.MARKET];
    site = { market: env.MARKET, url: (env.SITE_URL ?? profile.siteUrl).replace(/\/$/, ''), profile };
  }
  return site;
}

export const FOUNDED = 1990;
