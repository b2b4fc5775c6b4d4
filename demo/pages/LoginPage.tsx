import '../../src/elements/vs-login';

/** /login: the sign-in element; the router takes a signed-in person on from here. */
export function LoginPage() {
  return (
    <main className="page page-centred">
      <vs-login heading="Sign in to VidSearch" />
    </main>
  );
}
