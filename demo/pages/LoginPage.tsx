import '../../src/elements/vs-login';
import { PlainHeader } from '../PlainHeader';

/** /login: the sign-in element; the router takes a signed-in person on from here. */
export function LoginPage() {
  return (
    <>
      <PlainHeader />
      <main className="page page-centred">
        <div className="stack">
          <vs-login heading="Sign in to VidSearch" />
          <a href="/reset-password">Forgot your password?</a>
        </div>
      </main>
    </>
  );
}
