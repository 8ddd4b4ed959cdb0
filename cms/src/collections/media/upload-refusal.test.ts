import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { followFileField, type FileFieldState, type KeptRefusal } from './upload-refusal';

/** The refusals to show again, state by state, starting from nothing kept. */
function restoresAlong(states: FileFieldState[]): Array<string | undefined> {
  let kept: KeptRefusal | undefined;
  return states.map((state) => {
    const next = followFileField(kept, state);
    kept = next.kept;
    return next.restore;
  });
}

const photo = { name: 'fotografija.jpg' };
const other = { name: 'skladiste.jpg' };
const refusal = 'The file is called “fotografija.jpg”, but its content is image/png.';

describe('the refusal of an upload at the file field', () => {
  it('comes back when a late check of the form marks the refused file valid', () => {
    assert.deepEqual(restoresAlong([{ value: photo }, { value: photo, valid: false, errorMessage: refusal }, { value: photo, valid: true }]), [undefined, undefined, refusal]);
  });

  it('is not shown again once it is back at the field', () => {
    assert.deepEqual(restoresAlong([{ value: photo }, { value: photo, valid: false, errorMessage: refusal }, { value: photo, valid: true }, { value: photo, valid: false, errorMessage: refusal }]), [undefined, undefined, refusal, undefined]);
  });

  it('goes with another file, even while the field still shows it for a moment', () => {
    assert.deepEqual(
      restoresAlong([{ value: photo }, { value: photo, valid: false, errorMessage: refusal }, { value: other, valid: false, errorMessage: refusal }, { value: other, valid: true }]),
      [undefined, undefined, undefined, undefined],
    );
  });

  it('restores nothing for a file that was never refused', () => {
    assert.deepEqual(restoresAlong([{ value: photo }, { value: photo, valid: true }, { value: photo, valid: true }]), [undefined, undefined, undefined]);
  });
});
