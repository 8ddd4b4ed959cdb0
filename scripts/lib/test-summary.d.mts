export interface PhaseSummary {
  run: number;
  skipped: { test: string; reason: string }[];
}
export const SUMMARY_DIR_VARIABLE: string;
export function saveSummary(phase: 'unit' | 'e2e', summary: PhaseSummary, dir?: string): void;
export function summaryReport(dir: string): string[];
