import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { inLargeCells, MIN_GROUP, withheldRow } from './privacy';

describe('small groups kept private', () => {
  it('withholds every count of 1 to 4 and keeps 0 and 5 or more', () => {
    assert.deepEqual(withheldRow([0, 5, 3, 2, 12]), [0, 5, null, null, 12]);
    assert.deepEqual(withheldRow([7, 0, 9]), [7, 0, 9]);
  });

  it("withholds the smallest other count beside a single small one, so the row's total does not give it away", () => {
    assert.deepEqual(withheldRow([6, 1, 9, 0]), [null, null, 9, 0]);
    assert.deepEqual(withheldRow([20, 0, 0, 4, 0, 5]), [20, 0, 0, null, 0, null]);
  });

  it('leaves no row from which its total tells a withheld count (generated rows)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 30 }), { minLength: 2, maxLength: 7 }), (counts) => {
        fc.pre(counts.reduce((sum, count) => sum + count, 0) >= MIN_GROUP);
        const shown = withheldRow(counts);
        const withheld = shown.filter((count) => count === null).length;
        return shown.every((count) => count === null || count === 0 || count >= MIN_GROUP) && withheld !== 1;
      }),
    );
  });

  it('leaves out the responses of cells under 5, whichever filter unites them', () => {
    const rows = [...Array(5).fill('cro/self'), ...Array(2).fill('cro/parent'), ...Array(4).fill('slo/self')].map((cell) => ({ cell }));
    const { kept, leftOut } = inLargeCells(rows, (row) => row.cell);
    assert.deepEqual([...new Set(kept.map((row) => row.cell))], ['cro/self']);
    assert.equal(leftOut, true);
    assert.equal(inLargeCells(rows.slice(0, 5), (row) => row.cell).leftOut, false);
  });
});
