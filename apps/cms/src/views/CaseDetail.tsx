'use client';

import { Banner, Button, Pill } from '@payloadcms/ui';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { formatMarketDate } from '../i18n/admin-dates';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { useStaffApi } from './api-client';
import { CaseAssessment, CaseOwnership, formValues } from './CaseAssessment';
import type { CaseView } from './case-view';
import { CloseCaseDialog, hasOpenItems } from './CloseCaseDialog';
import { duplicateLabel, eventLabel, eventText, kindLabel, mailStatusLabel, marketLabel, statusLabel } from './case-words';
import { FollowUpQuestions } from './FollowUpQuestions';

/**
 * One case, read as an officer reads it: the report as given first, then the work on it (deadline and
 * officer, actions, assessment, questions, timeline, mail); side by side on a wide screen.
 */
export function CaseDetail({ reference, onBack }: { reference: string; onBack: () => void }) {
  const { call } = useStaffApi();
  const { t, language } = useStaffTranslation();
  const [view, setView] = useState<CaseView>();
  const [message, setMessage] = useState<{ text: string; failed: boolean }>();
  /** The close waiting for the officer's confirmation: the note typed with it. */
  const [closing, setClosing] = useState<{ note: string }>();
  const id = useId();

  // Opening a case is recorded as one look: it is read once per case opened, whatever renders again.
  const open = useEffectEvent((opened: string) => {
    void call<CaseView & { message?: string }>('GET', `/cases/${encodeURIComponent(opened)}`).then(({ status, body }) => {
      if (status === 200) setView(body);
      else setMessage({ text: body.message ?? t('case:loadFailed'), failed: true });
    });
  });
  useEffect(() => open(reference), [reference]);

  /** An action's answer brings the case as it now is, with its new timeline. */
  const act = async (action: string, body: Record<string, unknown>) => {
    const answer = await call<{ message?: string; view?: CaseView }>('POST', `/cases/${encodeURIComponent(reference)}/${action}`, body);
    const done = answer.status === 200;
    setMessage(done ? { text: t('case:saved'), failed: false } : { text: answer.body.message ?? t('case:failed'), failed: true });
    if (answer.body.view) setView(answer.body.view);
    return done;
  };

  if (!view) return <p role={message ? 'alert' : undefined}>{message?.text ?? t('case:loading')}</p>;
  const { case: row } = view;
  // Every moment of a case (its chain, events and mail are of its market) on the case's market's clock.
  const when = (iso: string) => formatMarketDate(iso, language, row.market);
  return (
    <article aria-labelledby={`${id}-title`} data-testid="case" className="back-office">
      <Button type="button" buttonStyle="secondary" margin={false} onClick={onBack}>
        {t('case:back')}
      </Button>
      <h1 id={`${id}-title`}>{row.reference}</h1>
      <p className="back-office__row">
        <span>
          {kindLabel(row.kind, t)} · {marketLabel(row.market, t)} · {t('case:received', { when: when(row.receivedAt) })}
        </span>
        <span>
          {t('case:status')} <strong data-testid="case-status">{statusLabel(row.status, t)}</strong>
        </span>
        {row.serious && (
          <Pill pillStyle="warning" size="small">
            {t('case:serious')}
          </Pill>
        )}
      </p>
      <div role="status" aria-live="polite">
        {message && <Banner type={message.failed ? 'error' : 'success'}>{message.text}</Banner>}
      </div>
      {row.kind === 'human' && (
        <p>
          <a href={`/api/cases/${encodeURIComponent(reference)}/e2b`} download>
            {t('case:downloadE2b')}
          </a>
        </p>
      )}

      <div className="back-office__case">
        <section aria-labelledby={`${id}-given`} className="back-office__panel back-office__report" data-testid="case-report" tabIndex={0}>
          <h2 id={`${id}-given`}>{t('case:asGiven')}</h2>
          {view.sections.map((section) => (
            <section key={section.heading}>
              <h3>{section.heading}</h3>
              <dl className="back-office__facts">
                {section.rows.map(([label, value]) => (
                  <div key={label} className="back-office__fact">
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
          <details>
            <summary>{t('case:codedValues', { version: view.report.schemaVersion })}</summary>
            <pre className="back-office__code">{JSON.stringify(view.report.payload, null, 2)}</pre>
          </details>
        </section>
        <div className="back-office__work" data-testid="case-work">
          <CaseOwnership view={view} act={act} />

          <section aria-labelledby={`${id}-actions`} className="back-office__panel">
            <h2 id={`${id}-actions`}>{t('case:actions')}</h2>
            <form
              className="back-office__row"
              onSubmit={(event) => {
                const data = formValues(event);
                if (data.to !== 'closed' || !hasOpenItems(view.openItems)) return void act('status', { to: data.to, note: data.note });
                setMessage(undefined);
                setClosing({ note: data.note ?? '' });
              }}
            >
              <div className="back-office__field">
                <label htmlFor={`${id}-to`}>{t('case:newStatus')}</label>
                <select id={`${id}-to`} name="to" defaultValue="in-assessment">
                  <option value="in-assessment">{t('status:in-assessment')}</option>
                  <option value="closed">{t('status:closed')}</option>
                  <option value="nullified">{t('case:nullifyWithReason')}</option>
                </select>
              </div>
              <div className="back-office__field">
                <label htmlFor={`${id}-status-note`}>{t('case:note')}</label>
                <input id={`${id}-status-note`} name="note" />
              </div>
              <Button type="submit" buttonStyle="primary" margin={false}>
                {t('case:changeStatus')}
              </Button>
            </form>
            <form
              className="back-office__row"
              onSubmit={(event) => {
                const data = formValues(event);
                void act('forward', data);
              }}
            >
              <div className="back-office__field">
                <label htmlFor={`${id}-target`}>{t('case:forwardedTo')}</label>
                <select id={`${id}-target`} name="target" defaultValue="authority">
                  <option value="authority">{t('case:authority')}</option>
                  <option value="mah">{t('case:mah')}</option>
                </select>
              </div>
              <div className="back-office__field">
                <label htmlFor={`${id}-date`}>{t('case:on')}</label>
                <input id={`${id}-date`} name="date" type="date" required />
              </div>
              <div className="back-office__field">
                <label htmlFor={`${id}-external`}>{t('case:theirReference')}</label>
                <input id={`${id}-external`} name="externalReference" required />
              </div>
              <div className="back-office__field">
                <label htmlFor={`${id}-forward-note`}>{t('case:note')}</label>
                <input id={`${id}-forward-note`} name="note" />
              </div>
              <Button type="submit" buttonStyle="primary" margin={false}>
                {t('case:recordForwarding')}
              </Button>
            </form>
          </section>

          <CaseAssessment view={view} act={act} />
          <FollowUpQuestions view={view} act={act} />

          {view.duplicates.length > 0 && (
            <section aria-labelledby={`${id}-duplicates`} className="back-office__panel">
              <h2 id={`${id}-duplicates`}>{t('case:possibleDuplicates')}</h2>
              <ul>
                {view.duplicates.map((duplicate) => (
                  <li key={duplicate.reference} className="back-office__row">
                    <span>
                      {duplicate.reference}: {duplicateLabel(duplicate.state, t)}
                    </span>
                    {duplicate.state === 'possible' && (
                      <>
                        <Button
                          type="button"
                          buttonStyle="secondary"
                          margin={false}
                          onClick={() => void act('duplicates', { candidate: duplicate.reference, confirm: true })}
                        >
                          {t('case:duplicateOf', { reference: duplicate.reference })}
                        </Button>
                        <Button
                          type="button"
                          buttonStyle="secondary"
                          margin={false}
                          onClick={() => void act('duplicates', { candidate: duplicate.reference, confirm: false })}
                        >
                          {t('case:notDuplicate')}
                        </Button>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {view.chain.length > 1 && (
            <section aria-labelledby={`${id}-chain`} className="back-office__panel">
              <h2 id={`${id}-chain`}>{t('case:chain')}</h2>
              <ol>
                {view.chain.map((item) => (
                  <li key={item.reference}>
                    {item.reference} ({when(item.receivedAt)})
                  </li>
                ))}
              </ol>
            </section>
          )}

          <section aria-labelledby={`${id}-timeline`} className="back-office__panel">
            <h2 id={`${id}-timeline`}>{t('case:timeline')}</h2>
            <ol data-testid="timeline">
              {view.timeline.map((event) => (
                <li key={event.id}>
                  {when(event.at)} · {event.actor} · {eventLabel(event.type, t)} {eventText(event, t, language)}
                  {event.note ? ` — ${event.note}` : ''}
                </li>
              ))}
            </ol>
          </section>

          <section aria-labelledby={`${id}-mail`} className="back-office__panel">
            <h2 id={`${id}-mail`}>{t('case:emails')}</h2>
            <div className="table">
              <table cellPadding={0} cellSpacing={0}>
                <thead>
                  <tr>
                    {(['to', 'subject', 'mailStatus', 'attempts', 'sent', 'lastError'] as const).map((column) => (
                      <th key={column} scope="col">
                        {t(`case:${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {view.mail.map((mail) => (
                    <tr key={mail.id}>
                      <td>
                        <span className="back-office__address">{mail.to.join(', ')}</span>
                      </td>
                      <td>{mail.subject}</td>
                      <td>{mailStatusLabel(mail.status, t)}</td>
                      <td>{mail.attempts}</td>
                      <td>{mail.sentAt ? when(mail.sentAt) : t('case:none')}</td>
                      <td>{mail.lastError ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </div>
      </div>
      <CloseCaseDialog
        open={closing && view.openItems}
        note={closing?.note ?? ''}
        problem={closing && message?.failed ? message.text : undefined}
        onCancel={() => setClosing(undefined)}
        onConfirm={(reason) => {
          void act('status', { to: 'closed', note: reason, closeAnyway: true }).then((done) => setClosing(done ? undefined : { note: reason }));
        }}
      />
    </article>
  );
}
