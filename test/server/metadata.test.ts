import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MetadataChangeList,
  Playlist,
  SearchHit,
  SearchResponse,
  SessionTokens,
} from '../../src/core/api/contract';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';

const DATA = '/middleware/search/data';

/**
 * /settings/content on the server: an editor corrects clips' metadata through search/data;
 * search and collections follow at once; every change is in the history and can be undone.
 */
describe.each(databaseKinds())('clip metadata and its history on %s', (kind) => {
  let server: TestServer;
  let editor: SessionTokens;
  const cricket = tenantId('cricket');
  beforeAll(async () => {
    server = await startTestServer(kind);
    editor = await server.signIn('editor.cricket@vidsearch.example');
  });
  afterAll(() => server?.close());

  const search = async (query: string) =>
    (
      await server.call<SearchResponse>('POST', '/middleware/search/search', {
        token: editor.token,
        body: { query, pageSize: 50 },
      })
    ).body;
  const put = (
    clips: SearchHit[],
    change: (hit: SearchHit) => Array<{ category: string; value: string }>,
  ) =>
    server.call<{ upserted: number; changeId: string }>('PUT', DATA, {
      token: editor.token,
      body: {
        clips: clips.map((hit) => ({
          id: hit.id.split('/')[0],
          assetId: hit.assetId,
          offset: hit.offset,
          duration: hit.duration,
          payload: change(hit),
        })),
      },
    });
  const history = async (clipId?: string) =>
    (
      await server.call<MetadataChangeList>(
        'GET',
        `${DATA}/changes${clipId ? `?clipId=${encodeURIComponent(clipId)}` : ''}`,
        { token: editor.token },
      )
    ).body.changes;
  const undo = (id: string) =>
    server.call('POST', `${DATA}/changes/${id}/undo`, { token: editor.token });
  const withBatter = (hit: SearchHit, batter: string) =>
    hit.payload!.map((item) => (item.category === 'batter' ? { ...item, value: batter } : item));

  it('corrects a clip’s batter: search, collections and the history follow, and undo puts it back', async () => {
    const [hit] = (await search('batter:*')).results as SearchHit[];
    const clipId = hit!.id.split('/')[0]!;
    const was = hit!.payload!.find((p) => p.category === 'batter')!.value;
    const collection = await server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
      {
        token: editor.token,
        body: {
          title: 'Before the correction',
          clips: [
            {
              offset: hit!.offset,
              duration: hit!.duration,
              asset_id: hit!.assetId,
              stash: JSON.stringify(hit),
            },
          ],
        },
      },
    );
    const written = await put([hit!], (h) => withBatter(h, 'Corrected Battername'));
    expect(written.status).toBe(200);
    expect(
      (await search('batter:"Corrected Battername"')).results.map((r) => r.id!.split('/')[0]),
    ).toEqual([clipId]);
    expect((await search(`id:${clipId} AND batter:"${was}"`)).total).toBe(0);
    const held = await server.call<Playlist>(
      'GET',
      `/middleware/playlists/tenants/${cricket}/playlists/${collection.body.id}`,
      { token: editor.token },
    );
    const stash = JSON.parse(held.body.clips[0]!.stash) as SearchHit;
    expect(stash.payload!.find((p) => p.category === 'batter')!.value).toBe('Corrected Battername');

    const [change] = await history(clipId);
    expect(change).toMatchObject({
      id: written.body.changeId,
      email: 'editor.cricket@vidsearch.example',
      undoes: null,
      undoneAt: null,
      summary: null,
      clipCount: 1,
    });
    expect(change!.clips).toEqual([
      {
        clipId,
        title: expect.any(String),
        added: [{ category: 'batter', value: 'Corrected Battername' }],
        removed: [{ category: 'batter', value: was }],
      },
    ]);

    const undone = await undo(written.body.changeId);
    expect(undone.status).toBe(200);
    expect((await search('batter:"Corrected Battername"')).total).toBe(0);
    expect((await search(`id:${clipId} AND batter:"${was}"`)).total).toBe(1);
    const [undoing, original] = await history(clipId);
    expect(undoing).toMatchObject({ undoes: written.body.changeId });
    expect(original).toMatchObject({
      id: written.body.changeId,
      undoneBy: 'editor.cricket@vidsearch.example',
    });
    const again = await undo(written.body.changeId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_undone');
  });

  it('sets one value on many clips in one change, and will not undo over a later change', async () => {
    const clips = ((await search('shot:*')).results as SearchHit[]).slice(0, 3);
    const setShot = (value: string) => (h: SearchHit) => [
      ...h.payload!.filter((p) => p.category !== 'shot'),
      { category: 'shot', value },
    ];
    const first = await put(clips, setShot('Helicopter'));
    expect(first.body.upserted).toBe(3);
    expect((await search('shot:Helicopter')).total).toBe(3);
    const [change] = await history();
    expect(change!.clips).toHaveLength(3);
    const later = await put(clips.slice(0, 1), setShot('Ramp'));
    const refused = await undo(first.body.changeId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('changed_since');
    // Nothing moved: the later value stands, and the first change can be undone after it.
    expect((await search('shot:Helicopter')).total).toBe(2);
    expect((await undo(later.body.changeId)).status).toBe(200);
    expect((await undo(first.body.changeId)).status).toBe(200);
    expect((await search('shot:Helicopter')).total).toBe(0);
    expect((await search('shot:Ramp')).total).toBe(0);
  });

  it('undoes a change that added a clip by taking it away, and refuses changes of other tenants', async () => {
    const created = await server.call<{ changeId: string }>('PUT', DATA, {
      token: editor.token,
      body: {
        clips: [
          {
            id: 'metadata-new-clip',
            assetId: ((await search('*')).results[0] as SearchHit).assetId,
            offset: 1,
            duration: 2,
            payload: [{ category: 'batter', value: 'Brand New' }],
          },
        ],
      },
    });
    expect((await search('batter:"Brand New"')).total).toBe(1);
    const racing = await server.signIn('admin@vidsearch.example', 'racing');
    const theirs = await server.call('POST', `${DATA}/changes/${created.body.changeId}/undo`, {
      token: racing.token,
    });
    expect(theirs.status).toBe(404);
    const listed = await server.call<MetadataChangeList>('GET', `${DATA}/changes`, {
      token: racing.token,
    });
    expect(listed.body.changes.some((c) => c.id === created.body.changeId)).toBe(false);

    expect((await undo(created.body.changeId)).status).toBe(200);
    expect((await search('batter:"Brand New"')).total).toBe(0);
    const [undoing] = await history('metadata-new-clip');
    expect(undoing).toMatchObject({ undoes: created.body.changeId, clipCount: 1 });
    expect(undoing!.clips[0]).toMatchObject({
      added: [],
      removed: [{ category: 'batter', value: 'Brand New' }],
    });
    expect((await undo(crypto.randomUUID())).status).toBe(404);
    expect((await undo('not-a-change')).status).toBe(400);
  });
});
