import { UsersView } from '../../src/ui/settings';
import { Layout } from '../Layout';

/** /settings/users: the organisation's users and API keys, for its administrators. */
export function UsersPage() {
  return (
    <Layout>
      <main className="page">
        <h1>Users and API keys</h1>
        <UsersView />
      </main>
    </Layout>
  );
}
