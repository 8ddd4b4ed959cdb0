'use client';

import { Button } from '@payloadcms/ui';
import { useId, useRef } from 'react';
import { QUESTION_MAX } from '@/features/pv/cases/status';
import { dayIn } from '@/config/markets';
import { formatMarketDate } from '../i18n/admin-dates';
import type { StaffT } from '../i18n/catalogue';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { formValues } from './CaseAssessment';
import type { Act, CaseView } from './case-view';
import { formatDay } from './case-words';

const DAY_MS = 86_400_000;
/** The day `days` after today in the case's market, as the API counts the answer's due date. */
const inDays = (market: string, days: number) => new Date(Date.parse(`${dayIn(market, new Date())}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whether the reporter answered a question: under it (her answer follows), by a follow-up report, or not yet. */
function answerState(item: CaseView['questions'][number], t: StaffT, when: (iso: string) => string): string {
  if (item.answer !== null && item.answeredAt) return t('case:answeredByReporter', { when: when(item.answeredAt) });
  return item.answeredByReference ? t('case:answered', { reference: item.answeredByReference }) : t('case:waiting');
}

/** The officer's questions to the reporter: each one asked, whether and how she answered it (her answer as typed); and a new one. */
export function FollowUpQuestions({ view, act }: { view: CaseView; act: Act }) {
  const { t, language } = useStaffTranslation();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const when = (iso: string) => formatMarketDate(iso, language, view.case.market);
  return (
    <section aria-labelledby={`${id}-questions`} className="back-office__panel">
      <h2 id={`${id}-questions`}>{t('case:questions')}</h2>
      {view.questions.length === 0 ? (
        <p>{t('case:noQuestions')}</p>
      ) : (
        <ol data-testid="questions">
          {view.questions.map((item) => (
            <li key={item.id}>
              <blockquote className="back-office__question">{item.question}</blockquote>
              {t('case:asked', { person: item.askedBy, when: when(item.askedAt), date: formatDay(item.dueOn, language) })}{' '}
              <strong>{answerState(item, t, when)}</strong>
              {item.answer !== null && <blockquote className="back-office__question back-office__answer">{item.answer}</blockquote>}
            </li>
          ))}
        </ol>
      )}
      <form
        ref={form}
        onSubmit={(event) => {
          const data = formValues(event);
          void act('questions', { question: data.question, dueOn: data.dueOn }).then((sent) => sent && form.current?.reset());
        }}
      >
        <div className="back-office__field">
          <label htmlFor={`${id}-question`}>{t('case:question')}</label>
          <p id={`${id}-question-hint`} className="back-office__hint">
            {t('case:questionHint')}
          </p>
          <textarea id={`${id}-question`} name="question" rows={3} maxLength={QUESTION_MAX} required aria-describedby={`${id}-question-hint`} />
        </div>
        <div className="back-office__row">
          <div className="back-office__field">
            <label htmlFor={`${id}-answer-by`}>{t('case:answerBy')}</label>
            <input id={`${id}-answer-by`} name="dueOn" type="date" min={inDays(view.case.market, 1)} defaultValue={inDays(view.case.market, 14)} required />
          </div>
          <Button type="submit" buttonStyle="secondary" margin={false}>
            {t('case:sendQuestion')}
          </Button>
        </div>
      </form>
    </section>
  );
}
