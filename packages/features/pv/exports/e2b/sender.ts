import { marketProfiles } from '@/content/company';
import type { Market } from '@/config/markets';
import { COUNTRY, RECEIVER } from './codes';

/**
 * C.3 and the message headers for a market, from the company's
 * configuration (packages/content/company.ts): the sender is the company's
 * pharmacovigilance function, the receiver the market's medicines agency.
 */
export interface E2bSender {
  /** N.1.3 and N.2.r.2, e.g. FARMADRIA-HR. */
  senderId: string;
  /** N.1.4 and N.2.r.3: HALMED, JAZMP or ALMBIH. */
  receiverId: string;
  country: string;
  /** C.1.1 and C.1.8.1 follow ICH's country-company-number form: HR-FARMADRIA-NUS-2026-000042. */
  caseIdPrefix: string;
  organisation: string;
  street?: string;
  postcode?: string;
  city?: string;
  phone: string;
  email: string;
}

const SEAT = /^(.+?),\s*(\d{4,6})\s+(.+)$/;

export function e2bSender(market: Market): E2bSender {
  const profile = marketProfiles[market];
  const country = COUNTRY[market];
  const company = profile.brandName.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const seat = SEAT.exec(profile.registration.seat);
  return {
    senderId: `${company}-${country}`,
    receiverId: RECEIVER[market],
    country,
    caseIdPrefix: `${country}-${company}-`,
    organisation: profile.registration.legalName,
    ...(seat ? { street: seat[1], postcode: seat[2], city: seat[3] } : {}),
    phone: profile.pharmacovigilance.phone.replace(/[^+\d]/g, ''),
    email: profile.pharmacovigilance.email,
  };
}
