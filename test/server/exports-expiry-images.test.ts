import { afterAll, describe, expect, it } from 'vitest';
import type { ExportStatusItem, Playlist } from '../../src/core/api/contract';
import { startTestServer, tenantId, type TestServer } from './helpers';
import { jpegSize, unzip } from './media-helpers';

describe('export expiry', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('deletes the files of an export past its expiry; its link then answers 410', async () => {
    server = await startTestServer('pglite', {
      exportJobs: { keepSeconds: 2, sweepSeconds: 1 },
    });
    const cricket = tenantId('cricket');
    const { token } = await server.signIn('editor.cricket@vidsearch.example');
    const [asset] = await server.booted.app.db.query<{ id: string }>(
      `SELECT id FROM assets WHERE tenant_id = $1 AND kind = 'video' LIMIT 1`,
      [cricket],
    );
    const made = await server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
      {
        token,
        body: {
          title: 'Short',
          clips: [{ asset_id: asset!.id, offset: 0, duration: 1, stash: '{}' }],
        },
      },
    );
    const started = await server.call<ExportStatusItem>(
      'POST',
      `/middleware/publication/${cricket}/export/edl`,
      { token, body: { playlistId: made.body.id } },
    );
    const read = () =>
      server.call<ExportStatusItem>(
        'GET',
        `/middleware/publication/${cricket}/exports/${started.body.id}`,
        { token },
      );
    await expect.poll(async () => (await read()).body.status).toBe('SUCCESS');
    const { downloadURL } = (await read()).body;
    const key = (
      await server.booted.app.db.query<{ files: Array<{ key: string }> }>(
        'SELECT files FROM exports WHERE id = $1',
        [started.body.id],
      )
    )[0]!.files[0]!.key;
    expect(await server.booted.app.exports.files.stat(key)).not.toBeNull();
    await expect
      .poll(async () => server.booted.app.exports.files.stat(key), { timeout: 8000 })
      .toBeNull();
    expect((await read()).body).toMatchObject({ status: 'SUCCESS', files: [], downloadURL: null });
    expect((await fetch(downloadURL!)).status).toBe(410);
  });
});

describe('image collection exports', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('zips a still of each item, named by place, name and timecode, with a metadata sheet', async () => {
    server = await startTestServer('pglite');
    const images = tenantId('images');
    const { token } = await server.signIn('editor.images@vidsearch.example');
    const assets = await server.booted.app.db.query<{ id: string; kind: string }>(
      'SELECT id, kind FROM assets WHERE tenant_id = $1 ORDER BY id',
      [images],
    );
    expect(assets.length).toBeGreaterThan(1);
    const payload = (photographer: string) => [
      { category: 'photographer', value: photographer, startTime: 0, endTime: 0 },
      { category: 'caption', value: '=HYPERLINK("x"), "quoted"', startTime: 0, endTime: 0 },
    ];
    const made = await server.call<Playlist>(
      'POST',
      `/middleware/playlists/tenants/${images}/users/me/playlists`,
      {
        token,
        body: {
          title: 'Picks',
          clips: assets.slice(0, 2).map((a, i) => ({
            asset_id: a.id,
            offset: i,
            duration: 1,
            stash: JSON.stringify({ payload: payload(`Photographer ${i}`) }),
          })),
        },
      },
    );
    // The image library exports only image collections, on their own path.
    expect(
      (
        await server.call('POST', `/middleware/publication/${images}/export/video`, {
          token,
          body: { playlistId: made.body.id },
        })
      ).status,
    ).toBe(404);
    const started = await server.call<ExportStatusItem>(
      'POST',
      `/middleware/publication/${images}/export/img-collections`,
      { token, body: { playlistId: made.body.id } },
    );
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      category: 'render:img-collections',
      fileName: 'Picks.zip',
    });
    const read = () =>
      server.call<ExportStatusItem>(
        'GET',
        `/middleware/publication/${images}/exports/${started.body.id}`,
        { token },
      );
    await expect.poll(async () => (await read()).body.status, { timeout: 30_000 }).toBe('SUCCESS');
    const done = (await read()).body;
    const zip = await fetch(done.downloadURL!);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const entries = await unzip(Buffer.from(await zip.arrayBuffer()));
    const names = [...entries.keys()];
    expect(names).toHaveLength(3);
    expect(names[2]).toBe('metadata.csv');
    expect(names[0]).toMatch(/^1 .+ 00-00-00-00\.jpg$/);
    expect(names[1]).toMatch(/^2 .+ 00-00-01-00\.jpg$/);
    for (const name of names.slice(0, 2)) {
      const bytes = entries.get(name)!;
      expect(jpegSize(bytes).width).toBeGreaterThan(0);
    }
    const csv = entries.get('metadata.csv')!.toString('utf8').split('\r\n');
    expect(csv[0]).toBe(
      'file,position,name,type,asset_id,asset_title,in_seconds,duration_seconds,match_date,caption,photographer',
    );
    expect(csv[1]).toContain(`"'=HYPERLINK(""x""), ""quoted"""`);
    expect(csv[1]).toContain('Photographer 0');
    expect(csv[1]!.startsWith(names[0]!)).toBe(true);
  });
});
