import '../../src/elements/vs-exports';
import { Layout } from '../Layout';

/** /exports: the person's exports, with their progress and downloads. */
export function ExportsPage() {
  return (
    <Layout>
      <main className="page">
        <h1>Exports</h1>
        <vs-exports />
      </main>
    </Layout>
  );
}
