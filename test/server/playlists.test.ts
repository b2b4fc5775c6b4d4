import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Playlist,
  PlaylistClip,
  PlaylistListResponse,
  SessionTokens,
} from '../../src/core/api/contract';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';

describe.each(databaseKinds())('collections (playlists) on %s', (kind) => {
  let server: TestServer;
  let editor: SessionTokens;
  let colleague: SessionTokens;
  let admin: SessionTokens;
  let assets: string[];
  const cricket = tenantId('cricket');
  const mine = `/middleware/playlists/tenants/${cricket}/users/me/playlists`;
  const one = (id: string) => `/middleware/playlists/tenants/${cricket}/playlists/${id}`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    editor = await server.signIn('editor.cricket@vidsearch.example');
    colleague = await server.signIn('analyst@vidsearch.example', 'cricket');
    admin = await server.signIn('admin.cricket@vidsearch.example');
    const rows = await server.booted.app.db.query<{ id: string }>(
      'SELECT id FROM assets WHERE tenant_id = $1 ORDER BY id LIMIT 2',
      [cricket],
    );
    assets = rows.map((r) => r.id);
  });
  afterAll(() => server?.close());

  const clip = (i: number, duration = 6): PlaylistClip => ({
    offset: i * 10,
    duration,
    asset_id: assets[i % assets.length]!,
    stash: JSON.stringify({ id: `clip-${i}`, payload: [] }),
  });

  const create = (token: string, body: unknown) =>
    server.call<Playlist>('POST', mine, { token, body });

  it('creates a collection with its items in order, and reads it back with its totals', async () => {
    const made = await create(editor.token, {
      title: '  Final overs  ',
      description: 'For Saturday',
      clips: [clip(0), clip(1, 4.5), clip(2)],
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      title: 'Final overs',
      description: 'For Saturday',
      visibility: 'private',
      total_items: 3,
      duration: 16.5,
      version: 1,
      user: { email: 'editor.cricket@vidsearch.example' },
    });
    const read = await server.call<Playlist>('GET', one(made.body.id), { token: editor.token });
    expect(read.body.clips.map((c) => c.offset)).toEqual([0, 10, 20]);
    expect(JSON.parse(read.body.clips[1]!.stash)).toEqual({ id: 'clip-1', payload: [] });
  });

  it('lists the caller’s own collections by title, 40 a page by default, sorted', async () => {
    await create(editor.token, { title: 'Alpha montage' });
    await create(editor.token, { title: 'Zulu montage' });
    await create(colleague.token, { title: 'Colleague montage', visibility: 'tenant' });
    const list = await server.call<PlaylistListResponse>(
      'GET',
      `${mine}?title=montage&sort=title`,
      {
        token: editor.token,
      },
    );
    expect(list.status).toBe(200);
    expect(list.body.results.map((p) => p.title)).toEqual(['Alpha montage', 'Zulu montage']);
    expect(list.body).toMatchObject({ page: 1, limit: 40, total: 2 });
    const paged = await server.call<PlaylistListResponse>(
      'GET',
      `${mine}?title=montage&sort=-title&limit=1&page=2`,
      { token: editor.token },
    );
    expect(paged.body.results.map((p) => p.title)).toEqual(['Alpha montage']);
    expect(paged.body.total).toBe(2);
  });

  it('applies an edit from the current version, and refuses one from an older version', async () => {
    const made = (await create(editor.token, { title: 'Shared edit', clips: [clip(0)] })).body;
    // Two sessions open version 1; the first saves.
    const first = await server.call<Playlist>('PATCH', one(made.id), {
      token: editor.token,
      body: { version: 1, title: 'Shared edit (cut)', clips: [clip(1), clip(0)] },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: 'Shared edit (cut)', version: 2, total_items: 2 });
    // The second, still on version 1, is told instead of overwriting.
    const second = await server.call('PATCH', one(made.id), {
      token: editor.token,
      body: { version: 1, clips: [] },
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'version_conflict', field: 'body.version' });
    expect(second.body.message).toContain('changed elsewhere');
    const kept = await server.call<Playlist>('GET', one(made.id), { token: editor.token });
    expect(kept.body.clips.map((c) => c.offset)).toEqual([10, 0]);
    expect(kept.body.version).toBe(2);
  });

  it('writes all of a change or none of it', async () => {
    const made = (await create(editor.token, { title: 'Atomic', clips: [clip(0), clip(1)] })).body;
    // The second item names an asset the tenant lacks: the title must not change either.
    const bad = await server.call('PATCH', one(made.id), {
      token: editor.token,
      body: {
        version: 1,
        title: 'Half written',
        clips: [clip(2), { ...clip(3), asset_id: 'no-such-asset' }],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'body.clips.1.asset_id' });
    const after = await server.call<Playlist>('GET', one(made.id), { token: editor.token });
    expect(after.body).toMatchObject({ title: 'Atomic', version: 1, total_items: 2 });
    expect(after.body.clips.map((c) => c.offset)).toEqual([0, 10]);
  });

  it('keeps stills of an image library, which last no time, but no timeless video clip', async () => {
    const images = tenantId('images');
    const photo = await server.booted.app.db.query<{ id: string }>(
      "SELECT id FROM assets WHERE tenant_id = $1 AND kind = 'image' LIMIT 1",
      [images],
    );
    const curator = await server.signIn('editor.images@vidsearch.example');
    const still = { offset: 0, duration: 0, asset_id: photo[0]!.id, stash: '{}' };
    const made = await server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${images}/users/me/playlists`,
      { token: curator.token, body: { title: 'Shortlist', clips: [still, still] } },
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ total_items: 2, duration: 0 });
    const video = await create(editor.token, { title: 'x', clips: [clip(0), clip(1, 0)] });
    expect(video.status).toBe(400);
    expect(video.body).toMatchObject({
      field: 'body.clips.1.duration',
      message: 'A clip of a video must last longer than 0 seconds.',
    });
  });

  it('says what is wrong with bad input, and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ title: '   ' }, 'body.title'],
      [{ title: 'x', clips: [{ ...clip(0), duration: 0 }] }, 'body.clips.0.duration'],
      [{ title: 'x', clips: [{ ...clip(0), offset: -1 }] }, 'body.clips.0.offset'],
      [{ title: 'x', visibility: 'everyone' }, 'body.visibility'],
      [{ title: 'x', clips: Array.from({ length: 501 }, (_, i) => clip(i)) }, 'body.clips'],
    ];
    for (const [body, field] of cases) {
      const res = await server.call('POST', mine, { token: editor.token, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.field).toBe(field);
    }
    const missingVersion = await server.call('PATCH', one(crypto.randomUUID()), {
      token: editor.token,
      body: { title: 'x' },
    });
    expect(missingVersion.status).toBe(400);
  });

  it('lets only the owner or an administrator change or delete; hides private ones from others', async () => {
    const shared = (await create(editor.token, { title: 'Team view', visibility: 'tenant' })).body;
    const secret = (await create(editor.token, { title: 'Private notes' })).body;
    expect((await server.call('GET', one(shared.id), { token: colleague.token })).status).toBe(200);
    expect((await server.call('GET', one(secret.id), { token: colleague.token })).status).toBe(404);
    const edit = await server.call('PATCH', one(shared.id), {
      token: colleague.token,
      body: { version: 1, title: 'Mine now' },
    });
    expect(edit.status).toBe(403);
    expect((await server.call('DELETE', one(secret.id), { token: colleague.token })).status).toBe(
      404,
    );
    // Another tenant's path is refused outright.
    const elsewhere = await server.call(
      'GET',
      `/middleware/playlists/tenants/${tenantId('soccer')}/playlists/${shared.id}`,
      { token: colleague.token },
    );
    expect(elsewhere.status).toBe(403);
    // The owner deletes one; an administrator deletes another's.
    expect((await server.call('DELETE', one(secret.id), { token: editor.token })).status).toBe(204);
    expect((await server.call('GET', one(secret.id), { token: editor.token })).status).toBe(404);
    expect((await server.call('DELETE', one(shared.id), { token: admin.token })).status).toBe(204);
    const items = await server.booted.app.db.query(
      'SELECT 1 FROM playlist_items WHERE playlist_id = $1',
      [shared.id],
    );
    expect(items).toHaveLength(0);
  });
});
