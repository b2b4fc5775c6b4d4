import '../../src/elements/vs-library';
import { useTenant } from '../../src/ui/common';
import { Layout } from '../Layout';

/** /library: the tenant's videos, uploaded and processed, for editors and administrators. */
export function LibraryPage() {
  const word = useTenant().config.ui.verbiage.library ?? 'Library';
  return (
    <Layout>
      <main className="page">
        <h1>{word}</h1>
        <vs-library />
      </main>
    </Layout>
  );
}
