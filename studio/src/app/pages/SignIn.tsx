/** Sign-in: e-mail and password to `POST /studio/api/session`; wrong credentials and rate limits explained. */
import type { SessionResponse } from '@waypoint/schemas';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, api, messageOf } from '../api.ts';

/** '45 seconds', '3 minutes'. */
export function waitFor(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

export function SignIn(props: { notice: string | null; onSignedIn(session: SessionResponse): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    document.title = 'Sign in — Waypoint Studio';
  }, []);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { data } = await api<SessionResponse>('POST', '/session', { body: { email, password } });
      props.onSignedIn(data);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        setError('That e-mail and password do not match an account. Check them and try again.');
      } else if (err instanceof ApiError && err.status === 429) {
        const wait =
          err.retryAfter !== null ? ` Try again in ${waitFor(err.retryAfter)}.` : ' Try again later.';
        setError(`Too many sign-in attempts.${wait}`);
      } else {
        setError(`Signing in failed: ${messageOf(err)}`);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="sign-in">
      <h1>Sign in to Waypoint Studio</h1>
      {props.notice ? <p className="notice">{props.notice}</p> : null}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="sign-in-email">E-mail</label>
          <input
            id="sign-in-email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="sign-in-password">Password</label>
          <input
            id="sign-in-password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        {error ? (
          <p className="error" role="alert" tabIndex={-1} ref={errorRef} data-testid="sign-in-error">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}
