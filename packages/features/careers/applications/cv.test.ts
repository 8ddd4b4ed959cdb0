import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkCv, cvFileName } from './cv';
import { bombDocx, pdfWithOpenActionScript, sampleDocx, sampleExecutable, samplePdf, sampleSvg, sampleZip } from './sample-cvs';
import { CV_MAX_BYTES } from './validation';

const base64 = (bytes: Buffer) => bytes.toString('base64');

describe('a CV is judged by its bytes', () => {
  it('takes a PDF and a DOCX, and gives back the same bytes', async () => {
    for (const [bytes, kind] of [
      [samplePdf(), 'pdf'],
      [sampleDocx(), 'docx'],
    ] as const) {
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

  it('refuses a DOCX bomb, a DOCX cut short and a PDF with script, each with its own reason', async () => {
    assert.deepEqual(await checkCv(base64(bombDocx(30 * 1024 * 1024))), { ok: false, code: 'cvUnpacksTooLarge' });
    const docx = sampleDocx();
    assert.deepEqual(await checkCv(base64(docx.subarray(0, docx.length - 40))), { ok: false, code: 'cvDamaged' });
    assert.deepEqual(await checkCv(base64(pdfWithOpenActionScript())), { ok: false, code: 'cvPdfScript' });
  });

  it('refuses an empty file and one over 10 MB', async () => {
    assert.deepEqual(await checkCv(''), { ok: false, code: 'cvMissing' });
    const large = Buffer.concat([samplePdf(), Buffer.alloc(CV_MAX_BYTES)]);
    assert.deepEqual(await checkCv(base64(large)), { ok: false, code: 'cvTooLarge' });
  });
});

describe('the stored file name', () => {
  it("keeps the applicant's base name and takes the extension from the bytes", () => {
    assert.equal(cvFileName('Životopis Ana.pdf', 'pdf'), 'Životopis Ana.pdf');
    assert.equal(cvFileName('C:\\Users\\ana\\cv.exe', 'pdf'), 'cv.pdf');
    assert.equal(cvFileName('../../etc/passwd', 'docx'), 'passwd.docx');
    assert.equal(cvFileName('"quoted"\u0007.docx', 'docx'), 'quoted.docx');
    assert.equal(cvFileName('.pdf', 'pdf'), 'cv.pdf');
  });

  it('drops bidi and other invisible characters, so HR sees the name as it is, and keeps every letter', () => {
    // U+202E would show "cvfdp.exe.pdf" reversed from it on, hiding where the name ends.
    assert.equal(cvFileName('cv\u202Efdp.exe.pdf', 'pdf'), 'cvfdp.exe.pdf');
    const invisible = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
      '\u200B',
      '\uFEFF',
      '\u00AD',
      '\u0000',
      '\u001B',
      '\u007F',
      '\u0085',
      '\u009B',
      '\u2028',
      '\u2029',
    ];
    for (const character of invisible) {
      assert.equal(cvFileName(`Ana${character}Horvat.pdf`, 'pdf'), 'AnaHorvat.pdf', `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`);
    }
    assert.equal(cvFileName('životopis-čđž ĆŠ.pdf', 'pdf'), 'životopis-čđž ĆŠ.pdf');
    assert.equal(cvFileName('Ana 😀 مريم.docx', 'docx'), 'Ana 😀 مريم.docx');
  });
});
