import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, Page, SessionTokens } from '../../src/core/api/contract';
import { tenantApiKeys } from '../../server/seed/seed';
import { tenantByKey } from '../../src/tenants';
import { databaseKinds, startTestServer, tenantId, type TestServer } from './helpers';
import { jpegSize } from './media-helpers';

describe.each(databaseKinds())('asset service on %s', (kind) => {
  let server: TestServer;
  let viewer: SessionTokens;
  let assets: Asset[];
  let match: Asset;

  beforeAll(async () => {
    server = await startTestServer(kind);
    viewer = await server.signIn('viewer@vidsearch.example');
    assets = (
      await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=100', { token: viewer.token })
    ).body.content;
    match = assets.find((a) => a.kind === 'video')!;
  });
  afterAll(() => server?.close());

  const path = (url: string) => new URL(url).pathname + new URL(url).search;

  describe('asset list', () => {
    it('holds the tenant’s matches and bumpers, newest match first', async () => {
      expect(assets.length).toBeGreaterThan(3);
      expect(assets.every((a) => a.tenantId === tenantId('cricket'))).toBe(true);
      expect(assets.some((a) => a.kind === 'bumper')).toBe(true);
      const dates = assets.filter((a) => a.matchDate).map((a) => a.matchDate!);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(match.metadata.match).toBe(match.title);
      expect(match.metadata.series).toBeTruthy();
    });

    it('pages, sorts ascending, and filters by title text', async () => {
      const page = await server.call<Page<Asset>>(
        'GET',
        '/asset/v3/asset?page=1&size=2&sortDesc=false&sortMode=title',
        {
          token: viewer.token,
        },
      );
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ page: 1, size: 2, totalElements: assets.length });
      expect(page.body.totalPages).toBe(Math.ceil(assets.length / 2));
      const titles = assets.map((a) => a.title.toLowerCase()).sort();
      expect(page.body.content.map((a) => a.title.toLowerCase())).toEqual(titles.slice(2, 4));
      const word = match.title.split(' ')[0]!.toUpperCase();
      const found = await server.call<Page<Asset>>(
        'GET',
        `/asset/v3/asset?text=${encodeURIComponent(word)}`,
        {
          token: viewer.token,
        },
      );
      expect(found.body.content.length).toBeGreaterThan(0);
      expect(found.body.content.every((a) => a.title.toUpperCase().includes(word))).toBe(true);
      const literal = await server.call<Page<Asset>>('GET', '/asset/v3/asset?text=%25', {
        token: viewer.token,
      });
      expect(literal.body.totalElements).toBe(0);
    });

    it('rejects bad paging and another tenant’s list', async () => {
      for (const q of ['size=0', 'size=101', 'page=-1', 'sortMode=random', 'sortDesc=maybe']) {
        const res = await server.call('GET', `/asset/v3/asset?${q}`, { token: viewer.token });
        expect(res.status, q).toBe(400);
        expect(res.body.field).toMatch(/^querystring/);
      }
      const other = await server.call('GET', `/asset/v3/asset?tenantId=${tenantId('racing')}`, {
        token: viewer.token,
      });
      expect(other.status).toBe(403);
    });

    it('serves public callers with a deployment API key, and nobody without one', async () => {
      const key = tenantApiKeys(tenantByKey('cricket')!)[0]!.value;
      const res = await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=1', { apiKey: key });
      expect(res.status).toBe(200);
      expect(res.body.content[0]!.tenantId).toBe(tenantId('cricket'));
      expect((await server.call('GET', '/asset/v3/asset')).status).toBe(401);
      expect((await server.call('GET', '/asset/v3/asset', { apiKey: 'vs_free_nope' })).status).toBe(
        401,
      );
    });
  });

  it('gives one asset by id, and 404 for an unknown one', async () => {
    const res = await server.call<Asset>('GET', `/asset/v3/asset/${match.id}`, {
      token: viewer.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: match.id, kind: 'video', duration: 12 });
    expect(res.body.media.hls).toContain('/hls/index.m3u8?');
    expect((await server.call('GET', '/asset/v3/asset/nope', { token: viewer.token })).status).toBe(
      404,
    );
  });

  it('lists keyframes: MP4 in seconds, HLS as segment offsets in milliseconds', async () => {
    const mp4 = await server.call('GET', `/asset/v3/asset/${match.id}/keyframes`, {
      token: viewer.token,
    });
    expect(mp4.body).toEqual({ assetId: match.id, format: 'MP4', keyframes: [0, 2, 4, 6, 8, 10] });
    const hls = await server.call('GET', `/asset/v3/asset/${match.id}/keyframes?format=HLS`, {
      token: viewer.token,
    });
    expect(hls.body).toEqual({
      assetId: match.id,
      format: 'HLS',
      keyframes: [0, 2000, 4000, 6000, 8000, 10000],
    });
    const bad = await server.call('GET', `/asset/v3/asset/${match.id}/keyframes?format=AVI`, {
      token: viewer.token,
    });
    expect(bad.status).toBe(400);
  });

  it('draws the sound of a range as peaks for the editor’s waveform', async () => {
    const url = (q: string) => `/asset/v3/asset/${match.id}/waveform?${q}`;
    const res = await server.call('GET', url('from=1&to=9&points=64'), { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ assetId: match.id, from: 1, to: 9 });
    const peaks: number[] = res.body.peaks;
    expect(peaks).toHaveLength(64);
    expect(peaks.every((p) => p >= 0 && p <= 1)).toBe(true);
    // The test tone beeps: loud and quiet moments both show.
    expect(Math.max(...peaks)).toBeGreaterThan(0.05);
    expect(Math.min(...peaks)).toBeLessThan(Math.max(...peaks) / 2);
    for (const [query, field] of [
      ['from=5&to=5', 'querystring.to'],
      ['from=0&to=4000', 'querystring.to'],
      ['from=0&to=4&points=3', 'querystring.points'],
      ['to=4', 'querystring.from'],
    ]) {
      const bad = await server.call('GET', url(query!), { token: viewer.token });
      expect(bad.status, query).toBe(400);
      expect(bad.body.field, query).toBe(field);
    }
  });

  it('gives the first HLS segment’s presentation offset', async () => {
    const res = await server.call('GET', `/asset/v3/asset/segment-offset?id=${match.id}`, {
      token: viewer.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.segmentDuration).toBe(2000);
    // MPEG-TS segments start after the muxer's delay, about 1.4 s.
    expect(res.body.offset).toBeGreaterThan(1000);
    expect(res.body.offset).toBeLessThan(2000);
    expect(
      (await server.call('GET', '/asset/v3/asset/segment-offset', { token: viewer.token })).status,
    ).toBe(400);
  });

  describe('thumbnails', () => {
    it('cuts a 320x180 JPEG by default, at seconds or h:m:s, and caches it', async () => {
      const url = `/asset/v3/thumbnail/timecode/${match.id}?t=0:0:5`;
      const first = await server.call('GET', url, { token: viewer.token });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/jpeg');
      expect(jpegSize(first.bytes)).toEqual({ width: 320, height: 180 });
      const same = await server.call('GET', `/asset/v3/thumbnail/timecode/${match.id}?t=5`, {
        token: viewer.token,
      });
      expect(same.bytes.equals(first.bytes)).toBe(true);
      const other = await server.call('GET', `/asset/v3/thumbnail/timecode/${match.id}?t=9`, {
        token: viewer.token,
      });
      expect(other.bytes.equals(first.bytes)).toBe(false);
    });

    it('honours a size, clamps time past the end, and refuses nonsense', async () => {
      const res = await server.call(
        'GET',
        `/asset/v3/thumbnail/timecode/${match.id}?t=9999&w=160&h=90`,
        {
          token: viewer.token,
        },
      );
      expect(res.status).toBe(200);
      expect(jpegSize(res.bytes)).toEqual({ width: 160, height: 90 });
      for (const q of ['t=abc', 't=-1', 'w=5', 'h=5000', 't=1:2:3:4']) {
        const bad = await server.call('GET', `/asset/v3/thumbnail/timecode/${match.id}?${q}`, {
          token: viewer.token,
        });
        expect(bad.status, q).toBe(400);
      }
    });

    it('is also served by the middleware’s playback thumbnail', async () => {
      const res = await server.call(
        'GET',
        `/middleware/playback/thumbnail/${match.id}?ts=3&size=large`,
        {
          token: viewer.token,
        },
      );
      expect(res.status).toBe(200);
      expect(jpegSize(res.bytes)).toEqual({ width: 640, height: 360 });
      const custom = await server.call(
        'GET',
        `/middleware/playback/thumbnail/${match.id}?size=200x100`,
        {
          token: viewer.token,
        },
      );
      expect(jpegSize(custom.bytes)).toEqual({ width: 200, height: 100 });
      const bad = await server.call('GET', `/middleware/playback/thumbnail/${match.id}?size=huge`, {
        token: viewer.token,
      });
      expect(bad.status).toBe(400);
    });
  });

  describe('media files', () => {
    it('serves the MP4 whole and by byte range', async () => {
      const whole = await server.call('GET', path(match.media.mp4!));
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      expect(whole.headers.get('accept-ranges')).toBe('bytes');
      expect(whole.bytes.subarray(4, 8).toString()).toBe('ftyp');
      const size = whole.bytes.length;
      const part = await server.call('GET', path(match.media.mp4!), {
        headers: { range: 'bytes=100-199' },
      });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
      expect(part.bytes.equals(whole.bytes.subarray(100, 200))).toBe(true);
      const tail = await server.call('GET', path(match.media.mp4!), {
        headers: { range: 'bytes=-10' },
      });
      expect(tail.bytes.equals(whole.bytes.subarray(size - 10))).toBe(true);
      const beyond = await server.call('GET', path(match.media.mp4!), {
        headers: { range: `bytes=${size}-` },
      });
      expect(beyond.status).toBe(416);
      expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`);
    });

    it('serves an HLS playlist whose segments carry its signature', async () => {
      const playlist = await server.call('GET', path(match.media.hls!));
      expect(playlist.status).toBe(200);
      expect(playlist.headers.get('content-type')).toContain('mpegurl');
      const segments = String(playlist.body)
        .split('\n')
        .filter((l) => l.startsWith('seg_'));
      expect(segments).toHaveLength(6);
      const base = path(match.media.hls!).replace(/index\.m3u8.*$/, '');
      const segment = await server.call('GET', base + segments[0]);
      expect(segment.status).toBe(200);
      expect(segment.headers.get('content-type')).toBe('video/mp2t');
      expect(segment.bytes[0]).toBe(0x47); // MPEG-TS sync byte
    });

    it('refuses a tampered, expired or missing signature, and files outside the set', async () => {
      const url = new URL(match.media.mp4!);
      const tampered = new URL(url);
      tampered.searchParams.set('sig', 'A'.repeat(43));
      expect((await server.call('GET', tampered.pathname + tampered.search)).status).toBe(401);
      const expired = new URL(url);
      expired.searchParams.set('exp', '1000');
      expect((await server.call('GET', expired.pathname + expired.search)).status).toBe(401);
      const otherAsset = assets.find((a) => a.id !== match.id && a.kind === 'video')!;
      const moved = url.pathname.replace(match.id, otherAsset.id) + url.search;
      expect((await server.call('GET', moved)).status).toBe(401);
      expect((await server.call('GET', url.pathname)).status).toBe(401);
      const viaHeaders = await server.call('GET', url.pathname, {
        token: viewer.token,
        headers: { range: 'bytes=0-3' },
      });
      expect(viaHeaders.status).toBe(206);
      for (const file of [
        '..%2F..%2Fsecret.key',
        'hls%2F..%2Fvideo.mp4',
        'manifest.json',
        'hls/seg_1.ts',
      ]) {
        const res = await server.call('GET', `/asset/v3/asset/${match.id}/media/${file}`, {
          token: viewer.token,
        });
        expect([400, 404], file).toContain(res.status);
      }
    });
  });

  it('gives image assets a still and thumbnails of it', async () => {
    const photographer = await server.signIn('editor.images@vidsearch.example');
    const list = await server.call<Page<Asset>>('GET', '/asset/v3/asset?size=5', {
      token: photographer.token,
    });
    const image = list.body.content.find((a) => a.kind === 'image')!;
    expect(image.media.image).toBeTruthy();
    expect(image.media.mp4).toBeUndefined();
    const still = await server.call('GET', path(image.media.image!));
    expect(still.status, String(still.body).slice(0, 200)).toBe(200);

    expect(jpegSize(still.bytes)).toEqual({ width: 1280, height: 720 });
    const thumb = await server.call('GET', `/asset/v3/thumbnail/timecode/${image.id}`, {
      token: photographer.token,
    });
    expect(jpegSize(thumb.bytes)).toEqual({ width: 320, height: 180 });
  });
});
