'use client';

/**
 * The survey's charts, drawn as SVG: one bar per answer, each named by its
 * label and carrying its count as text, so nothing is told by colour alone.
 * Screen readers get the numbers from the drawing's title, and everyone can
 * open them as a table. A count the server withheld (a group too small to
 * show) has no bar and says so in words.
 */
import { useId } from 'react';
import type { StaffT } from '../i18n/catalogue';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { barLayout, shareOf, type ChartRow } from './survey-chart-geometry';

export type { ChartRow };

/** Payload's theme colours, which its light and dark themes both define with AA contrast to the page. */
const INK = 'var(--theme-elevation-800)';
const BAR = 'var(--theme-success-500)';
const SKIPPED_BAR = 'var(--theme-elevation-500)';
const AXIS = 'var(--theme-elevation-400)';

export interface Formats {
  count: (count: number) => string;
  share: (share: number) => string;
  /** What stands for a withheld count. */
  tooFew: string;
}

/** Counts and shares in the reader's own number format. */
export function formatsFor(locale: string, t: StaffT): Formats {
  const count = new Intl.NumberFormat(locale);
  const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return { count: (value) => count.format(value), share: (value) => share.format(value), tooFew: t('survey:tooFew') };
}

/** A count with its share of the total, or the words for a withheld one. */
const countAndShare = (count: number | null, total: number, formats: Formats) =>
  count === null ? formats.tooFew : `${formats.count(count)} (${formats.share(shareOf(count, total))})`;

function Bars({ rows, total, summary, formats }: { rows: ChartRow[]; total: number; summary: string; formats: Formats }) {
  const titleId = useId();
  const layout = barLayout(rows, total);
  const middle = layout.rowHeight / 2;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      width="100%"
      style={{ maxWidth: `${layout.width}px`, height: 'auto', display: 'block', fontSize: 13 }}
    >
      <title id={titleId}>{summary}</title>
      <line x1={layout.labelWidth} x2={layout.labelWidth} y1={0} y2={layout.height} style={{ stroke: AXIS }} />
      {layout.rows.map((row) => (
        <g key={row.key}>
          <text x={layout.labelWidth - 8} y={row.y + middle} textAnchor="end" dominantBaseline="central" style={{ fill: INK }}>
            {row.label}
          </text>
          <rect x={layout.labelWidth} y={row.y} width={row.barWidth} height={layout.rowHeight} style={{ fill: row.muted ? SKIPPED_BAR : BAR }} />
          <text x={row.valueX} y={row.y + middle} dominantBaseline="central" style={{ fill: INK, fontVariantNumeric: 'tabular-nums' }}>
            {countAndShare(row.count, total, formats)}
          </text>
        </g>
      ))}
    </svg>
  );
}

function CountsTable({ rows, total, labelledBy, formats }: { rows: ChartRow[]; total: number; labelledBy: string; formats: Formats }) {
  const { t } = useStaffTranslation();
  return (
    <details>
      <summary>{t('survey:asTable')}</summary>
      <div className="table">
        <table cellPadding={0} cellSpacing={0} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <th scope="col">{t('survey:answer')}</th>
              <th scope="col">{t('survey:count')}</th>
              <th scope="col">{t('survey:share')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal' }}>
                  {row.label}
                </th>
                {row.count === null ? (
                  <td colSpan={2}>{formats.tooFew}</td>
                ) : (
                  <>
                    <td>{formats.count(row.count)}</td>
                    <td>{formats.share(shareOf(row.count, total))}</td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** A summary for the drawing's title: every row's label and count, in order. */
export function countsText(rows: readonly ChartRow[], formats: Formats, t: StaffT): string {
  return rows.map((row) => t('survey:countOf', { label: row.label, count: row.count === null ? formats.tooFew : formats.count(row.count) })).join('; ');
}

interface ChartProps {
  title: string;
  /** Under the title, e.g. the mean. */
  note?: string;
  rows: ChartRow[];
  /** The responses of the group: the whole of the bars, withheld counts included. */
  total: number;
  summary: string;
  formats: Formats;
}

/** One question: its words, the bars, and the same numbers as a table on demand. */
export function SurveyChart({ title, note, rows, total, summary, formats }: ChartProps) {
  const captionId = useId();
  return (
    <figure className="back-office__panel" style={{ margin: 0, alignContent: 'start' }}>
      <figcaption id={captionId} style={{ display: 'grid', gap: '0.25rem' }}>
        <strong>{title}</strong>
        {note && <span style={{ color: 'var(--theme-elevation-650)' }}>{note}</span>}
      </figcaption>
      <Bars rows={rows} total={total} summary={summary} formats={formats} />
      <CountsTable rows={rows} total={total} labelledBy={captionId} formats={formats} />
    </figure>
  );
}
