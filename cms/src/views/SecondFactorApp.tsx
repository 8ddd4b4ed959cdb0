'use client';

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { useStaffApi } from './api-client';

type State =
  | { step: 'loading' }
  | { step: 'enrol'; secret?: string; uri?: string }
  | { step: 'recovery'; codes: string[] }
  | { step: 'verify' }
  | { step: 'done' }
  | { step: 'refused'; message: string };

/**
 * Sign-in's second step for staff who see health data: set up an
 * authenticator app once (secret, then the first code, then recovery codes),
 * and afterwards confirm each sign-in with a code.
 */
export function SecondFactorApp() {
  const { call } = useStaffApi();
  const [state, setState] = useState<State>({ step: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const codeId = useId();
  const errorId = useId();

  useEffect(() => {
    void call<{ enrolled?: boolean; verified?: boolean; message?: string }>('GET', '/second-factor').then(({ status, body }) => {
      if (status !== 200) return setState({ step: 'refused', message: body.message ?? 'Sign in first.' });
      setState(body.verified ? { step: 'done' } : body.enrolled ? { step: 'verify' } : { step: 'enrol' });
    });
  }, [call]);

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
    const { status, body } = await call<{ secret?: string; uri?: string; message?: string }>('POST', '/second-factor/enrol');
    if (status === 200) setState({ step: 'enrol', secret: body.secret, uri: body.uri });
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
      <button type="submit" className="btn btn--style-primary">Confirm</button>
    </form>
  );

  return (
    <section aria-labelledby="second-factor-title" data-testid="second-factor">
      <h1 id="second-factor-title">Two-step sign-in</h1>
      {state.step === 'loading' && <p>Checking your sign-in…</p>}
      {state.step === 'refused' && <p role="alert">{state.message}</p>}
      {state.step === 'enrol' && !state.secret && (
        <>
          <p>Reports are health data: your role needs a second step at sign-in. Set up an authenticator app (for example on your phone) once.</p>
          <button type="button" className="btn btn--style-primary" onClick={startEnrolment}>Set up an authenticator app</button>
          {error && <p role="alert">{error}</p>}
        </>
      )}
      {state.step === 'enrol' && state.secret && (
        <>
          <p>Add an account to your authenticator app with this key (or open the link on the device that has the app):</p>
          <p><code data-testid="totp-secret">{state.secret}</code></p>
          <p><a href={state.uri}>Open in the authenticator app</a></p>
          {codeForm('The 6-digit code the app now shows')}
        </>
      )}
      {state.step === 'recovery' && (
        <>
          <p>Done. Keep these recovery codes somewhere safe: each one signs you in once if you lose your phone. They are shown only now.</p>
          <ul data-testid="recovery-codes">{state.codes.map((recovery) => <li key={recovery}><code>{recovery}</code></li>)}</ul>
          <p><Link href="/admin/cases">Continue to the reports</Link></p>
        </>
      )}
      {state.step === 'verify' && codeForm('The 6-digit code from your authenticator app, or a recovery code')}
      {state.step === 'done' && (
        <p>Your sign-in is confirmed. <Link href="/admin/cases">Open the reports</Link></p>
      )}
    </section>
  );
}
