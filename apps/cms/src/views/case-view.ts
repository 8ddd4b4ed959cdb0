/** The case as GET /api/cases/:reference answers it (apps/cms/src/endpoints/cases-api.ts). */
import type { DictionaryTerm } from '@/features/pv/coding/dictionaries';
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
  /** The case's dictionary (MedDRA for human cases, VeDDRA for veterinary ones), its current release (none imported: null) and the coded events. */
  coding: {
    dictionary: 'meddra' | 'veddra';
    release: { version: string; languages: string[] } | null;
    events: Array<CodedTerm & { id: string; reaction: number; dictionary: string; version: string; criteria: string[]; outcome: number }>;
  };
  officers: string[];
  questions: Array<{
    id: string;
    question: string;
    askedBy: string;
    askedAt: string;
    dueOn: string;
    answeredAt: string | null;
    answeredByReference: string | null;
    answer: string | null;
  }>;
  timeline: CaseEvent[];
  chain: Array<{ reference: string; receivedAt: string }>;
  duplicates: Array<{ reference: string; state: string }>;
  /** What closing would leave open: unanswered questions and the report to the authority while its clock runs. */
  openItems: { questions: Array<{ id: string; question: string; dueOn: string }>; reportDue: string | null };
  mail: Array<{ id: string; kind: string; to: string[]; subject: string; status: string; attempts: number; lastError: string | null; sentAt: string | null }>;
}

/** An LLT with its PT and primary SOC, as the lookup finds it and a coded event keeps it. */
export type CodedTerm = Omit<DictionaryTerm, 'current'>;

/** Sends an action on the case; resolves once the view shows its outcome. */
export type Act = (action: string, body: Record<string, unknown>) => Promise<boolean>;
