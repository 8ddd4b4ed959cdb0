import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkCv, cvFileName } from './cv';
import { sampleDocx, sampleExecutable, samplePdf, sampleSvg, sampleZip } from './sample-cvs';
import { CV_MAX_BYTES } from './validation';

const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('a CV is judged by its bytes', () => {
  it('takes a PDF and a DOCX, and gives back the same bytes', async () => {
    for (const [bytes, kind] of [[samplePdf(), 'pdf'], [sampleDocx(), 'docx']] as const) {
      const checked = await checkCv(base64(bytes));
      assert.ok(checked.ok, kind);
      assert.equal(checked.kind, kind);
      assert.deepEqual(checked.bytes, bytes);
    }
  });

  it('refuses a program, an SVG, a plain ZIP and text, whatever they are called', async () => {
    for (const bytes of [sampleExecutable(), sampleSvg(), sampleZip(), Buffer.from('Ana Horvat, CV')]) {
      assert.deepEqual(await checkCv(base64(bytes)), { ok: false, code: 'cvType' });
    }
  });

  it('refuses an empty file and one over 10 MB', async () => {
    assert.deepEqual(await checkCv(''), { ok: false, code: 'cvMissing' });
    const large = Buffer.concat([samplePdf(), Buffer.alloc(CV_MAX_BYTES)]);
    assert.deepEqual(await checkCv(base64(large)), { ok: false, code: 'cvTooLarge' });
  });
});

describe('the stored file name', () => {
  it('keeps the applicant\'s base name and takes the extension from the bytes', () => {
    assert.equal(cvFileName('Životopis Ana.pdf', 'pdf'), 'Životopis Ana.pdf');
    assert.equal(cvFileName('C:\\Users\\ana\\cv.exe', 'pdf'), 'cv.pdf');
    assert.equal(cvFileName('../../etc/passwd', 'docx'), 'passwd.docx');
    assert.equal(cvFileName('"quoted"\u0007.docx', 'docx'), 'quoted.docx');
    assert.equal(cvFileName('.pdf', 'pdf'), 'cv.pdf');
  });
});
