'use client';

import { Banner, Button } from '@payloadcms/ui';
import Link from 'next/link';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { ApplicationDetail as Application, ApplicationEvent, ApplicationSummary } from '@/features/careers/applications/records';
import { applicationStatuses, NOTE_MAX, type ApplicationStatus } from '@/features/careers/applications/validation';
import { formatAdminDate } from '../i18n/admin-dates';
import { dateLocale, type StaffT } from '../i18n/catalogue';
import { en } from '../i18n/en';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { useStaffApi } from './api-client';
import { formatDay, marketLabel } from './case-words';

/** What the applications API answers instead of its data. */
export interface Refusal {
  error?: string;
  message?: string;
}

/** A refusal as the view shows it: always with words, the API's or ours. */
export type Problem = Refusal & { message: string };

const isStatus = (value: unknown): value is ApplicationStatus => (applicationStatuses as readonly unknown[]).includes(value);

/** A status in the reader's words; one the view does not know yet is shown as the API sent it. */
export const statusLabel = (status: unknown, t: StaffT) => (isStatus(status) ? t(`applications:status-${status}`) : String(status ?? ''));

export const openingLabel = (application: ApplicationSummary, t: StaffT) => application.opening?.title ?? t('applications:openApplication');

/** A moment as the reader writes it, in the companies' time zone (as the reports are shown). */
export const formatWhen = (iso: string, language: string) => formatAdminDate(iso, language, { timeZone: 'Europe/Zagreb' });

/** The way to the second factor, when the API asks for it first. */
export function SecondFactorBanner({ message }: { message: string }) {
  const { t } = useStaffTranslation();
  return (
    <Banner type="info">
      {message} <Link href="/admin/second-factor">{t('applications:confirmSignIn')}</Link>
    </Banner>
  );
}

const hasWords = (key: string) => Object.hasOwn(en.applications, key);

function eventText(event: ApplicationEvent, t: StaffT): string {
  if (event.action === 'status') return t('applications:event-status', { status: statusLabel(event.detail, t) });
  const key = `event-${event.action}` as const;
  return hasWords(key) ? t(`applications:${key}`) : String(event.action);
}

/** The applicant's language by its name in the reader's ("hrvatski"), or its code where the browser knows no name. */
function languageName(locale: string, language: string): string {
  try {
    return new Intl.DisplayNames([dateLocale(language)], { type: 'language' }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

function fileSize(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(bytes / 1024, 1), 'kilobyte'];
  return new Intl.NumberFormat(dateLocale(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

type Area = 'status' | 'note' | 'cv' | 'delete';

/** The outcome of the last action, shown beside the control that caused it; `serial` makes a repeated text announce again. */
interface Outcome {
  area: Area;
  text: string;
  failed: boolean;
  serial: number;
}

/** Successes are announced politely, failures as alerts; both regions stay in the page so screen readers hear their changes. */
function OutcomeOf({ outcome, area, errorId }: { outcome: Outcome | undefined; area: Area; errorId: string }) {
  const mine = outcome?.area === area ? outcome : undefined;
  return (
    <>
      <div role="status">{mine && !mine.failed && <Banner key={mine.serial} type="success">{mine.text}</Banner>}</div>
      <div role="alert" id={errorId}>{mine?.failed && <Banner key={mine.serial} type="error">{mine.text}</Banner>}</div>
    </>
  );
}

type Report = (area: Area, text: string, failed: boolean) => void;

type Save = (area: Area, body: { status?: ApplicationStatus; note?: string }, done: (saved: Application) => string) => Promise<boolean>;

interface PanelProps {
  application: Application;
  outcome: Outcome | undefined;
  save: Save;
}

function Facts({ application }: { application: Application }) {
  const { t, language } = useStaffTranslation();
  const id = useId();
  const fact = (label: string, value: React.ReactNode) => (
    <div className="back-office__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <section aria-labelledby={`${id}-facts`} className="back-office__panel">
      <h2 id={`${id}-facts`}>{t('applications:details')}</h2>
      <dl className="back-office__facts">
        {fact(t('applications:opening'), openingLabel(application, t))}
        {fact(t('applications:market'), marketLabel(application.market, t))}
        {fact(t('applications:received'), <time dateTime={application.receivedAt}>{formatWhen(application.receivedAt, language)}</time>)}
        {fact(t('applications:status'), <strong data-testid="application-status">{statusLabel(application.status, t)}</strong>)}
        {fact(t('applications:email'), <a href={`mailto:${application.email}`}>{application.email}</a>)}
        {fact(t('applications:phone'), <a href={`tel:${application.phone.replace(/[^+0-9]/g, '')}`}>{application.phone}</a>)}
        {fact(t('applications:language'), languageName(application.locale, language))}
        {fact(t('applications:keptUntil'), <time dateTime={application.keptUntil}>{formatDay(application.keptUntil, language)}</time>)}
        {fact(t('applications:pool'), application.pool ? t('applications:poolYes') : t('applications:poolNo'))}
      </dl>
    </section>
  );
}

function StatusPanel({ application, outcome, save, report }: PanelProps & { report: Report }) {
  const { t } = useStaffTranslation();
  const [chosen, setChosen] = useState<ApplicationStatus>();
  const id = useId();
  const failed = outcome?.area === 'status' && outcome.failed;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const status = chosen ?? application.status;
    // Every change is recorded in the history: saving the same status again would only add noise there.
    if (status === application.status) return report('status', t('applications:sameStatus'), true);
    void save('status', { status }, (saved) => t('applications:statusSaved', { status: statusLabel(saved.status, t) }));
  };
  return (
    <section aria-labelledby={`${id}-title`} className="back-office__panel">
      <h2 id={`${id}-title`}>{t('applications:changeStatus')}</h2>
      <form className="back-office__row" onSubmit={submit}>
        <div className="back-office__field">
          <label htmlFor={`${id}-status`}>{t('applications:newStatus')}</label>
          <select
            id={`${id}-status`} name="status" value={chosen ?? application.status}
            aria-invalid={failed || undefined} aria-describedby={failed ? `${id}-error` : undefined}
            onChange={(event) => setChosen(event.target.value as ApplicationStatus)}
          >
            {applicationStatuses.map((status) => <option key={status} value={status}>{statusLabel(status, t)}</option>)}
          </select>
        </div>
        <Button type="submit" buttonStyle="primary" margin={false}>{t('applications:saveStatus')}</Button>
      </form>
      <OutcomeOf outcome={outcome} area="status" errorId={`${id}-error`} />
    </section>
  );
}

function CvPanel({ application, outcome, report, forget }: Omit<PanelProps, 'save'> & { report: Report; forget: (area: Area) => void }) {
  const { download } = useStaffApi();
  const { t, language } = useStaffTranslation();
  const id = useId();
  const busy = useRef(false);
  // The download counts as the reader's: the server records it, and keeps the file name the applicant gave.
  const fetchCv = async () => {
    if (busy.current) return;
    busy.current = true;
    const result = await download(`/applications/${encodeURIComponent(String(application.id))}/cv`);
    busy.current = false;
    if (result.ok) forget('cv');
    else report('cv', result.message ?? t('applications:downloadFailed'), true);
  };
  const { fileName, kind, bytes } = application.cv;
  return (
    <section aria-labelledby={`${id}-title`} className="back-office__panel">
      <h2 id={`${id}-title`}>{t('applications:cv')}</h2>
      <p>{t('applications:cvFile', { name: fileName, kind: t(`applications:kind-${kind}`), size: fileSize(bytes, language) })}</p>
      <div className="back-office__row">
        <Button type="button" buttonStyle="secondary" margin={false} onClick={() => void fetchCv()}>{t('applications:downloadCv')}</Button>
      </div>
      <OutcomeOf outcome={outcome} area="cv" errorId={`${id}-error`} />
    </section>
  );
}

function CoverLetter({ text }: { text: string }) {
  const { t } = useStaffTranslation();
  const id = useId();
  // Plain text as the applicant typed it: React escapes it, pre-wrap keeps their line breaks.
  return (
    <section aria-labelledby={`${id}-title`} className="back-office__panel">
      <h2 id={`${id}-title`}>{t('applications:coverLetter')}</h2>
      {text.trim() ? <p className="back-office__question">{text}</p> : <p className="back-office__hint">{t('applications:noCoverLetter')}</p>}
    </section>
  );
}

function NotesPanel({ application, outcome, save }: PanelProps) {
  const { t, language } = useStaffTranslation();
  const [note, setNote] = useState('');
  const id = useId();
  const failed = outcome?.area === 'note' && outcome.failed;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await save('note', { note }, () => t('applications:noteAdded'))) setNote('');
  };
  return (
    <section aria-labelledby={`${id}-title`} className="back-office__panel">
      <h2 id={`${id}-title`}>{t('applications:notes')}</h2>
      {application.notes.length === 0 ? (
        <p className="back-office__hint">{t('applications:noNotes')}</p>
      ) : (
        <ol data-testid="application-notes">
          {application.notes.map((item, index) => (
            <li key={`${item.at}-${index}`}>
              <p className="back-office__question">{item.text}</p>
              <p className="back-office__hint">{t('applications:noteBy', { person: item.by, when: formatWhen(item.at, language) })}</p>
            </li>
          ))}
        </ol>
      )}
      <form className="back-office__field" onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-note`}>{t('applications:newNote')}</label>
        <textarea
          id={`${id}-note`} name="note" rows={4} value={note} maxLength={NOTE_MAX}
          aria-invalid={failed || undefined} aria-describedby={failed ? `${id}-error` : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="back-office__row">
          <Button type="submit" buttonStyle="primary" margin={false}>{t('applications:addNote')}</Button>
        </div>
      </form>
      <OutcomeOf outcome={outcome} area="note" errorId={`${id}-error`} />
    </section>
  );
}

function History({ events }: { events: ApplicationEvent[] }) {
  const { t, language } = useStaffTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="back-office__panel">
      <h2 id={`${id}-title`}>{t('applications:history')}</h2>
      <ol data-testid="application-history">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at}>{formatWhen(event.at, language)}</time> · {event.by} · {eventText(event, t)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * Erasure at the applicant's request: two steps, so one stray click or Enter erases nothing; the
 * CV and the history go with it, and the list says so.
 */
function DeletePanel({ application, outcome, report, onDeleted }: Omit<PanelProps, 'save'> & { report: Report; onDeleted: () => void }) {
  const { call } = useStaffApi();
  const { t } = useStaffTranslation();
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  const erase = async () => {
    const answer = await call<Refusal>('DELETE', `/applications/${encodeURIComponent(String(application.id))}`);
    if (answer.status === 200) return onDeleted();
    setAsking(false);
    report('delete', answer.body.message ?? t('applications:deleteFailed'), true);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="back-office__panel">
      <h2 id={`${id}-title`}>{t('applications:deleteTitle')}</h2>
      <p className="back-office__hint">{t('applications:deleteExplanation')}</p>
      <div className="back-office__row">
        {asking ? (
          <>
            <Button ref={confirm} type="button" buttonStyle="error" margin={false} onClick={() => void erase()}>{t('applications:deleteConfirm', { name: application.name })}</Button>
            <Button type="button" buttonStyle="secondary" margin={false} onClick={() => setAsking(false)}>{t('applications:deleteCancel')}</Button>
          </>
        ) : (
          <Button type="button" buttonStyle="secondary" margin={false} onClick={() => setAsking(true)}>{t('applications:deleteStart')}</Button>
        )}
      </div>
      <OutcomeOf outcome={outcome} area="delete" errorId={`${id}-error`} />
    </section>
  );
}

/** Why an application did not open, and the way back (or on to the second factor). */
function NotOpened({ problem, listHref }: { problem: Problem; listHref: string }) {
  const { t } = useStaffTranslation();
  const back = useRef<HTMLAnchorElement>(null);
  // The row link that opened it is gone: the way back takes the focus, the alert is read out.
  useEffect(() => back.current?.focus(), []);
  return (
    <div className="back-office">
      <p><Link ref={back} href={listHref}>{t('applications:back')}</Link></p>
      {problem.error === 'second_factor' ? (
        <SecondFactorBanner message={problem.message} />
      ) : (
        <Banner type="error"><span role="alert">{problem.message}</span></Banner>
      )}
    </div>
  );
}

/**
 * One application in place of the list: who applied, for what, and until when it is kept; the CV,
 * the status, HR's notes and everyone's views, downloads and changes. Opening it counts as a view.
 */
export function ApplicationDetail({ id, listHref, onDeleted }: { id: string; listHref: string; onDeleted: () => void }) {
  const { call } = useStaffApi();
  const { t } = useStaffTranslation();
  const [application, setApplication] = useState<Application>();
  const [problem, setProblem] = useState<Problem>();
  const [outcome, setOutcome] = useState<Outcome>();
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const path = `/applications/${encodeURIComponent(id)}`;

  // Read once per application opened, whatever renders again: each read is recorded as a view.
  const open = useEffectEvent(() => {
    void call<Application & Refusal>('GET', path).then(({ status, body }) => {
      if (status === 200) setApplication(body);
      else setProblem({ error: body.error, message: body.message ?? t('applications:openFailed') });
    });
  });
  useEffect(() => open(), []);

  // The row link that opened it is gone: its name takes the focus, so reading starts at the applicant.
  const opened = application !== undefined;
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened]);

  const report: Report = (area, text, failed) => setOutcome((last) => ({ area, text, failed, serial: (last?.serial ?? 0) + 1 }));
  const forget = (area: Area) => setOutcome((last) => (last?.area === area ? undefined : last));
  const save: Save = async (area, body, done) => {
    const answer = await call<Application & Refusal>('POST', path, body);
    if (answer.status !== 200) {
      report(area, answer.body.message ?? t('applications:failed'), true);
      return false;
    }
    setApplication(answer.body);
    report(area, done(answer.body), false);
    return true;
  };

  if (problem) return <NotOpened problem={problem} listHref={listHref} />;
  if (!application) return <p role="status">{t('applications:loading')}</p>;
  const panel = { application, outcome, save };
  return (
    <article aria-labelledby={titleId} data-testid="application" className="back-office">
      <p><Link href={listHref}>{t('applications:back')}</Link></p>
      <h1 id={titleId} ref={heading} tabIndex={-1}>{application.name}</h1>
      <Facts application={application} />
      <StatusPanel {...panel} report={report} />
      <CvPanel application={application} outcome={outcome} report={report} forget={forget} />
      <CoverLetter text={application.coverLetter} />
      <NotesPanel {...panel} />
      <History events={application.events} />
      <DeletePanel application={application} outcome={outcome} report={report} onDeleted={onDeleted} />
    </article>
  );
}
