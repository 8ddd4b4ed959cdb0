import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cardGridClass, columnsFor } from './card-grid';

describe('a band of cards', () => {
  it('fills its rows: six figures as 3 + 3, eight as 4 + 4, five services as 3 + 2, four as 2 + 2', () => {
    assert.equal(columnsFor(6, 4), 3);
    assert.equal(columnsFor(8, 4), 4);
    assert.equal(columnsFor(7, 4), 4);
    assert.equal(columnsFor(5, 4), 3);
    assert.equal(columnsFor(5, 3), 3);
    assert.equal(columnsFor(4, 3), 2);
    assert.equal(columnsFor(9, 3), 3);
  });

  it('puts a few cards in one row, and a lone card across the band', () => {
    assert.equal(columnsFor(2, 4), 2);
    assert.equal(columnsFor(3, 3), 3);
    assert.equal(columnsFor(1, 3), 1);
    assert.match(cardGridClass(1, 3), /(^| )lg:\*:w-full( |$)/);
    assert.doesNotMatch(cardGridClass(1, 3), /sm:\*:w-\[calc/);
  });

  it('centres a short last row', () => {
    assert.match(cardGridClass(5, 3), /justify-center/);
    assert.match(cardGridClass(5, 3), /lg:\*:w-\[calc\(\(100%-2.5rem\)\/3\)\]/);
  });
});
