import '../../src/elements/vs-login';
import { EmbeddedStorageNote, ProviderSignInButtons } from '../../src/ui/login';
import { Layout } from '../Layout';

/** /login: the sign-in element; the router takes a signed-in person on from here. */
export function LoginPage() {
  return (
    <Layout signInLink={false}>
      <main className="page page-centred">
        <div className="stack">
          <vs-login heading="Sign in to VidSearch" hide-password-reset />
          <EmbeddedStorageNote product="VidSearch" />
          <ProviderSignInButtons />
          <a href="/reset-password">Forgot your password?</a>
        </div>
      </main>
    </Layout>
  );
}
