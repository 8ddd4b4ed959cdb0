/** The case as GET /api/cases/:reference answers it (src/features/pv/cases/api.ts). */
import type { CaseEvent } from './case-words';

export interface CaseView {
  case: {
    reference: string;
    market: string;
    kind: string;
    status: string;
    serious: boolean;
    receivedAt: string;
    dayZero: string | null;
    dueOn: string | null;
    overdue: boolean;
    assignee: string | null;
    expectedness: 'listed' | 'unlisted' | null;
    narrative: string | null;
  };
  report: { locale: string; schemaVersion: number; payload: unknown };
  sections: Array<{ heading: string; rows: Array<[string, string]> }>;
  assessment: {
    items: { reactions: Array<{ index: number; text: string }>; medicines: Array<{ index: number; name: string }> };
    codes: Array<{ reaction: number; meddraVersion: string; lltCode: string; lltTerm: string }>;
    causality: Array<{ reaction: number; medicine: number; result: string }>;
    draftNarrative: string;
  };
  officers: string[];
  questions: Array<{ id: string; question: string; askedBy: string; askedAt: string; dueOn: string; answeredAt: string | null; answeredByReference: string | null; answer: string | null }>;
  timeline: CaseEvent[];
  chain: Array<{ reference: string; receivedAt: string }>;
  duplicates: Array<{ reference: string; state: string }>;
  mail: Array<{ id: string; kind: string; to: string[]; subject: string; status: string; attempts: number; lastError: string | null; sentAt: string | null }>;
}

/** Sends an action on the case; resolves once the view shows its outcome. */
export type Act = (action: string, body: Record<string, unknown>) => Promise<boolean>;
