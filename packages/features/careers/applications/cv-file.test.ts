import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { base64Of, cvFileName, cvFileProblem, cvPayload } from './cv-file';
import { applicationFieldErrors, applicationSchema, APPLICATION_LIMITS, CV_MAX_BYTES, cvSchema } from './validation';

const pdf = (bytes: number, name = 'cv.pdf') => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('the CV check before sending', () => {
  it('asks for a file when none is chosen, or the chosen one is empty', () => {
    assert.equal(cvFileProblem(null), 'cvMissing');
    assert.equal(cvFileProblem(undefined), 'cvMissing');
    assert.equal(cvFileProblem(pdf(0)), 'cvMissing');
  });

  it('takes a file up to the limit and refuses one byte more', () => {
    assert.equal(cvFileProblem(pdf(1)), undefined);
    assert.equal(cvFileProblem(pdf(CV_MAX_BYTES)), undefined);
    assert.equal(cvFileProblem(pdf(CV_MAX_BYTES + 1)), 'cvTooLarge');
  });
});

describe('base64 of the CV', () => {
  it('matches Node’s encoding at every padding and across piece boundaries', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 24_575, 24_576, 24_577, 49_153, 100_000]) {
      const bytes = Uint8Array.from({ length }, (_, index) => (index * 7919 + length) % 256);
      assert.equal(base64Of(bytes), Buffer.from(bytes).toString('base64'), `${length} bytes`);
    }
  });

  it('encodes the largest CV within the schema’s limit, quickly', () => {
    const bytes = new Uint8Array(CV_MAX_BYTES).fill(0xff);
    const started = performance.now();
    const data = base64Of(bytes);
    // Linear work takes well under a second; a quadratic one would take minutes.
    assert.ok(performance.now() - started < 5000);
    assert.equal(data, Buffer.from(bytes).toString('base64'));
    assert.equal(cvSchema.safeParse({ fileName: 'cv.pdf', data }).success, true);
  });
});

describe('the CV’s file name', () => {
  it('keeps an ordinary name', () => {
    assert.equal(cvFileName('Ana Horvat – životopis.pdf'), 'Ana Horvat – životopis.pdf');
  });

  it('turns control characters into spaces and names a blank file', () => {
    assert.equal(cvFileName('cv\u0007\nnew.docx'), 'cv  new.docx');
    assert.equal(cvFileName(' \t '), 'cv');
  });

  it('shortens a long name to the limit, keeping the extension and whole characters', () => {
    const name = cvFileName(`${'😀'.repeat(150)}.docx`);
    assert.ok(name.length <= APPLICATION_LIMITS.fileName, `${name.length}`);
    assert.ok(name.endsWith('😀.docx'));
    assert.doesNotMatch(name, /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});

describe('the CV as the request carries it', () => {
  it('passes the shared schema with the rest of an application', async () => {
    const cv = await cvPayload(new File([new TextEncoder().encode('%PDF-1.7\n')], 'cv.pdf'));
    assert.deepEqual(cv, { fileName: 'cv.pdf', data: Buffer.from('%PDF-1.7\n').toString('base64') });
    const parsed = applicationSchema.safeParse({
      opening: null,
      name: 'Ana Horvat',
      email: 'ana@example.com',
      phone: '+385 1 234 5678',
      privacyAccepted: true,
      cv,
    });
    assert.equal(parsed.success, true, parsed.success ? '' : JSON.stringify(applicationFieldErrors(parsed.error)));
  });
});
