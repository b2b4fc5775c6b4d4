import { ClipMetadataView } from '../../src/ui/clip-metadata';
import { Layout } from '../Layout';

/** /settings/content: clips' metadata, corrected by editors and administrators. */
export function ClipMetadataPage() {
  return (
    <Layout>
      <main className="page">
        <h1>Clip metadata</h1>
        <ClipMetadataView />
      </main>
    </Layout>
  );
}
