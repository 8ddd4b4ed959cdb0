/**
 * Where the bars of a survey chart go: one horizontal bar per answer, its
 * label before it and its count after it. Kept apart from the drawing so the
 * arithmetic can be tested without a browser.
 */

export interface ChartRow {
  key: string;
  label: string;
  /** null: withheld, a group too small to show (packages/features/survey/privacy.ts); drawn with no bar. */
  count: number | null;
  /** Skipped answers: drawn apart from the given ones. */
  muted?: boolean;
}

interface PlacedRow extends ChartRow {
  y: number;
  barWidth: number;
  /** Where the count's text starts, just past the bar's end. */
  valueX: number;
}

export interface ChartLayout {
  width: number;
  height: number;
  labelWidth: number;
  rowHeight: number;
  rows: PlacedRow[];
}

export const CHART_WIDTH = 600;
const ROW_HEIGHT = 22;
const ROW_GAP = 6;
const PADDING = 4;
/** Room kept after the longest bar for its count and share, e.g. "1234 (100 %)". */
const VALUE_ROOM = 96;
/** An average character of the 13-unit labels is narrower than this; overestimating keeps long labels inside the drawing. */
const CHARACTER_WIDTH = 6.8;
const [MIN_LABEL_WIDTH, MAX_LABEL_WIDTH] = [48, 280];
/** A bar of a few answers among thousands still shows as a sliver, so a non-zero count never looks like none. */
const MIN_VISIBLE_BAR = 2;

/** The label column fits the longest label, within bounds, so short scales leave the bars room. */
export function labelWidthFor(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((label) => label.length));
  return Math.round(Math.min(MAX_LABEL_WIDTH, Math.max(MIN_LABEL_WIDTH, longest * CHARACTER_WIDTH + 12)));
}

/** The rows' sum, where none is withheld. */
const sumOf = (rows: readonly ChartRow[]): number => rows.reduce((sum, row) => sum + (row.count ?? 0), 0);

/**
 * Bars are the share of all responses (given and skipped together, `total`), not
 * of the largest count, so that charts of different questions compare at a glance.
 */
export function barLayout(rows: readonly ChartRow[], total = sumOf(rows)): ChartLayout {
  const labelWidth = labelWidthFor(rows.map((row) => row.label));
  const plotWidth = CHART_WIDTH - labelWidth - VALUE_ROOM;
  const placed = rows.map((row, index) => {
    const count = row.count ?? 0;
    const exact = total > 0 ? (plotWidth * count) / total : 0;
    // Tenths of a unit: finer than a pixel, and the markup stays readable.
    const barWidth = count > 0 ? Math.round(Math.max(MIN_VISIBLE_BAR, exact) * 10) / 10 : 0;
    return { ...row, y: PADDING + index * (ROW_HEIGHT + ROW_GAP), barWidth, valueX: labelWidth + barWidth + 6 };
  });
  const height = PADDING * 2 + rows.length * ROW_HEIGHT + Math.max(0, rows.length - 1) * ROW_GAP;
  return { width: CHART_WIDTH, height, labelWidth, rowHeight: ROW_HEIGHT, rows: placed };
}

/** A count's share of all, 0 when there are none (no division by zero on an empty filter). */
export const shareOf = (count: number, total: number): number => (total > 0 ? count / total : 0);
