'use client';

import { Check } from 'lucide-react';
import { format } from '@/i18n/format';
import type { Messages } from '@/i18n/messages';
import { FieldError, inputClass, RequiredMark } from '@/ui/form';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { statementsByTopic, wordingFor, type SurveyDraft } from './draft';
import { backgroundKeys, backgroundQuestions, COMMENT_MAX, LIKERT, respondents, type Likert, type Respondent } from './questions';

type SurveyTexts = Messages['survey'];

/** What every step gets: the texts, the answers so far, a way to change them, and the errors to show. */
export interface StepProps {
  texts: SurveyTexts;
  draft: SurveyDraft;
  change: (patch: Partial<SurveyDraft>) => void;
  errors: Record<string, string>;
}

const clearFor = (texts: SurveyTexts, question: string) => ({ text: texts.clear, label: format(texts.clearLabel, { question }) });

/** What happens with the answers, and the consent to store them (health data: GDPR Art. 9(2)(a)). */
export function ConsentStep({ texts, draft, change, errors, privacyPath }: StepProps & { privacyPath: string }) {
  const t = texts.consent;
  const [beforeLink, afterLink] = t.privacy.split('{link}');
  const error = errors.healthDataConsent;
  return (
    <>
      <p>{t.intro}</p>
      <ul className="mt-4 grid gap-3">
        {[t.health, t.voluntary, t.noName, t.deletable].map((point) => (
          <li key={point} className="flex gap-3">
            <Check aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        {beforeLink}
        <a href={privacyPath} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-4">
          {t.privacyLink}
        </a>
        {afterLink}
      </p>
      <div data-field="healthDataConsent" className="mt-6 rounded-xl border border-line bg-white p-4">
        <div className="flex items-start gap-3">
          <input
            id="survey-consent"
            type="checkbox"
            checked={draft.healthDataConsent}
            onChange={(event) => change({ healthDataConsent: event.target.checked })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'survey-consent-error' : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor="survey-consent" className="font-medium">
            {t.agree}
            <RequiredMark label={texts.requiredMark} />
          </label>
        </div>
        <FieldError id="survey-consent-error" message={error} />
      </div>
    </>
  );
}

/** Self or parent: the one other answer the survey needs, as it decides how every statement reads. */
export function RespondentStep({ texts, draft, change, errors, headingId }: StepProps & { headingId: string }) {
  const choices: Array<Choice<Respondent>> = respondents.map((value) => ({ value, label: texts.respondent.choices[value] }));
  return (
    <>
      <p className="mb-4">{texts.respondent.hint}</p>
      <ChoiceGroup
        path="respondent"
        labelledBy={headingId}
        choices={choices}
        value={draft.respondent}
        onChange={(respondent) => change({ respondent })}
        error={errors.respondent}
        required
      />
    </>
  );
}

export function BackgroundStep({ texts, draft, change, errors }: StepProps) {
  const wording = wordingFor(draft.respondent);
  return (
    <>
      <p>{texts.about.intro}</p>
      <FieldError id="survey-background-error" message={errors.background} />
      <div className="mt-6 grid gap-5">
        {backgroundKeys.map((key) => {
          const question = texts.about.questions[key][wording];
          const names = texts.background[key].options as Record<string, string>;
          return (
            <ChoiceGroup
              key={key}
              path={`background.${key}`}
              label={question}
              choices={backgroundQuestions[key].map((value) => ({ value: value as string, label: names[value]! }))}
              value={draft.background[key]}
              onChange={(value) => change({ background: { ...draft.background, [key]: value } })}
              clear={clearFor(texts, question)}
              error={errors[`background.${key}`]}
            />
          );
        })}
      </div>
    </>
  );
}

/** The fifteen statements, a fieldset per topic; any may stay empty. */
export function StatementsStep({ texts, draft, change, errors }: StepProps) {
  const wording = wordingFor(draft.respondent);
  const scale: Array<Choice<Likert>> = LIKERT.map((value) => ({ value, label: texts.scale[String(value) as keyof SurveyTexts['scale']] }));
  return (
    <>
      <p>{texts.statements.intro[wording]}</p>
      <p className="mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 p-3">{texts.statements.skipping}</p>
      <FieldError id="survey-answers-error" message={errors.answers} />
      {statementsByTopic().map(({ topic, keys }) => (
        <fieldset key={topic} className="mt-8">
          <legend className="text-xl font-semibold text-brand-900">{texts.topics[topic]}</legend>
          <div className="mt-3 grid gap-4">
            {keys.map((key) => {
              const statement = texts.questions[key][wording];
              return (
                <ChoiceGroup
                  key={key}
                  path={`answers.${key}`}
                  label={statement}
                  choices={scale}
                  value={draft.answers[key]}
                  onChange={(value) => change({ answers: { ...draft.answers, [key]: value } })}
                  clear={clearFor(texts, statement)}
                  error={errors[`answers.${key}`]}
                  layout="scale"
                />
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}

export function CommentStep({ texts, draft, change, errors }: StepProps) {
  const error = errors.comment;
  return (
    <>
      <div data-field="comment">
        <label htmlFor="survey-comment" className="font-semibold">
          {texts.comment.label} <span className="font-normal text-muted">({texts.optional})</span>
        </label>
        <p id="survey-comment-hint" className="text-sm text-muted">
          {format(texts.comment.hint, { max: COMMENT_MAX })}
        </p>
        <textarea
          id="survey-comment"
          rows={6}
          maxLength={COMMENT_MAX}
          value={draft.comment}
          onChange={(event) => change({ comment: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'survey-comment-hint survey-comment-error' : 'survey-comment-hint'}
          className={inputClass}
        />
        <FieldError id="survey-comment-error" message={error} />
      </div>
      <p className="mt-6">{texts.comment.ready}</p>
    </>
  );
}
