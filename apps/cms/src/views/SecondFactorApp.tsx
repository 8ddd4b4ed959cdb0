'use client';

import { useAuth } from '@payloadcms/ui';
import Link from 'next/link';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import { handlesApplications, readsSurveys, seesHealthData, type StaffMember } from '@/features/staff/capabilities';
import type { Staff } from '../access';
import { formatAdminDate } from '../i18n/admin-dates';
import type { StaffT } from '../i18n/catalogue';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { useStaffApi } from './api-client';

/** A key to add to the authenticator app: as text, as an otpauth:// link and as a QR code. */
interface NewKey {
  secret: string;
  uri: string;
  qr?: string;
}

type State =
  | { step: 'loading' }
  | { step: 'enrol' }
  | { step: 'key'; key: NewKey }
  | { step: 'code'; key: NewKey }
  | { step: 'recovery'; codes: string[] }
  | { step: 'verify' }
  | { step: 'done' }
  | { step: 'refused'; message: string };

const backOffices = [
  { reaches: seesHealthData, href: '/admin/cases', continue: 'secondFactor:continue', open: 'secondFactor:openReports' },
  { reaches: handlesApplications, href: '/admin/applications', continue: 'secondFactor:continueApplications', open: 'secondFactor:openApplications' },
  { reaches: readsSurveys, href: '/admin/survey', continue: 'secondFactor:continueSurveys', open: 'secondFactor:openSurveys' },
] as const;

/**
 * Where the confirmed sign-in leads: the back offices of the role (an
 * administrator has them all), since a link to the reports would only refuse
 * HR or the survey team.
 */
function Onward({ user, t, step }: { user: Staff | undefined; t: StaffT; step: 'continue' | 'open' }) {
  const reached = backOffices.filter((office) => office.reaches(user));
  return (
    <>
      {reached.map((office, index) => (
        <Fragment key={office.href}>
          {index > 0 && ' · '}
          <Link href={office.href}>{t(office[step])}</Link>
        </Fragment>
      ))}
    </>
  );
}

/** Why the role needs the second step: health data weighs most, so an administrator reads that reason. */
function enrolWhy(user: StaffMember | undefined) {
  if (seesHealthData(user)) return 'secondFactor:enrolWhy';
  if (handlesApplications(user)) return 'secondFactor:enrolWhyApplications';
  return 'secondFactor:enrolWhySurveys';
}

/** The key in groups of four for the eye; the groups are spaced by style, not by spaces, so a selection copies it in one piece. */
function keyGroups(secret: string): string[] {
  return secret.match(/.{1,4}/g) ?? [];
}

/** The recovery codes as a text file in the staff language: what they are, whose, from where and when. */
function recoveryFile(codes: string[], t: StaffT, facts: { site: string; email: string; madeOn: string }): string {
  return [
    t('secondFactor:recoveryFileTitle', { site: facts.site }),
    t('secondFactor:recoveryFileAccount', { email: facts.email }),
    t('secondFactor:recoveryFileMade', { date: facts.madeOn }),
    '',
    ...codes,
    '',
    t('secondFactor:recoveryFileUse'),
    '',
  ].join('\r\n');
}

/** The browser's local calendar day, for a file name: YYYY-MM-DD. */
function localDay(now: Date): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** A button that copies `text` and says whether it worked, in a live region beside it. */
function CopyButton({ text, label, t }: { text: string; label: string; t: StaffT }) {
  const [said, setSaid] = useState('');
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setSaid(t('secondFactor:copied')),
      () => setSaid(t('secondFactor:copyFailed')),
    );
  };
  return (
    <span className="second-factor__copy">
      <button type="button" className="btn btn--style-secondary btn--size-small" onClick={copy}>
        {label}
      </button>
      <span role="status">{said}</span>
    </span>
  );
}

/** "Step 2 of 3" and the step's heading, which takes the focus when the step opens. */
function StepHeading({ current, title, t }: { current: 1 | 2 | 3; title: string; t: StaffT }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <p className="second-factor__step">{t('secondFactor:stepOf', { current, total: 3 })}</p>
      <h2 ref={heading} tabIndex={-1} data-testid="second-factor-step">
        {title}
      </h2>
    </>
  );
}

/**
 * Sign-in's second step for staff who see health data, job applications or survey results.
 * Set up once, in three steps, each on its own: add the key to an authenticator app (QR
 * code, or the key typed, in groups of four), enter the code the app then shows, keep the
 * recovery codes (copied or downloaded). Afterwards each sign-in is confirmed with a code.
 */
export function SecondFactorApp() {
  const { call } = useStaffApi();
  const { t, language } = useStaffTranslation();
  const { user } = useAuth<Staff>();
  const staff = user ?? undefined;
  const [state, setState] = useState<State>({ step: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const codeId = useId();
  const errorId = useId();
  const hintId = useId();

  useEffect(() => {
    void call<{ enrolled?: boolean; verified?: boolean; message?: string }>('GET', '/second-factor').then(({ status, body }) => {
      if (status !== 200) return setState({ step: 'refused', message: body.message ?? t('api:signInFirst') });
      setState(body.verified ? { step: 'done' } : body.enrolled ? { step: 'verify' } : { step: 'enrol' });
    });
  }, [call, t]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (state.step === 'code') {
      const { status, body } = await call<{ recoveryCodes?: string[]; message?: string }>('POST', '/second-factor/confirm', { code });
      if (status === 200) return setState({ step: 'recovery', codes: body.recoveryCodes ?? [] });
      return setError(body.message);
    }
    const { status, body } = await call<{ message?: string }>('POST', '/second-factor/verify', { code });
    if (status === 200) return setState({ step: 'done' });
    setError(body.message);
  };

  const startEnrolment = async () => {
    setError(undefined);
    const { status, body } = await call<{ secret?: string; uri?: string; qr?: string; message?: string }>('POST', '/second-factor/enrol');
    if (status === 200 && body.secret && body.uri) setState({ step: 'key', key: { secret: body.secret, uri: body.uri, qr: body.qr } });
    else setError(body.message);
  };

  const codeForm = (label: string, first: boolean) => (
    <form onSubmit={submit} style={{ display: 'grid', gap: '0.75rem', maxWidth: '24rem' }}>
      <label htmlFor={codeId}>{label}</label>
      {first && (
        <p id={hintId} className="back-office__hint">
          {t('secondFactor:codeHint')}
        </p>
      )}
      <input
        id={codeId}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode={first ? 'numeric' : 'text'}
        aria-invalid={Boolean(error)}
        aria-describedby={[first ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined}
        style={{ padding: '0.5rem', fontSize: '1.1rem' }}
      />
      {error && (
        <p id={errorId} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn--style-primary">
        {t('secondFactor:confirm')}
      </button>
    </form>
  );

  const download = (codes: string[]) => {
    const now = new Date();
    const site = window.location.hostname;
    const text = recoveryFile(codes, t, { site, email: staff?.email ?? '', madeOn: formatAdminDate(now, language, { form: 'date' }) });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    link.download = t('secondFactor:recoveryFileName', { site, date: localDay(now) });
    link.click();
    // Not at once: the browser reads the file after this click returns.
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  };

  return (
    <section aria-labelledby="second-factor-title" data-testid="second-factor" className="second-factor">
      <h1 id="second-factor-title">{t('secondFactor:title')}</h1>
      {state.step === 'loading' && <p>{t('secondFactor:checking')}</p>}
      {state.step === 'refused' && <p role="alert">{state.message}</p>}
      {state.step === 'enrol' && (
        <>
          <p>{t(enrolWhy(staff))}</p>
          <p>{t('secondFactor:stepsIntro')}</p>
          <button type="button" className="btn btn--style-primary" onClick={startEnrolment}>
            {t('secondFactor:enrol')}
          </button>
          {error && <p role="alert">{error}</p>}
        </>
      )}
      {state.step === 'key' && (
        <>
          <StepHeading current={1} title={t('secondFactor:stepKey')} t={t} />
          <p>{t('secondFactor:addAccount')}</p>
          {/* A data URL made on the server: nothing for next/image to optimise or fetch. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {state.key.qr && <img src={state.key.qr} width={240} height={240} alt={t('secondFactor:qrAlt')} data-testid="totp-qr" />}
          <p className="second-factor__key">
            <span>{t('secondFactor:keyLabel')}: </span>
            <code data-testid="totp-secret" aria-describedby={`${codeId}-key-hint`}>
              {keyGroups(state.key.secret).map((group, index) => (
                <span key={index} className="second-factor__group">
                  {group}
                </span>
              ))}
            </code>{' '}
            <CopyButton text={state.key.secret} label={t('secondFactor:copyKey')} t={t} />
          </p>
          <p id={`${codeId}-key-hint`} className="back-office__hint">
            {t('secondFactor:keyHint')}
          </p>
          <p>
            <a href={state.key.uri}>{t('secondFactor:openInApp')}</a>
          </p>
          <div className="back-office__actions">
            <button type="button" className="btn btn--style-primary" onClick={() => setState({ step: 'code', key: state.key })}>
              {t('secondFactor:toCode')}
            </button>
          </div>
        </>
      )}
      {state.step === 'code' && (
        <>
          <StepHeading current={2} title={t('secondFactor:stepCode')} t={t} />
          {codeForm(t('secondFactor:firstCode'), true)}
          <div className="back-office__actions">
            <button
              type="button"
              className="btn btn--style-secondary"
              onClick={() => {
                setError(undefined);
                setState({ step: 'key', key: state.key });
              }}
            >
              {t('secondFactor:backToKey')}
            </button>
          </div>
        </>
      )}
      {state.step === 'recovery' && (
        <>
          <StepHeading current={3} title={t('secondFactor:stepRecovery')} t={t} />
          <p>{t('secondFactor:recoveryCodes')}</p>
          <ul data-testid="recovery-codes" className="second-factor__codes">
            {state.codes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <div className="back-office__actions">
            <CopyButton text={state.codes.join('\n')} label={t('secondFactor:copyCodes')} t={t} />
            <button type="button" className="btn btn--style-secondary btn--size-small" onClick={() => download(state.codes)}>
              {t('secondFactor:downloadCodes')}
            </button>
          </div>
          <p>
            <Onward user={staff} t={t} step="continue" />
          </p>
        </>
      )}
      {state.step === 'verify' && codeForm(t('secondFactor:verifyCode'), false)}
      {state.step === 'done' && (
        <p>
          {t('secondFactor:confirmed')} <Onward user={staff} t={t} step="open" />
        </p>
      )}
    </section>
  );
}
