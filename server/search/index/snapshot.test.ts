import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRequest } from '../../../src/core/api/contract';
import { tenantByKey } from '../../../src/tenants';
import { corpusClips } from '../../seed/corpus-clips';
import { SeededRandom } from '../../seed/random';
import { emptyTenantSearch, type TenantSearch } from '../engine';
import { answerFromIndex } from '../service';
import type { IndexedClip } from './tenant-index';
import { readSnapshot, UnreadableSnapshotError, writeSnapshot } from './snapshot';

const cricket = tenantByKey('cricket')!;
const tenantId = cricket.tenantId.production;
const META = { tenantId, databaseId: 'db', categories: 'c', appliedSeq: 0, writtenAt: 0 };

const SEARCHES: SearchRequest[] = [
  '*',
  'kohli',
  'runs:>=4',
  'wicket:* OR shot:"Cover drive"',
].flatMap((query) => [
  { query, facetBy: ['batter', 'shot', 'runs'], sortBy: 'newest' as const },
  { query, facetBy: ['bowler'], facetMode: 'OR' as const, sortBy: 'oldest' as const, page: 2 },
  { query, groupBy: 'asset' as const, filters: [{ category: 'runs', values: ['4', '6'] }] },
]);

describe('an index snapshot', () => {
  let dir: string;
  let clips: IndexedClip[];
  let original: TenantSearch;
  const random = new SeededRandom('snapshot');

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-snapshot-'));
    const corpus = corpusClips(cricket, 1500, () => undefined);
    clips = [...corpus.inIdOrder()];
    original = emptyTenantSearch(tenantId);
    for (const clip of clips) original.index.add(clip);
    for (const assetId of corpus.publicAssets) original.index.setAssetPublic(assetId, true);
    // Later writes: replaced clips (out of id order), one removed, and an id not a UUID.
    for (let i = 0; i < 20; i++) {
      const clip = random.pick(clips);
      original.index.add({ ...clip, duration: clip.duration + 1 });
    }
    original.index.remove(clips[3]!.id);
    original.index.add({ ...clips[5]!, id: 'uploaded-clip-1' });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads back an index that answers as the one written, and takes writes after', async () => {
    const file = path.join(dir, 'cricket.index');
    const meta = {
      tenantId,
      databaseId: 'db',
      categories: 'c',
      appliedSeq: 42,
      writtenAt: Date.now(),
    };
    await writeSnapshot(file, original.index.saved(), meta);
    const read = await readSnapshot(file);
    expect(read?.meta).toEqual(meta);
    const restored = emptyTenantSearch(tenantId);
    restored.index.restore(read!.saved);
    expect(restored.index.size).toBe(original.index.size);
    for (const request of SEARCHES)
      expect(answerFromIndex(restored, request), JSON.stringify(request)).toEqual(
        answerFromIndex(original, request),
      );
    for (const id of [clips[0]!.id, clips[3]!.id, 'uploaded-clip-1', clips.at(-1)!.id])
      expect(restored.index.docNumber(id)).toBe(original.index.docNumber(id));
    expect(restored.index.publicSet().count()).toBe(original.index.publicSet().count());
    // The same writes on both keep them answering alike.
    for (const search of [original, restored]) {
      search.index.add({ ...clips[7]!, items: [{ category: 'batter', value: 'New Batter' }] });
      search.index.remove(clips[8]!.id);
    }
    for (const request of [...SEARCHES, { query: 'batter:"New Batter"', facetBy: ['batter'] }])
      expect(answerFromIndex(restored, request)).toEqual(answerFromIndex(original, request));
  });

  it('is nothing where there is none, and refused in words where it is not whole', async () => {
    expect(await readSnapshot(path.join(dir, 'none.index'))).toBeNull();
    const file = path.join(dir, 'whole.index');
    await writeSnapshot(file, original.index.saved(), { ...META, appliedSeq: 1 });
    const bytes = await readFile(file);
    const cut = path.join(dir, 'cut.index');
    await writeFile(cut, bytes.subarray(0, bytes.length - 100));
    await expect(readSnapshot(cut)).rejects.toThrow(UnreadableSnapshotError);
    const other = path.join(dir, 'other.index');
    await writeFile(other, 'not an index at all, but long enough to read a mark from');
    await expect(readSnapshot(other)).rejects.toThrow(/not a snapshot/);
  });
});
