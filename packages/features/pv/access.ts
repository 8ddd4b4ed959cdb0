/**
 * Who may see and handle PV cases: the roles the capability map gives health
 * data (packages/features/staff/capabilities.ts), for their markets, once the
 * session passed the second factor. Reports are health data.
 */
import { deletesCases, healthDataMarketsOf } from '@/features/staff/capabilities';

export interface CaseStaff {
  email: string;
  role: string;
  markets?: readonly string[] | null;
  /** Whether this session has passed the second factor (TOTP or a recovery code). */
  secondFactor: boolean;
}

export function caseMarketsOf(user: CaseStaff | undefined): readonly string[] {
  return user?.secondFactor ? healthDataMarketsOf(user) : [];
}

/** Deleting a case past its retention period is an administrator's decision. */
export const mayDeleteCases = (user: CaseStaff | undefined) => Boolean(user?.secondFactor) && deletesCases(user);
