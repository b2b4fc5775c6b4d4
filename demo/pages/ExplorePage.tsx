import '../../src/elements/vs-search';
import { Layout } from '../Layout';

/** /explore: the search element, its state kept in the URL. */
export function ExplorePage() {
  return (
    <Layout>
      <main className="page">
        <h1>Explore</h1>
        <vs-search sync-url save-search />
      </main>
    </Layout>
  );
}
