import '../../src/elements/vs-highlights';
import { Layout } from '../Layout';

/** /highlights: a game's packages, built, reviewed, played and kept as collections. */
export function HighlightsPage() {
  return (
    <Layout>
      <main className="page">
        <h1>Highlights</h1>
        <vs-highlights />
      </main>
    </Layout>
  );
}
