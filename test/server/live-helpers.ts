import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Asset, ExportStatusItem, Playlist } from '../../src/core/api/contract';
import { rtmpEncoderAddress, srtEncoderAddress } from '../../src/core/domain/library';
import { tenantId, type TestServer } from './helpers';
import { probeExport } from './media-helpers';
import { sendTestPicture } from './srt-encoder';

/** An encoder sending with a passphrase (SRT) or a stream key (RTMP). */
export const push = (ingestUrl: string, secret: string, seconds: number) =>
  sendTestPicture(
    ingestUrl.startsWith('rtmp:')
      ? rtmpEncoderAddress(ingestUrl, secret)
      : srtEncoderAddress(ingestUrl, secret),
    seconds,
  );

/** As an encoder does: calls again while the listener is not (yet) there. */
export async function pushWhenListening(ingestUrl: string, passphrase: string, seconds: number) {
  // As an encoder does: it tries again for a while (a listener restarting with a new passphrase
  // takes a moment on a loaded machine, the old one's process going first).
  for (let attempt = 1; ; attempt++) {
    try {
      return await push(ingestUrl, passphrase, seconds);
    } catch (error) {
      if (attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** What `check` gives once it gives something, asked every 250 ms (for up to 15 s). */
export async function eventually<T>(check: () => Promise<T | null>, within = 15_000): Promise<T> {
  for (let waited = 0; ; waited += 250) {
    const found = await check();
    if (found !== null) return found;
    if (waited > within) throw new Error(`not in ${within / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A clip of a live match (cricket's) exports while it is still live, cut from the stream's
 * segments; one whose end is not streamed yet waits for it, saying so in words.
 */
export async function exportsWhileLive(server: TestServer, token: string, id: string) {
  const asset = async () =>
    (await server.call<{ status: string }>('GET', `/asset/v3/asset/${id}`, { token })).body;
  // A clip of the match exports while it is still live: cut from the stream's segments.
  const cricket = tenantId('cricket');
  const publication = `/middleware/publication/${cricket}`;
  const collection = await server.call<Playlist>(
    'POST',
    `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
    {
      token,
      body: {
        title: 'Live so far',
        clips: [{ asset_id: id, offset: 2, duration: 3, stash: '{}' }],
      },
    },
  );
  expect(collection.status).toBe(201);
  const exportAs = async (as: string) => {
    const started = await server.call<ExportStatusItem>('POST', `${publication}/export/${as}`, {
      token,
      body: { playlistId: collection.body.id },
    });
    expect(started.status).toBe(202);
    return eventually(async () => {
      const read = await server.call<ExportStatusItem>(
        'GET',
        `${publication}/exports/${started.body.id}`,
        { token: token },
      );
      return ['SUCCESS', 'FAILURE'].includes(read.body.status) ? read.body : null;
    }, 60_000);
  };
  const mp4 = await exportAs('video');
  expect(mp4.status).toBe('SUCCESS');
  expect((await asset()).status).toBe('live');
  const download = await server.call('GET', new URL(mp4.downloadURL!).pathname, {
    token,
  });
  const file = path.join(tmpdir(), `live-export-${id}.mp4`);
  await writeFile(file, download.bytes);
  const probe = await probeExport(file);
  await rm(file, { force: true });
  expect(probe.video).toMatchObject({ codec: 'h264' });
  expect(probe.audio.codec).toBe('aac');
  expect(Math.abs(probe.duration - 3)).toBeLessThanOrEqual(0.1);
  expect((await exportAs('edl')).status).toBe('SUCCESS');
  // A clip whose end is not streamed yet waits for it, saying so in words.
  const notYet = await server.call<Playlist>(
    'POST',
    `/middleware/playlists/tenants/${cricket}/users/me/playlists`,
    {
      token,
      body: {
        title: 'Not yet',
        clips: [{ asset_id: id, offset: 600, duration: 5, stash: '{}' }],
      },
    },
  );
  const queued = await server.call<ExportStatusItem>('POST', `${publication}/export/video`, {
    token,
    body: { playlistId: notYet.body.id },
  });
  expect(queued.status).toBe(202);
  const retried = await eventually(async () => {
    const read = await server.call<ExportStatusItem>(
      'GET',
      `${publication}/exports/${queued.body.id}`,
      { token: token },
    );
    return read.body.status === 'RETRY' ? read.body : null;
  });
  expect(retried.reason).toMatch(/still being recorded: the export tries again in a few seconds/);
}

/**
 * A collection of a live match's clip (seconds 2 to 5) shared as a playback link while the match
 * is live, by a tenant that offers playback links: its stream holds those three seconds, from
 * the match's segments, each of them there for any player.
 */
export async function playbackLinkWhileLive(
  server: TestServer,
  token: string,
  tenantKey: string,
  id: string,
) {
  const tenant = tenantId(tenantKey);
  const collection = await server.call<Playlist>(
    'POST',
    `/middleware/playlists/tenants/${tenant}/users/me/playlists`,
    {
      token,
      body: {
        title: 'Live, shared',
        clips: [{ asset_id: id, offset: 2, duration: 3, stash: '{}' }],
      },
    },
  );
  expect(collection.status).toBe(201);
  const publication = `/middleware/publication/${tenant}`;
  const started = await server.call<ExportStatusItem>('POST', `${publication}/export/url`, {
    token,
    body: { playlistId: collection.body.id },
  });
  expect(started.status).toBe(202);
  const link = await eventually(async () => {
    const read = await server.call<ExportStatusItem>(
      'GET',
      `${publication}/exports/${started.body.id}`,
      { token },
    );
    return ['DELIVERED', 'FAILURE'].includes(read.body.status) ? read.body : null;
  }, 60_000);
  expect(link.status).toBe('DELIVERED');
  const stitched = await (await fetch(link.deliveredTo!)).text();
  const seconds = [...stitched.matchAll(/#EXTINF:([\d.]+)/g)].reduce((s, m) => s + Number(m[1]), 0);
  expect(Math.abs(seconds - 3)).toBeLessThanOrEqual(0.02);
  for (const uri of stitched.split('\n').filter((line) => line && !line.startsWith('#')))
    expect((await fetch(uri, { headers: { range: 'bytes=0-187' } })).ok).toBe(true);
}

/** The URIs of a live match's top rendition, as its signed address leads to them. */
export async function segmentsOf(asset: Asset): Promise<{ uris: string[]; text: string }> {
  const master = await (await fetch(asset.media.hls!)).text();
  const variant = master.split('\n').find((line) => line && !line.startsWith('#'))!;
  const text = await (await fetch(new URL(variant, asset.media.hls!))).text();
  const uris = text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.replace(/\?.*/, ''));
  return { uris, text };
}

/**
 * The match went on after a drop: its playlist grows past `before`, keeps every segment of it,
 * and the new picture follows a discontinuity.
 */
export async function expectWentOn(
  before: Awaited<ReturnType<typeof segmentsOf>>,
  asset: () => Promise<Asset>,
): Promise<void> {
  let after = before;
  await expect
    .poll(
      async () => {
        after = await segmentsOf(await asset());
        return after.uris.length > before.uris.length;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  expect(after.uris.slice(0, before.uris.length)).toEqual(before.uris);
  expect(after.text.slice(after.text.indexOf(before.uris.at(-1)!))).toContain(
    '#EXT-X-DISCONTINUITY',
  );
}
