'use client';

import { useAuth } from '@payloadcms/ui';
import Link from 'next/link';
import { Fragment, useEffect, useId, useState } from 'react';
import { handlesApplications, readsSurveys, seesHealthData, type StaffMember } from '@/features/staff/capabilities';
import type { Staff } from '../access';
import type { StaffT } from '../i18n/catalogue';
import { useStaffTranslation } from '../i18n/use-staff-translation';
import { useStaffApi } from './api-client';

type State =
  | { step: 'loading' }
  | { step: 'enrol'; secret?: string; uri?: string; qr?: string }
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

/**
 * Sign-in's second step for staff who see health data, job applications or survey results:
 * set up an authenticator app once (secret, then the first code, then
 * recovery codes), and afterwards confirm each sign-in with a code.
 */
export function SecondFactorApp() {
  const { call } = useStaffApi();
  const { t } = useStaffTranslation();
  const { user } = useAuth<Staff>();
  const staff = user ?? undefined;
  const [state, setState] = useState<State>({ step: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const codeId = useId();
  const errorId = useId();

  useEffect(() => {
    void call<{ enrolled?: boolean; verified?: boolean; message?: string }>('GET', '/second-factor').then(({ status, body }) => {
      if (status !== 200) return setState({ step: 'refused', message: body.message ?? t('api:signInFirst') });
      setState(body.verified ? { step: 'done' } : body.enrolled ? { step: 'verify' } : { step: 'enrol' });
    });
  }, [call, t]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (state.step === 'enrol') {
      const { status, body } = await call<{ recoveryCodes?: string[]; message?: string }>('POST', '/second-factor/confirm', { code });
      if (status === 200) return setState({ step: 'recovery', codes: body.recoveryCodes ?? [] });
      return setError(body.message);
    }
    const { status, body } = await call<{ message?: string }>('POST', '/second-factor/verify', { code });
    if (status === 200) return setState({ step: 'done' });
    setError(body.message);
  };

  const startEnrolment = async () => {
    const { status, body } = await call<{ secret?: string; uri?: string; qr?: string; message?: string }>('POST', '/second-factor/enrol');
    if (status === 200) setState({ step: 'enrol', secret: body.secret, uri: body.uri, qr: body.qr });
    else setError(body.message);
  };

  const codeForm = (label: string) => (
    <form onSubmit={submit} style={{ display: 'grid', gap: '0.75rem', maxWidth: '24rem' }}>
      <label htmlFor={codeId}>{label}</label>
      <input
        id={codeId}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode="text"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        style={{ padding: '0.5rem', fontSize: '1.1rem' }}
      />
      {error && <p id={errorId} role="alert">{error}</p>}
      <button type="submit" className="btn btn--style-primary">{t('secondFactor:confirm')}</button>
    </form>
  );

  return (
    <section aria-labelledby="second-factor-title" data-testid="second-factor">
      <h1 id="second-factor-title">{t('secondFactor:title')}</h1>
      {state.step === 'loading' && <p>{t('secondFactor:checking')}</p>}
      {state.step === 'refused' && <p role="alert">{state.message}</p>}
      {state.step === 'enrol' && !state.secret && (
        <>
          <p>{t(enrolWhy(staff))}</p>
          <button type="button" className="btn btn--style-primary" onClick={startEnrolment}>{t('secondFactor:enrol')}</button>
          {error && <p role="alert">{error}</p>}
        </>
      )}
      {state.step === 'enrol' && state.secret && (
        <>
          <p>{t('secondFactor:addAccount')}</p>
          {/* A data URL made on the server: nothing for next/image to optimise or fetch. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {state.qr && <img src={state.qr} width={240} height={240} alt={t('secondFactor:qrAlt')} data-testid="totp-qr" />}
          <p><code data-testid="totp-secret">{state.secret}</code></p>
          <p><a href={state.uri}>{t('secondFactor:openInApp')}</a></p>
          {codeForm(t('secondFactor:firstCode'))}
        </>
      )}
      {state.step === 'recovery' && (
        <>
          <p>{t('secondFactor:recoveryCodes')}</p>
          <ul data-testid="recovery-codes">{state.codes.map((recovery) => <li key={recovery}><code>{recovery}</code></li>)}</ul>
          <p><Onward user={staff} t={t} step="continue" /></p>
        </>
      )}
      {state.step === 'verify' && codeForm(t('secondFactor:verifyCode'))}
      {state.step === 'done' && (
        <p>{t('secondFactor:confirmed')} <Onward user={staff} t={t} step="open" /></p>
      )}
    </section>
  );
}
