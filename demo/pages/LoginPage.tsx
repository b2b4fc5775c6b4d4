import '../../src/elements/vs-login';
import { ThemeSwitch } from '../theme';

/** /login: the sign-in element; the router takes a signed-in person on from here. */
export function LoginPage() {
  return (
    <>
      <header className="header header-plain">
        <span className="brand">VidSearch</span>
        <ThemeSwitch />
      </header>
      <main className="page page-centred">
        <div className="stack">
          <vs-login heading="Sign in to VidSearch" />
          <a href="/reset-password">Forgot your password?</a>
        </div>
      </main>
    </>
  );
}
