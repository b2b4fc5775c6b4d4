import { useAccount, useProfile } from '../../src/ui/common';
import { Layout } from '../Layout';

/** /: who is signed in, to which organisation. Later issues add search and collections. */
export function HomePage() {
  const { email, tenancy } = useAccount();
  const { user, error } = useProfile();
  return (
    <Layout>
      <main className="page">
        <h1>Welcome{tenancy ? ` to ${tenancy.name}` : ''}</h1>
        <p>
          {user ? `Hello ${user.firstName}. ` : ''}You are signed in as {email}.
        </p>
        {error && <p role="alert">Your profile could not be loaded: {error.message}</p>}
      </main>
    </Layout>
  );
}
