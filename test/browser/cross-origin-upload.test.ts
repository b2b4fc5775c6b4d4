import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choose, makeMatch } from '../e2e/library-helpers';
import { partnerPage, partnerUnderTest, signedInPage } from './harness';

/**
 * `<vs-library>` on a partner's page of another origin uploads to the platform: the resumable
 * upload's headers pass the preflight, and the answers' headers (Location, Upload-Offset,
 * Asset-Id) can be read by the page (docs/ingest.md).
 */
describe('<vs-library> on a page of another origin', () => {
  const env = partnerUnderTest((api) => ({
    '/library.html': partnerPage(api, '<vs-library tenant="cricket"></vs-library>', 'Library'),
  }));
  let dir: string;
  let match: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-cross-origin-'));
    match = await makeMatch(dir, 'Partner final.mp4', 2, '320x180');
  });
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('uploads a file whole, and lists it', async () => {
    const page = await signedInPage(env, 'cricket', 'library.html', {
      email: 'editor.cricket@vidsearch.example',
    });
    expect(new URL(env.site.url).origin).not.toBe(new URL(env.server.url).origin);
    const refused: string[] = [];
    page.on('requestfailed', (r) => refused.push(`${r.method()} ${r.url()}`));
    page.on('console', (m) => m.type() === 'error' && page.errors.push(m.text()));
    await choose(page, [match]);
    const sent = page.getByRole('list', { name: 'Uploads from this page' });
    await sent
      .getByText('Uploaded. Its row below shows its processing.')
      .waitFor({ timeout: 30_000 });
    await page.getByRole('row', { name: /Partner final/ }).waitFor();
    expect(refused).toEqual([]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  }, 60_000);
});
