import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import en from '@/messages/survey/en.json' with { type: 'json' };
import { emptyDraft, firstStepOf, statementsByTopic, stepOfField, surveyBody, wordErrors, wordingFor } from './draft';
import { surveyQuestions } from './questions';
import { surveyFieldErrors, surveySchema } from './validation';

describe('the questionnaire draft', () => {
  it('sends every question, a skipped one as null, in the shape the shared schema accepts', () => {
    const draft = emptyDraft();
    draft.healthDataConsent = true;
    draft.respondent = 'parent';
    draft.answers.phone = 4;
    draft.background.sides = 'both';
    const body = surveyBody(draft);
    assert.deepEqual(
      Object.keys(body.answers),
      surveyQuestions.map(({ key }) => key),
    );
    assert.equal(body.answers.phone, 4);
    assert.equal(body.answers.quietConversation, null);
    const parsed = surveySchema.safeParse(body);
    assert.ok(parsed.success);
    assert.equal(parsed.data.background.sides, 'both');
  });

  it('is refused without consent and respondent, and each refusal leads to its step', () => {
    const parsed = surveySchema.safeParse(surveyBody(emptyDraft()));
    assert.ok(!parsed.success);
    const fields = surveyFieldErrors(parsed.error);
    assert.equal(fields.healthDataConsent, 'consentRequired');
    assert.equal(fields.respondent, 'chooseRespondent');
    assert.equal(firstStepOf(Object.keys(fields)), 'consent');
  });

  it('finds the step of a field path as the server words it', () => {
    assert.equal(stepOfField('answers.phone'), 'statements');
    assert.equal(stepOfField('answers'), 'statements');
    assert.equal(stepOfField('background.ageGroup'), 'background');
    assert.equal(stepOfField('comment'), 'comment');
    assert.equal(stepOfField('website'), undefined);
    assert.equal(firstStepOf(['comment', 'answers.phone']), 'statements');
    assert.equal(firstStepOf(['locale']), undefined);
  });

  it('groups all fifteen statements by topic, in the order they are asked', () => {
    const grouped = statementsByTopic();
    assert.deepEqual(
      grouped.flatMap((group) => group.keys),
      surveyQuestions.map(({ key }) => key),
    );
    assert.ok(grouped.every((group) => group.keys.length > 0));
  });

  it('words the statements about the child for a parent', () => {
    assert.equal(wordingFor('parent'), 'child');
    assert.equal(wordingFor('self'), 'self');
    assert.equal(wordingFor(null), 'self');
  });
});

describe('worded errors', () => {
  it('words each code from the catalogue, with the remark limit filled in', () => {
    const worded = wordErrors({ comment: 'tooLong', respondent: 'chooseRespondent' }, en.errors);
    assert.equal(worded.comment, 'This is too long: at most 1000 characters.');
    assert.equal(worded.respondent, en.errors.chooseRespondent);
  });
});
