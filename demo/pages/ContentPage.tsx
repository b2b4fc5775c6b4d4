import { ContentView } from '../../src/ui/content';
import { Layout } from '../Layout';

/** /settings/content: clips' metadata, corrected by editors and administrators. */
export function ContentPage() {
  return (
    <Layout>
      <main className="page">
        <h1>Clip metadata</h1>
        <ContentView />
      </main>
    </Layout>
  );
}
