import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatReceipt, normaliseReceipt, RECEIPT, RECEIPT_ALPHABET } from './receipt';
import { receiptSchema } from './validation';

describe('receipt codes', () => {
  it('reads a code as people type it: any case, spaces and dashes, O for 0 and I or L for 1', () => {
    assert.equal(normaliseReceipt(' abcd-efgh jkmn '), 'ABCDEFGHJKMN');
    assert.equal(normaliseReceipt('O0IL-abcd-efgh'), '0011ABCDEFGH');
  });

  it('accepts twelve characters of the alphabet and nothing else', () => {
    assert.ok(RECEIPT.test('ABCDEFGHJKMN'));
    assert.ok(RECEIPT.test(RECEIPT_ALPHABET.slice(0, 12)));
    assert.ok(!RECEIPT.test('ABCDEFGHJKM'), 'too short');
    assert.ok(!RECEIPT.test('ABCDEFGHJKMU'), 'U is not in the alphabet');
  });

  it('shows a code in groups of four', () => {
    assert.equal(formatReceipt('ABCDEFGHJKMN'), 'ABCD-EFGH-JKMN');
  });

  it('is judged the same by the schema the server uses', () => {
    assert.deepEqual(receiptSchema.parse({ receipt: 'abcd efgh jkmn' }), { receipt: 'ABCDEFGHJKMN' });
    assert.ok(!receiptSchema.safeParse({ receipt: 'ABCD-EFGH' }).success);
  });
});
