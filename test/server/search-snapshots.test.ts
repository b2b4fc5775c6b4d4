import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchRequest } from '../../src/core/api/contract';
import { SearchEngine, type TenantSearch } from '../../server/search/engine';
import { pruneChanges } from '../../server/search/change-log/repository';
import { answerFromIndex } from '../../server/search/service';
import { IndexSnapshots } from '../../server/search/snapshots';
import { readSnapshotMeta } from '../../server/search/index/snapshot';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';

const SEARCH = '/middleware/search/search';
const CRICKET = tenantId('cricket');

// Every match on one page: doc numbers differ between indexes made in different orders.
const SEARCHES: SearchRequest[] = ['*', 'kohli OR bumrah', 'runs:>=4', 'wicket:*'].map((query) => ({
  query,
  facetBy: ['batter', 'bowler', 'runs'],
  pageSize: 100_000,
}));

/** An index's answer with its clips by id (in id order), not by doc number. */
function answered(search: TenantSearch, request: SearchRequest) {
  const { docs, scores: _, ...answer } = answerFromIndex(search, request);
  return { ...answer, ids: docs.map((doc) => search.index.clipId(doc)).sort() };
}

/**
 * A process that starts from its tenants' index snapshots (docs/search.md "Snapshots"): each
 * engine here is a process of its own on the test server's database, as a restart would be.
 */
describe.each(databaseKinds())('search index snapshots on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let assetId: string;
  let dir: string;
  const said: string[] = [];

  /** A new process's engine, keeping snapshots in `dir` (every size, as soon as it changes). */
  const engine = () => {
    const { db } = server.booted.app;
    const snapshots = new IndexSnapshots(db, { directory: dir, minClips: 0, everyMs: 0 }, (m) =>
      said.push(m),
    );
    return new SearchEngine(db, undefined, undefined, snapshots);
  };
  /** The tenant's index in a new process, and the snapshot writes it started, done. */
  const started = async () => {
    const made = engine();
    const search = await made.tenant(CRICKET);
    await made.close();
    return search;
  };
  /** The same searches answered by an index read from every clip. */
  const sameAsBuilt = async (search: TenantSearch) => {
    const built = await new SearchEngine(server.booted.app.db).tenant(CRICKET);
    expect(search.index.size).toBe(built.index.size);
    for (const request of SEARCHES)
      expect(answered(search, request), request.query).toEqual(answered(built, request));
  };
  const write = async (id: string, batter: string) => {
    const put = await server.call('PUT', '/middleware/search/data', {
      token,
      body: {
        clips: [
          { id, assetId, offset: 1, duration: 3, payload: [{ category: 'batter', value: batter }] },
        ],
      },
    });
    expect(put.status).toBe(200);
  };
  const finds = (search: TenantSearch, query: string) => answerFromIndex(search, { query }).total;

  beforeAll(async () => {
    server = await startTestServer(kind);
    dir = await mkdtemp(path.join(os.tmpdir(), 'vs-search-snapshots-'));
    token = (await server.signIn('admin.cricket@vidsearch.example')).token;
    const found = await server.call('POST', SEARCH, { token, body: { pageSize: 1 } });
    assetId = found.body.results[0].assetId;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('builds from the database where there is none, and the next process starts from it', async () => {
    const first = await started();
    expect(first.madeFrom).toBe('database');
    const meta = await readSnapshotMeta(path.join(dir, `${CRICKET}.index`));
    expect(meta).toMatchObject({ tenantId: CRICKET, appliedSeq: first.appliedSeq });

    const next = await started();
    expect(next.madeFrom).toBe('snapshot');
    expect(next.appliedSeq).toBe(first.appliedSeq);
    await sameAsBuilt(next);
  });

  it('catches up from the change log what was written after its snapshot', async () => {
    const before = await started();
    await write('snapshot-1', 'Wystan Pellucid');
    await write('snapshot-2', 'Orla Quenby');
    await write('snapshot-1', 'Wystan Marchbank');
    const after = await started();
    expect(after.madeFrom).toBe('snapshot');
    expect(after.appliedSeq).toBeGreaterThan(before.appliedSeq);
    expect(finds(after, 'marchbank')).toBe(1);
    expect(finds(after, 'pellucid')).toBe(0);
    expect(finds(after, 'quenby')).toBe(1);
    await sameAsBuilt(after);
    // And keeps a snapshot as far as it has caught up, for the process after it.
    const meta = await readSnapshotMeta(path.join(dir, `${CRICKET}.index`));
    expect(meta?.appliedSeq).toBe(after.appliedSeq);
  });

  it('builds from the database when the log no longer holds every change after its snapshot', async () => {
    await started();
    await write('snapshot-3', 'Tamsin Gallowglass');
    // Every change is forgotten, the one the snapshot lacks among them.
    await pruneChanges(server.booted.app.db, 0);
    said.length = 0;
    const after = await started();
    expect(after.madeFrom).toBe('database');
    expect(said.join('\n')).toMatch(/no longer holds every change/);
    expect(finds(after, 'gallowglass')).toBe(1);
    // What it wrote is current: the next process starts from it.
    expect((await started()).madeFrom).toBe('snapshot');
  });

  it('builds from the database when its snapshot is cut, and writes a whole one', async () => {
    const file = path.join(dir, `${CRICKET}.index`);
    const bytes = await readFile(file);
    await writeFile(file, bytes.subarray(0, bytes.length - 64));
    said.length = 0;
    const after = await started();
    expect(after.madeFrom).toBe('database');
    expect(said.join('\n')).toMatch(/is not used: .*(ends early|does not end)/);
    await sameAsBuilt(after);
    expect((await started()).madeFrom).toBe('snapshot');
  });
});
