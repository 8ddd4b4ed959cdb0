'use client';

import { useEffect } from 'react';
import { flows, type ReportKind } from './fields';
import type { GroupValues, ReportValues } from './validation';

/** Where the reporter is in the form. */
export type Phase =
  | { name: 'intro' }
  | { name: 'step'; index: number }
  | { name: 'review' }
  | { name: 'sending' }
  | { name: 'success'; reference: string; emailed: boolean }
  | { name: 'failure'; message?: string };

export interface Draft {
  kind: ReportKind | null;
  phase: Phase;
  values: ReportValues;
  idempotencyKey: string;
}

/**
 * The unsent report lives in this tab only: it survives a reload, and nothing reaches the server before Send.
 * The form's placeholder names the key, so the page's loader fetches the scripts at once when a draft waits.
 */
export const DRAFT_KEY = 'report-draft';

/** A new report of a kind: each repeatable group starts with as many empty items as it needs. */
export function emptyValues(kind: ReportKind | null): ReportValues {
  if (!kind) return {};
  const values: ReportValues = { kind };
  for (const group of flows[kind].flatMap((step) => step.groups)) {
    if (group.repeat) values[group.key] = Array.from({ length: group.repeat.min }, (): GroupValues => ({ ...group.repeat!.defaults }));
  }
  return values;
}

export function freshDraft(): Draft {
  return { kind: null, phase: { name: 'intro' }, values: {}, idempotencyKey: crypto.randomUUID() };
}

export function loadDraft(): Draft {
  try {
    const stored = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Draft | null;
    if (stored?.idempotencyKey && ['intro', 'step', 'review'].includes(stored.phase?.name)) return stored;
  } catch {
    // A damaged draft is dropped rather than trusted.
  }
  return freshDraft();
}

export function discardDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}

/** Keeps the draft in this tab on every change of answers or position, and drops it once the report is sent. */
export function useDraftKeeping(draft: Draft): void {
  const { kind, phase, values, idempotencyKey } = draft;
  useEffect(() => {
    if (phase.name === 'success') discardDraft();
    else if (phase.name !== 'sending' && phase.name !== 'failure') {
      sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ kind, phase, values, idempotencyKey } satisfies Draft));
    }
  }, [kind, phase, values, idempotencyKey]);
}
