/**
 * Who may see and handle PV cases, in one place. Reports are health data:
 * pharmacovigilance officers see their markets' cases, administrators all;
 * editors see none. Both roles must have passed the second factor.
 */
import { markets } from '@/config/markets';

export interface CaseStaff {
  email: string;
  role: string;
  markets?: readonly string[] | null;
  /** Whether this session has passed the second factor (TOTP or a recovery code). */
  secondFactor: boolean;
}

export function caseMarketsOf(user: CaseStaff | undefined): readonly string[] {
  if (!user?.secondFactor) return [];
  if (user.role === 'admin') return markets;
  if (user.role === 'pharmacovigilance') return user.markets ?? [];
  return [];
}

export const mayHandleCases = (user: CaseStaff | undefined) => caseMarketsOf(user).length > 0;

/** Deleting a case past its retention period is an administrator's decision. */
export const mayDeleteCases = (user: CaseStaff | undefined) => user?.role === 'admin' && user.secondFactor;
