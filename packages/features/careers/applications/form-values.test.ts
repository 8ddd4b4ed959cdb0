import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applicationBody, applicationFormSchema, emptyApplication, fieldOfPath, type ApplicationFormValues } from './form-values';
import { applicationSchema, CV_MAX_BYTES } from './validation';

const filled: ApplicationFormValues = {
  ...emptyApplication,
  name: ' Ana Horvat ',
  email: 'ana@example.com',
  phone: '+385 1 234 5678',
  privacyAccepted: true,
  cv: new File([new TextEncoder().encode('%PDF-1.7')], 'cv.pdf'),
};

function codesOf(values: ApplicationFormValues): Record<string, string> {
  const parsed = applicationFormSchema.safeParse(values);
  if (parsed.success) return {};
  // The first issue of each field, as the resolver shows it.
  return Object.fromEntries(parsed.error.issues.toReversed().map((issue) => [String(issue.path[0]), issue.message]));
}

describe('the form’s validation in the browser', () => {
  it('accepts a complete application, trimmed, with the optional fields left out', () => {
    const parsed = applicationFormSchema.safeParse(filled);
    assert.equal(parsed.success, true);
    assert.equal(parsed.data?.name, 'Ana Horvat');
    assert.equal(parsed.data?.coverLetter, '');
    assert.equal(parsed.data?.pool, false);
  });

  it('words an empty form with the shared codes, the CV included', () => {
    assert.deepEqual(codesOf(emptyApplication), {
      name: 'required',
      email: 'required',
      phone: 'required',
      privacyAccepted: 'acceptPrivacy',
      cv: 'cvMissing',
    });
  });

  it('refuses a CV over the limit before anything is sent', () => {
    const large = new File([new Uint8Array(CV_MAX_BYTES + 1)], 'cv.pdf');
    assert.deepEqual(codesOf({ ...filled, cv: large }), { cv: 'cvTooLarge' });
  });
});

describe('what the form sends', () => {
  it('is an application the server’s schema takes, for an opening or an open application', async () => {
    for (const opening of [7, null]) {
      const body = await applicationBody(filled, opening);
      assert.equal(body.opening, opening);
      assert.equal(body.cv.data, Buffer.from('%PDF-1.7').toString('base64'));
      assert.equal(applicationSchema.safeParse(body).success, true);
    }
  });
});

describe('a server error’s field', () => {
  it('is the CV for its parts, `opening` for a closed opening, and nothing for an unknown path', () => {
    assert.equal(fieldOfPath('cv'), 'cv');
    assert.equal(fieldOfPath('cv.data'), 'cv');
    assert.equal(fieldOfPath('cv.fileName'), 'cv');
    assert.equal(fieldOfPath('phone'), 'phone');
    assert.equal(fieldOfPath('opening'), 'opening');
    assert.equal(fieldOfPath('locale'), undefined);
  });
});
