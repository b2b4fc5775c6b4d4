import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, Page, SessionTokens } from '../../src/core/api/contract';
import { databaseKinds, startTestServer, type TestServer } from './helpers';
import { tusClient } from './ingest-client';

/**
 * What an upload's creation may not do: start too many at once or too fast, leave anything
 * behind when refused, or keep a cancelled upload's bytes (docs/ingest.md "Limits").
 */
describe.each(databaseKinds())('upload limits on %s', (kind) => {
  let server: TestServer;
  let editor: SessionTokens;
  let soccer: SessionTokens;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      uploadLimits: { creationsPerMinute: 8, inFlightPerTenant: 3 },
    });
    editor = await server.signIn('editor.cricket@vidsearch.example');
    soccer = await server.signIn('editor.soccer@vidsearch.example', 'soccer');
  });
  afterAll(() => server?.close());

  const { create, patch } = tusClient(
    () => server,
    () => editor.token,
  );
  const uploadsDir = () => path.join(server.booted.app.config.dataDir, 'uploads');
  const uploading = async (token = editor.token) =>
    (
      await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=100&sortMode=createdAt', {
        token,
      })
    ).body.content.filter((a) => a.status === 'uploading');
  const bodyOf = async (res: Response) => (await res.json()) as { code: string; message: string };

  it('refuses a body longer than the size it declares, and keeps nothing of it', async () => {
    const before = (await uploading()).length;
    const made = await create(100, { filename: 'long.mp4' }, editor.token, {
      'content-type': 'application/offset+octet-stream',
    });
    // A creation with its bytes (tus creation-with-upload), far more than declared.
    const res = await fetch(`${server.url}/asset/v3/upload`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        authorization: `Bearer ${editor.token}`,
        'upload-length': '100',
        'upload-metadata': `filename ${Buffer.from('long.mp4').toString('base64')}`,
        'content-type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(60_000),
    });
    expect(res.status).toBe(413);
    const body = await bodyOf(res);
    expect(body.message).toMatch(
      /More came than the file’s size said \(Upload-Length: 100 bytes\)/,
    );
    expect(body.message).not.toMatch(/GB/);
    // The first, declared without its bytes, is the only new upload.
    expect(made.status).toBe(201);
    expect((await uploading()).length).toBe(before + 1);
    // An overlong part of an upload is said in words too.
    const part = await patch(made.headers.get('location')!, 0, Buffer.alloc(5_000));
    expect(part.status).toBe(413);
    expect((await bodyOf(part)).message).toMatch(/goes past the file’s size/);
    const given = await fetch(
      new URL(made.headers.get('location')!, `${server.url}/asset/v3/upload/`),
      {
        method: 'DELETE',
        headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${editor.token}` },
      },
    );
    expect(given.status).toBe(204);
    // Once the answer came, the upload given up is no longer on its way.
    expect((await uploading()).length).toBe(before);
  });

  it('refuses a match date that is not a day, in words, before the database', async () => {
    const res = await create(100, { filename: 'a.mp4', matchDate: '2026-13-45' });
    expect(res.status).toBe(400);
    expect((await bodyOf(res)).message).toBe(
      'The match date "2026-13-45" is not a day of the calendar: give it as yyyy-MM-dd.',
    );
    const imported = await server.call('POST', '/asset/v3/asset/import', {
      token: editor.token,
      body: { url: 'https://example.com/a.mp4', matchDate: '2026-02-30' },
    });
    expect(imported.status).toBe(400);
    expect(imported.body.field).toBe('body.matchDate');
  });

  it('frees a cancelled upload’s bytes at once', async () => {
    const made = await create(10_000, { filename: 'half.mp4' });
    expect(made.status).toBe(201);
    const location = made.headers.get('location')!;
    expect((await patch(location, 0, Buffer.alloc(4_000, 1))).status).toBe(204);
    const uploadId = location.split('/').pop()!;
    expect(existsSync(path.join(uploadsDir(), uploadId))).toBe(true);
    const assetId = (await uploading()).find((a) => a.title === 'half')!.id;
    const cancelled = await server.call('POST', `/asset/v3/asset/${assetId}/cancel`, {
      token: editor.token,
    });
    expect(cancelled.status).toBe(204);
    // Not wholly sent, it has nothing to process or try again: no row is left of it.
    expect(
      (await server.call('GET', `/asset/v3/asset/${assetId}`, { token: editor.token })).status,
    ).toBe(404);
    expect(existsSync(path.join(uploadsDir(), uploadId))).toBe(false);
    expect(existsSync(path.join(uploadsDir(), `${uploadId}.json`))).toBe(false);
  });

  it('lets a tenant have so many uploads on their way, and start so many a minute', async () => {
    // Cricket's starts so far in this minute: 4 (three above, one refused by its date).
    const starts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(1_000, { filename: `burst-${i}.mp4` })),
    );
    const statuses = starts.map((r) => r.status).sort((a, b) => a - b);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    const refused = starts.filter((r) => r.status === 429);
    const codes = await Promise.all(refused.map(async (r) => (await bodyOf(r)).code));
    expect(codes.sort((a, b) => a.localeCompare(b))).toEqual([
      'rate_limited',
      'rate_limited',
      'too_many',
    ]);
    for (const r of refused) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing is left behind by a refusal: three on their way, as allowed.
    expect(await uploading()).toHaveLength(3);
    // An address import counts as a start too.
    const imported = await server.call('POST', '/asset/v3/asset/import', {
      token: editor.token,
      body: { url: 'https://example.com/a.mp4' },
    });
    expect(imported.status).toBe(429);
    expect(imported.body.message).toMatch(/started 8 uploads in the last minute/);
    // Another tenant's starts are its own.
    const other = await create(1_000, { filename: 'soccer.mp4' }, soccer.token);
    expect(other.status).toBe(201);
  });
});
