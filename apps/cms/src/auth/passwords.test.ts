import assert from 'node:assert/strict';
import { it } from 'node:test';
import { passwordProblem } from './passwords';

it('refuses passwords that are short, easy to guess or made of the account name', () => {
  assert.match(passwordProblem('kratka1!')!, /at least 12/);
  for (const guessable of ['qwertyuiopas', 'password1234', 'qwerty123456!', 'aaaaaaaaaaaaaa', '123456789012']) {
    assert.match(passwordProblem(guessable) ?? 'accepted', /easy to guess/, guessable);
  }
  assert.match(passwordProblem('ana.horvat rides a bike', 'ana.horvat@example.com')!, /e-mail name/);
});

it('accepts a phrase of unrelated words', () => {
  for (const phrase of ['violet lamp harbour seven', 'croatian editor pass', 'a sentence that is long'])
    assert.equal(passwordProblem(phrase, 'ivan@example.com'), undefined, phrase);
});
