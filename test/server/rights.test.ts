import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody,
  ExportStarted,
  Playlist,
  SearchHit,
  SessionTokens,
} from '../../src/core/api/contract';
import type { AssetRights } from '../../src/core/api/contract/rights';
import type { ReviewLink } from '../../src/core/api/contract/reviews';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';

/**
 * Rights windows on the server: set on an asset and over it on clips (alone or in bulk),
 * refused in words when they make no sense, and kept by exports and review links: outside its
 * window a clip is refused to an editor, and let through for an administrator, who is told.
 */
describe.each(databaseKinds())('rights windows on %s', (kind) => {
  let server: TestServer;
  let editor: SessionTokens;
  let admin: SessionTokens;
  let hit: SearchHit;
  let collection: Playlist;
  const cricket = tenantId('cricket');
  const ended = { notAfter: '2026-01-05T00:00:00.000Z', uses: ['export', 'review'] };

  beforeAll(async () => {
    server = await startTestServer(kind);
    editor = await server.signIn('editor.cricket@vidsearch.example');
    admin = await server.signIn('admin.cricket@vidsearch.example');
    hit = (
      await server.call<{ results: SearchHit[] }>('POST', '/middleware/search/search', {
        token: editor.token,
        body: { pageSize: 1 },
      })
    ).body.results[0]!;
    collection = (
      await server.call<Playlist>(
        'POST',
        `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
        {
          token: editor.token,
          body: {
            title: 'Rights-bound',
            // Shared in the tenant: its administrator exports and shares it too.
            visibility: 'tenant',
            clips: [
              {
                asset_id: hit.assetId,
                offset: hit.offset,
                duration: hit.duration,
                stash: JSON.stringify(hit),
              },
            ],
          },
        },
      )
    ).body;
  }, 120_000);
  afterAll(() => server?.close());

  const rightsOf = (token = editor.token) =>
    server.call<AssetRights & ApiErrorBody>('GET', `/asset/v3/asset/${hit.assetId}/rights`, {
      token,
    });
  const putAsset = (body: object, token = editor.token) =>
    server.call<AssetRights & ApiErrorBody>('PUT', `/asset/v3/asset/${hit.assetId}/rights`, {
      token,
      body,
    });
  const exportAs = (token: string) =>
    server.call<ExportStarted & ApiErrorBody>(
      'POST',
      `/middleware/publication/${cricket}/export/edl`,
      { token, body: { playlistId: collection.id } },
    );
  const share = (token: string) =>
    server.call<ReviewLink & ApiErrorBody>('POST', '/middleware/reviews/links', {
      token,
      body: { collectionId: collection.id, canComment: true, canDecide: true },
    });

  it('refuses a window that makes no sense, in words, and those who may not set one', async () => {
    expect((await putAsset({ uses: [], notAfter: ended.notAfter })).status).toBe(400);
    expect((await putAsset({ uses: ['export'] })).body).toMatchObject({
      message: 'Give a start, an end, or both.',
      field: 'body.notBefore',
    });
    expect(
      (
        await putAsset({
          uses: ['export'],
          notBefore: '2027-01-02T00:00:00Z',
          notAfter: '2027-01-01T00:00:00Z',
        })
      ).body,
    ).toMatchObject({ message: 'The end comes after the start.', field: 'body.notAfter' });
    expect((await putAsset({ uses: ['somewhere'], notAfter: ended.notAfter })).status).toBe(400);
    expect((await putAsset({ uses: [], notAfter: ended.notAfter })).status).toBe(400);
    const viewer = await server.signIn('viewer@vidsearch.example');
    expect((await putAsset(ended, viewer.token)).status).toBe(403);
    expect((await rightsOf()).body).toEqual({ clips: [] });
  });

  it('keeps exports and review links to the window: an editor is refused, an administrator told', async () => {
    const set = await putAsset(ended);
    expect(set.status).toBe(200);
    expect(set.body.asset).toEqual(ended);

    const refused = await exportAs(editor.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('outside_rights');
    expect(refused.body.message).toMatch(
      /^“.+” may not be in an export now: its rights ended on 5 January 2026\. Take it out, or ask an administrator\.$/,
    );
    const notShared = await share(editor.token);
    expect(notShared.status).toBe(409);
    expect(notShared.body.message).toMatch(/may not be in a review link now/);

    const exported = await exportAs(admin.token);
    expect(exported.status).toBe(202);
    expect(exported.body.rightsNotice).toMatch(
      /^Outside its rights window: “.+”, its rights ended/,
    );
    const shared = await share(admin.token);
    expect(shared.status).toBe(201);
    expect(shared.body.rightsNotice).toMatch(/^Outside its rights window/);

    // The clip's own window is over its asset's: open until next year, the editor exports it.
    const bulk = await server.call<{ updated: number }>('PUT', '/middleware/search/rights', {
      token: editor.token,
      body: {
        clipIds: [hit.id, hit.id],
        window: { notAfter: '2099-01-01T00:00:00Z', uses: ['export'] },
      },
    });
    expect(bulk.body).toEqual({ updated: 1 });
    expect((await rightsOf()).body.clips).toEqual([
      { clipId: hit.id, window: { notAfter: '2099-01-01T00:00:00.000Z', uses: ['export'] } },
    ]);
    expect((await exportAs(editor.token)).status).toBe(202);
    // A window that does not name a use leaves it alone: the review link is the clip's too now.
    expect((await share(editor.token)).status).toBe(201);

    // Taken away, the asset's applies again; then the asset's, and nothing holds it back.
    await server.call('PUT', '/middleware/search/rights', {
      token: editor.token,
      body: { clipIds: [hit.id], window: null },
    });
    expect((await exportAs(editor.token)).status).toBe(409);
    const cleared = await server.call<AssetRights>(
      'DELETE',
      `/asset/v3/asset/${hit.assetId}/rights`,
      { token: editor.token },
    );
    expect(cleared.body).toEqual({ clips: [] });
    expect((await exportAs(editor.token)).status).toBe(202);
  });

  it('names the clip it does not know, and keeps to the caller’s tenant', async () => {
    const unknown = await server.call<ApiErrorBody>('PUT', '/middleware/search/rights', {
      token: editor.token,
      body: { clipIds: [hit.id, 'no-such-clip'], window: null },
    });
    expect(unknown.body).toMatchObject({ code: 'bad_request', field: 'body.clipIds.1' });
    const other = await server.signIn('admin@vidsearch.example', 'basketball-men');
    expect((await rightsOf(other.token)).status).toBe(404);
    expect((await putAsset(ended, other.token)).status).toBe(404);
    expect(
      (
        await server.call('PUT', '/middleware/search/rights', {
          token: other.token,
          body: { clipIds: [hit.id], window: ended },
        })
      ).status,
    ).toBe(400);
  });
});
