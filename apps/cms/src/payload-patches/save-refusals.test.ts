import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { followRefusals, keepStandingRefusals, refusalsField, refusalsOf, standingRefusalsIn, type FieldState } from './save-refusals';

const markup = 'Tijelo (hr): oznake (HTML) nisu dopuštene.';
const fileRefusal = 'The file is called “fotografija.jpg”, but its content is image/png.';
const photo = { name: 'fotografija.jpg' };

/** The form just after a refused publish: the body refused, the title fine. */
const refused = {
  title: { value: 'Novi centar', valid: true },
  body: { value: 'Tekst <script></script>', valid: false, errorMessage: markup },
  file: { value: photo, valid: false, errorMessage: fileRefusal },
} satisfies Record<string, FieldState>;

describe("a refused save's messages at the fields", () => {
  it('are the invalid fields with their messages and the values refused', () => {
    assert.deepEqual(refusalsOf(refused), [
      { path: 'body', value: 'Tekst <script></script>', message: markup },
      { path: 'file', value: photo, message: fileRefusal },
    ]);
  });

  it('are hidden again when a check of the form marks the unchanged fields valid', () => {
    const afterCheck = { ...refused, body: { ...refused.body, valid: true }, file: { ...refused.file, valid: true } };
    const { standing, hidden } = followRefusals(refusalsOf(refused), afterCheck);
    assert.deepEqual(
      hidden.map((refusal) => refusal.path),
      ['body', 'file'],
    );
    assert.deepEqual(standing, refusalsOf(refused));
  });

  it('hide nothing while the form still shows them', () => {
    const { standing, hidden } = followRefusals(refusalsOf(refused), refused);
    assert.equal(standing.length, 2);
    assert.deepEqual(hidden, []);
  });

  it('go with a field the editor changed, even while it still shows the message for a moment', () => {
    const changed = { ...refused, body: { ...refused.body, value: 'Tekst bez oznaka' }, file: { value: { name: 'skladiste.jpg' }, valid: true } };
    assert.deepEqual(followRefusals(refusalsOf(refused), changed), { standing: [], hidden: [] });
  });

  it('stand for a field changed back to the refused value', () => {
    const { hidden } = followRefusals(refusalsOf(refused), { ...refused, body: { value: 'Tekst <script></script>', valid: true } });
    assert.deepEqual(
      hidden.map((refusal) => refusal.path),
      ['body'],
    );
  });

  it('go with a field that left the form (a removed row)', () => {
    const { title, file } = refused;
    assert.deepEqual(
      followRefusals(refusalsOf(refused), { title, file }).standing.map((refusal) => refusal.path),
      ['file'],
    );
  });

  it('are none after a save that was not refused', () => {
    assert.deepEqual(refusalsOf({ title: { value: 'Novi centar', valid: true }, body: { value: 'Tekst' } }), []);
  });
});

describe('a check of the form, answered with the refusals that stand', () => {
  const sent = {
    title: { value: 'Novi centar x' },
    body: { value: 'Tekst <script></script>', valid: false, errorMessage: markup },
    [refusalsField]: { initialValue: [{ path: 'body', message: markup }] },
  };
  const answer = {
    state: { title: { value: 'Novi centar x', valid: true }, body: { value: 'Tekst <script></script>', valid: true } },
    lockedState: { isLocked: false },
  };

  it("keeps a refused field refused, with the save's message, and leaves the rest of the answer alone", () => {
    assert.deepEqual(keepStandingRefusals(sent, answer), {
      state: { title: { value: 'Novi centar x', valid: true }, body: { value: 'Tekst <script></script>', valid: false, errorMessage: markup } },
      lockedState: { isLocked: false },
    });
  });

  it('answers as Payload does when no refusal stands', () => {
    assert.equal(keepStandingRefusals({ ...sent, [refusalsField]: { initialValue: [] } }, answer), answer);
    assert.equal(keepStandingRefusals({ title: sent.title }, answer), answer);
  });

  it("leaves Payload's own message at a field it finds invalid itself", () => {
    const required = { state: { ...answer.state, body: { value: '', valid: false, errorMessage: 'This field is required.' } } };
    assert.equal(keepStandingRefusals(sent, required), required);
  });

  it('ignores what is not a refusal of a field in the answer: the form comes from the browser', () => {
    const forged = [
      { path: 'nowhere', message: 'x' },
      { path: 'title' },
      { path: 'title', message: 'x'.repeat(2001) },
      'title',
      null,
      { path: '__proto__', message: 'x' },
    ];
    assert.deepEqual(standingRefusalsIn({ [refusalsField]: { initialValue: forged } }), [
      { path: 'nowhere', message: 'x' },
      { path: '__proto__', message: 'x' },
    ]);
    assert.equal(keepStandingRefusals({ [refusalsField]: { initialValue: forged } }, answer), answer);
    assert.equal(keepStandingRefusals({ [refusalsField]: { initialValue: 'body' } }, answer), answer);
  });

  it('leaves an answer without a form state alone (a refused check)', () => {
    const refused = { message: 'Could not find field schema for given path' };
    assert.equal(keepStandingRefusals(sent, refused), refused);
  });
});
