import type { PayloadRequest } from 'payload';
import { malformedTextAt, nestedDeeperThan } from '@/lib/text';
import { touchVerifiedSession } from '@/features/staff/store';
import type { Staff } from '../access';
import { siteDatabase } from '../database';

/** The signed-in person as the back offices judge them: role, markets, and whether this sign-in passed the second factor. */
export interface BackOfficeStaff {
  email: string;
  role: string;
  markets: readonly string[];
  secondFactor: boolean;
}

type SignedIn = Staff & { _sid?: string };

/** The person behind a request, with their session's second factor checked (and its idle clock touched); undefined when signed out. */
export async function backOfficeStaff(req: PayloadRequest): Promise<BackOfficeStaff | undefined> {
  const user = req.user as SignedIn | null | undefined;
  if (!user?._sid) return undefined;
  const secondFactor = await touchVerifiedSession(siteDatabase().db, { userId: String(user.id), sessionId: user._sid });
  return { email: user.email, role: user.role, markets: user.markets ?? [], secondFactor };
}

/**
 * A back-office POST's JSON body: {} when it holds none or no JSON; undefined when it cannot be
 * taken (nested past any form's depth, or holding text that is not well-formed Unicode).
 */
export async function postedJson(req: PayloadRequest): Promise<Record<string, unknown> | undefined> {
  let body: unknown;
  try {
    body = (await req.json?.()) ?? {};
  } catch {
    return {};
  }
  if (nestedDeeperThan(body) || malformedTextAt(body) !== undefined) return undefined;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
