import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Playlist, PlaylistListResponse, SearchResponse } from '../../src/core/api/contract';
import { tenantId } from './helpers';
import { processClient, startProcess, type Running } from './server-process';

const BATCHES = 10;
const CLIPS_PER_COLLECTION = 400;
const CLIPS_PER_WRITE = 300;

/**
 * Collection saves and metadata writes in flight when the server is killed (kill -9): after a
 * restart each is there whole or not at all, every one that was answered is there, and the
 * search index agrees with the database.
 */
describe('writes in flight when the server is killed (kill -9)', () => {
  let dataDir: string;
  let running: Running | null = null;
  afterAll(async () => {
    if (running?.child.exitCode === null) running.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps whole what was answered, and nothing half-written', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'vs-write-recovery-'));
    const secret = randomBytes(32).toString('hex');
    running = await startProcess(dataDir, secret);
    const { call, signIn } = processClient(() => running!.url);
    let token = await signIn('admin.cricket@vidsearch.example');
    const found = await call<SearchResponse>('POST', '/middleware/search/search', token, {
      pageSize: 1,
    });
    const assetId = found.body.results[0]!.assetId;
    const tenant = tenantId('cricket');
    const collections = `/middleware/playlists/tenants/${tenant}/users/me/playlists`;
    const one = (id: string) => `/middleware/playlists/tenants/${tenant}/playlists/${id}`;

    // Every save and write at once; the server is killed as soon as the first is answered.
    const answered = { collections: new Set<number>(), writes: new Set<number>() };
    const sent: Array<Promise<unknown>> = [];
    let first!: () => void;
    const firstAnswer = new Promise<void>((resolve) => (first = resolve));
    for (let batch = 0; batch < BATCHES; batch++) {
      const save = call('POST', collections, token, {
        title: `Killed ${batch}`,
        clips: Array.from({ length: CLIPS_PER_COLLECTION }, (_, i) => ({
          asset_id: assetId,
          offset: i,
          duration: 1,
          stash: '{}',
        })),
      }).then(
        (res) => {
          if (res.status === 201) answered.collections.add(batch);
          first();
        },
        () => undefined,
      );
      const write = call('PUT', '/middleware/search/data', token, {
        clips: Array.from({ length: CLIPS_PER_WRITE }, (_, i) => ({
          id: `killed-${batch}-${i}`,
          assetId,
          offset: i,
          duration: 2,
          payload: [{ category: 'batter', value: `Killbatch${batch} Player${i}` }],
        })),
      }).then(
        (res) => {
          if (res.status === 200) answered.writes.add(batch);
          first();
        },
        () => undefined,
      );
      sent.push(save, write);
    }
    await firstAnswer;
    running.child.kill('SIGKILL');
    await new Promise((resolve) => running!.child.once('exit', resolve));
    await Promise.all(sent);
    // Some were answered and some were cut off: the kill came in the middle.
    const answeredCount = answered.collections.size + answered.writes.size;
    expect(answeredCount).toBeGreaterThan(0);
    expect(answeredCount).toBeLessThan(2 * BATCHES);

    running = await startProcess(dataDir, secret);
    token = await signIn('admin.cricket@vidsearch.example');
    const list = await call<PlaylistListResponse>(
      'GET',
      `${collections}?title=Killed&limit=100`,
      token,
    );
    expect(list.status).toBe(200);
    for (let batch = 0; batch < BATCHES; batch++) {
      const kept = list.body.results.filter((p) => p.title === `Killed ${batch}`);
      expect(kept.length, `collection ${batch}`).toBeLessThanOrEqual(1);
      if (answered.collections.has(batch)) expect(kept, `collection ${batch}`).toHaveLength(1);
      if (kept[0]) {
        const whole = await call<Playlist>('GET', one(kept[0].id), token);
        expect(whole.body.clips, `collection ${batch}`).toHaveLength(CLIPS_PER_COLLECTION);
      }

      const search = await call<SearchResponse>('POST', '/middleware/search/search', token, {
        query: `killbatch${batch}`,
        pageSize: 1,
      });
      expect([0, CLIPS_PER_WRITE], `write ${batch}`).toContain(search.body.total);
      if (answered.writes.has(batch))
        expect(search.body.total, `write ${batch}`).toBe(CLIPS_PER_WRITE);
    }
    // And the server takes writes again.
    const again = await call('POST', collections, token, { title: 'After', clips: [] });
    expect(again.status).toBe(201);
  }, 180_000);
});
