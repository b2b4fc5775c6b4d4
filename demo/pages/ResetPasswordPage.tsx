import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../src/core/api/errors';
import { platform } from '../../src/core/platform';
import { useResetRequest } from '../../src/ui/login';
import { Layout } from '../Layout';

const MIN_PASSWORD = 8;

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Layout>
      <main className="page page-centred">
        <section className="card" aria-labelledby={id}>
          <h1 id={id}>{title}</h1>
          {children}
        </section>
      </main>
    </Layout>
  );
}

/**
 * /reset-password: ask for a link; with ?token= from the link, choose the new password (the
 * first one, with &invite=1 from an invitation).
 */
export function ResetPasswordPage() {
  const query = new URLSearchParams(location.search);
  const token = query.get('token');
  return token ? (
    <ChoosePassword token={token} invited={query.get('invite') === '1'} />
  ) : (
    <RequestLink />
  );
}

function RequestLink() {
  const id = useId();
  const [email, setEmail] = useState('');
  const { busy, error, fieldProblem, request } = useResetRequest();
  const navigate = useNavigate();
  const problemId = useId();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await request(email)) void navigate({ to: '/reset-password-requested' });
  }
  return (
    <Frame title="Reset your password">
      <form className="stack" onSubmit={submit} noValidate>
        <label htmlFor={id}>Email</label>
        <input
          id={id}
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={fieldProblem || undefined}
          aria-describedby={error ? problemId : undefined}
        />
        {error && (
          <p id={problemId} role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          Send reset link
        </button>
        <a href="/login">Back to sign in</a>
      </form>
    </Frame>
  );
}

function ChoosePassword({ token, invited }: { token: string; invited: boolean }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD)
      return setError(`Choose a password of at least ${MIN_PASSWORD} characters.`);
    setError(null);
    try {
      await platform().identity.confirmReset(token, password);
      setDone(true);
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 400
          ? invited
            ? 'This invitation link is invalid or has expired. Ask your administrator for a new one, or reset your password from the sign-in page.'
            : 'This reset link is invalid or has expired. Ask for a new one.'
          : 'The password could not be changed. Try again.',
      );
    }
  }
  if (done) {
    return (
      <Frame title={invited ? 'Password chosen' : 'Password changed'}>
        <p role="status">
          {invited ? 'Your password is set.' : 'Your password is changed.'} Sign in with it now.
        </p>
        <a href="/login">Go to sign in</a>
      </Frame>
    );
  }
  return (
    <Frame title={invited ? 'Welcome: choose your password' : 'Choose a new password'}>
      <form className="stack" onSubmit={submit} noValidate>
        {invited && (
          <p>You were invited. Choose a password of at least {MIN_PASSWORD} characters.</p>
        )}
        <label htmlFor={id}>{invited ? 'Password' : 'New password'}</label>
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error && <p role="alert">{error}</p>}
        <button type="submit" className="primary">
          {invited ? 'Set password' : 'Change password'}
        </button>
      </form>
    </Frame>
  );
}

/** /reset-password-requested: the same answer whether or not the account exists. */
export function ResetRequestedPage() {
  return (
    <Frame title="Check your email">
      <p>
        If an account exists for that email, a link to reset its password is on its way. It works
        for an hour.
      </p>
      <a href="/login">Back to sign in</a>
    </Frame>
  );
}
