import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { MAX_ENTRIES, UNPACK_RATIO_MAX, zipProblem } from './cv-zip';
import { bombDocx, docxParts, sampleDocx, zipOf } from './sample-cvs';
import { CV_MAX_BYTES } from './validation';

const MB = 1024 * 1024;

describe('a DOCX is checked for what it unpacks to', () => {
  it('takes a normal DOCX, stored or deflated, with a photo', async () => {
    assert.equal(await zipProblem(sampleDocx()), undefined);
    const deflated = Object.fromEntries(Object.entries(docxParts()).map(([name, content]) => [name, { content, deflate: true }]));
    // A photo barely compresses; the text parts compress some tenfold.
    const withPhoto = zipOf({ ...deflated, 'word/media/image1.jpeg': { content: randomBytes(2 * MB), deflate: true } });
    assert.equal(await zipProblem(withPhoto), undefined);
  });

  it('refuses the bomb: a part of many MB of zeros, deflated a thousandfold', async () => {
    const bomb = bombDocx(30 * MB);
    assert.ok(bomb.length < 64 * 1024, `${bomb.length} bytes`);
    assert.equal(await zipProblem(bomb), 'cvUnpacksTooLarge');
  });

  it('refuses a DOCX that unpacks to more than 50 MB in all, at a harmless ratio', async () => {
    // Zeros with a random byte in every 32: some tenfold compression, as a document's markup.
    const sparse = () => {
      const bytes = Buffer.alloc(9 * MB);
      for (let at = 0; at < bytes.length; at += 32) bytes[at] = 1 + Math.floor(Math.random() * 255);
      return bytes;
    };
    const parts = Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`word/media/image${index}.bmp`, { content: sparse(), deflate: true }]));
    const docx = zipOf({ ...docxParts(), ...parts });
    assert.ok(docx.length < CV_MAX_BYTES && docx.length * UNPACK_RATIO_MAX > 54 * MB, `${docx.length} bytes`);
    assert.equal(await zipProblem(docx), 'cvUnpacksTooLarge');
  });

  it('refuses a DOCX of thousands of parts', async () => {
    const parts = Object.fromEntries(Array.from({ length: MAX_ENTRIES }, (_, index) => [`word/p${index}.xml`, { content: '<p/>', deflate: true }]));
    assert.equal(await zipProblem(zipOf({ ...docxParts(), ...parts })), 'cvUnpacksTooLarge');
  });

  it('refuses a bomb whose headers declare a small size: the real inflation is stopped at the limit', async () => {
    const lying = bombDocx(30 * MB, 20_000);
    assert.equal(await zipProblem(lying), 'cvUnpacksTooLarge');
  });

  it('refuses a part that unpacks to other than its headers declare, within the limits', async () => {
    const lying = zipOf({ ...docxParts(), 'word/media/image1.png': { content: Buffer.alloc(500_000), deflate: true, declaredSize: 400_000 } });
    assert.equal(await zipProblem(lying), 'cvDamaged');
  });

  it('refuses a damaged ZIP, never throws: cut short, a directory pointing outside, bytes changed at random', async () => {
    const docx = sampleDocx();
    assert.equal(await zipProblem(docx.subarray(0, docx.length - 30)), 'cvDamaged');
    assert.equal(await zipProblem(Buffer.from('PK')), 'cvDamaged');
    const outside = Buffer.from(docx);
    outside.writeUInt32LE(0x7fffffff, outside.length - 6);
    assert.equal(await zipProblem(outside), 'cvDamaged');
    const deflated = zipOf({ ...docxParts(), 'word/styles.xml': { content: 'x'.repeat(5000), deflate: true } });
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: deflated.length - 1 }), fc.integer({ min: 0, max: 255 }), async (at, byte) => {
        const changed = Buffer.from(deflated);
        changed[at] = byte;
        const problem = await zipProblem(changed);
        assert.ok(problem === undefined || problem === 'cvDamaged' || problem === 'cvUnpacksTooLarge', String(problem));
      }),
      { numRuns: 300 },
    );
  });
});
