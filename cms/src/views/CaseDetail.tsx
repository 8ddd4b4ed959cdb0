'use client';

import { useEffect, useId, useState } from 'react';
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

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { timeZone: 'Europe/Zagreb', timeZoneName: 'short' });

const EVENT_LABELS: Record<string, string> = {
  received: 'Received', 'status-changed': 'Status changed', forwarded: 'Forwarded', 'follow-up-received': 'Follow-up received',
  'duplicate-flagged': 'Possible duplicate flagged', 'duplicate-confirmed': 'Duplicate confirmed', 'duplicate-dismissed': 'Duplicate dismissed',
  viewed: 'Opened', 'e2b-downloaded': 'E2B downloaded', 'list-exported': 'Exported in a list', 'deletion-due': 'Due for deletion', deleted: 'Deleted',
};

function eventText(event: Event): string {
  const data = event.data;
  if (event.type === 'status-changed') return `${data.from} → ${data.to}`;
  if (event.type === 'forwarded') return `to ${data.target === 'mah' ? 'the marketing-authorisation holder' : 'the authority'} on ${data.date}, their reference ${data.externalReference}`;
  if (typeof data.candidate === 'string') return String(data.candidate);
  if (typeof data.followUp === 'string') return String(data.followUp);
  return '';
}

/** One case as the reporter gave it, its timeline, mail and chain, and the officer's actions. */
export function CaseDetail({ reference, onBack }: { reference: string; onBack: () => void }) {
  const { call } = useStaffApi();
  const [view, setView] = useState<CaseView>();
  const [message, setMessage] = useState<string>();
  const id = useId();

  // Bumped after each action, so the case is read again with its new timeline.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    void call<CaseView & { message?: string }>('GET', `/cases/${encodeURIComponent(reference)}`).then(({ status, body }) => {
      if (status === 200) setView(body);
      else setMessage(body.message ?? 'The case could not be loaded.');
    });
  }, [call, reference, version]);

  const act = async (path: string, body: Record<string, unknown>) => {
    const answer = await call<{ message?: string }>('POST', `/cases/${encodeURIComponent(reference)}/${path}`, body);
    setMessage(answer.status === 200 ? 'Saved.' : answer.body.message ?? 'That did not work.');
    setVersion((current) => current + 1);
  };

  const formData = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    return Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
  };

  if (!view) return <p role={message ? 'alert' : undefined}>{message ?? 'Loading…'}</p>;
  const { case: row } = view;
  return (
    <article aria-labelledby={`${id}-title`} data-testid="case">
      <button type="button" className="btn btn--style-secondary" onClick={onBack}>Back to the list</button>
      <h1 id={`${id}-title`}>{row.reference}</h1>
      <p>
        {row.kind === 'human' ? 'Human medicine' : 'Veterinary medicine'} · {row.market} · received {when(row.receivedAt)} · status{' '}
        <strong data-testid="case-status">{row.status}</strong>{row.serious && <> · <strong>Serious</strong></>}
      </p>
      <p role="status">{message}</p>
      {row.kind === 'human' && <p><a href={`/api/cases/${encodeURIComponent(reference)}/e2b`} download>Download E2B(R3) XML</a></p>}

      <h2>Actions</h2>
      <form onSubmit={(event) => { const data = formData(event); void act('status', { to: data.to, note: data.note }); }} style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'end' }}>
        <label htmlFor={`${id}-to`}>New status</label>
        <select id={`${id}-to`} name="to" defaultValue="in-assessment">
          <option value="in-assessment">In assessment</option>
          <option value="closed">Closed</option>
          <option value="nullified">Nullified (give the reason)</option>
        </select>
        <label htmlFor={`${id}-status-note`}>Note</label>
        <input id={`${id}-status-note`} name="note" />
        <button type="submit" className="btn btn--style-primary">Change status</button>
      </form>
      <form onSubmit={(event) => { const data = formData(event); void act('forward', data); }} style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'end', marginTop: '1rem' }}>
        <label htmlFor={`${id}-target`}>Forwarded to</label>
        <select id={`${id}-target`} name="target" defaultValue="authority">
          <option value="authority">The authority</option>
          <option value="mah">The marketing-authorisation holder</option>
        </select>
        <label htmlFor={`${id}-date`}>On</label>
        <input id={`${id}-date`} name="date" type="date" required />
        <label htmlFor={`${id}-external`}>Their reference</label>
        <input id={`${id}-external`} name="externalReference" required />
        <label htmlFor={`${id}-forward-note`}>Note</label>
        <input id={`${id}-forward-note`} name="note" />
        <button type="submit" className="btn btn--style-primary">Record forwarding</button>
      </form>

      {view.duplicates.length > 0 && (
        <>
          <h2>Possible duplicates</h2>
          <ul>
            {view.duplicates.map((duplicate) => (
              <li key={duplicate.reference}>
                {duplicate.reference}: {duplicate.state}{' '}
                {duplicate.state === 'possible' && (
                  <>
                    <button type="button" className="btn btn--style-secondary" onClick={() => void act('duplicates', { candidate: duplicate.reference, confirm: true })}>Duplicate of {duplicate.reference}</button>{' '}
                    <button type="button" className="btn btn--style-secondary" onClick={() => void act('duplicates', { candidate: duplicate.reference, confirm: false })}>Not a duplicate</button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {view.chain.length > 1 && (
        <>
          <h2>Reports of this case</h2>
          <ol>{view.chain.map((item) => <li key={item.reference}>{item.reference} ({when(item.receivedAt)})</li>)}</ol>
        </>
      )}

      <h2>Timeline</h2>
      <ol data-testid="timeline">
        {view.timeline.map((event) => (
          <li key={event.id}>
            {when(event.at)} · {event.actor} · {EVENT_LABELS[event.type] ?? event.type} {eventText(event)}{event.note ? ` — ${event.note}` : ''}
          </li>
        ))}
      </ol>

      <h2>The report as given</h2>
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
        <summary>Coded values (schema version {view.report.schemaVersion})</summary>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(view.report.payload, null, 2)}</pre>
      </details>

      <h2>E-mails</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead><tr>{['To', 'Subject', 'Status', 'Attempts', 'Sent', 'Last error'].map((label) => <th key={label} scope="col" style={{ textAlign: 'left' }}>{label}</th>)}</tr></thead>
        <tbody>
          {view.mail.map((mail) => (
            <tr key={mail.id}><td>{mail.to.join(', ')}</td><td>{mail.subject}</td><td>{mail.status}</td><td>{mail.attempts}</td><td>{mail.sentAt ? when(mail.sentAt) : '—'}</td><td>{mail.lastError ?? ''}</td></tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
