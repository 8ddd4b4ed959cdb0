import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { barLayout, CHART_WIDTH, labelWidthFor, shareOf } from './survey-chart-geometry';

const rows = (...counts: number[]) => counts.map((count, index) => ({ key: String(index + 1), label: `${index + 1} – Agree`, count }));

describe('the survey charts’ geometry', () => {
  it('draws each bar as its share of all responses', () => {
    const layout = barLayout(rows(10, 30, 0, 60));
    const plot = layout.rows.reduce((sum, row) => sum + row.barWidth, 0);
    assert.deepEqual(
      layout.rows.map((row) => Math.round((row.barWidth / plot) * 100)),
      [10, 30, 0, 60],
    );
  });

  it('keeps every bar and its count inside the drawing', () => {
    const layout = barLayout(rows(0, 0, 1000, 0, 0));
    const full = layout.rows[2]!;
    assert.ok(full.valueX + 90 <= CHART_WIDTH, `value at ${full.valueX}`);
    assert.ok(layout.rows.every((row) => row.barWidth >= 0 && row.y + layout.rowHeight <= layout.height));
  });

  it('shows a single answer among thousands as a sliver, and none as nothing', () => {
    const layout = barLayout(rows(1, 5000, 0));
    assert.ok(layout.rows[0]!.barWidth >= 2);
    assert.equal(layout.rows[2]!.barWidth, 0);
    assert.equal(layout.rows[2]!.valueX, layout.labelWidth + 6);
  });

  it('draws no bar when nobody answered', () => {
    const layout = barLayout(rows(0, 0, 0));
    assert.deepEqual(
      layout.rows.map((row) => row.barWidth),
      [0, 0, 0],
    );
  });

  it('stacks the rows without overlap and grows with their number', () => {
    const layout = barLayout(rows(1, 2, 3, 4, 5, 6));
    layout.rows.slice(1).forEach((row, index) => assert.ok(row.y >= layout.rows[index]!.y + layout.rowHeight));
    assert.ok(barLayout(rows(1, 2)).height < layout.height);
  });

  it('fits the label column to the longest label, within bounds', () => {
    assert.ok(labelWidthFor(['Sploh se ne strinjam']) > labelWidthFor(['Skipped']));
    assert.equal(labelWidthFor(['1']), labelWidthFor([]));
    assert.equal(labelWidthFor(['x'.repeat(200)]), labelWidthFor(['x'.repeat(300)]));
  });

  it("draws no bar for a withheld count, and the others as their share of the group's total", () => {
    const layout = barLayout([...rows(10, 0), { key: 'withheld', label: 'Skipped', count: null }], 20);
    assert.equal(layout.rows[2]!.barWidth, 0);
    const plot = CHART_WIDTH - layout.labelWidth - 96;
    assert.equal(layout.rows[0]!.barWidth, Math.round((plot / 2) * 10) / 10, 'half of the 20 responses, the withheld ones counted in the whole');
  });

  it('answers a share of nothing as 0', () => {
    assert.equal(shareOf(3, 0), 0);
    assert.equal(shareOf(1, 4), 0.25);
  });
});
