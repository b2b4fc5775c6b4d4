import { useAccount } from '../../src/ui/common';
import { Layout } from '../Layout';

/** /: who is signed in, to which organisation. Later issues add search and collections. */
export function HomePage() {
  const { email, tenancy } = useAccount();
  return (
    <Layout>
      <main className="page">
        <h1>Welcome{tenancy ? ` to ${tenancy.name}` : ''}</h1>
        <p>You are signed in as {email}.</p>
      </main>
    </Layout>
  );
}
