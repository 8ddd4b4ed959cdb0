'use client';

import { Banner, Button } from '@payloadcms/ui';
import Link from 'next/link';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import type { ApplicationDetail as Application, ApplicationEvent, ApplicationSummary, StatusMailDraft } from '@/features/careers/applications/records';
import {
  applicationStatuses,
  isMailedStatus,
  MAIL_SUBJECT_MAX,
  MAIL_TEXT_MAX,
  NOTE_MAX,
  type ApplicationStatus,
  type StatusMailText,
} from '@/features/careers/applications/validation';
import { formatMarketDate } from '../i18n/admin-dates';
import { dateLocale, type StaffT } from '../i18n/catalogue';
import { en } from '../i18n/applications/en';
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
  if (event.action === 'mailed' && event.mail)
    return t('applications:event-mailed', { status: statusLabel(event.mail.status, t), subject: event.mail.subject });
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
      <div role="status">
        {mine && !mine.failed && (
          <Banner key={mine.serial} type="success">
            {mine.text}
          </Banner>
        )}
      </div>
      <div role="alert" id={errorId}>
        {mine?.failed && (
          <Banner key={mine.serial} type="error">
            {mine.text}
          </Banner>
        )}
      </div>
    </>
  );
}

type Report = (area: Area, text: string, failed: boolean) => void;

type Save = (area: Area, body: { status?: ApplicationStatus; note?: string; mail?: StatusMailText }, done: (saved: Application) => string) => Promise<boolean>;

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
        {fact(
          t('applications:received'),
          <time dateTime={application.receivedAt}>{formatMarketDate(application.receivedAt, language, application.market)}</time>,
        )}
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

/** The e-mail to the applicant that may go with a new status: fetched as a template in their language, edited by HR. */
type MailDraft = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; draft: StatusMailDraft; subject: string; text: string };

function useMailDraft(application: Application, status: ApplicationStatus | undefined, wanted: boolean) {
  const { call } = useStaffApi();
  const { t } = useStaffTranslation();
  const [draft, setDraft] = useState<MailDraft>();
  // HR's edits stay while the same status's mail is open: only another status, or another application, starts from its template.
  const key = wanted && status && isMailedStatus(status) ? `${application.id}:${status}` : undefined;
  const loaded = useRef<string>(undefined);
  const load = useEffectEvent((forKey: string, forStatus: ApplicationStatus) => {
    if (loaded.current === forKey) return;
    loaded.current = forKey;
    setDraft({ state: 'loading' });
    void call<StatusMailDraft & Refusal>('GET', `/applications/${encodeURIComponent(application.id)}/mail?status=${encodeURIComponent(forStatus)}`).then(
      ({ status: code, body }) => {
        if (loaded.current !== forKey) return;
        if (code === 200) setDraft({ state: 'ready', draft: body, subject: body.subject, text: body.text });
        else setDraft({ state: 'failed', message: body.message ?? t('applications:mailLoadFailed') });
      },
    );
  });
  useEffect(() => {
    if (key && status) load(key, status);
  }, [key, status]);
  const forget = () => {
    loaded.current = undefined;
    setDraft(undefined);
  };
  return { draft: key ? draft : undefined, setDraft, forget };
}

function MailFields({
  application,
  draft,
  edit,
  problems,
  id,
}: {
  application: Application;
  draft: MailDraft;
  edit: (field: 'subject' | 'text', value: string) => void;
  problems: { subject?: string; text?: string };
  id: string;
}) {
  const { t, language } = useStaffTranslation();
  if (draft.state === 'loading') return <p role="status">{t('applications:mailLoading')}</p>;
  if (draft.state === 'failed')
    return (
      <Banner type="error">
        <span role="alert">{draft.message}</span>
      </Banner>
    );
  // Checked by the view, in the reader's language, not by the browser's own bubble.
  const field = (name: 'subject' | 'text') => ({
    id: `${id}-mail-${name}`,
    name: `mail-${name}`,
    value: draft[name],
    'aria-required': true,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-mail-${name}-error` : undefined,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(name, event.target.value),
  });
  const problem = (name: 'subject' | 'text') =>
    problems[name] && (
      <p id={`${id}-mail-${name}-error`} className="back-office__error">
        {problems[name]}
      </p>
    );
  return (
    <fieldset className="back-office__mail" data-testid="status-mail">
      <legend>{t('applications:mailTitle')}</legend>
      <p className="back-office__hint">{t('applications:mailHint', { language: languageName(draft.draft.locale, language), email: application.email })}</p>
      <div className="back-office__field">
        <label htmlFor={`${id}-mail-subject`}>{t('applications:mailSubject')}</label>
        <input type="text" maxLength={MAIL_SUBJECT_MAX} {...field('subject')} />
        {problem('subject')}
      </div>
      <div className="back-office__field">
        <label htmlFor={`${id}-mail-text`}>{t('applications:mailText')}</label>
        <textarea rows={12} maxLength={MAIL_TEXT_MAX} {...field('text')} />
        {problem('text')}
      </div>
    </fieldset>
  );
}

function StatusPanel({ application, outcome, save, report }: PanelProps & { report: Report }) {
  const { t } = useStaffTranslation();
  const [chosen, setChosen] = useState<ApplicationStatus>();
  const [mailWanted, setMailWanted] = useState(false);
  const [problems, setProblems] = useState<{ subject?: string; text?: string }>({});
  const id = useId();
  const status = chosen ?? application.status;
  const mailable = status !== application.status && isMailedStatus(status);
  const { draft, setDraft, forget } = useMailDraft(application, status, mailable && mailWanted);
  const failed = outcome?.area === 'status' && outcome.failed;
  const edit = (field: 'subject' | 'text', value: string) => {
    setDraft((last) => (last?.state === 'ready' ? { ...last, [field]: value } : last));
    setProblems((last) => ({ ...last, [field]: undefined }));
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    // Every change is recorded in the history: saving the same status again would only add noise there.
    if (status === application.status) return report('status', t('applications:sameStatus'), true);
    const sending = mailable && mailWanted;
    if (sending && draft?.state !== 'ready') return;
    const mail = sending && draft?.state === 'ready' ? { subject: draft.subject, text: draft.text } : undefined;
    if (mail) {
      const missing = {
        subject: mail.subject.trim() ? undefined : t('applications:mailSubjectMissing'),
        text: mail.text.trim() ? undefined : t('applications:mailTextMissing'),
      };
      if (missing.subject || missing.text) {
        setProblems(missing);
        document.getElementById(`${id}-mail-${missing.subject ? 'subject' : 'text'}`)?.focus();
        return;
      }
    }
    const saved = await save('status', { status, ...(mail ? { mail } : {}) }, (done) =>
      mail
        ? t('applications:statusSavedMailed', { status: statusLabel(done.status, t), email: done.email })
        : t('applications:statusSaved', { status: statusLabel(done.status, t) }),
    );
    // Sent: the next change starts from a fresh template and an unticked box; refused: HR's text stays to be mended.
    if (saved) {
      setMailWanted(false);
      setChosen(undefined);
      forget();
    }
  };
  return (
    <section aria-labelledby={`${id}-title`} className="back-office__panel">
      <h2 id={`${id}-title`}>{t('applications:changeStatus')}</h2>
      <form className="back-office__stack" onSubmit={(event) => void submit(event)}>
        <div className="back-office__row">
          <div className="back-office__field">
            <label htmlFor={`${id}-status`}>{t('applications:newStatus')}</label>
            <select
              id={`${id}-status`}
              name="status"
              value={status}
              aria-invalid={failed || undefined}
              aria-describedby={failed ? `${id}-error` : undefined}
              onChange={(event) => setChosen(event.target.value as ApplicationStatus)}
            >
              {applicationStatuses.map((option) => (
                <option key={option} value={option}>
                  {statusLabel(option, t)}
                </option>
              ))}
            </select>
          </div>
          {mailable && (
            <div className="back-office__check">
              <input id={`${id}-send-mail`} type="checkbox" name="sendMail" checked={mailWanted} onChange={(event) => setMailWanted(event.target.checked)} />
              <label htmlFor={`${id}-send-mail`}>{t('applications:sendMail')}</label>
            </div>
          )}
        </div>
        {mailable && mailWanted && draft && <MailFields application={application} draft={draft} edit={edit} problems={problems} id={id} />}
        <div className="back-office__row">
          <Button type="submit" buttonStyle="primary" margin={false}>
            {mailable && mailWanted ? t('applications:saveAndSend') : t('applications:saveStatus')}
          </Button>
        </div>
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
  const [previewing, setPreviewing] = useState(false);
  const { fileName, kind, bytes } = application.cv;
  return (
    <section aria-labelledby={`${id}-title`} className="back-office__panel">
      <h2 id={`${id}-title`}>{t('applications:cv')}</h2>
      <p>{t('applications:cvFile', { name: fileName, kind: t(`applications:kind-${kind}`), size: fileSize(bytes, language) })}</p>
      <div className="back-office__row">
        {kind === 'pdf' && (
          <Button
            type="button"
            buttonStyle="secondary"
            margin={false}
            extraButtonProps={{ 'aria-expanded': previewing, 'aria-controls': `${id}-preview` }}
            onClick={() => setPreviewing(!previewing)}
          >
            {previewing ? t('applications:hideCv') : t('applications:showCv')}
          </Button>
        )}
        <Button type="button" buttonStyle="secondary" margin={false} onClick={() => void fetchCv()}>
          {t('applications:downloadCv')}
        </Button>
      </div>
      {kind !== 'pdf' && <p className="back-office__hint">{t('applications:noPreview')}</p>}
      <div id={`${id}-preview`}>
        {/* The browser's own PDF viewer, in a frame the server sandboxes (CSP sandbox, nothing loaded): the applicant's file runs nothing here. */}
        {previewing && (
          <iframe
            className="back-office__cv-preview"
            data-testid="cv-preview"
            title={t('applications:cvPreviewTitle', { name: application.name })}
            src={`/api/applications/${encodeURIComponent(String(application.id))}/preview`}
          />
        )}
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
              <p className="back-office__hint">
                {t('applications:noteBy', { person: item.by, when: formatMarketDate(item.at, language, application.market) })}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="back-office__field" onSubmit={(event) => void submit(event)}>
        <label htmlFor={`${id}-note`}>{t('applications:newNote')}</label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={4}
          value={note}
          maxLength={NOTE_MAX}
          aria-invalid={failed || undefined}
          aria-describedby={failed ? `${id}-error` : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="back-office__row">
          <Button type="submit" buttonStyle="primary" margin={false}>
            {t('applications:addNote')}
          </Button>
        </div>
      </form>
      <OutcomeOf outcome={outcome} area="note" errorId={`${id}-error`} />
    </section>
  );
}

function History({ events, market }: { events: ApplicationEvent[]; market: string }) {
  const { t, language } = useStaffTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="back-office__panel">
      <h2 id={`${id}-title`}>{t('applications:history')}</h2>
      <ol data-testid="application-history">
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <time dateTime={event.at}>{formatMarketDate(event.at, language, market)}</time> · {event.by} · {eventText(event, t)}
            {event.mail && (
              <details>
                <summary>{t('applications:mailSentText')}</summary>
                <p className="back-office__question" data-testid="sent-mail">
                  {event.mail.text}
                </p>
              </details>
            )}
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
            <Button ref={confirm} type="button" buttonStyle="error" margin={false} onClick={() => void erase()}>
              {t('applications:deleteConfirm', { name: application.name })}
            </Button>
            <Button type="button" buttonStyle="secondary" margin={false} onClick={() => setAsking(false)}>
              {t('applications:deleteCancel')}
            </Button>
          </>
        ) : (
          <Button type="button" buttonStyle="secondary" margin={false} onClick={() => setAsking(true)}>
            {t('applications:deleteStart')}
          </Button>
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
      <p>
        <Link ref={back} href={listHref}>
          {t('applications:back')}
        </Link>
      </p>
      {problem.error === 'second_factor' ? (
        <SecondFactorBanner message={problem.message} />
      ) : (
        <Banner type="error">
          <span role="alert">{problem.message}</span>
        </Banner>
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
      <p>
        <Link href={listHref}>{t('applications:back')}</Link>
      </p>
      <h1 id={titleId} ref={heading} tabIndex={-1}>
        {application.name}
      </h1>
      <Facts application={application} />
      <StatusPanel {...panel} report={report} />
      <CvPanel application={application} outcome={outcome} report={report} forget={forget} />
      <CoverLetter text={application.coverLetter} />
      <NotesPanel {...panel} />
      <History events={application.events} market={application.market} />
      <DeletePanel application={application} outcome={outcome} report={report} onDeleted={onDeleted} />
    </article>
  );
}
