'use client';

import { useEffect, useEffectEvent, useId, useState } from 'react';
import { dateLocale, type StaffT } from '../i18n/catalogue';
import { en } from '../i18n/en';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { useStaffApi } from './api-client';

interface Event { id: number; at: string; actor: string; type: string; data: Record<string, unknown>; note: string | null }
interface Mail { id: string; kind: string; to: string[]; subject: string; status: string; attempts: number; lastError: string | null; sentAt: string | null }
interface CaseView {
  case: { reference: string; market: string; kind: string; status: string; serious: boolean; receivedAt: string };
  report: { locale: string; schemaVersion: number; payload: unknown };
  sections: Array<{ heading: string; rows: Array<[string, string]> }>;
  timeline: Event[];
  chain: Array<{ reference: string; receivedAt: string }>;
  duplicates: Array<{ reference: string; state: string }>;
  mail: Mail[];
}

const isEventType = (type: string): type is keyof typeof en.events => Object.hasOwn(en.events, type);

function eventText(event: Event, t: StaffT): string {
  const data = event.data;
  if (event.type === 'status-changed') return `${data.from} → ${data.to}`;
  if (event.type === 'forwarded') {
    const vars = { date: String(data.date), reference: String(data.externalReference) };
    return t(data.target === 'mah' ? 'case:forwardedToMah' : 'case:forwardedToAuthority', vars);
  }
  if (typeof data.candidate === 'string') return String(data.candidate);
  if (typeof data.followUp === 'string') return String(data.followUp);
  return '';
}

/** One case as the reporter gave it, its timeline, mail and chain, and the officer's actions. */
export function CaseDetail({ reference, onBack }: { reference: string; onBack: () => void }) {
  const { call } = useStaffApi();
  const { t, language } = useStaffTranslation();
  const when = (iso: string) => new Date(iso).toLocaleString(dateLocale(language), { timeZone: 'Europe/Zagreb', timeZoneName: 'short' });
  const [view, setView] = useState<CaseView>();
  const [message, setMessage] = useState<string>();
  const id = useId();

  // Opening a case is recorded as one look: it is read once per case opened, whatever renders again.
  const open = useEffectEvent((opened: string) => {
    void call<CaseView & { message?: string }>('GET', `/cases/${encodeURIComponent(opened)}`).then(({ status, body }) => {
      if (status === 200) setView(body);
      else setMessage(body.message ?? t('case:loadFailed'));
    });
  });
  useEffect(() => open(reference), [reference]);

  /** An action's answer brings the case as it now is, with its new timeline. */
  const act = async (path: string, body: Record<string, unknown>) => {
    const answer = await call<{ message?: string; view?: CaseView }>('POST', `/cases/${encodeURIComponent(reference)}/${path}`, body);
    setMessage(answer.status === 200 ? t('case:saved') : answer.body.message ?? t('case:failed'));
    if (answer.body.view) setView(answer.body.view);
  };

  const formData = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
  };

  if (!view) return <p role={message ? 'alert' : undefined}>{message ?? t('case:loading')}</p>;
  const { case: row } = view;
  return (
    <article aria-labelledby={`${id}-title`} data-testid="case">
      <button type="button" className="btn btn--style-secondary" onClick={onBack}>{t('case:back')}</button>
      <h1 id={`${id}-title`}>{row.reference}</h1>
      <p>
        {t(row.kind === 'human' ? 'case:humanMedicine' : 'case:veterinaryMedicine')} · {row.market} · {t('case:received', { when: when(row.receivedAt) })} ·{' '}
        {t('case:status')} <strong data-testid="case-status">{row.status}</strong>{row.serious && <> · <strong>{t('case:serious')}</strong></>}
      </p>
      <p role="status">{message}</p>
      {row.kind === 'human' && <p><a href={`/api/cases/${encodeURIComponent(reference)}/e2b`} download>{t('case:downloadE2b')}</a></p>}

      <h2>{t('case:actions')}</h2>
      <form onSubmit={(event) => { const data = formData(event); void act('status', { to: data.to, note: data.note }); }} style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'end' }}>
        <label htmlFor={`${id}-to`}>{t('case:newStatus')}</label>
        <select id={`${id}-to`} name="to" defaultValue="in-assessment">
          <option value="in-assessment">{t('status:in-assessment')}</option>
          <option value="closed">{t('status:closed')}</option>
          <option value="nullified">{t('case:nullifyWithReason')}</option>
        </select>
        <label htmlFor={`${id}-status-note`}>{t('case:note')}</label>
        <input id={`${id}-status-note`} name="note" />
        <button type="submit" className="btn btn--style-primary">{t('case:changeStatus')}</button>
      </form>
      <form onSubmit={(event) => { const data = formData(event); void act('forward', data); }} style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'end', marginTop: '1rem' }}>
        <label htmlFor={`${id}-target`}>{t('case:forwardedTo')}</label>
        <select id={`${id}-target`} name="target" defaultValue="authority">
          <option value="authority">{t('case:authority')}</option>
          <option value="mah">{t('case:mah')}</option>
        </select>
        <label htmlFor={`${id}-date`}>{t('case:on')}</label>
        <input id={`${id}-date`} name="date" type="date" required />
        <label htmlFor={`${id}-external`}>{t('case:theirReference')}</label>
        <input id={`${id}-external`} name="externalReference" required />
        <label htmlFor={`${id}-forward-note`}>{t('case:note')}</label>
        <input id={`${id}-forward-note`} name="note" />
        <button type="submit" className="btn btn--style-primary">{t('case:recordForwarding')}</button>
      </form>

      {view.duplicates.length > 0 && (
        <>
          <h2>{t('case:possibleDuplicates')}</h2>
          <ul>
            {view.duplicates.map((duplicate) => (
              <li key={duplicate.reference}>
                {duplicate.reference}: {duplicate.state}{' '}
                {duplicate.state === 'possible' && (
                  <>
                    <button type="button" className="btn btn--style-secondary" onClick={() => void act('duplicates', { candidate: duplicate.reference, confirm: true })}>{t('case:duplicateOf', { reference: duplicate.reference })}</button>{' '}
                    <button type="button" className="btn btn--style-secondary" onClick={() => void act('duplicates', { candidate: duplicate.reference, confirm: false })}>{t('case:notDuplicate')}</button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {view.chain.length > 1 && (
        <>
          <h2>{t('case:chain')}</h2>
          <ol>{view.chain.map((item) => <li key={item.reference}>{item.reference} ({when(item.receivedAt)})</li>)}</ol>
        </>
      )}

      <h2>{t('case:timeline')}</h2>
      <ol data-testid="timeline">
        {view.timeline.map((event) => (
          <li key={event.id}>
            {when(event.at)} · {event.actor} · {isEventType(event.type) ? t(`events:${event.type}`) : event.type} {eventText(event, t)}{event.note ? ` — ${event.note}` : ''}
          </li>
        ))}
      </ol>

      <h2>{t('case:asGiven')}</h2>
      {view.sections.map((section) => (
        <section key={section.heading}>
          <h3>{section.heading}</h3>
          <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 18rem) 1fr', gap: '0.25rem 1rem' }}>
            {section.rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <details>
        <summary>{t('case:codedValues', { version: view.report.schemaVersion })}</summary>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(view.report.payload, null, 2)}</pre>
      </details>

      <h2>{t('case:emails')}</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {(['to', 'subject', 'mailStatus', 'attempts', 'sent', 'lastError'] as const).map((column) => (
              <th key={column} scope="col" style={{ textAlign: 'left' }}>{t(`case:${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.mail.map((mail) => (
            <tr key={mail.id}><td>{mail.to.join(', ')}</td><td>{mail.subject}</td><td>{mail.status}</td><td>{mail.attempts}</td><td>{mail.sentAt ? when(mail.sentAt) : '—'}</td><td>{mail.lastError ?? ''}</td></tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
