import { UsersView } from '../../src/ui/settings';
import { Layout } from '../Layout';

/** /settings/users: the organisation's users and API keys, for its administrators. */
export function UsersPage() {
  return (
    <Layout>
      <main className="page">
        <h1>Users, API keys and webhooks</h1>
        <UsersView />
      </main>
    </Layout>
  );
}
