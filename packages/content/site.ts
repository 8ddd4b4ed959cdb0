import type { MarketProfile } from './company';
import type { Market } from '@/config/markets';

/** The market a build is for, its public base URL and its profile (settings and company facts); content/source.ts gives the current one. */
export interface Site {
  market: Market;
  url: string;
  profile: MarketProfile;
}

export const FOUNDED = 1990;
