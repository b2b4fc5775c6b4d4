import { useEffect, useRef, useState } from 'react';
import { ProviderSignInError, finishProviderSignIn } from '../../src/ui/login';
import { Layout } from '../Layout';

/** /oauth/callback: the provider sent the person back with a code; the router moves on once signed in. */
export function OAuthCallbackPage() {
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finishProviderSignIn(location.search).catch((e: unknown) =>
      setProblem(
        e instanceof ProviderSignInError ? e.message : 'Something went wrong. Start again.',
      ),
    );
  }, []);
  return (
    <Layout>
      <main className="page page-centred">
        <section className="card" aria-labelledby="callback-heading">
          {problem ? (
            <>
              <h1 id="callback-heading">You are not signed in</h1>
              <p role="alert">{problem}</p>
              <a href="/login">Back to sign in</a>
            </>
          ) : (
            <>
              <h1 id="callback-heading">Signing you in…</h1>
              <p role="status">One moment.</p>
            </>
          )}
        </section>
      </main>
    </Layout>
  );
}
